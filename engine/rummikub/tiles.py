"""Rummikub tiles as small integers, and their notation.

A tile is ``colour * 13 + (number - 1)`` (0-51) with colours in the order black, blue, red, orange
(``K B R O``); the joker is ``JOKER`` (52). Integers make sets, racks and solver memo keys cheap.

>>> tile_from_text("R7"), tile_text(tile_from_text("R7"))
(32, 'R7')
>>> number(tile_from_text("K13")), colour(tile_from_text("O1"))
(13, 3)
>>> tile_text(JOKER)
'J'
"""

from __future__ import annotations

from engine.verdict import NotationError, Place

COLOURS = "KBRO"
JOKER = 52
COPIES = 2  # two of every numbered tile, and two jokers
TOTAL_TILES = 106
JOKER_PENALTY = 30


def make(colour_index: int, num: int) -> int:
    return colour_index * 13 + (num - 1)


def colour(tile: int) -> int:
    """Colour index 0-3 (K, B, R, O) of a numbered tile."""
    return tile // 13


def number(tile: int) -> int:
    """Face number 1-13 of a numbered tile."""
    return tile % 13 + 1


def tile_text(tile: int) -> str:
    if tile == JOKER:
        return "J"
    return f"{COLOURS[colour(tile)]}{number(tile)}"


def tile_from_text(text: str, *, field: Place | str = "tile") -> int:
    """Parse ``R7``, ``K13`` or ``J``; raise NotationError naming the field otherwise."""
    if text == "J":
        return JOKER
    if len(text) < 2 or text[0] not in COLOURS:
        raise NotationError("rummikub.tile-colour", Place.of(field), text=text)
    digits = text[1:]
    # ASCII only: "³" and "٣" pass isdigit(), and int() reads "٣" as 3 or raises on "³".
    if not (digits.isascii() and digits.isdigit()) or digits.startswith("0") and digits != "0":
        raise NotationError("rummikub.tile-number", Place.of(field), text=text)
    num = int(digits)
    if not 1 <= num <= 13:
        raise NotationError("rummikub.tile-range", Place.of(field), number=num, text=text)
    return make(COLOURS.index(text[0]), num)


def sort_key(tile: int) -> tuple[int, int]:
    """Canonical rack order: by number, then colour K, B, R, O; jokers last."""
    if tile == JOKER:
        return (99, 0)
    return (number(tile), colour(tile))


def face_value(tile: int) -> int:
    """Points of a tile left on a rack: its number, or 30 for a joker."""
    return JOKER_PENALTY if tile == JOKER else number(tile)
