"""The short line about a visitor's map that other pages show (the puzzle list, the home page): the
rule to work on next. Registered with ``games.learning.register_summary``."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext

from games import labels, nav
from games.learning import rule_order
from games.registry import Game
from progress.entries import rows
from progress.marks import Mark, mark_of


def next_rule(visitor: str, game: Game) -> nav.Link:
    """A rule that needs practice first (linking its built-in puzzle); else the first rule of the page not
    yet applied that a puzzle practises (linking its row on the map); else the map itself."""
    stored = rows(visitor, game) if visitor else {}
    url = reverse("progress_map", kwargs={"game": game.slug})
    order = rule_order(game)
    marks = {rule: mark_of(stored.get(rule)) for rule in order}
    chosen = next((rule for rule in order if marks[rule] is Mark.PRACTICE), None)
    if chosen is None:
        chosen = next((rule for rule in order if marks[rule] in (Mark.NEW, Mark.MET)
                       and nav.practice_link(game, [rule]) is not None), None)
    if chosen is None:
        # Translators: a link to the learner's map of a game's rules.
        return nav.Link(url, gettext("Your map of the rules"))
    title = game.texts.RULE_TEXTS[chosen].title
    if marks[chosen] is Mark.PRACTICE:  # straight to a built-in puzzle for it, when there is one
        puzzle = nav.practice_link(game, [chosen])
        # Translators: a link to the rule the learner should practise next, e.g. "Practise next: One colour in a run".
        return nav.Link(puzzle.url if puzzle is not None else f"{url}#{chosen}",
                        labels.fill(gettext("Practise next: %(rule)s"), rule=str(title)))
    # Translators: a link to the rule the learner might learn next, e.g. "Next on your map: No gaps in a run".
    return nav.Link(f"{url}#{chosen}", labels.fill(gettext("Next on your map: %(rule)s"), rule=str(title)))
