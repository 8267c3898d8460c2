"""FAQ search: server-side, in the reader's language, tolerant of case, ё/е and å/ä/ö typed as a/o; the
htmx request gets only the results partial."""

from __future__ import annotations

import html
import re
from http import HTTPStatus

import pytest
from django.test import Client
from django.utils import translation

from explainer.faq import registry, search
from games.registry import GAMES
from tests.conftest import LANGS
from tests.explainer.faq_samples import SAMPLES

pytestmark = pytest.mark.django_db


@pytest.fixture
def samples():
    with registry.use(SAMPLES):
        yield


def slugs(game: str, query: str) -> list[str]:
    return [a.slug for a in search.search(game, query)]


def sloppy(text: str) -> str:
    """How a question gets typed on a phone: upper case, ё as е, å/ä as a, ö as o."""
    return text.upper().replace("Ё", "Е").replace("Å", "A").replace("Ä", "A").replace("Ö", "O")


@pytest.mark.parametrize("text,expected", [
    ("Ещё", "еще"), ("ЁЛКА", "елка"), ("Får", "far"), ("Hyökkää", "hyokkaa"), ("Köp", "kop"),
    ("Café  Déjà", "cafe deja"), ("STRASSE", "strasse"),
])
def test_normalize(text: str, expected: str) -> None:
    assert search.normalize(text) == expected


def test_russian_yo_typed_as_ye(samples) -> None:
    assert slugs("skip-bo", "еще раз") == ["stockpile-to-discard"]
    assert slugs("skip-bo", "ЕЩЁ") == ["stockpile-to-discard"]


def test_swedish_and_finnish_letters_typed_as_a_and_o(samples) -> None:
    assert slugs("skip-bo", "far man") == ["skip-bo-card-as-five"]
    assert slugs("skip-bo", "kop") == ["how-many-cards"]
    assert slugs("skip-bo", "Köp") == ["how-many-cards"]


def test_case_does_not_matter_and_every_word_must_match(samples) -> None:
    assert slugs("skip-bo", "SKIP-BO CARD") == ["skip-bo-card-as-five"]
    assert slugs("skip-bo", "stockpile building") == ["stockpile-to-discard"]
    assert slugs("skip-bo", "stockpile zebra") == []


def test_searches_question_verdict_and_explanation(samples) -> None:
    assert slugs("skip-bo", "discard pile?") == ["stockpile-to-discard"]  # question
    assert slugs("skip-bo", "blank spares") == ["how-many-cards"]  # verdict sentence
    assert slugs("skip-bo", "femma") == ["skip-bo-card-as-five"]  # explanation


def test_empty_query_lists_all(samples) -> None:
    assert slugs("skip-bo", "") == slugs("skip-bo", "   ") == [a.slug for a in registry.faq("skip-bo").answers]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_answer_is_found_by_its_question_typed_sloppily(lang: str, game: str) -> None:
    with translation.override(lang):
        for a in registry.faq(game).answers:
            assert a.slug in slugs(game, sloppy(str(a.question))), f"{lang}: {a.question}"


@pytest.mark.parametrize("lang", ["fi", "sv"])
def test_translated_questions_with_aao_are_found_without_them(lang: str) -> None:
    """Finnish and Swedish questions use å/ä/ö (needs the catalogs); typed with a/o they are found."""
    with translation.override(lang):
        found = 0
        for game, a in registry.all_answers():
            question = str(a.question)
            if re.search("[åäöÅÄÖ]", question):
                plain = question.translate(str.maketrans("åäöÅÄÖ", "aaoAAO"))
                assert a.slug in slugs(game, plain)
                found += 1
    assert found, f"no {lang} question has å, ä or ö: is the {lang} catalog translated?"


def test_search_works_without_javascript(client: Client, samples) -> None:
    page = client.get("/sv/skip-bo/faq/", {"q": "far man"}).content.decode()
    assert '<html lang="sv"' in page
    assert 'value="far man"' in page
    assert "/sv/skip-bo/faq/skip-bo-card-as-five/" in page
    assert "/sv/skip-bo/faq/stockpile-to-discard/" not in page.split('id="faq-results"', 1)[1]


def test_result_count_is_plural_aware(client: Client, samples) -> None:
    with translation.override("en"):
        assert 'role="status">1 answer · searching for “kop”</p>' in client.get(
            "/en/skip-bo/faq/", {"q": "kop"}).content.decode()
        assert 'role="status">3 answers</p>' in client.get("/en/skip-bo/faq/").content.decode()


def test_no_match_says_so_and_offers_to_clear(client: Client, samples) -> None:
    page = client.get("/en/skip-bo/faq/", {"q": "zebra"}).content.decode()
    assert "0 answers" in page
    assert "No answers match “zebra”" in page
    assert '<a href="/en/skip-bo/faq/">Clear the search and show all questions</a>' in page


def test_query_is_escaped(client: Client, samples) -> None:
    page = client.get("/en/skip-bo/faq/", {"q": '<script>"x"'}).content.decode()
    assert "<script>\"x\"" not in page and html.escape('<script>"x"') in page


def test_htmx_request_gets_only_the_results_partial(client: Client, samples) -> None:
    response = client.get("/en/skip-bo/faq/", {"q": "kop"}, HTTP_HX_REQUEST="true")
    assert response.status_code == HTTPStatus.OK
    part = response.content.decode()
    assert "<html" not in part and "<form" not in part and "<h1" not in part
    assert "/en/skip-bo/faq/how-many-cards/" in part and "/en/skip-bo/faq/stockpile-to-discard/" not in part
    # The new count goes out of band into the page's persistent status line.
    assert re.search(r'<p id="faq-count" class="faq-count" role="status" hx-swap-oob="innerHTML">\s*1 answer', part)


def test_htmx_history_restore_gets_the_whole_page(client: Client, samples) -> None:
    response = client.get("/en/skip-bo/faq/", {"q": "kop"}, HTTP_HX_REQUEST="true",
                          HTTP_HX_HISTORY_RESTORE_REQUEST="true")
    assert "<html" in response.content.decode()
    assert "HX-Request" in response["Vary"]


def test_full_page_has_the_live_search_wiring(client: Client, samples) -> None:
    page = client.get("/en/skip-bo/faq/").content.decode()
    field = re.search(r'<input type="search"[^>]*>', page, re.S).group(0)
    for attribute in ('hx-get="/en/skip-bo/faq/"', 'hx-trigger="input changed delay:250ms, search"',
                      'hx-target="#faq-results"', 'hx-push-url="true"', 'name="q"'):
        assert attribute in field
    assert '<div id="faq-results"' in page
    assert page.count('id="faq-count"') == 1 and "hx-swap-oob" not in page
