"""The search finds what players ask, in their own words: the project's test set of natural questions
(tests/search/questions/<lang>.tsv, written as players type them, none a copy of a FAQ question) must
have an accepted page in the top three for at least 90 % of the questions in every language."""

from __future__ import annotations

import pytest
from django.utils import translation

from explainer.search.query import index_for, search
from tests.conftest import LANGS
from tools.search_quality import TARGET, TOP, hit_rate, questions, run

ISSUE_EXAMPLES = {
    # The questions the issue quotes, each with the answer it must find first among its game's results.
    "ru": [("забрать джокер", "rummikub/faq/joker-to-rack/"),
           ("можно ли взять джокера со стола", "rummikub/faq/joker-to-rack/"),
           ("сколько карт раздавать", "skip-bo/faq/stockpile-always-30/")],
    "fi": [("voiko skip-bo kortin laittaa poistopinoon", "skip-bo/faq/skip-bo-card-on-discard-pile/")],
    "sv": [("får man slänga skip-bo kort", "skip-bo/faq/skip-bo-card-on-discard-pile/")],
    "en": [("who starts", "skip-bo/faq/who-goes-first/")],
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_test_set_is_big_enough_and_names_real_pages(lang: str) -> None:
    asked = questions(lang)
    assert len(asked) >= 40, f"{lang}: only {len(asked)} questions"
    assert len({q.text for q in asked}) == len(asked), f"{lang}: a question is listed twice"
    with translation.override(lang):
        known = {d.url.removeprefix(f"/{lang}/") for d in index_for(lang).documents}
    for q in asked:
        assert q.accepted <= known, f"{lang}: {q.text!r} accepts pages that are not indexed: {q.accepted - known}"


@pytest.mark.parametrize("lang", LANGS)
def test_players_questions_find_their_answer_in_the_top_three(lang: str) -> None:
    outcomes = run(lang)
    misses = [f"{o.question.text!r} → {o.found[:TOP]}" for o in outcomes if not o.hit]
    assert hit_rate(outcomes) >= TARGET, f"{lang}: {hit_rate(outcomes):.0%} found; missed:\n" + "\n".join(misses)


@pytest.mark.parametrize("lang", LANGS)
def test_the_issues_own_examples_find_their_answers(lang: str) -> None:
    with translation.override(lang):
        for text, expected in ISSUE_EXAMPLES[lang]:
            paths = [h.document.url.removeprefix(f"/{lang}/") for h in search(text).hits[:TOP]]
            assert expected in paths, f"{text!r} → {paths}"
