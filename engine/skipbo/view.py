"""What one seat can see of a position: the input for hints and for fair bots.

The draw pile, other players' hands and every stockpile below its top card are face down. With
``own_stock=True`` the seat's own stockpile stays as known as it is in ``pos`` (what a puzzle shows,
e.g. ``s:6.8+22``).

>>> from engine.skipbo.notation import parse, dump
>>> dump(view(parse("w:3.4.5 / s:6.8.9 h:1.SB / s:7.2 h:3.3"), 0))
'w:+3 / s:6+2 h:1.SB / s:7+1 h:#2'
"""

from __future__ import annotations

from dataclasses import replace

from engine.skipbo.position import Position, Seat


def _stock_top_only(seat: Seat) -> tuple[tuple[int, ...], int]:
    if not seat.stock:
        return (), seat.stock_unknown
    return seat.stock[:1], seat.stock_size - 1


def view(pos: Position, seat: int, *, own_stock: bool = False) -> Position:
    """``pos`` as seat ``seat`` sees it (no hidden layer)."""
    seats = []
    for i, s in enumerate(pos.seats):
        stock, stock_unknown = (s.stock, s.stock_unknown) if own_stock and i == seat else _stock_top_only(s)
        if i == seat:
            seats.append(replace(s, stock=stock, stock_unknown=stock_unknown))
        else:
            seats.append(replace(s, stock=stock, stock_unknown=stock_unknown, hand=(), hand_unknown=s.hand_size))
    return replace(pos, seats=tuple(seats), draw=(), draw_unknown=pos.draw_size, hidden=None)
