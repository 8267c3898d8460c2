"""The main navigation and the links between apps, composed from what each app registers.

The core knows no app. Each leaf app registers, in its ``AppConfig.ready()``:

- its ``Section`` of each game's nav group (``register_section``): a URL name taking ``game=``, a short
  label, a place in the order, the other URL names that belong to it (an answer belongs to the FAQ) and
  which games have it (puzzles exist for some games only);
- a "practise this" provider (``register_practice``): given a game and rule ids, a link to a page that
  practises them, or None. Pages that teach a rule (an FAQ answer) ask ``practice_link`` without knowing
  which app answers;
- a rule-links provider (``register_rule_links``): given a game and one rule id, every page of the app
  about that rule (FAQ answers, puzzles). A verdict (the checker's) lists them with ``rule_links``;
- a position-link provider (``register_position_link``): given a game, a position and maybe a move in
  notation, a link to a page that takes that position further ("open in the checker"). Pages that
  show a position (an FAQ scenario, a puzzle board) ask ``position_links``;
- a first-step provider (``register_first_step``, with its rank): given a game, where a newcomer goes
  after the rules page's quick start (a first game with the coach ranks before the first puzzle), or
  None. The quick start asks ``first_step``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from games.registry import GAMES, Game
from games.texts.base import Text


@dataclass(frozen=True)
class Section:
    """One entry of a game's nav group (``url_name`` is reversed with ``game=<slug>``)."""

    url_name: str
    label: Text
    order: int
    covers: frozenset[str] = frozenset()
    has: Callable[[Game], bool] = lambda game: True


@dataclass(frozen=True)
class Link:
    """A link to another page of the site: where, and its title in the active language."""

    url: str
    title: Text


PracticeProvider = Callable[[Game, Iterable[str]], Link | None]
RuleLinksProvider = Callable[[Game, str], list[Link]]
PositionLinkProvider = Callable[[Game, str, str | None], Link | None]

_sections: dict[str, Section] = {}
_practice: list[PracticeProvider] = []
_rule_links: list[RuleLinksProvider] = []
_position_links: list[PositionLinkProvider] = []


def register_section(section: Section) -> None:
    """Add (or replace, by URL name) a section of every game's nav group."""
    _sections[section.url_name] = section


def register_practice(provider: PracticeProvider) -> None:
    if provider not in _practice:
        _practice.append(provider)


def register_rule_links(provider: RuleLinksProvider) -> None:
    if provider not in _rule_links:
        _rule_links.append(provider)


@dataclass(frozen=True)
class RulePosition:
    """A position another page shows for a rule (an FAQ scenario), ready to be opened elsewhere (the
    checker): its title (the FAQ question), the position and the move, in notation."""

    title: Text
    position: str
    move: str


RulePositionsProvider = Callable[[Game, str], list[RulePosition]]
_rule_positions: list[RulePositionsProvider] = []


def register_rule_positions(provider: RulePositionsProvider) -> None:
    if provider not in _rule_positions:
        _rule_positions.append(provider)


def rule_positions(game: Game, rule_id: str) -> list[RulePosition]:
    """Every registered position the engine decides by this rule (FAQ scenarios), app by app."""
    return [found for provider in _rule_positions for found in provider(game, rule_id)]


def register_position_link(provider: PositionLinkProvider) -> None:
    if provider not in _position_links:
        _position_links.append(provider)


def position_links(game: Game, position: str, move: str | None = None) -> list[Link]:
    """Every registered app's link for this position (and move), in registration order."""
    return [link for provider in _position_links if (link := provider(game, position, move)) is not None]


# Translators: the last line of a rules page's quick start, a link to a game against the computer.
FIRST_GAME_TITLE = _("Play your first game with a coach")
"""The words of the first-game link (the app that hosts the game registers the link with them)."""
FirstStepProvider = Callable[[Game], Link | None]
_first_steps: dict[FirstStepProvider, int] = {}
FIRST_GAME_RANK = 10
"""A first game against the computer with the coach: a newcomer's best next step."""
FIRST_PUZZLE_RANK = 20


def register_first_step(provider: FirstStepProvider, rank: int) -> None:
    """Offer a newcomer's next step after the quick start; the lowest rank that has one for the game wins."""
    _first_steps[provider] = rank


def first_step(game: Game) -> Link | None:
    """A newcomer's next step after the rules page's quick start: the best-ranked registered link, or None.

    A game that can be played against the computer leads there (both games the site ships can be), another
    one to its first puzzle:

    >>> first_step(GAMES["skip-bo"]).url, first_step(GAMES["rummikub"]).url
    ('/en/skip-bo/play/', '/en/rummikub/play/')
    """
    for provider in sorted(_first_steps, key=_first_steps.__getitem__):
        if (link := provider(game)) is not None:
            return link
    return None


def sections() -> list[Section]:
    return sorted(_sections.values(), key=lambda s: s.order)


def practice_link(game: Game, rule_ids: Iterable[str]) -> Link | None:
    """The first registered provider's link to practise any of these rules, or None."""
    wanted = tuple(rule_ids)
    if not wanted:
        return None
    return next((link for provider in _practice if (link := provider(game, wanted)) is not None), None)


def rule_links(game: Game, rule_id: str) -> list[Link]:
    """Every registered page about this rule, app by app in registration order (FAQ, then puzzles)."""
    return [link for provider in _rule_links for link in provider(game, rule_id)]


def main_nav(request: HttpRequest) -> list[dict[str, Any]]:
    """Groups of links for the header, one per game; ``current`` marks the section of the page shown,
    ``page`` the link that is the page itself."""
    match = getattr(request, "resolver_match", None)
    here_name = match.url_name if match else None
    here_game = match.kwargs.get("game") if match else None  # the Game the <game:> converter gave the view
    listed = sections()
    here = next((s.url_name for s in listed if here_name in s.covers), here_name)
    groups = []
    for game in GAMES.values():
        links = [
            {"label": s.label, "url": reverse(s.url_name, kwargs={"game": game.slug}),
             "current": here == s.url_name and here_game is game, "page": here_name == s.url_name}
            for s in listed
            if s.has(game)
        ]
        groups.append({"name": game.name, "slug": game.slug, "links": links})
    return groups
