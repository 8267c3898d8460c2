"""Each Skip-Bo goal predicate on its own: what counts as done, when it is out of reach, and its sentence
with the progress made (puzzle starts serve as positions)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from django.utils import translation

from tutorial.games.skipbo.adapter import ADAPTER
from tutorial.games.skipbo.goals import Complete, Discard, EndTurn, Refill, StockPlayed, Win
from tutorial.puzzles import get


def at(slug: str, *moves: str):
    """The replay of puzzle ``slug`` after ``moves``."""
    return ADAPTER.replay(get("skip-bo", slug), list(moves))


def test_refill_is_the_draw_at_the_start_of_the_turn() -> None:
    start = at("first-turn")
    assert not Refill().done(start) and Refill().reachable(start) is True
    assert Refill().done(at("first-turn", "draw"))
    assert Refill().reachable(at("next-number")) is False  # this turn's draw is behind the learner


def test_stock_played_counts_the_stockpile_cards_and_says_how_many() -> None:
    halfway = at("next-number", "h5-b1", "s-b1")
    assert not StockPlayed(2).done(halfway) and StockPlayed(1).done(halfway)
    with translation.override("en"):
        assert StockPlayed(2).sentence(halfway) == "Play 2 stockpile cards this turn (played: 1)."
        assert StockPlayed(1).sentence(at("next-number", "h5-b1", "s-b1", "h7-b1", "s-b1")) == (
            "Play 1 stockpile card this turn (played: 1).")  # never more than asked for


def test_in_partner_play_the_goal_counts_both_partners_stockpiles_and_says_so() -> None:
    start = at("team-play")
    with translation.override("en"):
        assert StockPlayed(4).sentence(start) == (
            "Play 4 cards from your and your partner’s stockpiles this turn (played: 0).")
    with translation.override("ru"):
        assert "своего и партнёра" in StockPlayed(4).sentence(start)


def test_stock_played_asks_the_solver() -> None:
    assert StockPlayed(2).reachable(at("next-number")) is True
    assert StockPlayed(1).reachable(at("end-turn")) is False  # the 10 can never reach a pile this turn


def test_win_is_the_learners_team_going_out() -> None:
    line = get("skip-bo", "win").solution
    assert not Win().done(at("win", *line[:-1]))
    assert Win().done(at("win", *line))
    assert Win().reachable(at("win")) is True
    assert Win().reachable(at("end-turn")) is False


def test_complete_means_playing_a_pile_up_to_twelve() -> None:
    assert not Complete().done(at("full-slots", "h11-b4"))
    assert Complete().done(at("full-slots", "h11-b4", "h12-b4"))
    assert Complete().reachable(at("full-slots")) is True
    assert Complete().reachable(at("end-turn")) is False  # no pile can get to 12 with these cards


def test_end_turn_is_a_discard_or_a_pass() -> None:
    assert not EndTurn().done(at("end-turn"))
    assert EndTurn().reachable(at("end-turn")) is True
    assert EndTurn().done(at("end-turn", "h12-d1"))
    assert EndTurn().done(at("empty-draw-pile", *get("skip-bo", "empty-draw-pile").solution))


def test_discard_wants_that_card_from_the_hand() -> None:
    after = at("end-turn", "h12-d1")
    assert Discard("12").done(after)
    assert not Discard("9").done(after)
    assert Discard("12").reachable(at("end-turn")) is True
    assert Discard("5").reachable(at("end-turn")) is False  # no 5 in the hand
    with translation.override("en"):
        assert Discard("12").sentence(after) == "End your turn by discarding your 12."


def test_once_the_game_is_over_nothing_more_can_be_reached() -> None:
    over = at("win", *get("skip-bo", "win").solution)
    assert EndTurn().reachable(over) is False
    assert StockPlayed(5).reachable(over) is False


@pytest.mark.parametrize("make", [lambda: StockPlayed(0), lambda: Discard("13"), lambda: Discard("?")])
def test_a_goal_that_no_puzzle_could_mean_is_refused(make) -> None:
    with pytest.raises(ValueError):
        make()


def test_the_goal_panel_marks_done_parts_in_the_learners_language() -> None:
    puzzle = get("skip-bo", "first-turn")
    replay = ADAPTER.replay(puzzle, ["draw"])
    with translation.override("en"):
        assert ADAPTER.goal(puzzle, replay).lines == [
            "Done: Fill your hand to five cards at the start of your turn.",
            "Play 1 stockpile card this turn (played: 0)."]
    with translation.override("ru"):
        lines = ADAPTER.goal(puzzle, replay).lines
    assert lines[0] == "Выполнено. В начале хода доберите руку до пяти карт."


def test_a_puzzle_refuses_a_goal_written_as_text() -> None:
    with pytest.raises(ValueError):
        replace(get("skip-bo", "first-turn"), goal="refill,stock:1")
