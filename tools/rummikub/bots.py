"""Rummikub bots and the game loop for the simulator, the benchmark and the property tests.

The bots are the engine's (``engine.rummikub.bots``), so the site plays against the same players;
:class:`SolverBot` is re-exported here for the tools that name it. :func:`play_game` plays a position to its end with
one bot per seat, every turn through the engine's own ``play`` (an illegal bot move raises), the same
shape as ``tools.skipbo.bots.play_game``.

>>> from engine.rummikub.setup import new_game
>>> record = play_game(new_game(2, seed=3), [SolverBot()] * 2)
>>> record.outcome.winner == record.result.winner, sum(record.result.points)
(True, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.outcome import Outcome
from engine.rummikub.bots import Bot, SolverBot
from engine.rummikub.play import play
from engine.rummikub.position import Position
from engine.rummikub.score import GameResult, outcome, result

__all__ = ["Bot", "GameRecord", "SolverBot", "play_game"]

MAX_TURNS = 2000  # a safety net only: with an empty pool the pass rule ends every game long before


@dataclass(frozen=True)
class GameRecord:
    """One played game: how it ended, how many turns it took, its score, and the last position."""

    outcome: Outcome
    turns: int
    result: GameResult
    final: Position

    @property
    def winner(self) -> int | None:
        return self.outcome.winner


def play_game(pos: Position, bots: Sequence[Bot], *, max_turns: int = MAX_TURNS,
              check: Callable[[Position, str, Position], None] | None = None) -> GameRecord:
    """Play ``pos`` to the end, seat i moved by ``bots[i]``; ``check(before, move, after)`` sees every
    turn. A game ends when a rack is empty, or, with the pool empty, when every seat in turn passed."""
    passes = 0
    turns = 0
    while (ended := outcome(pos, passes)) is None:
        if turns >= max_turns:
            raise RuntimeError(f"the game did not end within {max_turns} turns")
        move = bots[pos.active].choose(pos)
        after = play(pos, move)
        if check is not None:
            check(pos, move, after)
        pos = after
        turns += 1
        passes = passes + 1 if move == "pass" else 0
    return GameRecord(ended, turns, result(pos), pos)
