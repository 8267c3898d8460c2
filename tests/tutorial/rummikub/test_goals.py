"""Each Rummikub goal predicate on its own: what counts as done, when it is out of reach, and its
sentence with the progress made (puzzle starts serve as positions)."""

from __future__ import annotations

import pytest
from django.utils import translation

from tutorial.games.rummikub.adapter import ADAPTER
from tutorial.games.rummikub.goals import Draw, JokerReused, Meld, Pass, Penalty, Place, Score, Win
from tutorial.puzzles import get


def at(slug: str, *actions: str):
    """The replay of puzzle ``slug`` after ``actions``."""
    return ADAPTER.replay(get("rummikub", slug), list(actions))


def line(slug: str):
    return get("rummikub", slug).solution


def test_place_counts_the_tiles_put_down_and_says_how_many() -> None:
    start, done = at("groups-and-runs"), at("groups-and-runs", *line("groups-and-runs"))
    assert not Place(7).done(start) and Place(7).done(done)
    assert Place(7).reachable(start) is True
    with translation.override("en"):
        assert Place(7).sentence(start) == "Place 7 tiles from your rack (placed: 0)."
        assert Place(1).sentence(done) == "Place 1 tile from your rack (placed: 1)."  # never more than asked for


def test_place_asks_the_solver() -> None:
    assert Place(1).reachable(at("add-a-tile")) is False  # no tile of that rack fits the table


def test_meld_is_the_initial_meld_made_in_this_puzzle() -> None:
    assert not Meld().done(at("initial-meld"))
    assert Meld().reachable(at("initial-meld")) is True
    assert Meld().done(at("initial-meld", *line("initial-meld")))
    assert not Meld().done(at("groups-and-runs", *line("groups-and-runs")))  # melded before the puzzle began


def test_draw_needs_tiles_in_the_pool() -> None:
    assert Draw().reachable(at("add-a-tile")) is True
    assert Draw().done(at("add-a-tile", "draw"))
    assert Draw().reachable(at("empty-pool")) is False


def test_pass_needs_an_empty_pool() -> None:
    assert Pass().reachable(at("empty-pool")) is True
    assert Pass().done(at("empty-pool", "pass"))
    assert Pass().reachable(at("add-a-tile")) is False


def test_penalty_is_the_timer_running_out_on_a_rearranged_table() -> None:
    assert Penalty().reachable(at("timer-and-penalty")) is True
    assert not Penalty().done(at("timer-and-penalty", "timeup"))  # the table unchanged: a plain draw
    assert Penalty().done(at("timer-and-penalty", "split:1@2", "mv:1-1>new", "timeup"))


def test_joker_reused_is_a_freed_joker_played_again() -> None:
    assert JokerReused().reachable(at("free-a-joker")) is True
    assert not JokerReused().done(at("free-a-joker", *line("free-a-joker")[:-1]))
    assert JokerReused().done(at("free-a-joker", *line("free-a-joker")))
    assert JokerReused().reachable(at("add-a-tile")) is False  # no joker on the table


def test_win_and_score_a_finished_game() -> None:
    start, won = at("scoring"), at("scoring", line("scoring")[0])
    assert Win().reachable(start) is True and Score().reachable(start) is True
    assert Win().done(won) and not Score().done(won)
    assert Place(1).reachable(won) is False  # the game is over
    assert Score().reachable(won) is True
    assert Score().done(at("scoring", *line("scoring")))


def test_score_stays_reachable_after_the_learners_last_turn() -> None:
    puzzle = get("rummikub", "scoring")
    won = at("scoring", line("scoring")[0])
    assert won.position.active != won.start.active  # the learner has no turn left
    status = ADAPTER.goal(puzzle, won)
    assert not status.reached and status.reachable is True


def test_before_the_scripted_turn_the_panel_cannot_tell() -> None:
    puzzle = get("rummikub", "drawing-ends-the-turn")
    assert ADAPTER.goal(puzzle, at("drawing-ends-the-turn")).reachable is None
    # the draw is followed by the scripted opponent turn; then the solver can tell
    assert ADAPTER.goal(puzzle, at("drawing-ends-the-turn", "draw")).reachable is True


@pytest.mark.parametrize("make", [lambda: Place(0), lambda: Place(-2)])
def test_a_goal_that_no_puzzle_could_mean_is_refused(make) -> None:
    with pytest.raises(ValueError):
        make()
