"""The learner's map of one game as rows to show: every rule id in the rules page's order and words, with
its mark, the explanation in numbers, and where to read or practise it.

The links of a rule (its FAQ answers, its puzzles) come from the apps that have them (``games.nav``),
computed once per game, rule and language: the map is drawn on every visit and must stay quick.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from django.template.loader import render_to_string
from django.urls import NoReverseMatch, reverse
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext

from games import nav
from games.learning import own_practice, rule_sections
from games.registry import GAMES, Game
from progress.marks import Mark, explain, mark_of
from progress.models import RuleMark


@dataclass(frozen=True)
class Entry:
    """One rule's row: ``links`` is the list of where to read and practise it, drawn once per language;
    ``own``: the visitor's puzzles from their own games about it (``games.learning.own_practice``)."""

    rule: str
    title: str
    mark: Mark
    why: str
    links: SafeString
    known: bool
    own: tuple[nav.Link, ...] = ()


MAX_ANSWERS = 3
"""FAQ answers listed under one rule (the rules page and the FAQ have the rest)."""


@dataclass(frozen=True)
class Group:
    """The rules of one section of the rules page: its anchor, its heading, its rules' rows."""

    anchor: str
    title: str
    entries: list[Entry]


@lru_cache(maxsize=512)
def _links(slug: str, rule: str, language: str | None) -> SafeString:
    """The rules-page anchor, the first puzzle practising the rule, and the first FAQ answers about it
    (the other pages about it, puzzles left out: the first one is the puzzle to practise), as the list
    the map shows: the same for every visitor, so drawn once per game, rule and language."""
    del language  # part of the key only: titles and addresses are in the active language
    game = GAMES[slug]
    practice = nav.practice_link(game, [rule])
    practice = nav.Link(practice.url, str(practice.title)) if practice is not None else None
    try:
        puzzles = reverse("puzzles", kwargs={"game": slug})
    except NoReverseMatch:  # no puzzle app
        puzzles = None
    answers = tuple(nav.Link(link.url, str(link.title)) for link in nav.rule_links(game, rule)
                    if not (puzzles and link.url.startswith(puzzles)))
    return mark_safe(render_to_string("progress/links.html", {  # noqa: S308 - our own template's output
        "rules_url": reverse("rules", kwargs={"game": slug}) + "#" + rule, "practice": practice,
        "reading": answers[:MAX_ANSWERS]}))


def rows(visitor: str, game: Game) -> dict[str, RuleMark]:
    return {row.rule: row for row in RuleMark.objects.filter(visitor=visitor, game=game.slug)}


def groups(visitor: str, game: Game, now: datetime | None = None) -> list[Group]:
    """The map: the rules page's sections in order, each with its rules' rows."""
    now = now or timezone.now()
    stored = rows(visitor, game)
    own: dict[str, list[nav.Link]] = {}
    for rule, link in own_practice(visitor, game):
        own.setdefault(rule, []).append(link)
    language = get_language()
    found: list[Group] = []
    for anchor, rules in rule_sections(game):
        shown = []
        for rule in rules:
            row: Any = stored.get(rule)
            shown.append(Entry(rule, str(game.texts.RULE_TEXTS[rule].title), mark_of(row), explain(row, now),
                               _links(game.slug, rule, language), row is not None and row.known is not None,
                               tuple(own.get(rule, ()))))
        # Translators: the heading of the learner's map's rules that no section of the rules page holds.
        title = str(game.section(anchor).title) if anchor else gettext("More rules")
        found.append(Group(anchor, title, shown))
    return found
