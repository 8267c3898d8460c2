"""Requests at the edges of what HTTP allows, answered by the site's own pages: never the server's bare 500,
never a 304 for a page that does not exist."""

from __future__ import annotations

import io
from http import HTTPStatus

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def wsgi_get(path: str, query: str, **headers: str) -> tuple[str, bytes]:
    """A GET through the production WSGI entry point (the test client builds its requests itself)."""
    from config.wsgi import application

    environ = {"REQUEST_METHOD": "GET", "PATH_INFO": path, "QUERY_STRING": query, "SERVER_NAME": "127.0.0.1",
               "SERVER_PORT": "80", "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(b""),
               "wsgi.errors": io.StringIO(), **{f"HTTP_{k.upper()}": v for k, v in headers.items()}}
    if "HTTP_CONTENT_TYPE" in environ:
        environ["CONTENT_TYPE"] = environ.pop("HTTP_CONTENT_TYPE")
    status: list[str] = []
    body = b"".join(application(environ, lambda s, h, *exc: status.append(s)))
    return status[0], body


def test_a_query_of_too_many_fields_with_a_charset_is_the_400_page(settings) -> None:  # noqa: ANN001
    query = "&".join(f"f{i}=1" for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 5))
    status, body = wsgi_get("/fi/skip-bo/check/", query, content_type="text/plain; charset=utf-8")
    assert status.startswith("400"), status
    assert b'lang="fi"' in body
    status, _ = wsgi_get("/fi/skip-bo/", "", content_type="text/plain; charset=utf-8")
    assert status.startswith("200"), status


@pytest.mark.parametrize("path", ["/en/skip-bo/faq/no-such-answer/", "/en/rummikub/check/?p=nonsense&m=draw",
                                  "/en/skip-bo/"])
def test_if_none_match_star_is_no_validator_for_a_get(path: str) -> None:
    response = Client().get(path, HTTP_IF_NONE_MATCH="*")
    assert response.status_code != HTTPStatus.NOT_MODIFIED
    assert response.status_code in (HTTPStatus.OK, HTTPStatus.NOT_FOUND, HTTPStatus.BAD_REQUEST)
    if response.status_code != HTTPStatus.OK:
        assert "public" not in response.get("Cache-Control", "")


@pytest.mark.parametrize("query", ["p=t:R%C2%B3%20/%20r:R1%20/%20r:%2314",
                                   "p=-%20/%20r:R%D9%A3%20/%20r:%2314",
                                   "m=t:R%C2%B3"])
def test_non_ascii_digits_in_a_rummikub_tile_are_a_400_not_a_500_nor_a_three(query: str) -> None:
    for path in ("/en/rummikub/check/", "/en/rummikub/check/preview.png"):
        response = Client().get(f"{path}?{query}")
        assert response.status_code == HTTPStatus.BAD_REQUEST, (path, query)


def test_a_puzzle_move_with_a_superscript_digit_is_a_400() -> None:
    client = Client()
    client.get("/en/rummikub/puzzles/groups-and-runs/")
    response = client.post("/en/rummikub/puzzles/groups-and-runs/", {"step": "0", "move": "t:R³"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
