"""Setup from a seed (deck, stockpiles, who starts per edition) and series scoring."""

from __future__ import annotations

import random

import pytest

from engine import skipbo
from engine.skipbo.cards import DECK_COUNTS, SB
from engine.skipbo.score import series_winner


@pytest.mark.parametrize(("players", "short", "stock"), [
    (2, False, 30), (3, False, 30), (4, False, 30), (5, False, 20), (6, False, 20), (2, True, 10), (6, True, 10),
])
def test_stockpiles_and_draw_pile(players: int, short: bool, stock: int) -> None:
    pos = skipbo.new_game(players, seed=11, short=short)
    assert [s.stock_size for s in pos.seats] == [stock] * players
    assert pos.draw_size == 162 - players * stock
    assert skipbo.census(pos) == DECK_COUNTS
    assert pos.awaiting_draw and all(not s.hand for s in pos.seats)
    assert skipbo.legal_moves(pos) == ["draw"]
    assert skipbo.parse(skipbo.dump(pos)) == pos


def test_four_players_leave_42_cards_to_draw() -> None:
    assert skipbo.new_game(4, seed=0).draw_size == 42


def test_the_same_seed_deals_the_same_game() -> None:
    assert skipbo.dump(skipbo.new_game(3, seed=5)) == skipbo.dump(skipbo.new_game(3, seed=5))
    assert skipbo.dump(skipbo.new_game(3, seed=5)) != skipbo.dump(skipbo.new_game(3, seed=6))


def test_team_play_needs_four_or_six() -> None:
    assert skipbo.new_game(4, seed=1, team=True).team
    assert skipbo.new_game(6, seed=1, team=True).partner(1) == 4
    for players in (2, 3, 5):
        with pytest.raises(ValueError):
            skipbo.new_game(players, seed=1, team=True)
    for players in (1, 7):
        with pytest.raises(ValueError):
            skipbo.new_game(players, seed=1)


def test_the_youngest_starts_in_42050_0925() -> None:
    assert skipbo.new_game(5, seed=3, youngest=3).active == 3
    with pytest.raises(ValueError):
        skipbo.new_game(2, seed=3, youngest=2)


@pytest.mark.parametrize("seed", range(40))
def test_42050_0922_highest_number_deals_and_the_left_neighbour_starts(seed: int) -> None:
    players = 2 + seed % 5
    starter, rounds = skipbo.who_starts(players, random.Random(f"dealer-{seed}"))
    dealer = (starter - 1) % players
    last = rounds[-1]
    numbers = {s: (0 if c == SB else c) for s, c in last.items()}
    assert numbers[dealer] == max(numbers.values())
    assert [s for s, n in numbers.items() if n == numbers[dealer]] == [dealer], "ties draw again"
    for earlier, later in zip(rounds, rounds[1:], strict=False):
        values = {s: (0 if c == SB else c) for s, c in earlier.items()}
        assert set(later) == {s for s, n in values.items() if n == max(values.values())}
    assert skipbo.new_game(players, seed, edition="42050-0922").active == starter


def test_a_skipbo_card_does_not_count_in_the_dealer_draw() -> None:
    seen_sb = False
    for seed in range(300):
        starter, rounds = skipbo.who_starts(3, random.Random(seed))
        dealer = (starter - 1) % 3
        if rounds[0][dealer] == SB:
            pytest.fail("a Skip-Bo card won the dealer draw")
        seen_sb = seen_sb or SB in rounds[0].values()
    assert seen_sb


def test_unknown_edition_is_refused() -> None:
    with pytest.raises(ValueError):
        skipbo.new_game(2, seed=1, edition="42050")


# ---- scoring [000, 002, 004]

def test_russian_example_115_points() -> None:
    # Opponents hold 18 stockpile cards together: 25 + 18 x 5 = 115.
    finished = skipbo.parse("- / s:- h:4.9.12 d:3,-,-,- / s:+10 h:#5 d:7.7,-,-,- / s:+8 h:#2")
    assert skipbo.score(finished) == [115, 0, 0]


def test_swedish_example_85_points() -> None:
    # Anna wins; Björn keeps 8 stockpile cards, Cecilia 4: 40 + 20 + 25 = 85.
    finished = skipbo.parse("- / s:- / s:+8 h:#5 / s:+4 h:#3")
    assert skipbo.score(finished) == [85, 0, 0]


def test_finnish_example_110_points_and_the_series() -> None:
    # Opponents keep 3, 6 and 8 stockpile cards: 25 + 5 x 17 = 110; 410 + 110 = 520 wins the series.
    finished = skipbo.parse("a:2 / s:1.12+1 / s:+6 / s:- h:1.12 / s:+8")
    assert skipbo.score(finished) == [0, 0, 110, 0]
    assert series_winner([0, 0, 410 + 110, 0]) == 2


def test_card_numbers_hands_and_discards_do_not_count() -> None:
    a = skipbo.parse("- / s:- / s:1.1 h:#5 d:12.12,-,-,-")
    b = skipbo.parse("- / s:- / s:12.SB")
    assert skipbo.score(a) == skipbo.score(b) == [35, 0]


def test_exactly_500_wins_the_series() -> None:
    assert series_winner([500, 480]) == 0
    assert series_winner([499, 480]) is None


def test_team_partners_share_the_points() -> None:
    finished = skipbo.parse("v:team / s:- / s:+3 / s:- / s:+4")
    assert skipbo.score(finished) == [60, 0, 60, 0]


def test_no_score_before_the_end_and_zero_for_a_blocked_game() -> None:
    with pytest.raises(ValueError):
        skipbo.score(skipbo.parse("w:+10 / s:5 / s:6"))
    assert skipbo.score(skipbo.parse("b:3,5,8,11 / s:1 h:1.1 / s:7")) == [0, 0]


# --- Leaflets: who starts (issue 11) ---------------------------------------------------------------

def test_every_leaflet_deals_the_same_game_and_names_its_starter() -> None:
    for code in skipbo.EDITIONS:
        pos = skipbo.new_game(4, seed=3, edition=code, youngest=2, first=2 if code == "52370" else None)
        assert [s.stock_size for s in pos.seats] == [30] * 4 and pos.awaiting_draw


def test_the_finnish_leaflet_lets_the_dealers_left_neighbour_start() -> None:
    for seed in range(20):
        start = skipbo.who_starts(3, random.Random(f"dealer-{seed}"))[0]
        assert skipbo.new_game(3, seed=seed, edition="finnish", youngest=0).active == start
        assert skipbo.new_game(3, seed=seed, edition="42050-0922").active == start


def test_the_quick_start_leaflet_lets_the_highest_stockpile_top_start() -> None:
    for seed in range(20):
        pos = skipbo.new_game(3, seed=seed, edition="quick-start")
        tops = [s.stock[0] for s in pos.seats]   # a Skip-Bo card (13) ranks above every number
        assert pos.active == tops.index(max(tops))


def test_52370_has_its_own_dealer_so_the_table_names_who_starts() -> None:
    """The Swedish guide [004]: 52370's dealer and direction of play are its own, not 42050's, and it does
    not give them -- so the engine must not start the youngest (42050-0925's rule) for it."""
    assert skipbo.edition("52370").starter == "own-rules"
    with pytest.raises(ValueError, match="52370 has its own way"):
        skipbo.new_game(2, seed=5, edition="52370", youngest=1)
    assert skipbo.new_game(3, seed=5, edition="52370", first=2).active == 2
    with pytest.raises(ValueError, match="seat 0-2"):
        skipbo.new_game(3, seed=5, edition="52370", first=3)


def test_a_table_that_has_decided_names_the_first_seat_under_any_leaflet() -> None:
    for code in skipbo.EDITIONS:
        assert skipbo.new_game(4, seed=9, edition=code, first=3).active == 3


def test_what_partners_may_say_differs_by_leaflet() -> None:
    talk = {code: skipbo.edition(code).partner_talk for code in skipbo.EDITIONS}
    assert talk == {"42050-0925": "silent", "42050-0922": None, "finnish": "ask-for-card",
                    "52370": "short-instructions", "quick-start": None}
    with pytest.raises(ValueError, match="unknown edition"):
        skipbo.edition("42050")
