"""Every Rummikub rule id is explained on an illegal attempt in 4 languages, and every puzzle text exists in
ru, fi and sv.

The puzzle-text and busy-board tests wait for the translators: they fail until the new msgids are
translated in locale/*/LC_MESSAGES/django.po (the lead extracts them; never run ``tools.i18n update`` here).
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from django.test import Client
from django.utils import translation

from engine import rummikub
from tests.conftest import TRANSLATED
from tests.site.test_no_english import visible_texts
from tests.tutorial.rummikub.helpers import tries
from tests.tutorial.skipbo.helpers import store_line
from tutorial.feedback import rule_message
from tutorial.games.rummikub.adapter import ADAPTER
from tutorial.puzzles import puzzles

PUZZLES = puzzles("rummikub")
FORBIDDING = sorted(r.id for r in rummikub.RULES.values() if r.kind in ("forbids", "both"))


def example_verdicts() -> dict[str, tuple[str, rummikub.Position, str, dict]]:
    """One real illegal attempt per forbidding rule id, met on the puzzles' reference lines:
    (puzzle slug, position, move, params of that problem)."""
    found: dict[str, tuple[str, rummikub.Position, str, dict]] = {}
    for puzzle in PUZZLES:
        for pos, move in tries(puzzle):
            verdict = rummikub.judge(pos, move)
            for problem in verdict.problems:
                if problem.rule not in found:
                    found[problem.rule] = (puzzle.slug, pos, move, dict(problem.params))
    return found


EXAMPLES = example_verdicts()


def test_every_forbidding_rule_has_a_real_illegal_attempt_in_the_puzzles() -> None:
    assert set(FORBIDDING) <= set(EXAMPLES), sorted(set(FORBIDDING) - set(EXAMPLES))


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
@pytest.mark.parametrize("rule", FORBIDDING)
def test_illegal_feedback_names_the_rule_with_its_numbers_in_every_language(rule: str, lang: str) -> None:
    params = EXAMPLES[rule][3]
    with translation.override("en"):
        english = rule_message(rule, params, False)
    with translation.override(lang):
        message = rule_message(rule, params, False)
    assert message.tone == "bad" and message.link == f"/{lang}/rummikub/#{rule}"
    assert "%(" not in message.text
    for number in re.findall(r"\d+", english.text):
        assert number in message.text, f"{rule} in {lang} lost the number {number}: {message.text}"
    if lang != "en":
        assert message.text != english.text, f"{rule} feedback untranslated in {lang}"


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_an_illegal_end_of_turn_is_explained_on_the_page_in_every_language(lang: str) -> None:
    """The attempt is sent through the board: every problem's localized sentence is shown."""
    client = Client()
    for rule in FORBIDDING:
        slug, pos, move, _params = EXAMPLES[rule]
        puzzle = next(p for p in PUZZLES if p.slug == slug)
        line = list(puzzle.solution)
        k = next(k for k in range(len(line) + 1) if ADAPTER.replay(puzzle, line[:k]).position == pos)
        url = f"/{lang}/rummikub/puzzles/{slug}/"
        client.get(url)
        store_line(client, "rummikub", slug, line[:k])
        html = client.get(url).content.decode()
        step = re.search(r'name="step" value="(\d+)"', html).group(1)
        response = client.post(url, {"move": move, "step": step}, HTTP_HX_REQUEST="true")
        shown = response.content.decode()
        with translation.override(lang):
            for problem in rummikub.judge(pos, move).problems:
                expected = rule_message(problem.rule, dict(problem.params), False).text
                assert expected.replace("'", "&#x27;").replace('"', "&quot;") in shown, (rule, lang, expected)


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
    """Visible texts of a busy board: chosen tiles, a tile move with an invalid set, an illegal end of
    turn, every hint, a split, the timer and the success panel."""
    client = Client()
    texts: set[str] = set()

    def take(response) -> str | None:
        html = response.content.decode()
        texts.update(visible_texts(html, lang))
        found = re.search(r'name="step" value="(\d+)"', html)
        return found.group(1) if found else None

    url = f"/{lang}/rummikub/puzzles/groups-and-runs/"
    step = take(client.get(url + "?from=K7,R7"))
    step = take(client.post(url, {"from": "K7,B7,R7,O7,R7", "to": "new", "step": step}, HTTP_HX_REQUEST="true"))
    step = take(client.post(url, {"move": "end", "step": step}, HTTP_HX_REQUEST="true"))
    for _ in range(3):
        step = take(client.post(url, {"action": "hint", "step": step}, HTTP_HX_REQUEST="true"))
    url = f"/{lang}/rummikub/puzzles/timer-and-penalty/"
    step = take(client.get(url))
    step = take(client.post(url, {"move": "split:1@2", "step": step}, HTTP_HX_REQUEST="true"))
    step = take(client.post(url, {"move": "timeup", "step": step}, HTTP_HX_REQUEST="true"))
    take(client.post(url, {"move": "t:R3.R4.R5.R6.R7,B8.B9.B10", "step": step}, HTTP_HX_REQUEST="true"))
    take(client.get(f"/{lang}/rummikub/puzzles/"))
    return frozenset(texts)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_busy_board_shows_no_english(lang: str) -> None:
    leaked = sorted(_board_texts("en") & _board_texts(lang))
    assert not leaked, f"the {lang} board shows English text: {leaked[:10]}"
