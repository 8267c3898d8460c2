"""FAQ search: the site's search kept to one game's answers, in the reader's language; forgiving of case,
ё typed as е and å/ä/ö typed as a/o; ranked; the htmx request gets only the results partial."""

from __future__ import annotations

import html
import re
from http import HTTPStatus

import pytest
from django.test import Client
from django.utils import translation

from explainer.faq import registry
from explainer.search.analysis import fold
from explainer.search.query import search
from games.registry import GAMES
from tests.conftest import LANGS
from tests.explainer.faq_samples import SAMPLES

pytestmark = pytest.mark.django_db


@pytest.fixture
def samples():
    with registry.use(SAMPLES):
        yield


def answers(game: str, query: str) -> list[str]:
    """The game's FAQ answers for a query, best first (what /<lang>/<game>/faq/?q= lists)."""
    return [h.document.key for h in search(query, games=[game], kinds=["answer"]).hits]


def sloppy(text: str) -> str:
    """How a question gets typed on a phone: upper case, ё as е, å/ä as a, ö as o."""
    return text.upper().replace("Ё", "Е").replace("Å", "A").replace("Ä", "A").replace("Ö", "O")


@pytest.mark.parametrize("text,expected", [
    ("Ещё", "еще"), ("ЁЛКА", "елка"), ("Får", "far"), ("Hyökkää", "hyokkaa"), ("Köp", "kop"),
    ("Café  Déjà", "cafe  deja"), ("STRASSE", "strasse"),
])
def test_fold(text: str, expected: str) -> None:
    assert fold(text) == expected


def test_russian_yo_typed_as_ye(samples) -> None:
    assert answers("skip-bo", "еще раз")[0] == "stockpile-to-discard"
    assert answers("skip-bo", "ЕЩЁ")[0] == "stockpile-to-discard"


def test_swedish_letters_typed_as_a_and_o(samples) -> None:
    assert answers("skip-bo", "kop")[0] == "how-many-cards"
    assert answers("skip-bo", "Köp")[0] == "how-many-cards"
    assert answers("skip-bo", "femma")[0] == "skip-bo-card-as-five"


def test_ranked_by_the_question_first(samples) -> None:
    assert answers("skip-bo", "stockpile discard pile")[0] == "stockpile-to-discard"  # question
    assert answers("skip-bo", "blank spares")[0] == "how-many-cards"  # verdict sentence
    assert answers("skip-bo", "zebra") == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_answer_is_found_first_by_its_question_typed_sloppily(lang: str, game: str) -> None:
    with translation.override(lang):
        for a in registry.faq(game).answers:
            assert a.slug in answers(game, sloppy(str(a.question)))[:2], f"{lang}: {a.question}"


def test_search_works_without_javascript(client: Client, samples) -> None:
    page = client.get("/sv/skip-bo/faq/", {"q": "femma"}).content.decode()
    assert '<html lang="sv"' in page
    assert 'value="femma"' in page
    results = page.split('id="faq-results"', 1)[1]
    assert "/sv/skip-bo/faq/skip-bo-card-as-five/" in results
    assert "/sv/skip-bo/faq/stockpile-to-discard/" not in results


def test_results_show_badges_and_marked_words(client: Client, samples) -> None:
    page = client.get("/en/skip-bo/faq/", {"q": "stockpile discard"}).content.decode()
    item = page.split('class="search-item"', 1)[1].split("</li>", 1)[0]
    assert "<mark>stockpile</mark>" in item and "<mark>discard</mark>" in item
    assert 'class="verdict-badge verdict-badge--no">No<' in item


def test_result_count_is_plural_aware(client: Client, samples) -> None:
    with translation.override("en"):
        assert 'role="status">1 answer · searching for “kop”</p>' in client.get(
            "/en/skip-bo/faq/", {"q": "kop"}).content.decode()
        assert 'role="status">3 answers</p>' in client.get("/en/skip-bo/faq/").content.decode()


def test_no_match_says_so_and_shows_the_way_on(client: Client, samples) -> None:
    page = client.get("/en/skip-bo/faq/", {"q": "zebra"}).content.decode()
    assert "0 answers" in page
    assert "Nothing on this site answers “zebra” well." in page
    assert 'href="/en/skip-bo/check/"' in page and "build the position and ask" in page
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
    field = re.search(r'<input type="search" id="faq-q"[^>]*>', page, re.S).group(0)
    for attribute in ('hx-get="/en/skip-bo/faq/"', 'hx-trigger="input changed delay:250ms, search"',
                      'hx-target="#faq-results"', 'hx-replace-url="true"', 'name="q"'):
        assert attribute in field
    assert "hx-push-url" not in field  # typing makes no history entry per keystroke
    assert '<div id="faq-results"' in page
    assert page.count('id="faq-count"') == 1 and "hx-swap-oob" not in page
