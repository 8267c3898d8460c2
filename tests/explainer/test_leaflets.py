"""The reader's own Skip-Bo leaflet first (issue 11): the picker, the cookie, ?leaflet= in shared links,
the rules page's "who starts" and partner talk, the "it depends" FAQ answers, and the page cache keeping
the variants apart."""

from __future__ import annotations

import re
from http import HTTPStatus

import pytest
from django.test import Client
from django.utils import translation

from games import leaflets

LANGS = ("en", "ru", "fi", "sv")
pytestmark = pytest.mark.django_db


def _first(html: str, section: str) -> str:
    """The first statement of a leaflet point inside the section with this id."""
    part = html.split(f'id="{section}"', 1)[1]
    return re.search(r'<p class="leaflet-point__first">(.*?)</p>', part, re.S)[1]


def _said(point: str, code: str, lang: str) -> str:
    with translation.override(lang):
        return str(leaflets.POINTS[point][code])


@pytest.mark.parametrize("lang", LANGS)
def test_the_finnish_leaflet_puts_the_dealer_first_and_switching_back_restores_the_default(lang: str) -> None:
    client = Client()
    dealer, youngest = _said("who-starts", "finnish", lang), _said("who-starts", "42050-0925", lang)
    chosen = client.get(f"/{lang}/skip-bo/", {"leaflet": "finnish"})
    assert chosen.status_code == HTTPStatus.OK
    first = _first(chosen.content.decode(), "who-starts")
    assert dealer in first and youngest not in first
    assert youngest in chosen.content.decode()             # the default is still there, as a note
    assert chosen.cookies[leaflets.COOKIE].value == "finnish"
    remembered = client.get(f"/{lang}/skip-bo/")            # the cookie alone keeps the choice
    assert dealer in _first(remembered.content.decode(), "who-starts")
    back = client.get(f"/{lang}/skip-bo/", {"leaflet": "42050-0925"})
    assert youngest in _first(back.content.decode(), "who-starts")
    again = client.get(f"/{lang}/skip-bo/")
    assert youngest in _first(again.content.decode(), "who-starts")
    assert dealer not in _first(again.content.decode(), "who-starts")


def test_without_a_choice_the_default_leaflet_comes_first_and_pages_vary_by_cookie() -> None:
    response = Client().get("/en/skip-bo/")
    assert "youngest player" in _first(response.content.decode(), "who-starts")
    assert "Cookie" in response["Vary"]
    assert leaflets.COOKIE not in response.cookies


def test_an_unknown_leaflet_in_a_link_is_ignored() -> None:
    response = Client().get("/en/skip-bo/", {"leaflet": "42050"}, follow=True)
    assert response.status_code == HTTPStatus.OK
    assert response.redirect_chain == [("/en/skip-bo/", HTTPStatus.MOVED_PERMANENTLY)]  # the canonical address
    assert "youngest player" in _first(response.content.decode(), "who-starts")


def test_partner_talk_follows_the_leaflet() -> None:
    client = Client()
    page = client.get("/en/skip-bo/", {"leaflet": "finnish"}).content.decode()
    assert "you may ask your partner to play a certain card" in _first(page, "partner-play")
    page = client.get("/en/skip-bo/", {"leaflet": "42050-0925"}).content.decode()
    assert "Partners may not discuss moves" in _first(page, "partner-play")


def test_a_leaflet_silent_on_a_point_says_so_and_shows_the_default() -> None:
    page = Client().get("/en/skip-bo/", {"leaflet": "42050-0922"}).content.decode()
    first = _first(page, "partner-play")
    assert "does not say" in first and "Partners may not discuss moves" in first


@pytest.mark.parametrize(("slug", "point"), [("who-goes-first", "who-starts"), ("partner-talking", "partner-talk")])
def test_it_depends_answers_show_the_readers_leaflet_first_and_share_it(slug: str, point: str) -> None:
    client = Client()
    html = client.get(f"/fi/skip-bo/faq/{slug}/", {"leaflet": "finnish"}).content.decode()
    assert _said(point, "finnish", "fi") in _first(html, "question")
    assert "?leaflet=finnish" in html                      # the link to share carries the choice
    html = client.get(f"/fi/skip-bo/faq/{slug}/", {"leaflet": "42050-0925"}).content.decode()
    assert _said(point, "42050-0925", "fi") in _first(html, "question")
    assert "?leaflet=" not in html.split('id="share-url"', 1)[1].split(">", 1)[0]


def test_the_page_cache_keeps_each_readers_leaflet() -> None:
    """Two readers, two cookies, one URL: the stored copy of one is never served to the other."""
    finnish, default = Client(), Client()
    finnish.cookies[leaflets.COOKIE] = "finnish"
    for _ in range(2):
        assert "dealer" in _first(finnish.get("/en/skip-bo/").content.decode(), "who-starts")
        assert "youngest" in _first(default.get("/en/skip-bo/").content.decode(), "who-starts")
