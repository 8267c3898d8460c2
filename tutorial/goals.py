"""Puzzle goals as composable predicates, the way lichess's lessons state theirs: small values a puzzle
holds (``goal=Refill() & StockPlayed(1)``), each answering three questions about a replay of the attempt.

- ``done(replay)``: have the moves made so far reached it?
- ``reachable(replay)``: can it still be reached from here? True, False, or None when the game's solver
  or search cannot tell within its budget;
- ``line(replay, done)``: its sentence with the progress towards it, in the language being shown.

Each game defines its predicates over its own replay (``tutorial.games.skipbo.goals``,
``tutorial.games.rummikub.goals``); this module holds what is the same for every game: joining goals with
``&`` (``All``), the combined verdict, and ``goal_status`` (``puzzle_status`` for a puzzle), which asks
each part in turn and knows when not to ask (a scripted opponent turn still to come, the learner's last
turn over).

>>> @dataclass(frozen=True)
... class Reach(Goal[int]):
...     '''A toy goal over a replay that is just a number: reach ``n``, possible up to 10.'''
...     n: int
...     def done(self, replay: int) -> bool:
...         return replay >= self.n
...     def reachable(self, replay: int) -> bool | None:
...         return self.n <= 10
>>> goal = Reach(2) & Reach(5)
>>> goal.parts()
(Reach(n=2), Reach(n=5))
>>> goal.done(3), goal.reachable(3)
(False, True)
>>> (goal & Reach(12)).reachable(3)
False
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from django.utils.translation import gettext


@dataclass
class GoalStatus:
    """``reached``: every goal part is done. ``reachable``: True, False (the solver or a search says no
    line reaches it any more) or None (cannot tell yet, e.g. a scripted opponent turn lies ahead).
    ``lines``: the goal and the progress towards it, in words."""

    reached: bool
    reachable: bool | None
    lines: list[str]


@dataclass(frozen=True)
class Turns:
    """The facts about the puzzle's turns that decide whether a part is worth asking about: a scripted
    opponent turn still ahead (the answer may change with it: cannot tell), and the learner's last turn
    of the puzzle over (no more moves of theirs: out of reach, unless the part says otherwise)."""

    scripted_ahead: bool
    learner_done: bool

    @classmethod
    def of(cls, puzzle: Any, replay: Any) -> Turns:
        """Read from a replay whose positions say whose turn it is (``active``) and how far the
        puzzle's scripted opponent moves have got; the learner is the seat to move at the start."""
        return cls(scripted_ahead=replay.script_index < len(puzzle.opponents),
                   learner_done=replay.position.active != replay.start.active)


class Goal[R]:
    """One thing a puzzle asks of the learner, over the game's replay type ``R``.

    A game's predicates are small frozen dataclasses overriding ``done``, ``reachable`` and ``sentence``.
    ``after_last_turn`` marks a part the learner can still reach once their last turn is over (scoring
    the finished game). ``a & b`` asks for both.
    """

    after_last_turn: ClassVar[bool] = False

    def done(self, replay: R) -> bool:
        raise NotImplementedError

    def reachable(self, replay: R) -> bool | None:
        """Whether the part, not yet done, can still be reached from the replay's position."""
        return None

    def sentence(self, replay: R) -> str:
        """The goal in words, with the progress made so far where it counts something."""
        raise NotImplementedError

    def line(self, replay: R, done: bool) -> str:
        """The sentence as the goal panel shows it: marked once the part is done."""
        text = self.sentence(replay)
        if done:
            # Translators: a goal of the puzzle that has been reached; %(goal)s is the goal sentence.
            return gettext("Done: %(goal)s") % {"goal": text}
        return text

    def parts(self) -> tuple[Goal[R], ...]:
        """The single goals this one asks for, in the order the panel lists them."""
        return (self,)

    def includes(self, kind: type[Goal[Any]]) -> bool:
        """Whether one of the parts is of this kind (the board shows a timer for a penalty goal)."""
        return any(isinstance(part, kind) for part in self.parts())

    def __and__(self, other: Goal[R]) -> All[R]:
        return All((*self.parts(), *other.parts()))


@dataclass(frozen=True)
class All[R](Goal[R]):
    """Every one of ``goals``: done when each is, out of reach as soon as one is."""

    goals: tuple[Goal[R], ...]

    def __post_init__(self) -> None:
        if not self.goals:
            raise ValueError("a goal needs at least one part")

    def done(self, replay: R) -> bool:
        return all(part.done(replay) for part in self.goals)

    def reachable(self, replay: R) -> bool | None:
        return settle(True if part.done(replay) else part.reachable(replay) for part in self.goals)

    def parts(self) -> tuple[Goal[R], ...]:
        return self.goals


def settle(answers: Iterable[bool | None]) -> bool | None:
    """Several parts' reachability as one: False as soon as one part is out of reach, None while any
    part cannot tell, True when every part can still be reached (or is done).

    >>> settle([True, None]), settle([None, False]), settle([True, True])
    (None, False, True)
    """
    answers = list(answers)
    if False in answers:
        return False
    return None if None in answers else True


def solved(reaches: bool, exact: bool) -> bool | None:
    """A solver's answer as reachability: yes when its best line reaches the part, no only when the
    search was exhaustive (a search cut short by its budget cannot rule anything out).

    >>> solved(True, False), solved(False, True), solved(False, False)
    (True, False, None)
    """
    if reaches:
        return True
    return False if exact else None


def puzzle_status(puzzle: Any, replay: Any) -> GoalStatus:
    """The goal panel of a puzzle (any game: its ``goal`` holds that game's predicates) for this replay."""
    return goal_status(puzzle.goal, replay, Turns.of(puzzle, replay))


def goal_status[R](goal: Goal[R], replay: R, turns: Turns) -> GoalStatus:
    """The goal panel's record: each part's line, whether all are done, and whether the undone ones can
    still be reached. A part is asked ``reachable`` only when its answer cannot change with the other
    seats' scripted turns (None before them) and the learner still has a move (False after their last
    turn, unless the part is reached ``after_last_turn``)."""
    lines: list[str] = []
    done: list[bool] = []
    reachable: list[bool | None] = []
    for part in goal.parts():
        ok = part.done(replay)
        done.append(ok)
        lines.append(part.line(replay, ok))
        if ok:
            reachable.append(True)
        elif turns.scripted_ahead:
            reachable.append(None)
        elif turns.learner_done and not part.after_last_turn:
            reachable.append(False)
        else:
            reachable.append(part.reachable(replay))
    return GoalStatus(all(done), settle(reachable), lines)
