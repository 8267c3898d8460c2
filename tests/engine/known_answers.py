"""Known answers, one format for both games: a position, a move and what the rules say about it.

Each game keeps its cases in ``tests/engine/<game>/known_answers.txt``; its tests load them here and
check the engine's verdicts with ``check``. A case is a block of ``key: value`` lines, blocks apart by
a blank line; ``#`` starts a comment line (section headings name the source documents)::

    position: b:4,-,-,- w:+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5
    move:     h5-b1
    legal:    yes
    rule:     skipbo.build.next-number {"card": "5", "pile": 1, "shows": 4, "needs": 5}
    after:    b:5,-,-,- w:+30 / s:6.8+22 h:1.7.9.12 / s:8+19 h:#5
    note:     002 the worked turn of the Finnish rules

``rule`` is the rule id that decides the verdict, then (optionally) a JSON object of params the verdict
must carry (a subset: only what the source states). ``also`` (any number, in order) names each further
problem an illegal verdict reports, with its params the same way; a case without ``also`` asserts that
there are none. ``after`` (optional) is the position ``play`` returns, canonical. ``note`` cites the
source (a seed document number, the booklet, or "ruling" where the sources are silent).

>>> case, = parse('position: w:+30 / s:1 / s:+5\\nmove: s-b1\\nlegal: yes\\nrule: skipbo.win.stockpile-empty\\nnote: x')
>>> case.legal, case.rule.id, case.rule.params, case.also
(True, 'skipbo.win.stockpile-empty', {}, ())
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

KEYS = ("position", "move", "legal", "rule", "also", "after", "note")
REQUIRED = ("position", "move", "legal", "rule", "note")
MISSING = "<not in the verdict>"


@dataclass(frozen=True)
class Reported:
    """A rule id a verdict must report, and the params it must carry (a subset of them)."""

    id: str
    params: Mapping[str, Any]


@dataclass(frozen=True)
class Case:
    line: int
    position: str
    move: str
    legal: bool
    rule: Reported
    also: tuple[Reported, ...]
    after: str | None
    note: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.move} ({self.note})"


def _reported(text: str, where: str) -> Reported:
    rule, _, params = text.partition(" ")
    try:
        found = json.loads(params) if params.strip() else {}
    except json.JSONDecodeError as error:
        raise ValueError(f"{where}: params are not JSON: {error}") from None
    if not isinstance(found, dict):
        raise ValueError(f"{where}: params must be a JSON object")
    return Reported(rule, found)


def _case(line: int, fields: list[tuple[str, str]]) -> Case:
    where = f"case at line {line}"
    seen: dict[str, str] = {}
    also: list[Reported] = []
    for key, value in fields:
        if key not in KEYS:
            raise ValueError(f"{where}: unknown key {key!r} (keys: {', '.join(KEYS)})")
        if key == "also":
            also.append(_reported(value, where))
        elif key in seen:
            raise ValueError(f"{where}: {key!r} given twice")
        else:
            seen[key] = value
    missing = [key for key in REQUIRED if not seen.get(key)]
    if missing:
        raise ValueError(f"{where}: missing {', '.join(missing)}")
    if seen["legal"] not in ("yes", "no"):
        raise ValueError(f"{where}: legal is 'yes' or 'no', not {seen['legal']!r}")
    return Case(line, seen["position"], seen["move"], seen["legal"] == "yes", _reported(seen["rule"], where),
                tuple(also), seen.get("after") or None, seen["note"])


def parse(text: str) -> list[Case]:
    """The cases of a known-answers text, in file order; malformed blocks raise ``ValueError``."""
    cases: list[Case] = []
    block: list[tuple[str, str]] = []
    start = 0
    for number, raw in enumerate([*text.splitlines(), ""], 1):
        line = raw.strip()
        if line.startswith("#"):
            continue
        if not line:
            if block:
                cases.append(_case(start, block))
            block = []
            continue
        key, colon, value = line.partition(":")
        if not colon:
            raise ValueError(f"line {number}: expected 'key: value', got {line!r}")
        if not block:
            start = number
        block.append((key.strip(), value.strip()))
    return cases


def load(path: Path) -> list[Case]:
    return parse(path.read_text(encoding="utf-8"))


def check(case: Case, verdict: Any) -> None:
    """The engine's verdict says what the case says: legal or not, the deciding rule and every further
    problem in order, each with (at least) the params the case gives."""
    first, *further = verdict.problems or [verdict]
    got = (verdict.legal, verdict.rule, first.rule, [p.rule for p in further])
    assert got == (case.legal, case.rule.id, case.rule.id, [r.id for r in case.also]), (got, verdict)
    for expected, params in [(case.rule, verdict.params), *zip(case.also, [p.params for p in further], strict=True)]:
        shown = {key: params[key] if key in params else MISSING for key in expected.params}
        assert shown == dict(expected.params), (expected.id, dict(params))
