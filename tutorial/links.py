"""What the tutorial offers the rest of the site (registered in ``TutorialConfig.ready()``): the
"Puzzles" entry of a game's nav group, "practise this" links to the first puzzle teaching a rule, and
every puzzle that teaches a rule."""

from __future__ import annotations

from collections.abc import Iterable

from django.urls import reverse
from django.utils.translation import gettext, pgettext_lazy

from games.nav import Link, Section
from games.registry import Game
from tutorial.puzzles import practising, puzzles

SECTION = Section(
    "puzzles", pgettext_lazy("main nav, under a game's name", "Puzzles"), order=30,
    covers=frozenset({"puzzle"}), has=lambda game: bool(puzzles(game.slug)),
)


def practice(game: Game, rule_ids: Iterable[str]) -> Link | None:
    """The first puzzle, in learning order, that teaches any of these rules."""
    found = practising(game.slug, tuple(rule_ids))
    if found is None:
        return None
    return Link(reverse("puzzle", kwargs={"game": game.slug, "slug": found.slug}), found.title)


def teaching(game: Game, rule_id: str) -> list[Link]:
    """The game's puzzles, in learning order, that teach this rule."""
    return [Link(reverse("puzzle", kwargs={"game": game.slug, "slug": p.slug}), p.title)
            for p in puzzles(game.slug) if rule_id in p.teaches]


def first_puzzle(game: Game) -> Link | None:
    """A newcomer's next step after the rules page's quick start: the game's first puzzle."""
    found = puzzles(game.slug)
    if not found:
        return None
    # Translators: the last line of a rules page's quick start, a link to the game's first puzzle.
    return Link(reverse("puzzle", kwargs={"game": game.slug, "slug": found[0].slug}),
                gettext("Now try your first puzzle"))
