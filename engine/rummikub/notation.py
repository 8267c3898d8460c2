"""Rummikub position and move notation (../shared/spec/notation.md): ``parse``, ``dump`` and moves.

``dump(parse(text))`` is the canonical text and ``parse(dump(p)) == p``. A run may be written either
way; it is read, and dumped, lowest first. Bad text raises
:class:`NotationError` whose ``field`` names where the problem is: ``t``, ``p`` or ``a`` in the shared
section, ``seat N r`` / ``seat N m`` for a seat, ``seats`` for the seat count or the number of winners,
``section N`` for syntax, ``move`` for a move.

>>> text = "t:R4.R5.R6.R7.R8,B9.R9.K9 p:+60 / r:R6.B8.B10.J m:1 / r:#14"
>>> dump(parse(text)) == text
True
>>> dump(parse("a:0 t:- / r:J.R6.B6#2 / r:K1"))
'- / r:B6.R6.J#2 / r:K1'
>>> dump_move(parse_move("t:R1.R2.R3,K9.B9.R9"))
't:R1.R2.R3,K9.B9.R9'
>>> dump(parse("t:R13.R12.R11,J.J.K10 / r:- / r:#14"))
't:R11.R12.R13,K10.J.J / r:- / r:#14'
"""

from __future__ import annotations

from typing import Literal

from engine.rummikub.position import (
    SECTION_SEPARATOR,
    Position,
    Seat,
    dump,
    reads_notation,
    table_text,
    tiles_text,
)
from engine.rummikub.sets import normalise
from engine.rummikub.tiles import COPIES, JOKER, TOTAL_TILES, tile_from_text, tile_text
from engine.verdict import NotationError, Place

__all__ = [
    "Move", "parse", "dump", "parse_move", "dump_move", "parse_tiles", "parse_table", "tiles_text",
    "table_text", "MIN_SEATS", "MAX_SEATS",
]

MIN_SEATS = 2
MAX_SEATS = 4

_TEXT_TO_TILE: dict[str, int] = {tile_text(t): t for t in range(JOKER + 1)}

MoveKind = Literal["draw", "pass", "penalty", "table"]


class Move(str):
    """A whole turn: ``draw``, ``pass``, ``penalty``, or ``table`` with the complete new table.

    A ``str`` whose value is the move's canonical notation (notation.md's ``best.move`` is "a move
    string": it compares equal to, hashes like, formats and serialises as its text), with the turn read:
    ``kind`` and, for a table move, ``table`` (sets in canonical writing). ``Move(text)`` parses, like
    ``parse_move``; ``Move.of_table(sets)`` is a table move built in code. Moves are immutable.

    >>> m = Move("t:R3.R2.R1,K9.B9.R9"); m.kind, m, m == "t:R1.R2.R3,K9.B9.R9"
    ('table', Move('t:R1.R2.R3,K9.B9.R9'), True)
    >>> all(eval(repr(m)) == m for m in (m, Move("draw"), Move.of_table(((39, 38, 37),))))
    True
    """

    kind: MoveKind
    table: tuple[tuple[int, ...], ...]

    def __new__(cls, text: str) -> Move:
        return parse_move(text)

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move written ``text`` (``parse_move``)."""
        return parse_move(text)

    @classmethod
    def of_table(cls, table: tuple[tuple[int, ...], ...] | list[tuple[int, ...]]) -> Move:
        """The table move that leaves ``table`` (each set in canonical writing, as ``parse_move`` reads it)."""
        sets = tuple(normalise(tuple(tile_set)) for tile_set in table)
        return cls._make("table", sets)

    @classmethod
    def _make(cls, kind: MoveKind, table: tuple[tuple[int, ...], ...] = ()) -> Move:
        move = str.__new__(cls, "t:" + table_text(table) if kind == "table" else kind)
        move.__dict__.update(kind=kind, table=table)
        return move

    @property
    def text(self) -> str:
        """The canonical notation as a plain ``str``."""
        return str.__str__(self)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Move is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Move is immutable: cannot delete {name!r}")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return parse_move, (self.text,)

    def __repr__(self) -> str:
        return f"Move({self.text!r})"


# --- tiles, sets, tables -------------------------------------------------------------------------

def _tile(text: str, field: Place) -> int:
    tile = _TEXT_TO_TILE.get(text)
    if tile is None:
        if not text:
            raise NotationError("rummikub.tile-empty", field)
        return tile_from_text(text, field=field)  # raises with the precise reason
    return tile


def parse_tiles(text: str, field: Place | str = "tiles") -> tuple[int, ...]:
    """``R9.J.R11`` -> tiles in written order; ``-`` is no tiles.

    >>> parse_tiles("R9.J.R11")
    (34, 52, 36)
    """
    if text == "-":
        return ()
    where = Place.of(field)
    return tuple(_tile(part, where) for part in text.split("."))


def parse_table(text: str, field: Place | str = "t") -> tuple[tuple[int, ...], ...]:
    """``R1.R2.R3,K9.B9.R9`` -> sets of tiles; ``-`` is an empty table.

    Each set is read in its canonical writing (:func:`engine.rummikub.sets.normalise`): a run written
    highest first is the same run, so it is turned round; groups keep their written order.

    >>> tiles_text(parse_table("R11.J.R9")[0])
    'R9.J.R11'
    """
    if text == "-":
        return ()
    if not text:
        raise NotationError("rummikub.table-empty", Place.of(field))
    sets = []
    for number, part in enumerate(text.split(","), start=1):
        if not part or part == "-":
            raise NotationError("rummikub.set-empty", Place.of(field), set=number)
        sets.append(normalise(parse_tiles(part, Place(Place.of(field).part, set=number))))
    return tuple(sets)


def _count(text: str, field: Place) -> int:
    if not text.isascii() or not text.isdigit():
        raise NotationError("rummikub.not-a-count", field, text=text)
    return int(text)


# --- positions -----------------------------------------------------------------------------------

_SHARED_KEYS = ("t", "p", "a")
_SEAT_KEYS = ("r", "m")


def _fields(section: str, allowed: tuple[str, ...], where: Place) -> dict[str, str]:
    if section == "-":
        return {}
    if not section:
        raise NotationError("rummikub.section-empty", where)
    fields: dict[str, str] = {}
    for token in section.split(" "):
        if not token:
            raise NotationError("rummikub.spaces", where)
        key, colon, value = token.partition(":")
        if not colon:
            raise NotationError("rummikub.not-key-value", where, token=token)
        if key not in allowed:
            raise NotationError("rummikub.unknown-key", where, key=key, expected=", ".join(allowed))
        if key in fields:
            raise NotationError("rummikub.repeated-key", where, key=key)
        if not value:
            raise NotationError("rummikub.no-value", where, key=key)
        fields[key] = value
    return fields


def _parse_pool(text: str, field: Place) -> tuple[tuple[int, ...], int]:
    known, plus, hidden = text.partition("+")
    unknown = _count(hidden, field) if plus else 0
    if plus and not known:
        return (), unknown
    return parse_tiles(known, field), unknown


def _parse_rack(text: str, field: Place) -> tuple[tuple[int, ...], int]:
    known, hash_sign, hidden = text.partition("#")
    unknown = _count(hidden, field) if hash_sign else 0
    if hash_sign and not known:
        return (), unknown
    return parse_tiles(known, field), unknown


def _parse_flag(text: str, field: Place) -> bool:
    if text not in ("0", "1"):
        raise NotationError("rummikub.meld-flag", field, text=text)
    return text == "1"


class _Census:
    """Counts tiles as they are read, so a third copy is reported in the field where it appears."""

    def __init__(self) -> None:
        self.copies = [0] * (JOKER + 1)
        self.total = 0

    def add(self, tiles: tuple[int, ...], unknown: int, field: Place) -> None:
        copies = self.copies
        for tile in tiles:
            copies[tile] += 1
            if copies[tile] > COPIES:
                if tile == JOKER:
                    raise NotationError("rummikub.jokers", field, most=COPIES)
                raise NotationError("rummikub.tile-copies", field, most=COPIES, tile=tile_text(tile))
        self.total += len(tiles) + unknown
        if self.total > TOTAL_TILES:
            raise NotationError("rummikub.tile-total", field, total=TOTAL_TILES)


@reads_notation
def parse(text: str) -> Position:
    """Read a position; raise NotationError naming the field on bad text.

    Surrounding whitespace (a trailing newline from a file) is ignored; inside, the grammar is strict.
    """
    if not isinstance(text, str):
        raise NotationError("rummikub.not-text", Place("position"))
    sections = text.strip().split(SECTION_SEPARATOR)
    seat_count = len(sections) - 1
    if not MIN_SEATS <= seat_count <= MAX_SEATS:
        raise NotationError("rummikub.seats", Place("seats"), count=seat_count, least=MIN_SEATS, most=MAX_SEATS)
    census = _Census()
    shared = _fields(sections[0], _SHARED_KEYS, Place("section"))
    table = parse_table(shared["t"], Place("t")) if "t" in shared else ()
    for tile_set in table:
        census.add(tile_set, 0, Place("t"))
    pool, pool_unknown = _parse_pool(shared["p"], Place("p")) if "p" in shared else ((), 0)
    census.add(pool, pool_unknown, Place("p"))
    active = _count(shared["a"], Place("a")) if "a" in shared else 0
    if active >= seat_count:
        raise NotationError("rummikub.no-such-seat", Place("a"), seat=active, last=seat_count - 1)

    seats = []
    for index, section in enumerate(sections[1:]):
        where = Place(seat=index)
        fields = _fields(section, _SEAT_KEYS, where)
        if "r" not in fields:
            raise NotationError("rummikub.rack-missing", where.at("r"))
        rack, unknown = _parse_rack(fields["r"], where.at("r"))
        census.add(rack, unknown, where.at("r"))
        melded = _parse_flag(fields["m"], where.at("m")) if "m" in fields else False
        seats.append(Seat(rack=rack, unknown=unknown, melded=melded))
    winners = [i for i, seat in enumerate(seats) if seat.empty]
    if len(winners) > 1:
        raise NotationError("rummikub.seats-won", Place("seats"), seats=winners)
    return Position(table=table, pool=pool, pool_unknown=pool_unknown, active=active, seats=tuple(seats))


# --- moves ---------------------------------------------------------------------------------------

_WORD_MOVES: dict[str, Move] = {"draw": Move._make("draw"), "pass": Move._make("pass"),
                                 "penalty": Move._make("penalty")}


def parse_move(text: str) -> Move:
    """``draw``, ``pass``, ``penalty`` or ``t:SETS``; NotationError only when the grammar is broken.

    The new table may hold tiles the player does not have (that is judged, not a notation error), but
    never more than two copies of a tile or two jokers. A ``Move`` given is returned as it is.
    """
    if type(text) is Move:
        return text
    if not isinstance(text, str):
        raise NotationError("rummikub.move-not-text", Place("move"))
    text = text.strip()
    word = _WORD_MOVES.get(text)
    if word is not None:
        return word
    if not text.startswith("t:"):
        raise NotationError("rummikub.move-unknown", Place("move"), text=text)
    table = parse_table(text[2:], "move")
    copies = [0] * (JOKER + 1)
    for tile_set in table:
        for tile in tile_set:
            copies[tile] += 1
            if copies[tile] > COPIES:
                if tile == JOKER:
                    raise NotationError("rummikub.move-jokers", Place("move"), most=COPIES)
                raise NotationError("rummikub.move-tile-copies", Place("move"), most=COPIES, tile=tile_text(tile))
    return Move._make("table", table)


def dump_move(move: Move) -> str:
    """The canonical notation of ``move``, as a plain ``str``."""
    return move.text
