"""Rummikub's own words inside sentences: a tile and a list of tiles in words, a colour's name, and the
params of its rule texts that need words rather than notation (``PARAM_WORDS``, registered on the
``Game`` record as ``param_words``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext_lazy

from games.texts.base import ParamWords, Text

COLOUR_NAMES: dict[str, Text] = {
    "K": pgettext_lazy("tile colour", "black"),
    "B": pgettext_lazy("tile colour", "blue"),
    "R": pgettext_lazy("tile colour", "red"),
    "O": pgettext_lazy("tile colour", "orange"),
}


def tile_name(tile: str) -> str:
    """A Rummikub tile in words: ``"R9"`` → ``"red 9"``, ``"J"`` → ``"joker"`` (in the active language)."""
    if tile == "J":
        return str(pgettext_lazy("tile name", "joker"))
    return str(pgettext_lazy("tile name: colour, number", "%(colour)s %(number)s") % {
        "colour": COLOUR_NAMES[tile[0]], "number": tile[1:]})


def tile_list(tiles: list[str] | tuple[str, ...]) -> str:
    return ", ".join(tile_name(t) for t in tiles)


def tile_choice(tiles: list[str] | tuple[str, ...]) -> str:
    """Tiles of which any one will do, in words: "blue 6 or orange 6" (what a group's joker stands for)."""
    names = [tile_name(t) for t in tiles]
    if len(names) < 2:
        return "".join(names)
    # Translators: the last two of several tiles a joker may stand for ("blue 6, red 6 or orange 6");
    # %(some)s is the rest of the list (already joined with commas), %(last)s the last tile.
    return str(pgettext_lazy("tiles: one of them", "%(some)s or %(last)s") % {
        "some": ", ".join(names[:-1]), "last": names[-1]})


def colour_name(colour: Any) -> str:
    """A colour letter (K, B, R, O) as the colour's name: "red"."""
    return str(COLOUR_NAMES[str(colour)])


PARAM_WORDS: ParamWords = {"tiles": tile_list, "from_tiles": tile_list, "stood_for": tile_choice,
                           "colour": colour_name}
"""Tiles (``tiles``, ``from_tiles``) read "red 9, joker, red 11", what a joker stood for "blue 6 or orange 6",
a ``colour`` its name; the other Rummikub params are numbers."""
