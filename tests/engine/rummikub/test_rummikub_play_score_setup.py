"""Applying moves, scoring finished games and the series, and setting up a new game."""

from __future__ import annotations

import random

import pytest

from engine import rummikub
from engine.rummikub.tiles import JOKER


def test_play_returns_a_new_position_and_leaves_the_old_one() -> None:
    before = rummikub.parse("t:R4.R5.R6.R7.R8 p:+50 / r:R6.K2 m:1 / r:#14")
    after = rummikub.play(before, "t:R4.R5.R6,R6.R7.R8")
    assert rummikub.dump(before) == "t:R4.R5.R6.R7.R8 p:+50 / r:K2.R6 m:1 / r:#14"
    assert rummikub.dump(after) == "t:R4.R5.R6,R6.R7.R8 p:+50 a:1 / r:K2 m:1 / r:#14"


def test_initial_meld_sets_the_flag() -> None:
    after = rummikub.play(rummikub.parse("p:+50 / r:R9.R11.J.K1 / r:#14"), "t:R9.J.R11")
    assert after.seats[0].melded and after.seats[0].rack == (rummikub.parse_move("t:K1").table[0][0],)


def test_draw_takes_the_top_tile_and_an_unknown_pool_gives_an_unknown_tile() -> None:
    known = rummikub.play(rummikub.parse("p:O13.B1+5 / r:K1 / r:#14"), "draw")
    assert rummikub.dump(known) == "p:B1+5 a:1 / r:K1.O13 / r:#14"
    hidden = rummikub.play(rummikub.parse("p:+5 a:1 / r:K1 / r:#14"), "draw")
    assert rummikub.dump(hidden) == "p:+4 / r:K1 / r:#15"


def test_turn_passes_clockwise_and_wraps() -> None:
    pos = rummikub.parse("p:+50 a:2 / r:K1 / r:K2 / r:K3")
    assert rummikub.play(pos, "draw").active == 0


def test_penalty_draws_three_and_keeps_the_table() -> None:
    pos = rummikub.parse("t:R1.R2.R3 p:K5.K6+1 / r:R4 m:1 / r:#14")
    after = rummikub.play(pos, "penalty")
    assert rummikub.dump(after) == "t:R1.R2.R3 a:1 / r:R4.K5.K6#1 m:1 / r:#14"
    short = rummikub.play(rummikub.parse("t:R1.R2.R3 p:K5 / r:R4 m:1 / r:#14"), "penalty")
    assert short.seats[0].size == 2 and short.pool_size == 0


def test_pass_changes_only_the_turn() -> None:
    pos = rummikub.parse("t:R1.R2.R3 / r:R5 m:1 / r:#14")
    assert rummikub.play(pos, "pass") == rummikub.parse("t:R1.R2.R3 a:1 / r:R5 m:1 / r:#14")


def test_emptying_the_rack_wins() -> None:
    after = rummikub.play(rummikub.parse("t:R1.R2.R3 p:+9 / r:R4 m:1 / r:#14"), "t:R1.R2.R3.R4")
    assert after.winner == 0
    assert rummikub.judge(after, "draw").rule == "rummikub.game.over"


def test_illegal_moves_raise_with_the_verdict() -> None:
    with pytest.raises(rummikub.IllegalMove) as caught:
        rummikub.play(rummikub.parse("p:+50 / r:K9.B9.R9 / r:#14"), "t:K9.B9.R9")
    assert caught.value.verdict.rule == "rummikub.meld.below-30"
    assert caught.value.verdict.params == {"total": 27}


def test_malformed_moves_raise_notation_errors() -> None:
    with pytest.raises(rummikub.NotationError):
        rummikub.judge(rummikub.parse("p:+50 / r:K9 / r:#14"), "t:R1.R1.R1")


# --- scoring --------------------------------------------------------------------------------------

def test_the_sources_worked_example() -> None:
    """Winner +45; rack 5+8 -> -13; rack joker+2 -> -32; the three sum to zero."""
    pos = rummikub.parse("t:K1.K2.K3 / r:- m:1 / r:R5.K8 m:1 / r:J.B2 m:1")
    assert rummikub.score(pos) == (45, -13, -32)
    assert sum(rummikub.score(pos)) == 0
    result = rummikub.result(pos)
    assert (result.winner, result.ending, result.rack_values) == (0, "out", (0, 13, 32))


def test_empty_pool_ending_lowest_rack_wins() -> None:
    pos = rummikub.parse("- / r:K10 / r:R2.B3 / r:J")
    result = rummikub.result(pos)
    # sums 10, 5, 30: seat 1 wins; losers -(10-5) = -5 and -(30-5) = -25; winner +30
    assert (result.winner, result.ending, result.points) == (1, "pool-empty", (-5, 30, -25))


def test_empty_pool_tie_goes_to_the_lower_seat_and_points_do_not_depend_on_it() -> None:
    result = rummikub.result(rummikub.parse("- / r:K9 / r:R4.B5 / r:O12"))
    assert result.winner == 0
    assert result.points == (3, 0, -3)


def test_the_empty_pool_game_plays_on_while_a_seat_can_still_place_a_tile() -> None:
    # every seat passed once, but seat 1 can still lay its red 4 on the run (and go out): not over
    can_go_out = rummikub.parse("t:R1.R2.R3 / r:K9.B13 m:1 / r:R4 m:1")
    assert rummikub.outcome(can_go_out, passes=2) is None
    assert rummikub.outcome(can_go_out, passes=5) is None
    # a player may still pass although they could play; once nobody can, the passes end the game
    stuck = rummikub.parse("t:R1.R2.R3 / r:K9.B13 m:1 / r:O7 m:1")
    assert rummikub.outcome(stuck, passes=1) is None
    assert rummikub.outcome(stuck, passes=2) == rummikub.Outcome(rummikub.Ending.POOL_EMPTY, 1)
    # a seat that has not melded cannot lay a 30-point meld from a red 4: it cannot play
    assert rummikub.outcome(rummikub.parse("t:R1.R2.R3 / r:K9.B13 m:1 / r:R4"), passes=2) is not None


def test_score_refuses_an_unfinished_game_and_unknown_racks() -> None:
    with pytest.raises(ValueError):
        rummikub.score(rummikub.parse("p:+3 / r:K9 / r:R4"))
    with pytest.raises(ValueError):
        rummikub.score(rummikub.parse("- / r:- / r:#3"))


def test_series_table_ranks_by_games_won_then_points() -> None:
    games = [
        rummikub.result(rummikub.parse("- / r:- / r:K13.O13 / r:K1")),   # seat 0: +27
        rummikub.result(rummikub.parse("- / r:R2 / r:- / r:K1")),        # seat 1: +3
        rummikub.result(rummikub.parse("- / r:J / r:K5 / r:-")),         # seat 2: +35
    ]
    rows = rummikub.series_table(games)
    assert [(r.seat, r.games_won, r.points) for r in rows] == [(2, 1, 33), (0, 1, -5), (1, 1, -28)]
    assert [r.rank for r in rows] == [1, 2, 3]


# --- setup ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_new_game_deals_all_106_tiles(players: int) -> None:
    pos = rummikub.new_game(players, seed=11)
    assert [seat.size for seat in pos.seats] == [14] * players
    everything = sorted(pos.pool + tuple(t for seat in pos.seats for t in seat.rack))
    assert everything == sorted(t for t in range(JOKER + 1) for _ in range(2))
    assert rummikub.parse(rummikub.dump(pos)) == pos


def test_new_game_is_reproducible_and_seeded() -> None:
    assert rummikub.new_game(4, seed=3) == rummikub.new_game(4, seed=3)
    assert rummikub.new_game(4, seed=3) != rummikub.new_game(4, seed=4)


def test_first_can_be_fixed() -> None:
    assert rummikub.new_game(3, seed=1, first=2).active == 2
    with pytest.raises(ValueError):
        rummikub.new_game(3, seed=1, first=3)
    with pytest.raises(ValueError):
        rummikub.new_game(5, seed=1)


def test_who_starts_highest_number_jokers_redrawn_ties_redrawn() -> None:
    for seed in range(300):
        starter, rounds = rummikub.who_starts(4, random.Random(seed))
        for drawn in rounds:
            assert JOKER not in drawn.values()
        last = rounds[-1]
        best = max(t % 13 for t in last.values())
        assert [s for s, t in last.items() if t % 13 == best] == [starter]
        for earlier, later in zip(rounds, rounds[1:], strict=False):
            top = max(t % 13 for t in earlier.values())
            assert sorted(later) == sorted(s for s, t in earlier.items() if t % 13 == top)
    assert any(len(rummikub.who_starts(4, random.Random(s))[1]) > 1 for s in range(300))


def test_the_starter_is_the_active_seat() -> None:
    starter, _ = rummikub.who_starts(3, random.Random(5))
    assert rummikub.new_game(3, seed=5).active == starter
