"""What one seat can see of a Rummikub position: the table, its own rack, how many tiles every other
rack and the pool hold -- never their faces. The input for fair bots and for anything shown to a player.

>>> from engine.rummikub.notation import parse, dump
>>> dump(view(parse("t:K1.K2.K3 p:R5.B6 / r:R1.R2 m:1 / r:O7.O8"), 0))
't:K1.K2.K3 p:+2 / r:R1.R2 m:1 / r:#2'
"""

from __future__ import annotations

from dataclasses import replace

from engine.rummikub.position import Position, Seat


def view(pos: Position, seat: int) -> Position:
    """``pos`` as seat ``seat`` sees it."""
    seats = tuple(s if i == seat else Seat((), s.size, s.melded) for i, s in enumerate(pos.seats))
    return replace(pos, pool=(), pool_unknown=pos.pool_size, seats=seats)
