"""The site's main navigation: per game, its rules, FAQ, puzzles (when it has some) and glossary."""

from __future__ import annotations

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import pgettext_lazy

from explainer.games import GAMES

# (url name, label); the game's name heads each group, so the labels stay short.
SECTIONS = [
    ("rules", pgettext_lazy("main nav, under a game's name", "Rules")),
    ("faq", pgettext_lazy("main nav, under a game's name", "FAQ")),
    ("puzzles", pgettext_lazy("main nav, under a game's name", "Puzzles")),
    ("glossary", pgettext_lazy("main nav, under a game's name", "Glossary")),
]


def main_nav(request: HttpRequest) -> list[dict[str, object]]:
    """Groups of links for the header; ``current`` marks the page being shown (its section of a game)."""
    from tutorial.puzzles import games_with_puzzles

    match = getattr(request, "resolver_match", None)
    here_name = match.url_name if match else None
    here_game = match.kwargs.get("game") if match else None
    # A FAQ answer or a single puzzle belongs to its game's FAQ or puzzles section.
    section_of = {"faq_answer": "faq", "puzzle": "puzzles"}
    here = section_of.get(here_name, here_name)
    with_puzzles = set(games_with_puzzles())
    groups = []
    for slug, game in GAMES.items():
        links = [
            {"label": label, "url": reverse(name, kwargs={"game": slug}),
             "current": here == name and here_game == slug, "page": here_name == name}
            for name, label in SECTIONS
            if name != "puzzles" or slug in with_puzzles
        ]
        groups.append({"name": game.name, "slug": slug, "links": links})
    return groups
