"""Each game's side of the tutorial, by game slug: the ``tutorial.core.TutorialGame`` of every game."""

from __future__ import annotations

from typing import Any

from games.registry import RUMMIKUB, SKIP_BO
from tutorial.core import TutorialGame
from tutorial.games.rummikub.adapter import ADAPTER as RUMMIKUB_ADAPTER
from tutorial.games.skipbo.adapter import ADAPTER as SKIP_BO_ADAPTER

ADAPTERS: dict[str, TutorialGame[Any, Any, Any, Any]] = {
    SKIP_BO.slug: SKIP_BO_ADAPTER, RUMMIKUB.slug: RUMMIKUB_ADAPTER}


def adapter(game: str) -> TutorialGame[Any, Any, Any, Any] | None:
    """The tutorial of the game with this URL slug (None for a game without one)."""
    return ADAPTERS.get(game)
