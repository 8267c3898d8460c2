"""Each game's side of the tutorial: its ``tutorial.core.TutorialGame`` adapter, registered with its
puzzles on the game's record (``tutorial.parts.TUTORIAL``) by ``register`` (``TutorialConfig.ready()``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from games.registry import GAMES, RUMMIKUB, SKIP_BO
from tutorial.core import TutorialGame
from tutorial.parts import TUTORIAL, Personal, Tutorial


def register() -> None:
    """Give the games the site ships their tutorials."""
    from tutorial.games.rummikub import personal as rummikub_personal
    from tutorial.games.rummikub.adapter import ADAPTER as RUMMIKUB_ADAPTER
    from tutorial.games.skipbo import personal as skipbo_personal
    from tutorial.games.skipbo.adapter import ADAPTER as SKIP_BO_ADAPTER
    from tutorial.puzzles import rummikub, skipbo

    SKIP_BO.provide(TUTORIAL, Tutorial.of(SKIP_BO_ADAPTER, skipbo.PUZZLES, _(
        "Each puzzle is one turn on a live board. Choose a card, then a pile: every move is judged at once, "
        "and you see the rule that allows or forbids it. Your progress is kept in this browser."),
        Personal(skipbo_personal.seen, skipbo_personal.make, skipbo_personal.goal, skipbo_personal.HINTS)))
    RUMMIKUB.provide(TUTORIAL, Tutorial.of(RUMMIKUB_ADAPTER, rummikub.PUZZLES, _(
        "Each puzzle is a turn on a live table. Choose tiles, then where they go: every set shows at once "
        "whether it is valid and why not, and ending your turn checks the whole table against the rules. "
        "Your progress is kept in this browser."),
        Personal(rummikub_personal.seen, rummikub_personal.make, rummikub_personal.goal,
                 rummikub_personal.HINTS)))


def adapter(game: str) -> TutorialGame[Any, Any, Any, Any] | None:
    """The tutorial of the game with this URL slug (None for a game without one)."""
    found = GAMES[game].find(TUTORIAL) if game in GAMES else None
    return found.adapter if found is not None else None
