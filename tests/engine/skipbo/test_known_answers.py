"""Known answers: positions, moves and the verdicts the rules give (file ``known_answers.txt``).

Every worked example of the source documents is in the file; each rule appears both ways where it
has both, and together the cases make the engine return every rule id in the registry."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine import skipbo

FILE = Path(__file__).with_name("known_answers.txt")


@dataclass(frozen=True)
class Case:
    line: int
    position: str
    move: str
    legal: bool
    rule: str
    params: dict
    after: str
    note: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.move} ({self.note})"


def load() -> list[Case]:
    cases = []
    for number, raw in enumerate(FILE.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        parts += [""] * (7 - len(parts))
        position, move, legal, rule, params, after, note = parts[:7]
        assert legal in ("legal", "illegal"), f"line {number}: {legal!r}"
        cases.append(Case(number, position, move, legal == "legal", rule, json.loads(params or "{}"),
                          after, note))
    return cases


CASES = load()


def test_there_are_at_least_sixty_cases() -> None:
    assert len(CASES) >= 60


@pytest.mark.parametrize("case", CASES, ids=str)
def test_verdict(case: Case) -> None:
    pos = skipbo.parse(case.position)
    verdict = skipbo.judge(pos, case.move)
    assert (verdict.legal, verdict.rule) == (case.legal, case.rule), verdict
    for key, value in case.params.items():
        assert verdict.params[key] == value, (key, verdict.params)
    assert set(verdict.params) == set(skipbo.RULES[verdict.rule].params)
    for problem in verdict.problems:
        assert problem.rule in skipbo.RULES
        assert set(problem.params) == set(skipbo.RULES[problem.rule].params), problem


@pytest.mark.parametrize("case", CASES, ids=str)
def test_play_agrees_with_judge(case: Case) -> None:
    pos = skipbo.parse(case.position)
    before = skipbo.dump(pos)
    if not case.legal:
        with pytest.raises(skipbo.IllegalMove) as error:
            skipbo.play(pos, case.move)
        assert error.value.verdict.rule == case.rule
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
    seen = {(c.rule, c.legal) for c in CASES}
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
