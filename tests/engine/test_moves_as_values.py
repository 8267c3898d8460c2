"""Moves are values inside and strings at the edges (python-chess's ``Move`` beside its UCI text).

Each engine's ``Move`` is read once (``parse_move``) and then passed around; it is also the move string
notation.md promises (``plan.moves``, ``best.move``), so outside callers that compare, join or
serialise strings keep working. ``repr`` of a move or a position evaluates to an equal value, and the
engine's one move grammar (``skipbo.MOVE``) accepts exactly what ``parse_move`` reads.
"""

from __future__ import annotations

import itertools
import json
import pickle

import pytest

from engine import rummikub, skipbo
from engine.rummikub import Move as RummikubMove
from engine.rummikub import Position as RummikubPosition
from engine.skipbo import Move as SkipboMove
from engine.skipbo import Position as SkipboPosition

SKIPBO_POSITIONS = [
    "b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5",
    "v:team a:2 t:start / s:1 / s:2 / s:3 h:#5 / s:4 d:5.10,-,SB,-",
]
RUMMIKUB_POSITIONS = [
    "t:R4.R5.R6.R7.R8,B9.R9.K9 p:+60 / r:R6.B8.B10.J m:1 / r:#14",
    "t:R13.R12.R11,J.J.K10 a:1 / r:- / r:#14 / r:K1.K2",
]


@pytest.mark.parametrize("text", SKIPBO_POSITIONS)
def test_a_skipbo_position_repr_reads_back_as_an_equal_position(text: str) -> None:
    pos = skipbo.parse(text)
    again = eval(repr(pos), {"Position": SkipboPosition})  # noqa: S307 - the point of the test
    assert again == pos
    assert isinstance(again.seats, tuple)


@pytest.mark.parametrize("text", RUMMIKUB_POSITIONS)
def test_a_rummikub_position_repr_reads_back_as_an_equal_position(text: str) -> None:
    pos = rummikub.parse(text)
    again = eval(repr(pos), {"Position": RummikubPosition})  # noqa: S307
    assert again == pos
    assert isinstance(again.seats, tuple)


@pytest.mark.parametrize("text", ["h5-b1", "hSB-b4", "s-d1", "@2d3-b1", "@2h5-@1d2", "draw", "pass", " d4-b2 "])
def test_a_skipbo_move_reads_back_from_its_repr_and_is_its_notation(text: str) -> None:
    move = skipbo.parse_move(text)
    assert eval(repr(move), {"Move": SkipboMove}) == move  # noqa: S307
    assert move == text.strip() and str(move) == text.strip() and hash(move) == hash(text.strip())
    assert type(skipbo.dump_move(move)) is str
    assert pickle.loads(pickle.dumps(move)).source_index == move.source_index


@pytest.mark.parametrize("text", ["draw", "pass", "penalty", "t:R1.R2.R3,K9.B9.R9", "t:R11.J.R9", "t:-"])
def test_a_rummikub_move_reads_back_from_its_repr_and_is_its_notation(text: str) -> None:
    move = rummikub.parse_move(text)
    assert eval(repr(move), {"Move": RummikubMove}) == move  # noqa: S307
    assert move == rummikub.dump_move(move) and type(rummikub.dump_move(move)) is str
    assert pickle.loads(pickle.dumps(move)).table == move.table


def test_a_move_is_read_once_and_cannot_be_changed() -> None:
    move = skipbo.parse_move("h5-b1")
    assert skipbo.parse_move(move) is move and rummikub.parse_move(rummikub.Move("draw")).kind == "draw"
    with pytest.raises(AttributeError):
        move.kind = "draw"  # type: ignore[misc]  # the point: a Move is immutable


def test_legal_moves_are_moves_that_still_compare_as_the_strings_they_were() -> None:
    pos = skipbo.parse("b:4,-,-,- / s:6+9 h:5.12 / s:+10")
    moves = skipbo.legal_moves(pos)
    assert all(isinstance(m, skipbo.Move) for m in moves)
    assert moves[:2] == ["h5-b1", "h5-d1"] and "h12-d4" in moves
    assert json.loads(json.dumps(moves)) == moves


def test_solver_answers_are_moves_and_the_strings_the_spec_promises() -> None:
    plan = skipbo.solve(skipbo.parse("b:4,-,-,- / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5"))
    assert plan.moves == ["h5-b1", "s-b1", "h7-b1", "s-b1"]
    assert all(isinstance(m, skipbo.Move) for m in plan.moves) and plan.moves[1].source == "s"
    best = rummikub.solve(rummikub.parse("t:R4.R5.R6 / r:R7.K1 m:1 / r:#14"))
    assert isinstance(best.move, rummikub.Move) and best.move.startswith("t:")
    assert best.move.table == best.table and best.moves == (best.move,)
    assert rummikub.judge(rummikub.parse("t:R4.R5.R6 / r:R7.K1 m:1 / r:#14"), best.move).legal


def _skipbo_candidates() -> list[str]:
    """Every short text built from the move grammar's pieces, well formed or not."""
    parts = ["h5", "h12", "hSB", "h0", "h13", "h", "s", "s1", "d1", "d4", "d5", "d", "b1", "b4", "b0",
             "@2s", "@12d3", "@2h5", "@2b1", "@d1", "@", "@123456789s", "@1234567890s", "@" + "9" * 5000 + "s",
             "x1", ""]
    texts = ["draw", "pass", "Draw", " draw ", "draw-b1", "h5-b1-b2", "h5b1"]
    return texts + [f"{a}-{b}" for a, b in itertools.product(parts, repeat=2)]


def test_the_skipbo_move_grammar_accepts_exactly_what_parse_move_reads() -> None:
    def readable(text: str) -> bool:
        try:
            skipbo.parse_move(text)
        except skipbo.NotationError:
            return False
        return True

    disagree = [t for t in _skipbo_candidates() if bool(skipbo.MOVE.fullmatch(t.strip())) is not readable(t)]
    assert disagree == []
    assert sum(map(readable, _skipbo_candidates())) > 50  # the sample holds plenty of good moves too
