"""Series scoring: the winner of a game gets 25 points plus 5 for every card left in the opponents'
stockpiles (hands and discard piles do not count; a card's number does not matter). The first to
500 points wins the series, and exactly 500 is enough.

>>> from engine.skipbo.notation import parse
>>> score(parse("- / s:- h:4.4.9 / s:+10 / s:+8"))   # opponents hold 18 stockpile cards
[115, 0, 0]
>>> series_winner([410 + 110, 300]), series_winner([500, 0]), series_winner([495, 120])
(0, 0, None)
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.skipbo.moves import outcome
from engine.skipbo.position import Position

WIN_BONUS = 25
PER_STOCK_CARD = 5
SERIES_TARGET = 500


def score(pos: Position) -> list[int]:
    """Series points per seat for a finished game (team play: both partners get the team's points).

    A blocked game (no winner) scores 0 for everyone; a game still going raises ``ValueError``."""
    ended = outcome(pos)
    if ended is None:
        raise ValueError("the game is not finished: nobody has emptied their stockpile")
    points = [0] * len(pos.seats)
    winner = ended.winner
    if winner is None:
        return points
    team = pos.team_of(winner)
    left = sum(seat.stock_size for i, seat in enumerate(pos.seats) if i not in team)
    for i in team:
        points[i] = WIN_BONUS + PER_STOCK_CARD * left
    return points


def series_winner(totals: Sequence[int], target: int = SERIES_TARGET) -> int | None:
    """The seat whose running total reached ``target`` (highest first if several did), else None."""
    best = max(range(len(totals)), key=lambda i: totals[i], default=None)
    if best is None or totals[best] < target:
        return None
    return best
