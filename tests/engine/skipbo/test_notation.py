"""Notation v1 for Skip-Bo: exact round trip, canonical dump, and errors that name the field."""

from __future__ import annotations

import pytest

from engine import skipbo
from engine.skipbo.moves import legal_moves

EXAMPLE = "b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5"


def test_the_spec_example_round_trips_exactly() -> None:
    pos = skipbo.parse(EXAMPLE)
    assert skipbo.dump(pos) == EXAMPLE
    assert skipbo.parse(skipbo.dump(pos)) == pos
    assert pos.building == (4, 0, 0, 0)
    assert pos.seats[0].stock == (6, 8) and pos.seats[0].stock_unknown == 22
    assert pos.seats[1].hand_unknown == 5


@pytest.mark.parametrize(("text", "canonical"), [
    ("t:start a:1 x:12 w:+3 b:-,-,-,- / s:1 / s:2", "w:+3 x:12 a:1 t:start / s:1 / s:2"),
    ("v:solo t:play a:0 x:0 / s:1 h:SB.12.1 d:-,-,-,- / s:+0", "- / s:1 h:1.12.SB / s:-"),
    ("- / s:6.8+0 h:5.7#3 / s:+30 h:#0", "- / s:6.8 h:5.7#3 / s:+30"),
    ("-   /   s:1   /  s:2", "- / s:1 / s:2"),
    ("v:team / s:1 / s:2 / s:3 / s:4", "v:team / s:1 / s:2 / s:3 / s:4"),
    ("- / s:1 d:5.10,-,SB,- / s:2", "- / s:1 d:5.10,-,SB,- / s:2"),
])
def test_dump_is_canonical(text: str, canonical: str) -> None:
    pos = skipbo.parse(text)
    assert skipbo.dump(pos) == canonical
    assert skipbo.parse(canonical) == pos


@pytest.mark.parametrize(("text", "field", "words"), [
    ("- / s:1 z:3 / s:2", "seat 0", "unknown key 'z'"),
    ("q:1 / s:1 / s:2", "section 0", "unknown key 'q'"),
    ("- / s:1 s:2 / s:3", "seat 0", "given twice"),
    ("b:1,- b:2,- / s:1 / s:2", "section 0", "given twice"),
    ("- / s:0 / s:2", "seat 0 s", "'0' is not a card"),
    ("- / s:13 / s:2", "seat 0 s", "'13' is not a card"),
    ("- / s:1 h:SBX / s:2", "seat 0 h", "'SBX' is not a card"),
    ("b:1,2,3,4,5 / s:1 / s:2", "b", "at most 4 building piles"),
    ("b:12,-,-,- / s:1 / s:2", "b", "set aside"),
    ("b:0,-,-,- / s:1 / s:2", "b", "not a number 1-11"),
    ("- / s:1 h:1.2.3.4.5.6 / s:2", "seat 0 h", "more than 5"),
    ("- / s:1 h:1.2#4 / s:2", "seat 0 h", "more than 5"),
    ("- / s:1 d:1,2,3,4,5 / s:2", "seat 0 d", "more than 4"),
    ("- / s:1", "seats", "2 to 6"),
    ("- / s:1 / s:1 / s:1 / s:1 / s:1 / s:1 / s:1", "seats", "2 to 6"),
    ("v:team / s:1 / s:2 / s:3", "v", "4 or 6"),
    ("v:team / s:1 / s:2 / s:3 / s:4 / s:5", "v", "4 or 6"),
    ("- / s:1.1.1.1.1.1.1.1.1.1.1.1.1 / s:2", "cards", "13 cards 1"),
    ("- / s:SB.SB.SB.SB.SB.SB.SB.SB.SB.SB h:SB.SB.SB.SB.SB / s:SB.SB.SB.SB", "cards", "19 Skip-Bo"),
    ("w:+100 / s:+33 / s:+30", "cards", "163 cards in all"),
    ("b:11,11,11,11 w:+100 / s:+10 / s:+10", "cards", "deck holds 162"),
    ("- / h:5 / s:1", "seat 0", "'s' must be given"),
    ("- / - / s:1", "seat 0", "'s' must be given"),
    ("x:5 / s:1 / s:2", "x", "12 cards each"),
    ("a:2 / s:1 / s:2", "a", "does not exist"),
    ("v:duo / s:1 / s:2", "v", "neither solo nor team"),
    ("t:begin / s:1 / s:2", "t", "neither play nor start"),
    ("- / s:1+x / s:2", "seat 0 s", "whole number"),
    ("- / s:- / s:-", "s", "only one can have won"),
    ("- / s:1 / / s:2", "position", "empty section"),
    ("- / s:1 d:-,- / s:2", "seat 0 d", "write all 4"),
    ("- / s:1..2 / s:2", "seat 0 s", "missing"),
])
def test_bad_positions_name_the_field_and_the_problem(text: str, field: str, words: str) -> None:
    with pytest.raises(skipbo.NotationError) as error:
        skipbo.parse(text)
    assert error.value.field == field
    assert words in str(error.value)


@pytest.mark.parametrize(("move", "field", "words"), [
    ("h13-b1", "move source", "not a card"),
    ("h0-b1", "move source", "not a card"),
    ("hSBX-b1", "move source", "not a card"),
    ("h5-b5", "move target", "outside 1-4"),
    ("d0-b1", "move source", "outside 1-4"),
    ("h5", "move", "SOURCE-TARGET"),
    ("h5-", "move target", "missing"),
    ("-b1", "move source", "missing"),
    ("h-b1", "move source", "hand card is missing"),
    ("s-b", "move target", "pile number"),
    ("h5-s", "move target", "expected b or d"),
    ("x5-b1", "move source", "expected"),
    ("@1b1-b2", "move source", "building piles are shared"),
    ("@-s-b1", "move source", "seat number"),
    ("s2-b1", "move source", "takes no number"),
])
def test_malformed_moves_raise_notation_errors(move: str, field: str, words: str) -> None:
    with pytest.raises(skipbo.NotationError) as error:
        skipbo.judge(skipbo.parse(EXAMPLE), move)
    assert error.value.field == field
    assert words in str(error.value)


def test_grammatical_but_impossible_moves_get_verdicts_not_errors() -> None:
    pos = skipbo.parse(EXAMPLE)
    for move in ["@2h5-b1", "h5-@1d1", "@9s-b4", "b1-b2", "d1-d2", "s-d1", "hSB-b1"]:
        assert not skipbo.judge(pos, move).legal


def test_a_building_pile_showing_n_counts_as_n_cards() -> None:
    skipbo.parse("b:11,11,11,11 w:+100 x:12 t:start / s:+3 / s:+3")
    with pytest.raises(skipbo.NotationError):
        skipbo.parse("b:11,11,11,11 w:+100 x:12 t:start / s:+3 / s:+4")


@pytest.mark.parametrize("text", [
    "w:+20 / s:5+9 / s:+10",                  # the draw pile could refill the hand
    "x:12 / s:5+9 / s:+10",                   # so could the completed piles, reshuffled
    "b:3,-,-,- w:4 a:1 / s:+9 / s:5+9 h:-",   # the active seat is the one that counts
])
def test_an_empty_hand_mid_turn_beside_cards_to_draw_is_refused_naming_the_hand(text: str) -> None:
    with pytest.raises(skipbo.NotationError) as caught:
        skipbo.parse(text)
    assert caught.value.field is not None and caught.value.field.endswith(" h")


@pytest.mark.parametrize("text", [
    "w:+20 t:start / s:5+9 / s:+10",          # the turn has not begun: the hand is refilled by draw
    "b:3,5,8,11 / s:7+3 d:9,-,-,- / s:+5",    # nothing to draw: the empty hand passes
    "w:+20 / s:5+9 h:4 / s:+10",
])
def test_positions_with_a_move_still_parse(text: str) -> None:
    assert legal_moves(skipbo.parse(text))


def test_a_hand_of_unknown_faces_is_not_an_empty_hand() -> None:
    assert skipbo.parse("w:+20 / s:5+9 h:#2 / s:+10").seats[0].hand_unknown == 2
