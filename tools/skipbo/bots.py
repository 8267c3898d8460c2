"""Complete games between bots, for the simulator, the benchmark and the property tests.

The bots themselves are the engine's (``engine.skipbo.bots``: random, learning, solver), so the site
plays against the same players; they are re-exported here for the tools that name them.

>>> from engine.skipbo.setup import new_game
>>> record = play_game(new_game(2, seed=3, short=True), [SolverBot(), RandomBot(seed=1)])
>>> record.winner, record.lost_cards
(0, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.outcome import Ending, Outcome
from engine.skipbo.bots import Bot, LearningBot, RandomBot, SolverBot, discard_choice
from engine.skipbo.cards import DECK_COUNTS
from engine.skipbo.moves import outcome
from engine.skipbo.notation import parse_move
from engine.skipbo.play import apply
from engine.skipbo.position import Position, census

__all__ = ["Bot", "GameRecord", "LearningBot", "RandomBot", "SolverBot", "discard_choice", "play_game"]

DEFAULT_MAX_TURNS = 10_000


@dataclass(frozen=True)
class GameRecord:
    """One played game: how it ended (None when the turn cap stopped it), its length, how often the
    completed piles were reshuffled, whether a card went missing, and the last position."""

    outcome: Outcome | None
    turns: int
    moves: int
    reshuffles: int
    lost_cards: bool
    final: Position

    @property
    def winner(self) -> int | None:
        return self.outcome.winner if self.outcome is not None else None

    @property
    def blocked(self) -> bool:
        return self.outcome is not None and self.outcome.ending is Ending.BLOCKED

    @property
    def capped(self) -> bool:
        return self.outcome is None


def play_game(pos: Position, bots: Sequence[Bot], *, max_turns: int = DEFAULT_MAX_TURNS,
              check: Callable[[Position, str, Position], None] | None = None) -> GameRecord:
    """Play ``pos`` to the end, seat i moved by ``bots[i]``. ``check(before, move, after)`` is called
    after every move when given (the property tests use it). Moves are trusted to be legal (the
    property tests check that they are) and applied on the fast path."""
    turns = 0
    moves = 0
    while (ended := outcome(pos)) is None and turns < max_turns:
        move = bots[pos.active].choose(pos)
        after = apply(pos, parse_move(move))
        if check is not None:
            check(pos, move, after)
        moves += 1
        if after.awaiting_draw:
            turns += 1
        pos = after
    hidden = pos.hidden
    lost = hidden is not None and census(pos) != DECK_COUNTS
    return GameRecord(ended, turns, moves, hidden.reshuffles if hidden is not None else 0, lost, pos)
