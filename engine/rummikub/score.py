"""Scoring a finished Rummikub game, and the series table.

Two endings (Russian 2018 booklet):

- *Rummikub*: a seat emptied its rack. Every other seat scores minus the sum of its rack (a joker on
  the rack is 30); the winner scores plus the total of those.
- *Empty pool*: nobody can move any more (the caller says so; the pool must be empty). The lowest rack
  sum wins; each loser scores minus (own sum - winner's sum); the winner plus the total of those.

**Tie for lowest** (the booklet is silent): the win is credited to the tied seat with the lowest seat
number. The points do not depend on this choice: another tied seat's difference is 0, so it scores 0,
and the winner's plus is the same whichever tied seat takes it. Only the "games won" column of the
series table sees the tie-break.

Results always sum to zero. The worked example of the source:

>>> from engine.rummikub.notation import parse
>>> score(parse("- / r:- / r:R5.K8 / r:J.B2"))
(45, -13, -32)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from engine.outcome import Ending, Outcome
from engine.rummikub.position import Position, Seat
from engine.rummikub.tiles import face_value

__all__ = ["GameResult", "SeriesRow", "outcome", "rack_value", "result", "score", "series_table"]

@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game: who won, how, each seat's rack sum and points."""

    winner: int
    ending: Ending
    rack_values: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeriesRow:
    """A line of the series table; ``rank`` is shared by seats level on games won and points."""

    rank: int
    seat: int
    games_won: int
    points: int


def rack_value(seat: Seat) -> int:
    """Penalty points of a rack: the numbers, a joker 30. ValueError if some faces are unknown."""
    if seat.unknown:
        raise ValueError("the rack has tiles whose faces are unknown; its value cannot be counted")
    return sum(face_value(t) for t in seat.rack)


def result(position: Position) -> GameResult:
    """The finished game's result; ValueError if nobody has won and the pool is not empty."""
    values = tuple(rack_value(seat) for seat in position.seats)
    winner = position.winner
    if winner is not None:
        ending = Ending.OUT
    elif position.pool_size:
        raise ValueError("the game is not finished: no rack is empty and the pool still has tiles")
    else:
        ending = Ending.POOL_EMPTY
        winner = min(range(len(values)), key=lambda seat: (values[seat], seat))
    losses = [values[seat] - values[winner] for seat in range(len(values))]
    points = tuple(sum(losses) if seat == winner else -losses[seat] for seat in range(len(values)))
    return GameResult(winner, ending, values, points)


def outcome(position: Position, passes: int = 0, *, budget_ms: float = 5000) -> Outcome | None:
    """How the game ended, or None while it goes on: a seat that emptied its rack went out; with the
    pool empty, the game is over once every seat has passed in a row (``passes``: passes since the last
    move that was not one; the position does not record them, so the caller counts) and nobody can
    place a tile any more -- the booklet plays on while moves are possible, and a player may pass
    although they could play. Then the lowest rack wins (see :func:`result`).

    Whether a seat can still play is the hint solver's answer for it (within ``budget_ms`` each).

    >>> from engine.rummikub.notation import parse
    >>> outcome(parse("- / r:- / r:R5.K8"))
    Outcome(ending=<Ending.OUT: 'out'>, winner=0)
    >>> outcome(parse("- / r:R2 / r:R5.K8"), passes=1) is None, outcome(parse("- / r:R2 / r:R5.K8"), passes=2)
    (True, Outcome(ending=<Ending.POOL_EMPTY: 'pool-empty'>, winner=0))
    >>> outcome(parse("t:K1.K2.K3 / r:K4 m:1 / r:R5.K8 m:1"), passes=2) is None  # seat 0 can still go out
    True
    """
    winner = position.winner
    if winner is not None:
        return Outcome(Ending.OUT, winner)
    if position.pool_size or passes < len(position.seats):
        return None
    if any(_can_play(position, seat, budget_ms) for seat in range(len(position.seats))):
        return None
    return Outcome(Ending.POOL_EMPTY, result(position).winner)


def _can_play(position: Position, seat: int, budget_ms: float) -> bool:
    """Whether ``seat``, were it to move now, could place at least one rack tile."""
    if position.seats[seat].unknown or not position.seats[seat].rack:
        return False  # hidden faces: the ending cannot be scored either (result says so)
    from engine.rummikub.solver import solve  # the solver sits above scoring; imported only here

    return solve(replace(position, active=seat), budget_ms=budget_ms).placed > 0


def score(position: Position) -> tuple[int, ...]:
    """Points per seat for the finished game (they sum to zero); see :func:`result`."""
    return result(position).points


def series_table(results: Iterable[GameResult]) -> list[SeriesRow]:
    """Standings after a series: most games won first, ties broken by the higher point total.

    >>> a = GameResult(0, Ending.OUT, (0, 13), (13, -13))
    >>> b = GameResult(1, Ending.OUT, (40, 0), (-40, 40))
    >>> [(r.rank, r.seat, r.games_won, r.points) for r in series_table([a, b, a])]
    [(1, 0, 2, -14), (2, 1, 1, 14)]
    """
    wins: dict[int, int] = {}
    points: dict[int, int] = {}
    for game in results:
        for seat, value in enumerate(game.points):
            points[seat] = points.get(seat, 0) + value
            wins.setdefault(seat, 0)
        wins[game.winner] += 1
    order = sorted(points, key=lambda seat: (-wins[seat], -points[seat], seat))
    rows: list[SeriesRow] = []
    for place, seat in enumerate(order, start=1):
        level = rows and (rows[-1].games_won, rows[-1].points) == (wins[seat], points[seat])
        rows.append(SeriesRow(rows[-1].rank if level else place, seat, wins[seat], points[seat]))
    return rows
