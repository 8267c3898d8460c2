"""Every puzzle text and every feedback sentence exists in ru, fi and sv, with the verdict's numbers.

These tests wait for the translators: they fail until the new tutorial msgids are translated in
locale/*/LC_MESSAGES/django.po (the lead extracts them; never run ``tools.i18n update`` here).
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from django.test import Client
from django.utils import translation

from engine import skipbo
from tests.conftest import TRANSLATED
from tests.site.test_no_english import visible_texts
from tests.tutorial.skipbo.helpers import candidate_moves, positions_on_the_line
from tutorial.feedback import rule_message
from tutorial.puzzles import puzzles

PUZZLES = puzzles("skip-bo")
FORBIDDING = sorted(r.id for r in skipbo.RULES.values() if r.kind in ("forbids", "both"))


def example_verdicts() -> dict[str, skipbo.Verdict]:
    """One real illegal verdict per forbidding rule id, met on the puzzles' reference lines."""
    found: dict[str, skipbo.Verdict] = {}
    for puzzle in PUZZLES:
        for pos in positions_on_the_line(puzzle):
            for move in candidate_moves(pos):
                verdict = skipbo.judge(pos, move)
                if not verdict.legal and verdict.rule not in found:
                    found[verdict.rule] = verdict
    return found


EXAMPLES = example_verdicts()


def test_every_forbidding_rule_has_a_real_example_in_the_puzzles() -> None:
    assert set(FORBIDDING) <= set(EXAMPLES), sorted(set(FORBIDDING) - set(EXAMPLES))


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
@pytest.mark.parametrize("rule", FORBIDDING)
def test_illegal_feedback_names_the_rule_with_its_numbers_in_every_language(rule: str, lang: str) -> None:
    verdict = EXAMPLES[rule]
    with translation.override("en"):
        english = rule_message(rule, dict(verdict.params), False)
    with translation.override(lang):
        message = rule_message(rule, dict(verdict.params), False)
    assert message.tone == "bad" and message.link.endswith(f"#{rule}") and message.link.startswith(f"/{lang}/")
    assert "%(" not in message.text
    for number in re.findall(r"\d+", english.text):
        assert number in message.text, f"{rule} in {lang} lost the number {number}: {message.text}"
    if lang != "en":
        assert message.text != english.text, f"{rule} feedback untranslated in {lang}"
        assert message.link_text != english.link_text, f"{rule} link text untranslated in {lang}"


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.slug for p in PUZZLES])
def test_every_puzzle_text_is_translated(puzzle, lang: str) -> None:
    texts = [puzzle.title, puzzle.instructions, puzzle.why, *puzzle.hints]
    with translation.override("en"):
        english = [str(t) for t in texts]
    with translation.override(lang):
        translated = [str(t) for t in texts]
    untranslated = [e for e, t in zip(english, translated, strict=True) if e == t]
    assert not untranslated, f"{puzzle.slug} in {lang}: {untranslated}"


@cache  # the English board is read once, not once per language it is compared with
def _board_texts(lang: str) -> frozenset[str]:
    """Visible texts of a busy board: a chosen card, an illegal and a legal move, every hint, a stale
    form, and the success panel."""
    client = Client()
    url = f"/{lang}/skip-bo/puzzles/next-number/"
    texts: set[str] = set()

    def step(response) -> str:
        found = re.search(r'name="step" value="(\d+)"', response.content.decode())
        return found.group(1) if found else ""

    def take(response) -> str:
        texts.update(visible_texts(response.content.decode(), lang))
        return step(response)

    token = take(client.get(url + "?from=s"))
    token = take(client.post(url, {"from": "s", "to": "b1", "step": token}, HTTP_HX_REQUEST="true"))
    for _ in range(4):
        token = take(client.post(url, {"action": "hint", "step": token}, HTTP_HX_REQUEST="true"))
    take(client.post(url, {"action": "undo", "step": "0"}, HTTP_HX_REQUEST="true"))
    for move in ("h5-b1", "s-b1", "h7-b1", "s-b1"):
        source, target = move.split("-")
        token = take(client.post(url, {"from": source, "to": target, "step": token}, HTTP_HX_REQUEST="true"))
    take(client.get(f"/{lang}/skip-bo/puzzles/"))
    return frozenset(texts)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_busy_board_shows_no_english(lang: str) -> None:
    leaked = sorted(_board_texts("en") & _board_texts(lang))
    assert not leaked, f"the {lang} board shows English text: {leaked[:10]}"
