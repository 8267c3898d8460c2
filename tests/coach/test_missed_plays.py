"""The coach compares a turn with the solver's best plan and says what was left on the table — and says
nothing when the turn was as good as the best plan."""

from __future__ import annotations

import re

from django.utils import translation

from engine import rummikub, skipbo
from games.coach import COACH, Turn
from games.coach import rummikub as rummikub_coach
from games.coach import skipbo as skipbo_coach
from games.coach.words import say
from games.registry import RUMMIKUB, SKIP_BO

# Stockpile 7; building pile 1 shows 4; the hand holds the 5 and the 6 that lead to it.
SEVEN_WITHIN_REACH = skipbo.parse("b:4,-,-,- w:+30 / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5")


def test_a_stockpile_card_left_playable_at_the_end_of_the_turn_is_named_with_the_way_to_play_it():
    [note] = skipbo_coach.missed(SEVEN_WITHIN_REACH, ["h12-d1"])
    assert note.code == "skipbo.coach.stock-playable"
    assert note.rule == "skipbo.build.next-number"
    assert note.left == 1
    assert note.params["steps"] == [["h5-b1", "5"], ["h6-b1", "6"], ["s-b1", "7"]]
    assert note.move == "h12-d1" and skipbo.parse(note.position).seats[1].hand == ()  # the player's view
    assert say(note) == ("The 7 on your stockpile was playable: 5 from your hand → building pile 1, then 6 from "
                         "your hand → building pile 1, then 7 from your stockpile → building pile 1.")


def test_a_stockpile_card_that_could_go_alone_is_named_once_with_the_pile_it_fitted():
    """The plan is the stockpile card alone: the note names it once and says where it could have gone (not
    "The 7 … was playable: 7 from your stockpile")."""
    [left] = skipbo_coach.missed(skipbo.parse("b:6,-,-,- w:+30 / s:7+9 h:1.9.10.11.12 / s:8+9 h:#5"), ["h12-d1"])
    [blocked] = skipbo_coach.missed(skipbo.parse("b:6,-,-,- w:+30 / s:7+9 h:7.9.10.11.12 / s:8+9 h:#5"),
                                    ["h7-b1", "h12-d1"])
    assert say(left) == "The 7 on your stockpile could have gone onto building pile 1."
    assert say(blocked) == ("Your move “7 from your hand → building pile 1” blocked the 7 on your stockpile: it "
                            "could have gone onto building pile 1.")
    for lang, card in (("ru", "7 из вашего"), ("fi", "kortti 7"), ("sv", "7:an")):
        with translation.override(lang):
            for note in (left, blocked):
                assert say(note).count(card) == 1 and re.search(r"\b1\b", say(note)), say(note)


def test_the_coach_says_nothing_when_the_turn_plays_as_many_stockpile_cards_as_the_best_plan():
    assert skipbo_coach.missed(SEVEN_WITHIN_REACH, ["h5-b1", "h6-b1", "s-b1", "h12-d1"]) == []
    # Another order, another pile: just as good, so just as silent.
    assert skipbo_coach.missed(SEVEN_WITHIN_REACH, ["h1-b2", "h5-b1", "h6-b1", "s-b1", "h10-d1"]) == []


def test_nothing_playable_means_nothing_to_say():
    pos = skipbo.parse("b:4,-,-,- w:+30 / s:9+9 h:2.3.10.11.12 / s:8+9 h:#5")
    assert skipbo_coach.missed(pos, ["h12-d1"]) == []


def test_a_play_that_spoils_the_way_to_the_stockpile_is_named():
    pos = skipbo.parse("b:4,-,-,- w:+30 / s:7+9 h:5.9.11.12.SB / s:8+9 h:#5")
    [note] = skipbo_coach.missed(pos, ["hSB-b2", "h12-d1"])
    assert note.code == "skipbo.coach.stock-blocked"
    assert note.params["played"] == ["hSB-b2", "SB"]
    assert note.move == "hSB-b2"
    assert say(note).startswith(
        "Your move “Skip-Bo card from your hand → building pile 2” blocked the 7 on your stockpile.")


def test_a_card_revealed_later_is_not_held_against_the_moves_made_before_it_was_seen():
    # The stockpile is 7 then 8: only the 7 shows at first; once it is played the 8 shows and is playable.
    pos = skipbo.parse("b:6,7,-,- w:+30 / s:7.8+8 h:1.2.10.11.12 / s:8+9 h:#5")
    assert skipbo_coach.missed(pos, ["s-b1", "s-b2", "h12-d1"]) == []
    [note] = skipbo_coach.missed(pos, ["s-b1", "h12-d1"])
    assert note.params["card"] == "8" and note.left == 1


def test_a_missed_win_says_so():
    pos = skipbo.parse("b:4,-,-,- w:+30 / s:7 h:5.6.9.10.12 / s:8+9 h:#5")
    [note] = skipbo_coach.missed(pos, ["h12-d1"])
    assert (note.code, note.rule) == ("skipbo.coach.win-missed", "skipbo.win.stockpile-empty")


def test_the_coach_judges_only_the_seat_it_coaches_and_only_through_its_view():
    # Seat 1's turn is not seat 0's to answer for.
    assert skipbo_coach.missed(SEVEN_WITHIN_REACH, ["h12-d1"], seat=1) == []


# --- Rummikub -------------------------------------------------------------------------------------

RED_RUN = rummikub.parse("t:R6.R7.R8,K5.B5.O5 p:+40 / r:K2.R9.B12 m:1 / r:#14")


def test_a_tile_that_fitted_a_set_on_the_table_is_named_with_the_set():
    [note] = rummikub_coach.missed(RED_RUN, "draw")
    assert (note.code, note.rule) == ("rummikub.coach.lay-off", "rummikub.turn.table-valid")
    assert note.params["tile"] == "R9" and note.params["base"] == ["R6", "R7", "R8"]
    assert (note.left, note.points) == (1, 9)
    assert say(note) == "You could have added your red 9 to red 6-7-8."
    with translation.override("ru"):
        assert say(note) == "Можно было добавить свою красную 9 к красным 6–7–8."


def test_the_coach_says_nothing_when_the_turn_places_as_many_tiles_as_the_best_turn():
    assert rummikub_coach.missed(RED_RUN, "t:R6.R7.R8.R9,K5.B5.O5") == []


def test_a_tile_that_could_free_a_joker_is_named_with_where_the_joker_goes():
    pos = rummikub.parse("t:B3.J.B5 p:+40 / r:B4.K9.R9.O1 m:1 / r:#14")
    [note] = rummikub_coach.missed(pos, "draw")
    assert (note.code, note.rule) == ("rummikub.coach.free-joker", "rummikub.joker.reused")
    assert note.params["tile"] == "B4" and sorted(note.params["joker_set"]) == ["J", "K9", "R9"]
    assert note.left == 3
    assert say(note).startswith("Laying your blue 4 in the joker’s place would have freed the joker")


def test_a_possible_initial_meld_is_named_with_its_points():
    pos = rummikub.parse("p:+40 / r:K2.B3.R10.R11.R12 / r:#14")
    [note] = rummikub_coach.missed(pos, "draw")
    assert (note.code, note.params["total"], note.left, note.points) == ("rummikub.coach.meld", 33, 3, 33)
    assert say(note) == "Your initial meld was possible: red 10, red 11, red 12, worth 33 points."


def test_placing_fewer_tiles_than_possible_counts_only_the_difference():
    pos = rummikub.parse("t:R6.R7.R8 p:+40 / r:R9.K4.B4.O4 m:1 / r:#14")
    notes = rummikub_coach.missed(pos, "t:R6.R7.R8,K4.B4.O4")
    assert [(n.code, n.left) for n in notes] == [("rummikub.coach.lay-off", 1)]


# --- the review after a game ----------------------------------------------------------------------

def test_the_review_lists_the_turns_where_something_was_left_with_a_checker_target():
    coach = SKIP_BO.part(COACH)
    good = Turn(SEVEN_WITHIN_REACH, ("h5-b1", "h6-b1", "s-b1", "h12-d1"), 1)
    one = Turn(SEVEN_WITHIN_REACH, ("h12-d1",), 2)
    win = Turn(skipbo.parse("b:4,-,-,- w:+30 / s:7 h:5.6.9.10.12 / s:8+9 h:#5"), ("h12-d1",), 3)
    reviewed = coach.review([good, one, win, Turn(one.start, one.moves, 4)], 0)
    assert [(r.number, r.left) for r in reviewed] == [(2, 1), (3, 1), (4, 1)]
    assert reviewed[0].move == "h12-d1" and skipbo.parse(reviewed[0].position).seats[1].hand == ()
    assert [n.code for n in reviewed[1].notes] == ["skipbo.coach.win-missed"]
    assert len(coach.review([one] * 5, 0)) == 3


def test_the_rummikub_review_ranks_by_tiles_then_points():
    coach = RUMMIKUB.part(COACH)
    nine = Turn(RED_RUN, ("draw",), 1)
    meld = Turn(rummikub.parse("p:+40 / r:K2.B3.R10.R11.R12 / r:#14"), ("draw",), 2)
    played = Turn(RED_RUN, ("t:R6.R7.R8.R9,K5.B5.O5",), 3)
    reviewed = coach.review([nine, meld, played], 0)
    assert [(r.number, r.left, r.points) for r in reviewed] == [(2, 3, 33), (1, 1, 9)]
    assert reviewed[0].move == "draw" and rummikub.parse(reviewed[0].position).pool_size == 40


PARTNER_FIVE = "b:3,-,-,- w:+30 v:team / s:9+9 h:4.10.11.12.12 / s:8+9 h:#5 / s:5+9 h:#5 / s:8+9 h:#5"


def test_a_missed_play_of_the_partners_stockpile_card_says_it_is_the_partners():
    """Team play: the 5 the plan plays is on the partner's stockpile (seat 2), not the player's own."""
    start = skipbo.parse(PARTNER_FIVE)
    (note,) = skipbo_coach.missed(start, ["h12-d1"])
    assert note.code == "skipbo.coach.partner-stock-playable"
    assert say(note) == ("The 5 on your partner's stockpile was playable: 4 from your hand → building pile 1, "
                         "then 5 from the stockpile of player 3 → building pile 1.")
    nudge = skipbo_coach.ask(start, 1)
    assert say(nudge) == "Look at building pile 1: the 5 on your partner's stockpile can go there this turn."
    empty = skipbo.parse(PARTNER_FIVE.replace("b:3,-,-,-", "b:-,-,-,-").replace("s:5+9", "s:1+9"))
    assert skipbo_coach.ask(empty, 1).code == "skipbo.help.look-empty-partner"
