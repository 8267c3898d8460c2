"""The ``<game:…>`` path converter: the ``Game`` record of a registered slug, so every view is handed the
game itself (and looks its parts up on it); a slug nobody registered is a plain 404.

The registry is read when a URL is matched, not when the URLconf is built, so a game registered later
(a test's own game) is served like the others. Registered once, by ``GamesConfig.ready()``, before any
app's URLconf is loaded. Reversing accepts the record or its slug (``{% url 'rules' game %}`` and
``{% url 'rules' 'skip-bo' %}``); an unknown one fails loudly (``NoReverseMatch``).
"""

from __future__ import annotations

from games.registry import GAMES, Game


class GameConverter:
    regex = "[a-z0-9]+(?:-[a-z0-9]+)*"

    def to_python(self, value: str) -> Game:
        try:
            return GAMES[value]
        except KeyError:
            raise ValueError(f"no game {value!r}") from None  # Django: no match, so a 404

    def to_url(self, value: Game | str) -> str:
        slug = value.slug if isinstance(value, Game) else value
        if slug not in GAMES:
            raise ValueError(f"no game {slug!r}")
        return slug
