"""The Rummikub puzzle goals, one small predicate each: what counts as done, whether it can still be
reached (by the rules for draw, pass, penalty and score; by the solver's best turn for placing tiles,
melding, winning and reusing a joker), and its sentence.

A puzzle joins them with ``&``: ``goal=JokerReused() & Place(3)`` (``tutorial.goals``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.utils.translation import gettext, ngettext

from engine import rummikub
from tutorial.games.rummikub.plans import PLANS
from tutorial.games.rummikub.turns import RummikubReplay
from tutorial.goals import Goal, solved

if TYPE_CHECKING:
    from engine.rummikub.solver import Solution

JOKER_REUSED = "rummikub.joker.reused"


class RummikubGoal(Goal[RummikubReplay]):
    """A goal of the learner's turns: out of reach once someone has won, else as ``reachable_in_game``
    says."""

    def reachable(self, replay: RummikubReplay) -> bool | None:
        if replay.position.winner is not None:
            return False
        return self.reachable_in_game(replay)

    def reachable_in_game(self, replay: RummikubReplay) -> bool | None:
        raise NotImplementedError


class _SolverGoal(RummikubGoal):
    """A goal the solver's best turn from the current position decides (None when the solver fails)."""

    def reachable_in_game(self, replay: RummikubReplay) -> bool | None:
        plan = PLANS.best_turn(replay.position)
        if plan is None:
            return None
        return solved(self.reached_by(replay, plan), plan.exact)

    def reached_by(self, replay: RummikubReplay, plan: Solution) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class Place(_SolverGoal):
    """Place ``count`` tiles from the rack, over all the learner's turns so far."""

    count: int = 1

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"Place({self.count}): at least one tile")

    def done(self, replay: RummikubReplay) -> bool:
        return replay.placed >= self.count

    def reached_by(self, replay: RummikubReplay, plan: Solution) -> bool:
        return replay.placed + plan.placed >= self.count

    def sentence(self, replay: RummikubReplay) -> str:
        """The goal with the tiles placed so far: those of the turns ended and, live, those on the working
        table of the turn in progress (the goal line is swapped with the board after every edit)."""
        n = self.count
        return ngettext("Place %(count)s tile from your rack (placed: %(placed)s).",
                        "Place %(count)s tiles from your rack (placed: %(placed)s).", n) % {
            "count": n, "placed": min(replay.placed + _placed_now(replay), n)}


@dataclass(frozen=True)
class Meld(_SolverGoal):
    """Make the initial meld in this puzzle (the learner had not melded at its start)."""

    def done(self, replay: RummikubReplay) -> bool:
        learner = replay.learner
        return not replay.start.seats[learner].melded and replay.position.seats[learner].melded

    def reached_by(self, replay: RummikubReplay, plan: Solution) -> bool:
        return plan.placed > 0

    def sentence(self, replay: RummikubReplay) -> str:
        return gettext("Make your initial meld: sets from your rack worth 30 or more.")


@dataclass(frozen=True)
class Draw(RummikubGoal):
    """Draw a tile (a whole turn), which needs tiles in the pool."""

    def done(self, replay: RummikubReplay) -> bool:
        return _played(replay, "draw")

    def reachable_in_game(self, replay: RummikubReplay) -> bool | None:
        return replay.position.pool_size > 0

    def sentence(self, replay: RummikubReplay) -> str:
        return gettext("Draw a tile when you cannot play.")


@dataclass(frozen=True)
class Pass(RummikubGoal):
    """Pass (a whole turn), which the rules allow only with the pool empty."""

    def done(self, replay: RummikubReplay) -> bool:
        return _played(replay, "pass")

    def reachable_in_game(self, replay: RummikubReplay) -> bool | None:
        return replay.position.pool_size == 0

    def sentence(self, replay: RummikubReplay) -> str:
        return gettext("Pass, since the pool is empty.")


@dataclass(frozen=True)
class Penalty(RummikubGoal):
    """Let the timer run out with the table rearranged, and take the penalty draw."""

    def done(self, replay: RummikubReplay) -> bool:
        return _played(replay, "penalty")

    def reachable_in_game(self, replay: RummikubReplay) -> bool | None:
        return True

    def sentence(self, replay: RummikubReplay) -> str:
        return gettext("Let the timer run out with the table not put back, and take the penalty.")


@dataclass(frozen=True)
class JokerReused(_SolverGoal):
    """Free a joker from the table and play it again in the same turn."""

    def done(self, replay: RummikubReplay) -> bool:
        return any(s.rule == JOKER_REUSED for s in replay.history)

    def reached_by(self, replay: RummikubReplay, plan: Solution) -> bool:
        return plan.move.startswith("t:") and rummikub.judge(replay.position, plan.move).rule == JOKER_REUSED

    def sentence(self, replay: RummikubReplay) -> str:
        return gettext("Free a joker from the table and play it again with a tile of your own.")


@dataclass(frozen=True)
class Win(_SolverGoal):
    """Win the game: the learner's rack empties."""

    def done(self, replay: RummikubReplay) -> bool:
        return replay.position.winner == replay.learner

    def reached_by(self, replay: RummikubReplay, plan: Solution) -> bool:
        pos = replay.position
        return plan.placed == pos.seats[pos.active].size

    def sentence(self, replay: RummikubReplay) -> str:
        return gettext("Place your last tile and win the game.")


@dataclass(frozen=True)
class Score(RummikubGoal):
    """Score the finished game in the quiz. Unlike the others it is reached after the learner's last
    turn and after a win: reachable once the game is over (a win, or an empty pool after a turn), else
    when a win is."""

    after_last_turn = True

    def done(self, replay: RummikubReplay) -> bool:
        return replay.answer is not None

    def reachable(self, replay: RummikubReplay) -> bool | None:
        pos = replay.position
        if pos.winner is not None or (pos.pool_size == 0 and replay.history):
            return True
        return Win().reachable(replay)

    def sentence(self, replay: RummikubReplay) -> str:
        return gettext("Score the finished game: choose your points.")



def _placed_now(replay: RummikubReplay) -> int:
    """The rack tiles on the working table of the learner's turn in progress (0 between turns)."""
    if replay.work is None or replay.position.active != replay.learner:
        return 0
    return sum(fresh for s in replay.work.sets for _tile, fresh in s)


def _played(replay: RummikubReplay, turn: str) -> bool:
    """Whether the learner has played this whole turn (``draw``, ``pass``, ``penalty``)."""
    return any(s.action == turn for s in replay.history)
