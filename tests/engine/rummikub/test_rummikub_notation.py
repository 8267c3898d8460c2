"""Rummikub notation: exact round trip, canonical dump, and NotationError naming field and problem."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import rummikub
from engine.rummikub.position import Position, Seat
from engine.rummikub.sets import normalise
from engine.rummikub.tiles import JOKER

EXAMPLE = "t:R4.R5.R6.R7.R8,B9.R9.K9 p:+60 / r:R6.B8.B10.J m:1 / r:#14"


def test_the_spec_example_round_trips_exactly() -> None:
    assert rummikub.dump(rummikub.parse(EXAMPLE)) == EXAMPLE


@pytest.mark.parametrize(("text", "canonical"), [
    ("a:0 p:- t:- / r:J.R6.B6#2 / r:K1", "- / r:B6.R6.J#2 / r:K1"),
    ("p:+0 / r:#0 / r:K1 m:0", "- / r:- / r:K1"),
    ("a:1 p:R5.K3+40 / r:K13.K1 / r:O2.J.B2", "p:R5.K3+40 a:1 / r:K1.K13 / r:B2.O2.J"),
    ("t:R3.R2.R1 / r:#14 / r:#14 / r:#14 / r:#14", "t:R1.R2.R3 / r:#14 / r:#14 / r:#14 / r:#14"),
    ("t:R11.J.R9,O7.K7.B7,R6.R4.R5 / r:- / r:#14", "t:R9.J.R11,O7.K7.B7,R4.R5.R6 / r:- / r:#14"),
    ("t:J.J.K10 / r:- / r:#14", "t:K10.J.J / r:- / r:#14"),
    ("t:R12.J.R1 / r:- / r:#14", "t:R12.J.R1 / r:- / r:#14"),
    ("t:J.J.R13 / r:- / r:#14", "t:J.J.R13 / r:- / r:#14"),
    ("  - / r:K1 / r:K2\n", "- / r:K1 / r:K2"),
])
def test_dump_is_canonical(text: str, canonical: str) -> None:
    assert rummikub.dump(rummikub.parse(text)) == canonical
    assert rummikub.parse(canonical) == rummikub.parse(text)


def test_rack_order_does_not_matter_but_table_order_does() -> None:
    """A rack is a bag; a run reads the same either way; a group's colour order and a joker's place in
    a run are kept (the place says what the joker stands for)."""
    assert rummikub.parse("- / r:J.R1.K1 / r:-") == rummikub.parse("- / r:K1.R1.J / r:-")
    assert rummikub.parse("t:R1.R2.R3 / r:K1 / r:K2") == rummikub.parse("t:R3.R2.R1 / r:K1 / r:K2")
    assert rummikub.parse("t:K9.B9.R9 / r:K1 / r:K2") != rummikub.parse("t:R9.B9.K9 / r:K1 / r:K2")
    assert rummikub.parse("t:J.R9.R10 / r:K1 / r:K2") != rummikub.parse("t:R9.R10.J / r:K1 / r:K2")


def test_position_is_an_immutable_value() -> None:
    pos = rummikub.parse(EXAMPLE)
    with pytest.raises(AttributeError):
        pos.active = 1  # type: ignore[misc]  # the very assignment a frozen dataclass refuses
    assert hash(pos) == hash(rummikub.parse(EXAMPLE))
    assert pos.winner is None
    assert pos.seats[0].melded and pos.seats[1].unknown == 14 and pos.pool_unknown == 60


@pytest.mark.parametrize(("text", "field", "words"), [
    ("- / r:X1 / r:K1", "seat 0 r", "unknown colour"),
    ("- / r:K1 / r:R0", "seat 1 r", "outside 1-13"),
    ("- / r:K1 / r:R14", "seat 1 r", "outside 1-13"),
    ("t:R1.R2.R3 / r:R1.R1 / r:K1", "seat 0 r", "more than 2 copies of R1"),
    ("t:J.R2.R3 p:J / r:J / r:K1", "seat 0 r", "more than 2 jokers"),
    ("p:+92 / r:#14 / r:K1", "seat 1 r", "more than 106 tiles"),
    ("- / r:K1", "seats", "1 seats"),
    ("- / r:K1 / r:K2 / r:K3 / r:K4 / r:K5", "seats", "5 seats"),
    ("- / r:- / r:K1 / r:-", "seats", "only one seat"),
    ("- / r:K1 m:1 m:1 / r:K1", "seat 0", "given twice"),
    ("- / r:K1 x:3 / r:K1", "seat 0", "unknown key 'x'"),
    ("q:1 / r:K1 / r:K1", "section 0", "unknown key 'q'"),
    ("- / m:1 / r:K1", "seat 0 r", "'r' is required"),
    ("- / - / r:K1", "seat 0 r", "'r' is required"),
    ("t:R1.R2.R3 / r:K1 / r:K2 a:1", "seat 1", "unknown key 'a'"),
    ("t:R1..R3 / r:K1 / r:K2", "t set 1", "empty tile"),
    ("t:R1,,R3 / r:K1 / r:K2", "t", "set 2 is empty"),
    ("t / r:K1 / r:K2", "section 0", "not key:value"),
    ("t:R1  p:+3 / r:K1 / r:K2", "section 0", "two spaces"),
    ("a:x / r:K1 / r:K2", "a", "not a count"),
    ("a:2 / r:K1 / r:K2", "a", "does not exist"),
    ("p:+x / r:K1 / r:K2", "p", "not a count"),
    ("- / r:K1#y / r:K2", "seat 0 r", "not a count"),
    ("- / r:K1 m:2 / r:K2", "seat 0 m", "0 or 1"),
    ("- / r:k1 / r:K2", "seat 0 r", "unknown colour"),
    ("- / r:K01 / r:K2", "seat 0 r", "bad number"),
    ("- / r:R٣ / r:K2", "seat 0 r", "bad number"),  # an Arabic-Indic three is not a 3
    ("- / r:K1 / r:R³", "seat 1 r", "bad number"),  # nor is a superscript (int() raises on it)
    ("- / r:K1 / r:R１２", "seat 1 r", "bad number"),  # nor are full-width digits
    ("- / r:K1 / r:", "seat 1", "no value"),
])
def test_bad_text_names_field_and_problem(text: str, field: str, words: str) -> None:
    with pytest.raises(rummikub.NotationError) as caught:
        rummikub.parse(text)
    assert caught.value.field == field
    assert words in str(caught.value)


@pytest.mark.parametrize("text", ["draw", "pass", "penalty", "t:-", "t:R1.R2.R3,K9.B9.J", "t:R1"])
def test_moves_round_trip(text: str) -> None:
    assert rummikub.dump_move(rummikub.parse_move(text)) == text


@pytest.mark.parametrize(("text", "words"), [
    ("drew", "unknown move"), ("t:", "empty table"), ("t:R1.R1.R1", "more than 2 copies of R1"),
    ("t:J.J.J", "more than 2 jokers"), ("t:R15", "outside 1-13"), ("t:R1,,R2", "set 2 is empty"),
    ("t:X1", "unknown colour"), ("", "unknown move"), ("t:R³", "bad number"), ("t:R٣.R4.R5", "bad number"),
])
def test_malformed_moves_raise(text: str, words: str) -> None:
    with pytest.raises(rummikub.NotationError) as caught:
        rummikub.parse_move(text)
    assert words in str(caught.value)


# --- property: random positions round-trip ------------------------------------------------------

@st.composite
def positions(draw: st.DrawFn) -> Position:
    """Random positions that respect every parse limit (2 copies, 106 tiles, one winner at most)."""
    bag = [t for t in range(JOKER + 1) for _ in range(2)]
    tiles = draw(st.permutations(bag))
    seat_count = draw(st.integers(2, 4))
    cursor = 0

    def take(n: int) -> tuple[int, ...]:
        nonlocal cursor
        part = tuple(tiles[cursor:cursor + n])
        cursor += n
        return part

    table = tuple(normalise(take(draw(st.integers(1, 6)))) for _ in range(draw(st.integers(0, 6))))
    seats = []
    hidden_budget = 106 - sum(map(len, table))
    for index in range(seat_count):
        rack = take(draw(st.integers(0 if index == 0 else 1, 14)))
        unknown = draw(st.integers(0, 3)) if rack else 0
        unknown = min(unknown, max(0, hidden_budget - cursor))
        seats.append(Seat(rack, unknown, draw(st.booleans())))
    pool = take(draw(st.integers(0, 10)))
    used = cursor + sum(s.unknown for s in seats)
    pool_unknown = draw(st.integers(0, max(0, 106 - used)))
    return Position(table, pool, pool_unknown, draw(st.integers(0, seat_count - 1)), tuple(seats))


@settings(max_examples=300, deadline=None)
@given(positions())
def test_random_positions_round_trip(pos: Position) -> None:
    text = rummikub.dump(pos)
    assert rummikub.parse(text) == pos
    assert rummikub.dump(rummikub.parse(text)) == text


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(range(JOKER + 1)), min_size=1, max_size=6))
def test_normalising_a_set_is_stable_and_keeps_its_tiles(tiles: list[int]) -> None:
    once = normalise(tuple(tiles))
    assert normalise(once) == once
    assert sorted(once) == sorted(tiles)
    assert rummikub.check_set(once) == rummikub.check_set(tuple(tiles))
