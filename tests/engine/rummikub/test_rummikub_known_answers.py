"""Known-answer cases for the Rummikub judge (``known_answers.txt``, in the format of
``tests/engine/known_answers.py``): every rule both ways, and every worked example of the Russian source.
Each case gives the position, the move, whether it is legal, the deciding rule id and every further
problem in order, and the key params that must match."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import rummikub
from tests.engine.known_answers import Case, check, load

CASES = load(Path(__file__).with_name("known_answers.txt"))


def test_there_are_enough_known_answers() -> None:
    assert len(CASES) >= 60
    assert len({case.note for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=str)
def test_known_answer(case: Case) -> None:
    check(case, rummikub.judge(rummikub.parse(case.position), case.move))


def test_every_rule_id_is_returned_by_some_known_answer() -> None:
    returned = {reported.id for case in CASES for reported in (case.rule, *case.also)}
    assert returned == set(rummikub.RULES)


def test_every_returned_param_is_declared_in_the_registry() -> None:
    for case in CASES:
        verdict = rummikub.judge(rummikub.parse(case.position), case.move)
        for rule, params in [(verdict.rule, verdict.params)] + [(p.rule, p.params) for p in verdict.problems]:
            assert set(params) == set(rummikub.RULES[rule].params), (case.note, rule)


def test_legal_known_answers_play_to_a_valid_table() -> None:
    for case in CASES:
        if case.legal:
            after = rummikub.play(rummikub.parse(case.position), case.move)
            assert all(rummikub.check_set(tile_set) == [] for tile_set in after.table), case.note
