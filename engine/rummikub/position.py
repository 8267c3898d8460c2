"""A Rummikub position as an immutable value.

Tiles are the small integers of :mod:`engine.rummikub.tiles`. A rack's order means nothing, so a
:class:`Seat` keeps its known tiles in the canonical order (number, then colour K B R O, jokers last):
two positions that differ only in how a rack was written are equal. Table sets keep their written
order, because the order says what a joker stands for. Unknown faces (an opponent's rack, a face-down
pool) are counts, never guesses.

>>> seat = Seat((JOKER, 32, 5), unknown=2)
>>> seat.rack, seat.size, seat.empty
((5, 32, 52), 5, False)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.rummikub.tiles import JOKER, sort_key, tile_text

__all__ = ["Seat", "Position", "JOKER", "dump", "tiles_text", "table_text"]

SECTION_SEPARATOR = " / "
_TILE_TO_TEXT: tuple[str, ...] = tuple(tile_text(t) for t in range(JOKER + 1))

_RACK_ORDER = {t: sort_key(t) for t in range(JOKER + 1)}


# The reader lives in ``notation``, which builds positions and so imports this module: it registers
# itself here (``@reads_notation``) instead of being imported back, which would be an import cycle.
_reader: Callable[[str], Position] | None = None


def reads_notation(reader: Callable[[str], Position]) -> Callable[[str], Position]:
    """Make ``reader`` what ``Position.parse`` calls (``engine.rummikub.notation.parse`` uses this)."""
    global _reader
    _reader = reader
    return reader



def canonical_rack(tiles: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """Tiles in rack order: by number, then colour K, B, R, O; jokers last."""
    return tuple(sorted(tiles, key=_RACK_ORDER.__getitem__))


@dataclass(frozen=True, slots=True)
class Seat:
    """One player's rack (known tiles plus a count of unknown ones) and initial-meld flag."""

    rack: tuple[int, ...] = ()
    unknown: int = 0
    melded: bool = False

    def __post_init__(self) -> None:
        ordered = canonical_rack(self.rack)
        if ordered != self.rack:
            object.__setattr__(self, "rack", ordered)

    @property
    def size(self) -> int:
        """Tiles on the rack, known or not."""
        return len(self.rack) + self.unknown

    @property
    def empty(self) -> bool:
        """An empty rack: this seat has won the game."""
        return not self.rack and not self.unknown


@dataclass(frozen=True, slots=True)
class Position:
    """The whole game: table sets, pool (top first), the seat to move, and every seat.

    ``pool`` holds the known pool tiles, top first; ``pool_unknown`` counts face-down tiles below
    them. ``table`` is a tuple of sets, each a tuple of tiles in table order.
    """

    table: tuple[tuple[int, ...], ...] = ()
    pool: tuple[int, ...] = ()
    pool_unknown: int = 0
    active: int = 0
    seats: tuple[Seat, ...] = ()

    @property
    def pool_size(self) -> int:
        return len(self.pool) + self.pool_unknown

    @property
    def winner(self) -> int | None:
        """The seat whose rack is empty (it has won), or None while the game goes on."""
        for index, seat in enumerate(self.seats):
            if seat.empty:
                return index
        return None

    @property
    def to_move(self) -> Seat:
        """The active seat."""
        return self.seats[self.active]

    def table_tiles(self) -> list[int]:
        """Every tile on the table, set after set."""
        return [tile for tile_set in self.table for tile in tile_set]

    def with_seat(self, index: int, seat: Seat) -> Position:
        """A copy with one seat replaced."""
        seats = list(self.seats)
        seats[index] = seat
        return replace(self, seats=tuple(seats))

    def __repr__(self) -> str:
        """The position in notation, as an expression that reads it back:

        >>> pos = Position.parse("t:R1.R2.R3 / r:K5 m:1 / r:#14"); pos
        Position.parse('t:R1.R2.R3 / r:K5 m:1 / r:#14')
        >>> eval(repr(pos)) == pos
        True
        """
        return f"Position.parse({dump(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Position:
        """The position written ``text`` (``engine.rummikub.parse``)."""
        if _reader is None:  # pragma: no cover - engine.rummikub imports its notation module first
            raise RuntimeError("engine.rummikub.notation has not registered its reader")
        return _reader(text)


# --- notation (the writer; ``notation`` reads) ---------------------------------------------------

def tiles_text(tiles: tuple[int, ...] | list[int]) -> str:
    """Tiles in the given order, ``.``-separated; ``-`` when there are none."""
    return ".".join(_TILE_TO_TEXT[t] for t in tiles) if tiles else "-"


def table_text(table: tuple[tuple[int, ...], ...]) -> str:
    """Sets in their order, ``,``-separated; ``-`` for an empty table."""
    return ",".join(tiles_text(s) for s in table) if table else "-"


def pool_text(pool: tuple[int, ...], unknown: int) -> str:
    if not pool:
        return f"+{unknown}" if unknown else "-"
    return tiles_text(pool) + (f"+{unknown}" if unknown else "")


def rack_text(seat: Seat) -> str:
    if not seat.rack:
        return f"#{seat.unknown}" if seat.unknown else "-"
    return tiles_text(seat.rack) + (f"#{seat.unknown}" if seat.unknown else "")


def dump(position: Position) -> str:
    """The canonical text: keys in table order, defaults omitted, racks in rack order."""
    shared = []
    if position.table:
        shared.append("t:" + table_text(position.table))
    if position.pool or position.pool_unknown:
        shared.append("p:" + pool_text(position.pool, position.pool_unknown))
    if position.active:
        shared.append(f"a:{position.active}")
    sections = [" ".join(shared) or "-"]
    for seat in position.seats:
        fields = ["r:" + rack_text(seat)]
        if seat.melded:
            fields.append("m:1")
        sections.append(" ".join(fields))
    return SECTION_SEPARATOR.join(sections)
