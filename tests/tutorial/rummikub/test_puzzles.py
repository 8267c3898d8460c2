"""The Rummikub puzzles as data: every reference line passes the engine and reaches its goal, the solver
confirms each start can reach it, and together they teach every Rummikub rule id."""

from __future__ import annotations

import pytest

from engine import rummikub
from tests.tutorial.rummikub.helpers import rules_met, turn_positions
from tutorial.games.rummikub.adapter import ADAPTER
from tutorial.games.rummikub.goals import JokerReused, Meld, Place, RummikubGoal, Win
from tutorial.puzzles import puzzles

PUZZLES = puzzles("rummikub")
IDS = [p.slug for p in PUZZLES]


def test_there_are_at_least_ten_puzzles_with_unique_slugs() -> None:
    assert len(PUZZLES) >= 10
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_puzzle_data_is_complete(puzzle) -> None:
    assert rummikub.dump(rummikub.parse(puzzle.start))
    assert all(isinstance(part, RummikubGoal) for part in puzzle.goal.parts()), puzzle.goal
    assert len(puzzle.hints) >= 2
    assert puzzle.teaches and set(puzzle.teaches) <= set(rummikub.RULES)
    assert str(puzzle.title) and str(puzzle.instructions) and str(puzzle.why)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_reference_solution_passes_the_engine_and_reaches_the_goal(puzzle) -> None:
    replay = ADAPTER.replay(puzzle, list(puzzle.solution))
    assert ADAPTER.goal(puzzle, replay).reached, f"{puzzle.slug}: {rummikub.dump(replay.position)}"
    for step in replay.history:  # every whole turn of the line, judged again from scratch
        assert rummikub.judge(step.before, step.action).legal, (puzzle.slug, step.action)
        assert rummikub.play(step.before, step.action) == step.after
    for k in range(len(puzzle.solution)):
        early = ADAPTER.replay(puzzle, list(puzzle.solution[:k]))
        assert not ADAPTER.goal(puzzle, early).reached, f"{puzzle.slug} is solved after {k} actions already"


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_solver_confirms_the_goal_is_reachable_along_the_line(puzzle) -> None:
    for k in range(len(puzzle.solution)):
        replay = ADAPTER.replay(puzzle, list(puzzle.solution[:k]))
        status = ADAPTER.goal(puzzle, replay)
        assert status.reachable is not False, f"{puzzle.slug}: unreachable after {puzzle.solution[:k]}"
        if replay.script_index >= len(puzzle.opponents):
            assert status.reachable is True, f"{puzzle.slug}: cannot tell after {puzzle.solution[:k]}"


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_the_solver_alone_finds_a_turn_that_reaches_the_placing_goals(puzzle) -> None:
    """From the start of the learner's last turn on the line, the exact solver places enough tiles."""
    positions = turn_positions(puzzle)
    learner = positions[0].active
    last = [p for p in positions if p.active == learner and p.winner is None][-1]
    plan = rummikub.solve(last, budget_ms=2000)
    assert plan.exact
    assert rummikub.judge(last, plan.move).legal
    for part in puzzle.goal.parts():
        if isinstance(part, Place):
            assert plan.placed >= part.count, puzzle.slug
        if isinstance(part, Meld | JokerReused):
            assert plan.placed > 0, puzzle.slug
        if isinstance(part, Win):
            assert plan.placed == last.seats[learner].size


def test_every_rule_id_is_taught_by_some_puzzle() -> None:
    taught = {rule for p in PUZZLES for rule in p.teaches}
    assert taught == set(rummikub.RULES), sorted(set(rummikub.RULES) - taught)
    assert "rummikub.run.order" not in taught  # a run may lie either way round (issue 11)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_each_taught_rule_is_really_met_in_its_puzzle(puzzle) -> None:
    """A forbidding rule is broken by some try on the reference line; an allowing rule allows a whole turn
    of the reference line."""
    forbidden, allowed = rules_met(puzzle)
    for rule in puzzle.teaches:
        kind = rummikub.RULES[rule].kind
        met = rule in forbidden if kind == "forbids" else rule in allowed
        assert met, f"{puzzle.slug} lists {rule} but the learner cannot meet it"


def test_the_learning_order_follows_the_issue() -> None:
    order = ["groups-and-runs", "initial-meld", "drawing-ends-the-turn", "adding-to-sets", "split-a-run",
             "rearrange-several-sets", "free-a-joker", "add-a-tile", "timer-and-penalty", "scoring"]
    assert [IDS.index(slug) for slug in order] == sorted(IDS.index(slug) for slug in order)
    assert IDS[0] == "groups-and-runs"


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_the_last_hint_is_a_whole_turn_from_the_solver_or_the_line(puzzle) -> None:
    replay = ADAPTER.replay(puzzle, [])
    words = ADAPTER.hint_move(puzzle, replay)
    assert words, puzzle.slug

