"""Explainer URLs (inside the language prefix): home, the site-wide search, rules pages, glossaries and the FAQ."""

from django.urls import include, path

from explainer import views
from explainer.search.views import search_page

urlpatterns = [
    path("", views.home, name="home"),
    path("search/", search_page, name="search"),
    path("<game:game>/", views.rules, name="rules"),
    path("<game:game>/glossary/", views.glossary, name="glossary"),
    path("", include("explainer.faq.urls")),
]
