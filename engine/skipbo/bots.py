"""Computer players for Skip-Bo, pure Python: each chooses one legal move for the seat to move.

They play fair: give them the seat's own view (``view(pos, pos.active)``) and they decide from their
stockpile top, their hand, their discard piles and the table, nothing else (the random bot needs less).

- :class:`RandomBot` picks any legal move (the simulator's baseline).
- :class:`LearningBot` plays like a beginner: its stockpile card whenever it fits straight onto a
  building pile, hand cards only when they lead to it in one step, then discards with the simple heuristic.
- :class:`SolverBot` plays the solver's best plan for its stockpile, re-planning after every card (a
  stockpile card played reveals the next), then discards with the heuristic (keep Skip-Bo cards, stack
  discards downwards). With no hand card and nothing to draw it plays any card it can rather than pass,
  so games keep moving. Its ``budget_ms`` bounds the solver's time per move: the site's levels differ by it.

>>> from engine.skipbo.notation import parse
>>> SolverBot().choose(parse("b:4,-,-,- / s:6+3 h:5.9 / s:+4 h:#5"))
Move('h5-b1')
>>> LearningBot().choose(parse("b:4,-,-,- / s:6+3 h:5.9 / s:+4 h:#5"))   # does not see the 5 that frees the 6
Move('h9-d1')
"""

from __future__ import annotations

import random
from typing import Protocol

from engine.skipbo.cards import FACES, SB
from engine.skipbo.moves import DRAW, PASS, legal_moves
from engine.skipbo.notation import Move, parse_move
from engine.skipbo.position import Position
from engine.skipbo.solver import Plan, solve
from engine.skipbo.view import view

__all__ = ["Bot", "LearningBot", "RandomBot", "SolverBot", "discard_choice"]


class Bot(Protocol):
    name: str

    def choose(self, pos: Position) -> Move:
        """A legal move for the active seat of ``pos``."""
        ...


class RandomBot:
    """Picks uniformly among all legal moves."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, pos: Position) -> Move:
        return self.rng.choice(legal_moves(pos))


class LearningBot:
    """A beginner: the stockpile card when it fits at once, else a discard (never plans ahead)."""

    name = "learning"

    def choose(self, pos: Position) -> Move:
        if pos.awaiting_draw:
            return DRAW
        moves = legal_moves(pos)
        stock = [m for m in moves if m.source == "s" and m.source_seat is None]
        if stock:
            return stock[0]
        return _discard_or_keep_moving(pos, moves)


class SolverBot:
    """Plays the solver's best plan for its stockpile, re-planning after each card, then discards.
    ``plan(pos)`` gives the move with the plan it came from (None for a draw), for whoever explains it."""

    name = "solver"

    def __init__(self, budget_ms: float = 50) -> None:
        self.budget_ms = budget_ms

    def choose(self, pos: Position) -> Move:
        return self.plan(pos)[0]

    def plan(self, pos: Position) -> tuple[Move, Plan | None]:
        if pos.awaiting_draw:
            return DRAW, None
        plan = solve(view(pos, pos.active), budget_ms=self.budget_ms)
        if plan.moves:
            return plan.moves[0], plan
        return _discard_or_keep_moving(pos, legal_moves(pos)), plan


def _discard_or_keep_moving(pos: Position, moves: list[Move]) -> Move:
    choice = discard_choice(pos)
    if choice.kind == "pass":
        # Nothing to discard and nothing to draw: keep the game moving with any building play.
        plays = [m for m in moves if m.kind != "pass"]
        if plays:
            return plays[0]
    return choice


def discard_choice(pos: Position) -> Move:
    """The discard that spoils the least: same or one-higher top first (descending stacks), then an
    empty pile, then the pile whose top is closest above; Skip-Bo cards are kept while possible."""
    seat = pos.seats[pos.active]
    hand = seat.hand
    if not hand:
        return PASS
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
    return parse_move(f"h{FACES[-best[1]]}-d{best[2] + 1}")
