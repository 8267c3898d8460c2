"""The shared known-answers format refuses a malformed case by name, so a typo in either game's file
fails loudly instead of silently asserting less."""

from __future__ import annotations

import pytest

from tests.engine.known_answers import parse

GOOD = """position: w:+30 / s:1 / s:+5
move: s-b1
legal: yes
rule: skipbo.win.stockpile-empty {"seat": 0}
note: ruling"""


def test_a_case_reads_with_comments_and_further_problems() -> None:
    case, = parse("# heading\n\n" + GOOD.replace("legal: yes", "legal: no") + "\nalso: a.b {\"set\": 2}\nalso: c.d\n")
    assert (case.line, case.legal, case.rule.params) == (3, False, {"seat": 0})
    assert [(r.id, dict(r.params)) for r in case.also] == [("a.b", {"set": 2}), ("c.d", {})]


@pytest.mark.parametrize("change,message", [
    (("note: ruling", "notes: ruling"), "unknown key 'notes'"),
    (("move: s-b1\n", ""), "missing move"),
    (("legal: yes", "legal: true"), "legal is 'yes' or 'no'"),
    (('{"seat": 0}', "{seat: 0}"), "params are not JSON"),
    (('{"seat": 0}', "[0]"), "params must be a JSON object"),
    (("note: ruling", "note: ruling\nmove: h1-b1"), "'move' given twice"),
    (("note: ruling", "note ruling"), "expected 'key: value'"),
])
def test_a_malformed_case_is_refused_by_name(change: tuple[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse(GOOD.replace(*change))
