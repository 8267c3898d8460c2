"""Bots that play complete games: a random-legal bot and a stronger bot built on the solver.

The solver bot plays fair: it plans on :func:`view` (its own stockpile top, its hand, the table),
re-plans after every card (a stockpile card played reveals the next), and when no plan plays a
stockpile card it discards by a simple heuristic (keep Skip-Bo cards, stack discards downwards). With
no hand card and nothing to draw it plays any card it can rather than pass, so games keep moving.

>>> from engine.skipbo.setup import new_game
>>> record = play_game(new_game(2, seed=3, short=True), [SolverBot(), RandomBot(seed=1)])
>>> record.winner, record.lost_cards
(0, False)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.outcome import Ending, Outcome
from engine.skipbo.cards import DECK_COUNTS, FACES, SB
from engine.skipbo.moves import legal_moves, outcome
from engine.skipbo.notation import parse_move
from engine.skipbo.play import apply
from engine.skipbo.position import Position, census
from engine.skipbo.solver import solve
from engine.skipbo.view import view

DEFAULT_MAX_TURNS = 10_000


class Bot(Protocol):
    name: str

    def choose(self, pos: Position) -> str:
        """A legal move for the active seat of ``pos``."""
        ...


class RandomBot:
    """Picks uniformly among all legal moves."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, pos: Position) -> str:
        return self.rng.choice(legal_moves(pos))


class SolverBot:
    """Plays the solver's best plan for its stockpile, re-planning after each card, then discards."""

    name = "solver"

    def __init__(self, budget_ms: float = 50) -> None:
        self.budget_ms = budget_ms

    def choose(self, pos: Position) -> str:
        if pos.awaiting_draw:
            return "draw"
        plan = solve(view(pos, pos.active), budget_ms=self.budget_ms)
        if plan.moves:
            return plan.moves[0]
        choice = discard_choice(pos)
        if choice == "pass":
            # Nothing to discard and nothing to draw: keep the game moving with any building play.
            plays = [m for m in legal_moves(pos) if m != "pass"]
            if plays:
                return plays[0]
        return choice


def discard_choice(pos: Position) -> str:
    """The discard that spoils the least: same or one-higher top first (descending stacks), then an
    empty pile, then the pile whose top is closest above; Skip-Bo cards are kept while possible."""
    seat = pos.seats[pos.active]
    hand = seat.hand
    if not hand:
        return "pass"
    candidates = [c for c in hand if c != SB] or list(hand)
    best: tuple[int, int, int] | None = None
    for c in set(candidates):
        for k, pile in enumerate(seat.discards):
            if not pile:
                cost = 10
            else:
                top = pile[-1]
                if top == SB:
                    cost = 90
                elif top in (c, c + 1):
                    cost = 0
                elif top > c:
                    cost = 10 + top - c
                else:
                    cost = 40 + c - top
            key = (cost, -c, k)
            if best is None or key < best:
                best = key
    assert best is not None
    return f"h{FACES[-best[1]]}-d{best[2] + 1}"


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
