"""Known-answer cases for the Rummikub judge (known_answers.json): every rule both ways, and every
worked example of the Russian source. Each case gives the position, the move, whether it is legal, the
rule ids of all problems in order (or the allowing rule), and the key params that must match."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import rummikub

CASES: list[dict[str, Any]] = json.loads((Path(__file__).with_name("known_answers.json")).read_text("utf-8"))


def test_there_are_enough_known_answers() -> None:
    assert len(CASES) >= 60
    assert len({case["name"] for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_known_answer(case: dict[str, Any]) -> None:
    verdict = rummikub.judge(rummikub.parse(case["position"]), case["move"])
    found = [p.rule for p in verdict.problems] if verdict.problems else [verdict.rule]
    details = [dict(p.params) for p in verdict.problems]
    assert (verdict.legal, found) == (case["legal"], case["rules"]), details
    by_rule = {p.rule: dict(p.params) for p in verdict.problems} or {verdict.rule: dict(verdict.params)}
    for rule, expected in case["params"].items():
        assert {key: by_rule[rule].get(key) for key in expected} == expected, rule


def test_every_rule_id_is_returned_by_some_known_answer() -> None:
    returned: set[str] = set()
    for case in CASES:
        returned.update(case["rules"])
    assert returned == set(rummikub.RULES)


def test_every_returned_param_is_declared_in_the_registry() -> None:
    for case in CASES:
        verdict = rummikub.judge(rummikub.parse(case["position"]), case["move"])
        for rule, params in [(verdict.rule, verdict.params)] + [(p.rule, p.params) for p in verdict.problems]:
            assert set(params) == set(rummikub.RULES[rule].params), (case["name"], rule)


def test_legal_known_answers_play_to_a_valid_table() -> None:
    for case in CASES:
        if case["legal"]:
            pos = rummikub.parse(case["position"])
            after = rummikub.play(pos, case["move"])
            assert all(rummikub.check_set(tile_set) == [] for tile_set in after.table), case["name"]
