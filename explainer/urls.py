"""Explainer URLs (inside the language prefix): home, rules pages, glossaries and the FAQ."""

from django.urls import include, path

from explainer import views

urlpatterns = [
    path("", views.home, name="home"),
    path("<game:game>/", views.rules, name="rules"),
    path("<game:game>/glossary/", views.glossary, name="glossary"),
    path("", include("explainer.faq.urls")),
]
