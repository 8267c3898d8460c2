"""Each game's side of the tutorial, by game slug: the adapters of ``tutorial.core.GameAdapter``."""

from __future__ import annotations

from games.registry import RUMMIKUB, SKIP_BO
from tutorial.core import GameAdapter
from tutorial.games.rummikub.adapter import ADAPTER as RUMMIKUB_ADAPTER
from tutorial.games.skipbo.adapter import ADAPTER as SKIP_BO_ADAPTER

ADAPTERS: dict[str, GameAdapter] = {SKIP_BO.slug: SKIP_BO_ADAPTER, RUMMIKUB.slug: RUMMIKUB_ADAPTER}


def adapter(game: str) -> GameAdapter | None:
    """The tutorial adapter of the game with this URL slug (None for a game without one)."""
    return ADAPTERS.get(game)
