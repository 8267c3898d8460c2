"""Tutorial URLs (inside the language prefix): each game's puzzle list and puzzle pages, same slugs in
every language. A game without puzzles answers 404."""

from django.urls import path

import explainer.urls  # noqa: F401  (registers the <game:...> converter used below)
from tutorial import views

urlpatterns = [
    path("<game:game>/puzzles/", views.puzzle_list, name="puzzles"),
    path("<game:game>/puzzles/<slug:slug>/", views.puzzle_page, name="puzzle"),
]


def public_pages() -> list[tuple[str, dict[str, str]]]:
    """The puzzle lists and every puzzle page, for the sitemap (per language)."""
    from tutorial.puzzles import games_with_puzzles, puzzles

    pages: list[tuple[str, dict[str, str]]] = []
    for game in games_with_puzzles():
        pages.append(("puzzles", {"game": game}))
        pages += [("puzzle", {"game": game, "slug": p.slug}) for p in puzzles(game)]
    return pages
