"""Tutorial URLs (inside the language prefix): each game's puzzle list and puzzle pages, same slugs in
every language, and the visitor's own puzzles from their games (a random key each). A game without
puzzles answers 404."""

from django.urls import path

from tutorial import views

urlpatterns = [
    path("<game:game>/puzzles/", views.puzzle_list, name="puzzles"),
    path("<game:game>/puzzles/<slug:slug>/", views.puzzle_page, name="puzzle"),
    path("<game:game>/puzzles/yours/<slug:key>/", views.own_puzzle_page, name="own_puzzle"),
]
