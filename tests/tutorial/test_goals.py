"""The generic goal core against a toy game: joining goals with ``&``, the combined verdict of ``All``,
and when ``goal_status`` asks a part whether it can still be reached."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import pytest
from django.utils import translation

from tutorial.goals import All, Goal, GoalStatus, Turns, goal_status, settle, solved

FREE = Turns(scripted_ahead=False, learner_done=False)


@dataclass(frozen=True)
class Count(Goal[int]):
    """Toy goal over a replay that is a number: reach ``n``; ``limit`` is how far the toy game goes (None:
    cannot tell)."""

    n: int
    limit: int | None = 10

    def done(self, replay: int) -> bool:
        return replay >= self.n

    def reachable(self, replay: int) -> bool | None:
        return None if self.limit is None else self.n <= self.limit

    def sentence(self, replay: int) -> str:
        return f"Reach {self.n} (now {replay})."


@dataclass(frozen=True)
class Tally(Count):
    """A toy goal that is still reached after the learner's last turn (as scoring a finished game is)."""

    after_last_turn = True


class Asked(Count):
    """A toy goal that fails the test if ``goal_status`` asks it whether it can be reached."""

    def reachable(self, replay: int) -> bool | None:
        raise AssertionError("reachable asked")


def test_and_joins_goals_flat_and_in_order() -> None:
    goal = Count(1) & Count(2) & Count(3)
    assert isinstance(goal, All)
    assert goal.parts() == (Count(1), Count(2), Count(3))
    assert (Count(0) & goal).parts() == (Count(0), Count(1), Count(2), Count(3))
    assert Count(1).parts() == (Count(1),)


def test_a_goal_includes_the_kinds_of_its_parts() -> None:
    assert (Count(1) & Tally(2)).includes(Tally)
    assert not Count(1).includes(Tally)


def test_all_is_done_only_when_every_part_is() -> None:
    goal = Count(2) & Count(5)
    assert not goal.done(3)
    assert goal.done(5)


@pytest.mark.parametrize(("parts", "replay", "expected"), [
    ((Count(2), Count(5)), 0, True),
    ((Count(2), Count(12)), 0, False),  # one part out of reach: the whole goal is
    ((Count(2), Count(5, limit=None)), 0, None),  # one part cannot tell
    ((Count(5, limit=None), Count(12)), 0, False),  # a "no" outweighs a "cannot tell"
    ((Count(2, limit=None), Count(5)), 3, True),  # a done part is reachable whatever its search says
])
def test_all_is_reachable_when_every_undone_part_is(parts, replay, expected) -> None:
    assert All(parts).reachable(replay) is expected


def test_all_needs_a_part() -> None:
    with pytest.raises(ValueError):
        All(())


def test_settle_and_solved() -> None:
    assert settle([]) is True
    assert settle([True, None, True]) is None
    assert settle([None, False]) is False
    assert solved(True, exact=False) is True
    assert solved(False, exact=True) is False
    assert solved(False, exact=False) is None


def test_goal_status_lists_each_part_and_marks_the_done_ones() -> None:
    with translation.override("en"):
        status = goal_status(Count(2) & Count(5), 3, FREE)
    assert status == GoalStatus(reached=False, reachable=True, lines=["Done: Reach 2 (now 3).", "Reach 5 (now 3)."])


def test_goal_status_is_reached_when_every_part_is_done() -> None:
    status = goal_status(Count(2) & Asked(3), 3, Turns(scripted_ahead=True, learner_done=True))
    assert status.reached and status.reachable is True


def test_a_single_goal_has_one_line() -> None:
    with translation.override("en"):
        assert goal_status(Count(4), 1, FREE).lines == ["Reach 4 (now 1)."]


def test_before_a_scripted_turn_the_status_cannot_tell() -> None:
    status = goal_status(Asked(5) & Count(1), 2, Turns(scripted_ahead=True, learner_done=False))
    assert status.reachable is None and not status.reached


def test_after_the_learners_last_turn_an_undone_part_is_out_of_reach() -> None:
    status = goal_status(Asked(5), 2, Turns(scripted_ahead=False, learner_done=True))
    assert status.reachable is False


def test_a_part_reached_after_the_last_turn_is_still_asked() -> None:
    assert goal_status(Tally(5), 2, Turns(scripted_ahead=False, learner_done=True)).reachable is True
    assert goal_status(Tally(12), 2, Turns(scripted_ahead=False, learner_done=True)).reachable is False
    assert goal_status(Count(1) & Tally(5), 2, Turns(scripted_ahead=False, learner_done=True)).reachable is True


def test_during_the_learners_turn_each_undone_part_is_asked() -> None:
    assert goal_status(Count(5) & Count(12), 2, FREE).reachable is False
    assert goal_status(Count(5, limit=None), 2, FREE).reachable is None


def test_turns_are_read_from_the_puzzle_and_the_replay() -> None:
    puzzle = SimpleNamespace(opponents=("draw", "pass"))

    def replay(index: int, active: int) -> SimpleNamespace:
        return SimpleNamespace(script_index=index, start=SimpleNamespace(active=0),
                               position=SimpleNamespace(active=active))

    assert Turns.of(puzzle, replay(1, 0)) == Turns(scripted_ahead=True, learner_done=False)
    assert Turns.of(puzzle, replay(2, 1)) == Turns(scripted_ahead=False, learner_done=True)
