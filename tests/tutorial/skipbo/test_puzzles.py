"""The Skip-Bo puzzles as data: each reference line reaches its goal, the solver confirms each start can
reach it, and together they teach every rule id of the engine."""

from __future__ import annotations

import pytest

from engine import skipbo
from tests.tutorial.skipbo.helpers import positions_on_the_line, rules_met
from tutorial.games.skipbo.adapter import ADAPTER
from tutorial.games.skipbo.goals import SkipBoGoal, StockPlayed, Win
from tutorial.puzzles import puzzles

PUZZLES = puzzles("skip-bo")
IDS = [p.slug for p in PUZZLES]


def test_there_are_at_least_twelve_puzzles_with_unique_slugs() -> None:
    assert len(PUZZLES) >= 12
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_puzzle_data_is_complete(puzzle) -> None:
    skipbo.parse(puzzle.start)
    assert all(isinstance(part, SkipBoGoal) for part in puzzle.goal.parts()), puzzle.goal
    assert len(puzzle.hints) >= 2
    assert puzzle.teaches and set(puzzle.teaches) <= set(skipbo.RULES)
    assert str(puzzle.title) and str(puzzle.instructions) and str(puzzle.why)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_reference_solution_reaches_the_goal(puzzle) -> None:
    replay = ADAPTER.replay(puzzle, list(puzzle.solution))
    assert ADAPTER.goal(puzzle, replay).reached, f"{puzzle.slug}: {skipbo.dump(replay.position)}"
    for k in range(len(puzzle.solution)):
        early = ADAPTER.replay(puzzle, list(puzzle.solution[:k]))
        assert not ADAPTER.goal(puzzle, early).reached, f"{puzzle.slug} is solved after {k} moves already"


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_solver_confirms_the_goal_is_reachable_along_the_line(puzzle) -> None:
    for k in range(len(puzzle.solution)):
        replay = ADAPTER.replay(puzzle, list(puzzle.solution[:k]))
        status = ADAPTER.goal(puzzle, replay)
        assert status.reachable is not False, f"{puzzle.slug}: unreachable after {puzzle.solution[:k]}"
        if not puzzle.opponents:
            assert status.reachable is True, f"{puzzle.slug}: cannot tell after {puzzle.solution[:k]}"


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if (p.goal.includes(StockPlayed) or p.goal.includes(Win))
                                    and not p.opponents], ids=lambda p: p.slug)
def test_the_solver_alone_finds_the_stockpile_goal_from_the_start(puzzle) -> None:
    plan = skipbo.solve(skipbo.parse(puzzle.start), budget_ms=1000)
    assert plan.exact
    for part in puzzle.goal.parts():
        if isinstance(part, StockPlayed):
            assert plan.stock_played >= part.count
        if isinstance(part, Win):
            assert plan.wins


def test_a_scripted_puzzle_is_reachable_at_the_learners_last_turn() -> None:
    puzzle = next(p for p in PUZZLES if p.opponents)
    line = list(puzzle.solution)
    turn_two = line.index("draw")
    replay = ADAPTER.replay(puzzle, line[:turn_two])
    assert replay.script_index == len(puzzle.opponents)
    assert ADAPTER.goal(puzzle, replay).reachable is True


def test_every_rule_id_is_taught_by_some_puzzle() -> None:
    taught = {rule for p in PUZZLES for rule in p.teaches}
    assert taught == set(skipbo.RULES), sorted(set(skipbo.RULES) - taught)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_each_taught_rule_is_really_met_in_its_puzzle(puzzle) -> None:
    """A forbidding rule must be the verdict of some move the learner can send on the reference line; an
    allowing rule must allow a move of the reference line."""
    forbidden, allowed = rules_met(puzzle)
    for rule in puzzle.teaches:
        kind = skipbo.RULES[rule].kind
        met = (rule in forbidden if kind == "forbids" else rule in allowed if kind == "allows"
               else rule in forbidden or rule in allowed)
        assert met, f"{puzzle.slug} lists {rule} but the learner cannot meet it"


@pytest.mark.parametrize("puzzle", PUZZLES, ids=IDS)
def test_reference_line_never_passes_through_a_blocked_game(puzzle) -> None:
    for pos in positions_on_the_line(puzzle)[:-1]:
        assert not skipbo.blocked(pos)


def test_the_learning_order_starts_with_the_first_turn_and_ends_with_team_play_then_notation() -> None:
    assert IDS[0] == "first-turn"
    assert IDS.index("team-play") > IDS.index("win") > IDS.index("useful-discards") > IDS.index("empty-hand")
    assert IDS.index("empty-hand") > IDS.index("full-slots") > IDS.index("skip-bo-card") > IDS.index("next-number")

