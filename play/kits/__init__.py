"""The games' kits for the game against the computer, registered on each game's record."""

from __future__ import annotations


def register() -> None:
    """Give the games the site ships their kit (``PlayConfig.ready()``)."""
    from games.registry import RUMMIKUB, SKIP_BO
    from play.kits.rummikub import KIT as RUMMIKUB_KIT
    from play.kits.skipbo import KIT as SKIP_BO_KIT
    from play.parts import PLAY

    SKIP_BO.provide(PLAY, SKIP_BO_KIT)
    RUMMIKUB.provide(PLAY, RUMMIKUB_KIT)
