"""The search page, /<lang>/search/?q=: results grouped by game with badges and marked words, the htmx
partial for the header's panel, and every kind of bad input answered with a localized message, never a 500."""

from __future__ import annotations

import re
from http import HTTPStatus

import pytest
from django.test import Client, RequestFactory
from django.utils import translation

from config.pagecache.variants import page_variant
from explainer.search.query import MAX_LENGTH
from tests.conftest import LANGS

pytestmark = pytest.mark.django_db


def results_of(page: str) -> str:
    return page.split('id="search-results"', 1)[1].split("</main>", 1)[0]


def test_results_are_grouped_by_game_with_badges_and_marks(client: Client) -> None:
    page = client.get("/ru/search/", {"q": "можно ли взять джокера со стола"}).content.decode()
    part = results_of(page)
    assert re.search(r'<h2 id="search-rummikub">Руммикуб</h2>', part)
    first = part.split('class="search-item"', 1)[1].split("</li>", 1)[0]
    assert 'href="/ru/rummikub/faq/' in first
    assert '<span class="verdict-badge verdict-badge--no">Нет</span>' in first
    assert "<mark>джокер</mark>" in first
    assert 'value="можно ли взять джокера со стола"' in page


def test_a_question_naming_both_kinds_of_joker_shows_both_games(client: Client) -> None:
    part = results_of(client.get("/ru/search/", {"q": "джокер"}).content.decode())
    assert 'id="search-rummikub"' in part and 'id="search-skip-bo"' in part


def test_htmx_gets_the_results_partial_and_the_panel_nothing_for_an_empty_field(client: Client) -> None:
    part = client.get("/en/search/", {"q": "who starts"}, HTTP_HX_REQUEST="true",
                      HTTP_HX_TARGET="site-search-panel").content.decode()
    assert "<html" not in part and 'class="search-group"' in part
    assert 'href="/en/search/?q=who%20starts"' in part  # the way to the whole page
    empty = client.get("/en/search/", {"q": ""}, HTTP_HX_REQUEST="true", HTTP_HX_TARGET="site-search-panel")
    assert empty.status_code == HTTPStatus.OK and empty.content == b""
    own = client.get("/en/search/", {"q": "who starts"}, HTTP_HX_REQUEST="true", HTTP_HX_TARGET="search-results")
    assert 'hx-swap-oob="innerHTML"' in own.content.decode()  # the page's own count line


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_has_the_header_field_and_a_plain_get_form(client: Client, lang: str) -> None:
    page = client.get(f"/{lang}/rummikub/glossary/").content.decode()
    form = re.search(r'<form class="site-search" method="get" action="/' + lang
                     + r'/search/" role="search" data-htmx-src="[^"]+">.*?</form>',
                     page, re.S)
    assert form, "no search form in the header"
    assert 'hx-target="#site-search-panel"' in form.group(0) and "hx-push-url" not in form.group(0)
    home = client.get(f"/{lang}/").content.decode()
    assert 'id="home-q"' in home


BAD = {
    "empty": "",
    "spaces": "   \t ",
    "punctuation": "?!… — ??",
    "stop words": "can I do it",
    "binary": "\x00\x01\x7f\ufffd",
    "mixed scripts": "джокер joker jokeri 🃏 ２",
    "html": '<script>alert("x")</script><b>joker</b>',
    "huge": "joker " * 3000,
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", list(BAD))
def test_bad_input_gets_a_page_never_a_500(client: Client, lang: str, kind: str) -> None:
    for path in (f"/{lang}/search/", f"/{lang}/skip-bo/faq/"):
        response = client.get(path, {"q": BAD[kind]})
        assert response.status_code == HTTPStatus.OK, (path, kind)
        page = response.content.decode()
        assert "<script>alert" not in page and "<b>joker</b>" not in page
        with translation.override(lang):
            if kind == "huge":
                assert translation.ngettext("Only the first %(max)s character of your question was searched.",
                                            "Only the first %(max)s characters of your question were searched.",
                                            MAX_LENGTH) % {"max": MAX_LENGTH} in page


def test_only_stop_words_says_there_is_nothing_to_search_for(client: Client) -> None:
    page = client.get("/sv/search/", {"q": "får man det?"}).content.decode()
    assert "innehåller inga ord att söka på" in page


def test_html_is_escaped_in_the_echo_and_the_highlight(client: Client) -> None:
    page = client.get("/en/search/", {"q": "<i>discard</i> pile"}).content.decode()
    assert "&lt;i&gt;discard&lt;/i&gt; pile" in page and "<i>discard</i>" not in page
    assert "<mark>discard</mark>" in page


def test_a_typo_offers_the_spelling_the_texts_use(client: Client) -> None:
    page = client.get("/en/search/", {"q": "jokr"}).content.decode()
    assert 'Did you mean: <a href="/en/search/?q=joker">joker</a>' in page


def test_nothing_good_says_so_with_the_nearest_sections_and_the_checker(client: Client) -> None:
    page = client.get("/fi/search/", {"q": "zebra giraffe"}).content.decode()
    assert "Tällä sivustolla ei ole hyvää vastausta kysymykseen ”zebra giraffe”." in page
    assert 'href="/fi/skip-bo/check/"' in page and 'href="/fi/rummikub/check/"' in page
    assert 'href="/fi/skip-bo/"' in page  # the rules pages, when not even a section comes close


def test_search_pages_are_never_stored_in_the_shared_page_cache(client: Client) -> None:
    response = client.get("/en/search/", {"q": "who starts"})
    assert response.status_code == HTTPStatus.OK
    assert "ETag" in response  # validators still answer a repeated query with 304 …
    etag = response["ETag"]
    assert client.get("/en/search/", {"q": "who starts"}, HTTP_IF_NONE_MATCH=etag).status_code == 304
    request = RequestFactory().get("/en/search/", {"q": "who starts"})
    assert not page_variant(request).storable  # … but free text never fills the server's cache
