"""The site as an attacker and a broken database see it: no 500s, nothing that points off-site, bodies
refused before they are read, a 503 that says try again, and the headers and methods that belong."""

from __future__ import annotations

import io
import logging
import re
from http import HTTPStatus
from unittest import mock

import pytest
from django.db import OperationalError
from django.db.backends.base.base import BaseDatabaseWrapper
from django.test import Client
from django.test.client import MULTIPART_CONTENT
from django.utils import translation

from tests.conftest import LANGS

pytestmark = pytest.mark.django_db
OFF_SITE = ["//evil.example/x", "/\\evil.example/x", "/\t/evil.example/x", "/en//evil.example/x"]


def switcher_links(html: str) -> list[str]:
    nav = re.search(r'<nav class="lang-switch".*?</nav>', html, re.S).group(0)
    return re.findall(r'href="([^"]*)"', nav)


@pytest.fixture
def console() -> io.StringIO:
    """What the console log handler writes, during the test."""
    handler = next(h for h in logging.getLogger().handlers if h.get_name() == "console")
    out = io.StringIO()
    old = handler.setStream(out)
    yield out
    handler.setStream(old)


@pytest.mark.parametrize("site_url", ["", "https://rules.example.org"])
def test_a_forged_host_gets_the_400_page_and_the_log_has_no_traceback(settings, console, site_url: str) -> None:  # noqa: ANN001, E501
    settings.SITE_URL = site_url
    response = Client().get("/ru/skip-bo/", HTTP_HOST="evil.example")
    assert response.status_code == HTTPStatus.BAD_REQUEST
    html = response.content.decode()
    with translation.override("ru"):
        assert translation.gettext("Bad request") in html
    assert "evil.example" not in html
    assert "Invalid HTTP_HOST header" in console.getvalue() and "Traceback" not in console.getvalue()


@pytest.mark.parametrize("path", OFF_SITE)
def test_a_404_never_links_off_site_and_its_language_switcher_goes_to_each_home(path: str) -> None:
    response = Client().get("/", PATH_INFO=path)
    assert response.status_code in (HTTPStatus.MOVED_PERMANENTLY, HTTPStatus.FOUND, HTTPStatus.NOT_FOUND)
    if response.status_code != HTTPStatus.NOT_FOUND:
        location = response["Location"]
        assert location.startswith("/") and not re.match(r"/[/\\\s]", location), location
        return
    html = response.content.decode()
    assert sorted(switcher_links(html)) == sorted(f"/{code}/" for code in LANGS if code != "en")
    assert not re.search(r'(?:href|content)="(?:https?:)?[/\\]{2}|href="/\\', html)


def test_a_404_under_a_real_page_also_offers_each_languages_home() -> None:
    html = Client().get("/fi/skip-bo/puzzles/no-such-puzzle/").content.decode()
    assert sorted(switcher_links(html)) == ["/en/", "/ru/", "/sv/"]


def test_pages_carry_a_permissions_policy() -> None:
    for path in ("/en/", "/ru/skip-bo/", "/robots.txt", "/en/no-such-page/"):
        policy = Client().get(path)["Permissions-Policy"]
        assert "camera=()" in policy and "geolocation=()" in policy and "microphone=()" in policy


@pytest.mark.parametrize("path", ["/robots.txt", "/sitemap.xml"])
def test_robots_and_sitemap_answer_get_and_head_only(path: str) -> None:
    client = Client()
    assert client.get(path).status_code == HTTPStatus.OK
    assert client.head(path).status_code == HTTPStatus.OK
    for method in ("post", "put", "delete"):
        assert getattr(client, method)(path).status_code == HTTPStatus.METHOD_NOT_ALLOWED


def test_a_multipart_body_is_refused_with_415_in_the_readers_language() -> None:
    response = Client().post("/fi/skip-bo/puzzles/next-number/", {"step": "0", "from": "h5", "to": "b1"},
                             content_type=MULTIPART_CONTENT)
    assert response.status_code == HTTPStatus.UNSUPPORTED_MEDIA_TYPE
    with translation.override("fi"):
        assert translation.gettext("File uploads are not accepted") in response.content.decode()


def test_a_body_larger_than_any_form_sends_is_refused_with_413_unread(settings) -> None:  # noqa: ANN001
    body = "step=0&move=" + "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1)
    with mock.patch("django.http.request.HttpRequest.read", side_effect=AssertionError("body was read")):
        response = Client().post("/sv/skip-bo/puzzles/next-number/", body,
                                 content_type="application/x-www-form-urlencoded")
    assert response.status_code == HTTPStatus.REQUEST_ENTITY_TOO_LARGE
    with translation.override("sv"):
        assert translation.gettext("Too much data") in response.content.decode()
    assert settings.FILE_UPLOAD_HANDLERS == []


@pytest.fixture
def database_down():  # noqa: ANN201
    with mock.patch.object(BaseDatabaseWrapper, "ensure_connection",
                           side_effect=OperationalError("could not connect to server")):
        yield


@pytest.mark.parametrize("lang", LANGS)
def test_without_a_database_puzzles_say_try_again_with_503_and_the_rules_still_work(database_down, lang: str) -> None:  # noqa: ANN001, E501
    client = Client()
    for path in ("skip-bo/puzzles/next-number/", "rummikub/puzzles/", "skip-bo/puzzles/"):
        response = client.get(f"/{lang}/{path}")
        assert response.status_code == HTTPStatus.SERVICE_UNAVAILABLE, path
        assert int(response["Retry-After"]) > 0
        with translation.override(lang):
            assert translation.gettext("Back in a moment") in response.content.decode()
    response = client.post(f"/{lang}/skip-bo/puzzles/next-number/", {"step": "0", "from": "h5", "to": "b1"})
    assert response.status_code == HTTPStatus.SERVICE_UNAVAILABLE
    for path in ("", "skip-bo/", "rummikub/", "skip-bo/glossary/", "skip-bo/faq/",
                 "skip-bo/faq/draw-after-every-card/", "skip-bo/check/", "rummikub/check/?m=draw",
                 "skip-bo/score/"):
        assert client.get(f"/{lang}/{path}").status_code == HTTPStatus.OK, path
