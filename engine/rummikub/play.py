"""Applying a legal Rummikub turn: a new Position, never a change to the old one.

- ``t:SETS``: the table becomes the new table as written (runs lowest first); the rack loses the tiles
  placed; the seat's initial-meld flag is set.
- ``draw``: the pool's top tile goes to the rack (a face-down pool ``+N`` gives an unknown tile ``#``).
- ``penalty``: the table stays as it was at the start of the turn, the rack keeps its tiles, and up to
  three tiles are drawn (fewer if the pool has fewer).
- ``pass``: nothing changes but the turn.

The turn then passes clockwise (seat ``a`` + 1). A seat whose rack is empty has won
(:attr:`Position.winner`); every later move is judged ``rummikub.game.over``.

>>> from engine.rummikub.notation import dump, parse
>>> dump(play(parse("p:B5+10 / r:R1 / r:#14"), "draw"))
'p:+10 a:1 / r:R1.B5 / r:#14'
>>> after = play(parse("t:R1.R2.R3 / r:R4 m:1 / r:#14"), "t:R1.R2.R3.R4")
>>> after.winner, dump(after)
(0, 't:R1.R2.R3.R4 a:1 / r:- m:1 / r:#14')
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from engine.rummikub.judge import PENALTY_TILES, as_move, judge
from engine.rummikub.notation import Move
from engine.rummikub.position import Position
from engine.rummikub.sets import normalise
from engine.verdict import IllegalMove

__all__ = ["play", "draw_tiles"]


def draw_tiles(position: Position, count: int) -> tuple[Position, tuple[int, ...], int]:
    """Take up to ``count`` tiles off the pool's top: (position with the smaller pool, known tiles
    drawn, number of face-down tiles drawn)."""
    count = min(count, position.pool_size)
    known = position.pool[:count]
    hidden = count - len(known)
    smaller = replace(position, pool=position.pool[len(known):], pool_unknown=position.pool_unknown - hidden)
    return smaller, known, hidden


def play(position: Position, move: str | Move) -> Position:
    """The position after a legal move; IllegalMove (carrying the verdict) otherwise."""
    move = as_move(move)
    verdict = judge(position, move)
    if not verdict.legal:
        raise IllegalMove(verdict)
    index = position.active
    seat = position.seats[index]
    if move.kind == "table":
        placed = Counter(t for tile_set in move.table for t in tile_set)
        placed.subtract(t for tile_set in position.table for t in tile_set)
        rack = list(seat.rack)
        for tile, extra in placed.items():
            for _ in range(extra):
                rack.remove(tile)
        after = replace(position, table=tuple(normalise(tile_set) for tile_set in move.table))
        after = after.with_seat(index, replace(seat, rack=tuple(rack), melded=True))
    elif move.kind in ("draw", "penalty"):
        count = 1 if move.kind == "draw" else PENALTY_TILES
        after, known, hidden = draw_tiles(position, count)
        after = after.with_seat(index, replace(seat, rack=seat.rack + known, unknown=seat.unknown + hidden))
    else:
        after = position
    return replace(after, active=(index + 1) % len(position.seats))
