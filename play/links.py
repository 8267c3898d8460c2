"""What the game against the computer offers the rest of the site (registered in ``PlayConfig.ready()``):
the "Play" entry of the nav group of every game that has a kit."""

from __future__ import annotations

from django.utils.translation import pgettext_lazy

from games.nav import Section
from play.parts import PLAY

SECTION = Section(
    "play_start", pgettext_lazy("main nav, under a game's name", "Play against the computer"), order=35,
    covers=frozenset({"play_game", "play_replay", "play_shared"}), has=lambda game: game.find(PLAY) is not None,
)
