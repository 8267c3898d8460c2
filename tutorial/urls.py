"""Tutorial URLs (inside the language prefix): each game's puzzle list and puzzle pages, same slugs in
every language. A game without puzzles answers 404."""

from django.urls import path

from tutorial import views

urlpatterns = [
    path("<game:game>/puzzles/", views.puzzle_list, name="puzzles"),
    path("<game:game>/puzzles/<slug:slug>/", views.puzzle_page, name="puzzle"),
]
