"""Checker and score keeper URLs (inside the language prefix), the same slugs in every language."""

from django.urls import path

from checker import score_views, views

urlpatterns = [
    path("<game:game>/check/", views.check, name="check"),
    path("<game:game>/check/preview.png", views.preview, name="check_preview"),
    path("<game:game>/score/", score_views.score, name="score"),
]
