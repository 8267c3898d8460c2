"""What a game's pages tell search engines and other hosts.

A game, its replay and its series are opened by an unguessable key that is never linked from a public
page: they need no ``noindex`` (which costs a third of Lighthouse's SEO score). Their canonical link,
og:url and hreflang alternates name the game's start page, so a search engine that somehow meets the
keyed address files it under the public start page, and the key is not repeated in any of them; they are
never cached, and the site's Referrer-Policy keeps the key from leaving the site. A shared position is
meant to be shared: it is an ordinary public page with its own canonical address."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from play.models import Match
from tests.play.test_replay import share_link
from tests.play.test_skipbo_game import start, stored

pytestmark = pytest.mark.django_db

START = "http://testserver/{lang}/skip-bo/play/"


def head(html: str) -> str:
    return html.split("</head>", 1)[0]


def assert_filed_under_the_start_page(response, lang: str = "en") -> None:
    html = head(response.content.decode())
    assert 'name="robots"' not in html
    assert f'<link rel="canonical" href="{START.format(lang=lang)}">' in html
    assert f'<meta property="og:url" content="{START.format(lang=lang)}">' in html
    alternates = re.findall(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">', html)
    assert alternates == [(code, START.format(lang=code)) for code in ("en", "ru", "fi", "sv")] + [
        ("x-default", "http://testserver/skip-bo/play/")]
    control = response["Cache-Control"]
    assert "private" in control and "no-store" in control and "public" not in control
    assert response["Referrer-Policy"] == "same-origin"


def test_a_game_its_replay_and_its_series_name_the_start_page_and_never_their_key() -> None:
    client = Client()
    url = start(client)
    match = stored(url)
    for page in (url, f"{url}replay/?step=0", f"/en/skip-bo/play/series/{match.series.key}/"):
        response = client.get(page)
        assert response.status_code == 200, page
        assert_filed_under_the_start_page(response)
        keys = (match.key, match.series.key)
        assert not any(key in head(response.content.decode()) for key in keys), page
    ru = client.get(url.replace("/en/", "/ru/"))
    assert_filed_under_the_start_page(ru, "ru")
    switcher = ru.content.decode().split('class="lang-switch"', 1)[1]
    assert f'href="{url.replace("/en/", "/sv/")}"' in switcher  # the switcher keeps the game


def test_a_move_partial_has_no_head() -> None:
    client = Client()
    url = start(client)
    html = client.get(url, headers={"HX-Request": "true"}).content.decode()
    assert "<head>" not in html and "canonical" not in html


def test_a_shared_position_is_a_public_page_with_its_own_address() -> None:
    client = Client()
    url = start(client)
    link = share_link(client.get(f"{url}replay/?step=0").content.decode())
    html = head(client.get(link).content.decode())
    assert 'name="robots"' not in html
    assert f'<link rel="canonical" href="http://testserver{link}">' in html
    assert f'<link rel="alternate" hreflang="sv" href="http://testserver{link.replace("/en/", "/sv/")}">' in html
    assert not Match.objects.filter(key__in=re.findall(r"[\w-]{20,}", html)).exists()  # no game key in it
