""""Ask the coach" escalates: a nudge, then the card or tile to start with, then the whole plan. A
computer player's every move comes with its reason, worked out from the position and its plan."""

from __future__ import annotations

import pytest

from engine import rummikub, skipbo
from games.coach import rummikub as rummikub_coach
from games.coach import skipbo as skipbo_coach
from games.coach.words import say

SEVEN_WITHIN_REACH = skipbo.parse("b:4,-,-,- w:+30 / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5")


def test_skipbo_help_goes_from_a_nudge_to_the_first_card_to_the_whole_plan():
    nudge, first, plan = (skipbo_coach.ask(SEVEN_WITHIN_REACH, level) for level in (1, 2, 3))
    assert (nudge.code, nudge.params["pile"], nudge.rule) == ("skipbo.help.look", 1, "skipbo.build.next-number")
    assert say(nudge) == "Look at building pile 1: the 7 on your stockpile can go there this turn."
    assert "5" not in say(nudge)  # the nudge names the pile, not the card to play
    assert first.code == "skipbo.help.first" and first.move == "h5-b1"
    assert say(first) == "Start with this: 5 from your hand → building pile 1."
    assert plan.code == "skipbo.help.plan" and [s[0] for s in plan.params["steps"]] == ["h5-b1", "h6-b1", "s-b1"]
    assert say(plan) == ("The plan plays 1 stockpile card: 5 from your hand → building pile 1, then 6 from "
                         "your hand → building pile 1, then 7 from your stockpile → building pile 1.")
    assert skipbo_coach.ask(SEVEN_WITHIN_REACH, 9) == plan


def test_skipbo_help_on_an_empty_pile_a_win_and_no_stockpile_play():
    empty = skipbo_coach.ask(skipbo.parse("b:4,-,-,- w:+30 / s:3+9 h:1.2.10.11.12 / s:8+9 h:#5"), 1)
    assert empty.code == "skipbo.help.look-empty" and empty.rule == "skipbo.build.next-number"
    win = skipbo_coach.ask(skipbo.parse("b:4,-,-,- w:+30 / s:7 h:5.6.9.10.12 / s:8+9 h:#5"), 1)
    assert win.code == "skipbo.help.can-win"
    stuck = skipbo.parse("b:4,-,-,- w:+30 / s:11+9 h:2.3.9.10.SB d:12,-,-,- / s:8+9 h:#5")
    assert skipbo_coach.ask(stuck, 1).code == "skipbo.help.no-stock"
    discard = skipbo_coach.ask(stuck, 2)
    assert discard.code == "skipbo.help.discard" and discard.move == "h10-d2"  # keeps the Skip-Bo card
    assert say(discard) == "The discard that spoils the least: 10 from your hand → your discard pile 2."


def test_rummikub_help_goes_from_the_set_to_look_at_to_the_tile_to_the_table():
    pos = rummikub.parse("t:R6.R7.R8,K5.B5.O5 p:+40 / r:K2.R9.B12 m:1 / r:#14")
    nudge, first, plan = (rummikub_coach.ask(pos, level) for level in (1, 2, 3))
    assert say(nudge) == "One of your tiles fits red 6-7-8."
    assert say(first) == "The tile to start with: red 9."
    assert say(plan) == "The best turn places 1 tile from your rack, in these sets: red 6, red 7, red 8, red 9."
    assert rummikub.judge(pos, plan.move).legal and "R6.R7.R8.R9" in plan.move


@pytest.mark.parametrize(("position", "code"), [
    ("p:+40 / r:K2.B3.R10.R11.R12 / r:#14", "rummikub.help.look-meld"),
    ("t:K5.B5.O5 p:+40 / r:K9.R9.B9.O1 m:1 / r:#14", "rummikub.help.look-rack"),
    ("t:K5.B5.R5.O5,R2.R3.R4 p:+40 / r:R6.R7.K1 m:1 / r:#14", "rummikub.help.look-table"),
    ("t:K5.B5.O5 p:+40 / r:K1.R9 m:1 / r:#14", "rummikub.help.draw"),
    ("t:K5.B5.O5 / r:K1.R9 m:1 / r:#14", "rummikub.help.pass"),
])
def test_rummikub_nudges_name_where_to_look(position, code):
    assert rummikub_coach.ask(rummikub.parse(position), 1).code == code


# --- a computer player's reasons: one case per reason --------------------------------------------

SKIPBO_REASONS = [
    ("b:4,-,-,- w:+30 t:start / s:7+9 h:1.5 / s:8+9 h:#5", "draw", "skipbo.bot.draw",
     "Every turn begins with five cards in hand: Player 1 was 3 cards short."),
    ("b:6,-,-,- w:+30 / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5", "s-b1", "skipbo.bot.stock",
     "Player 1 plays the 7 from the stockpile on building pile 1: stockpile cards come first."),
    ("b:6,-,-,- v:team w:+30 / s:8+9 h:1.5.6.10.12 / s:8+9 h:#5 / s:7+9 h:#5 / s:9+9 h:#5", "@2s-b1",
     "skipbo.bot.partner-stock",
     "Player 1 plays the 7 from the partner's stockpile on building pile 1: the team wins only when both stockpiles "
     "are empty."),
    ("b:6,-,-,- w:+30 / s:7 h:1.5.6.10.12 / s:8+9 h:#5", "s-b1", "skipbo.bot.stock-wins",
     "Player 1 plays the last stockpile card, the 7, on building pile 1 and wins."),
    ("b:4,-,-,- w:+30 / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5", "h5-b1", "skipbo.bot.toward-stock",
     "Player 1 plays the 5 on building pile 1 to clear the way for the 7 on the stockpile."),
    ("b:4,-,-,- v:team w:+30 / s:9+9 h:5.10.11.12.12 / s:8+9 h:#5 / s:6+9 h:#5 / s:9+9 h:#5", "h5-b1",
     "skipbo.bot.toward-partner-stock",
     "Player 1 plays the 5 on building pile 1 to clear the way for the 6 on the partner's stockpile."),
    ("b:4,-,-,- w:+30 / s:9+9 h:1.5.10.11.12 / s:8+9 h:#5", "h1-b2", "skipbo.bot.build",
     "Player 1 plays the 1 on building pile 2: it is the number that pile needs."),
    ("b:4,-,-,- w:+30 / s:9+9 h:2.10.11.12 d:12,-,-,- / s:8+9 h:#5", "h12-d1", "skipbo.bot.discard-same",
     "Player 1 discards the 12 on discard pile 1, onto the same number: equal cards stay together."),
    ("b:4,-,-,- w:+30 / s:9+9 h:2.10.11.12 d:12,-,-,- / s:8+9 h:#5", "h11-d1", "skipbo.bot.discard-down",
     "Player 1 discards the 11 on discard pile 1, onto the 12: the pile goes down one at a time, so it can be played "
     "back in order."),
    ("b:4,-,-,- w:+30 / s:9+9 h:2.10.11.12 d:12,-,-,- / s:8+9 h:#5", "h2-d2", "skipbo.bot.discard-empty",
     "Player 1 discards the 2 on the empty discard pile 2: no pile has a card just above it."),
    ("b:4,-,-,- w:+30 / s:9+9 h:2.10.11.12 d:12,-,-,- / s:8+9 h:#5", "h2-d1", "skipbo.bot.discard-higher",
     "Player 1 discards the 2 on discard pile 1, onto the 12: a higher card underneath keeps the pile going down."),
    ("b:4,-,-,- w:+30 / s:9+9 h:2.10.11.12 d:1,-,-,- / s:8+9 h:#5", "h12-d1", "skipbo.bot.discard-covers",
     "Player 1 discards the 12 on discard pile 1, covering the 1: every other choice was worse."),
    ("b:4,-,-,- / s:9+9 / s:8+9 h:#5", "pass", "skipbo.bot.pass",
     "Player 1 has no cards and nothing to draw: the turn ends without a discard."),
]


@pytest.mark.parametrize(("position", "move", "code", "words"), SKIPBO_REASONS)
def test_each_skipbo_move_of_a_computer_player_has_its_reason(position, move, code, words):
    pos = skipbo.parse(position)
    assert skipbo.judge(pos, move).legal
    [note] = skipbo_coach.reasons(pos, move)
    assert note.code == code and note.params["seat"] == 0
    assert note.rule in skipbo.RULES
    assert say(note) == words


def test_a_computer_player_that_keeps_its_skipbo_card_says_so():
    pos = skipbo.parse("b:4,-,-,- w:+30 / s:9+9 h:2.10.11.SB / s:8+9 h:#5")
    discard, kept = skipbo_coach.reasons(pos, "h11-d1")
    assert kept.code == "skipbo.bot.kept-wild"
    assert say(kept, player="Anna") == "Anna keeps the Skip-Bo card for later."


def test_a_reason_follows_the_plan_the_computer_player_moved_by():
    pos = skipbo.parse("b:4,-,-,- w:+30 / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5")
    plan = skipbo.solve(skipbo.view(pos, 0))
    assert [n.code for n in skipbo_coach.reasons(pos, "h5-b1", plan)] == ["skipbo.bot.toward-stock"]
    assert [n.code for n in skipbo_coach.reasons(pos, "h5-b1", skipbo.Plan())] == ["skipbo.bot.build"]


RUMMIKUB_REASONS = [
    ("t:K5.B5.O5 p:+40 / r:K1.R9 m:1 / r:#14", "draw", ["rummikub.bot.draw"],
     "Player 1 draws a tile: nothing on the rack can be placed."),
    ("t:R6.R7.R8 p:+40 / r:K1.R9 m:1 / r:#14", "draw", ["rummikub.bot.draw-chose"],
     "Player 1 draws a tile and keeps its tiles for later."),
    ("t:K5.B5.O5 / r:K1.R9 m:1 / r:#14", "pass", ["rummikub.bot.pass"],
     "Player 1 passes: the pool is empty and nothing can be placed."),
    ("p:+40 / r:K2.B3.R10.R11.R12 / r:#14", "t:R10.R11.R12", ["rummikub.bot.meld"],
     "Player 1 makes the initial meld: red 10, red 11, red 12, worth 33 points."),
    ("t:R6.R7.R8 p:+40 / r:K1.R9 m:1 / r:#14", "t:R6.R7.R8.R9", ["rummikub.bot.lay-off"],
     "Player 1 adds to red 6-7-8: red 9."),
    ("t:B3.J.B5 p:+40 / r:B4.K9.R9.O1 m:1 / r:#14", "t:B3.B4.B5,K9.R9.J", ["rummikub.bot.free-joker"],
     "Player 1 frees the joker with the blue 4 and plays it again: black 9, red 9, joker."),
    ("t:K5.B5.O5 p:+40 / r:K9.R9.B9.O1 m:1 / r:#14", "t:K5.B5.O5,K9.B9.R9", ["rummikub.bot.new-set"],
     "Player 1 lays down a new set: black 9, blue 9, red 9."),
    ("t:K5.B5.R5.O5,R2.R3.R4 p:+40 / r:R6.R7.K1 m:1 / r:#14", "t:K5.B5.O5,R2.R3.R4,R5.R6.R7",
     ["rummikub.bot.rearrange"], "Player 1 rearranges the table and places: red 6, red 7."),
    ("t:R6.R7.R8 p:+40 / r:R9 m:1 / r:#14", "t:R6.R7.R8.R9", ["rummikub.bot.lay-off", "rummikub.bot.out"],
     "Player 1 places the last tile and wins the game."),
]


@pytest.mark.parametrize(("position", "move", "codes", "words"), RUMMIKUB_REASONS)
def test_each_rummikub_turn_of_a_computer_player_has_its_reasons(position, move, codes, words):
    pos = rummikub.parse(position)
    assert rummikub.judge(pos, move).legal
    notes = rummikub_coach.reasons(pos, move)
    assert [n.code for n in notes] == codes
    assert all(n.rule in rummikub.RULES and n.params["seat"] == 0 for n in notes)
    assert say(notes[-1]) == words


def test_a_draw_is_explained_by_the_plan_the_computer_player_had():
    pos = rummikub.parse("t:R6.R7.R8 p:+40 / r:K1.R9 m:1 / r:#14")
    nothing = rummikub.solve(rummikub.parse("t:K5.B5.O5 p:+40 / r:K1.R9 m:1 / r:#14"))
    assert [n.code for n in rummikub_coach.reasons(pos, "draw", nothing)] == ["rummikub.bot.draw"]
