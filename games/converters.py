"""The ``<game:…>`` path converter: matches only the games we have, so an unknown game is a plain 404.

Registered once, by ``GamesConfig.ready()``, before any app's URLconf is loaded.
"""

from __future__ import annotations

from games.registry import GAMES


class GameConverter:
    regex = "|".join(GAMES)

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value
