"""FAQ URLs (inside the language prefix): /<game>/faq/, /<game>/faq/<slug>/ and its preview image."""

from django.urls import path

from explainer.faq import views

urlpatterns = [
    path("<game:game>/faq/", views.index, name="faq"),
    path("<game:game>/faq/<slug:slug>/", views.answer, name="faq_answer"),
    path("<game:game>/faq/<slug:slug>/preview.png", views.preview, name="faq_preview"),
]
