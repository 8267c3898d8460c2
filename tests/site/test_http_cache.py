"""HTTP caching: validators, 304s and freshness per kind of page; the server-side copy of shared pages."""

from __future__ import annotations

import gzip
from http import HTTPStatus

import brotli
import pytest
from django.http import HttpResponse
from django.test import Client, RequestFactory
from django.urls import reverse
from django.utils import translation

from config.pagecache import HTML, shared_page, store
from config.release import release_id
from config.settings import cache_from_url

pytestmark = pytest.mark.django_db

BROWSER = "gzip, deflate, br, zstd"
SHARED_HTML = {
    "home": "/ru/",
    "rules": "/ru/skip-bo/",
    "glossary": "/fi/rummikub/glossary/",
    "faq index": "/sv/skip-bo/faq/",
    "faq answer": "/ru/skip-bo/faq/play-skip-bo-card-as-any-number/",
}


@pytest.fixture
def client() -> Client:
    return Client()


def faq_answer_path(lang: str, game: str = "skip-bo") -> str:
    from explainer.faq import registry

    with translation.override(lang):
        return reverse("faq_answer", kwargs={"game": game, "slug": registry.faq(game).answers[0].slug})


@pytest.fixture(autouse=True)
def real_answer_path() -> None:
    SHARED_HTML["faq answer"] = faq_answer_path("ru")


@pytest.mark.parametrize("kind", list(SHARED_HTML))
def test_shared_html_pages_are_public_briefly_fresh_and_revalidated_with_a_304(client: Client, kind: str) -> None:
    path = SHARED_HTML[kind]
    first = client.get(path, HTTP_ACCEPT_ENCODING=BROWSER)
    assert first.status_code == HTTPStatus.OK
    tag = first["ETag"]
    assert tag.startswith('"') and not tag.startswith("W/"), "a strong validator"
    assert first["Cache-Control"] == "public, max-age=300, stale-while-revalidate=86400"
    assert "Accept-Encoding" in first["Vary"]
    again = client.get(path, HTTP_ACCEPT_ENCODING=BROWSER, HTTP_IF_NONE_MATCH=tag)
    assert again.status_code == HTTPStatus.NOT_MODIFIED
    assert again.content == b""
    assert again["ETag"] == tag
    assert again["Cache-Control"] == first["Cache-Control"]
    assert again["Vary"] == first["Vary"]
    stale = client.get(path, HTTP_ACCEPT_ENCODING=BROWSER, HTTP_IF_NONE_MATCH='"an-older-release"')
    assert stale.status_code == HTTPStatus.OK and stale["ETag"] == tag


def test_a_304_is_answered_without_rendering_and_a_second_visit_comes_from_the_stored_copy(client: Client) -> None:
    first = client.get("/ru/skip-bo/", HTTP_ACCEPT_ENCODING="gzip")
    assert first.templates, "the first visit renders"
    revalidated = client.get("/ru/skip-bo/", HTTP_IF_NONE_MATCH=first["ETag"])
    assert revalidated.status_code == HTTPStatus.NOT_MODIFIED and not revalidated.templates
    second = client.get("/ru/skip-bo/", HTTP_ACCEPT_ENCODING="gzip")
    assert second.status_code == HTTPStatus.OK and not second.templates, "served from the stored copy"
    assert second.content == first.content and second["ETag"] == first["ETag"]
    for header in ("Content-Type", "Content-Language", "Content-Security-Policy", "X-Frame-Options", "Vary",
                   "Cache-Control", "X-Content-Type-Options"):
        assert second[header] == first[header], header


@pytest.mark.strongest_compression
def test_each_coding_is_its_own_representation_of_the_same_page(client: Client) -> None:
    plain = client.get("/ru/rummikub/")
    zipped = client.get("/ru/rummikub/", HTTP_ACCEPT_ENCODING="gzip")
    smallest = client.get("/ru/rummikub/", HTTP_ACCEPT_ENCODING=BROWSER)
    refused = client.get("/ru/rummikub/", HTTP_ACCEPT_ENCODING="gzip;q=1, br;q=0")
    assert not plain.has_header("Content-Encoding")
    assert zipped["Content-Encoding"] == "gzip" and refused["Content-Encoding"] == "gzip"
    assert smallest["Content-Encoding"] == "br"
    assert gzip.decompress(zipped.content) == plain.content == brotli.decompress(smallest.content)
    assert len(smallest.content) < len(zipped.content) < len(plain.content) / 4
    assert int(smallest["Content-Length"]) == len(smallest.content)
    tags = {plain["ETag"], zipped["ETag"], smallest["ETag"]}
    assert len(tags) == 3, "a strong ETag names one exact byte sequence"
    # Any of them revalidates the page, whatever coding the browser asks for now.
    for tag in tags:
        revalidated = client.get("/ru/rummikub/", HTTP_ACCEPT_ENCODING=BROWSER, HTTP_IF_NONE_MATCH=tag)
        assert revalidated.status_code == HTTPStatus.NOT_MODIFIED


def test_the_validator_names_the_language_the_variant_and_the_release(client: Client, settings) -> None:
    ru, fi = client.get("/ru/skip-bo/"), client.get("/fi/skip-bo/")
    assert ru["ETag"] != fi["ETag"]
    assert client.get("/ru/skip-bo/", HTTP_IF_NONE_MATCH=fi["ETag"]).status_code == HTTPStatus.OK
    full = client.get("/en/skip-bo/faq/")
    partial = client.get("/en/skip-bo/faq/", HTTP_HX_REQUEST="true")
    assert partial["ETag"] != full["ETag"] and len(partial.content) < len(full.content)
    assert "HX-Request" in full["Vary"]
    settings.RELEASE_ID = "next-release"
    release_id.cache_clear()
    try:
        after = client.get("/ru/skip-bo/")
        assert after["ETag"] != ru["ETag"], "a new release invalidates every validator"
        assert after.templates, "and every stored copy"
        assert client.get("/ru/skip-bo/", HTTP_IF_NONE_MATCH=ru["ETag"]).status_code == HTTPStatus.OK
    finally:
        release_id.cache_clear()


def test_a_made_up_leaflet_cookie_shares_the_default_copy_instead_of_filling_the_cache(client: Client) -> None:
    default = client.get("/ru/skip-bo/")
    client.cookies["leaflet"] = "no-such-leaflet-1"
    odd = client.get("/ru/skip-bo/")
    assert odd["ETag"] == default["ETag"] and not odd.templates, "served from the default's stored copy"
    client.cookies["leaflet"] = "finnish"
    assert client.get("/ru/skip-bo/")["ETag"] != default["ETag"], "a real leaflet is its own variant"


def test_a_search_gets_validators_but_no_stored_copy(client: Client) -> None:
    pile = client.get("/en/skip-bo/faq/", {"q": "pile"})
    joker = client.get("/en/skip-bo/faq/", {"q": "joker"})
    assert pile["ETag"] != joker["ETag"]
    revalidated = client.get("/en/skip-bo/faq/", {"q": "pile"}, HTTP_IF_NONE_MATCH=pile["ETag"])
    assert revalidated.status_code == HTTPStatus.NOT_MODIFIED
    again = client.get("/en/skip-bo/faq/", {"q": "pile"})
    assert again.templates, "free text is not stored server-side (it would let anyone fill the cache)"


def test_preview_images_are_kept_long_and_revalidated(client: Client) -> None:
    path = faq_answer_path("sv") + "preview.png"
    first = client.get(path)
    assert first.status_code == HTTPStatus.OK and first["Content-Type"] == "image/png"
    assert first["Cache-Control"] == "public, max-age=604800, stale-while-revalidate=86400"
    assert client.get(path, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == HTTPStatus.NOT_MODIFIED
    assert client.get(path).content == first.content


@pytest.mark.parametrize("path", ["/en/skip-bo/puzzles/", "/ru/skip-bo/puzzles/next-number/",
                                  "/fi/rummikub/puzzles/split-a-run/"])
def test_puzzle_pages_depend_on_the_visitor_and_are_private(client: Client, path: str) -> None:
    response = client.get(path)
    assert response.status_code == HTTPStatus.OK
    control = response["Cache-Control"]
    assert "private" in control and "public" not in control and "no-store" in control
    assert not response.has_header("ETag")
    assert client.get(path, HTTP_IF_NONE_MATCH="*").status_code == HTTPStatus.OK


def test_posting_to_a_shared_page_is_still_refused(client: Client) -> None:
    assert client.post("/en/skip-bo/").status_code == HTTPStatus.METHOD_NOT_ALLOWED


def test_not_found_is_neither_validated_nor_stored(client: Client) -> None:
    response = client.get("/en/skip-bo/faq/no-such-answer/")
    assert response.status_code == HTTPStatus.NOT_FOUND and not response.has_header("ETag")


def test_a_shared_view_that_reads_the_session_is_sent_private_and_never_stored() -> None:
    from django.contrib.sessions.middleware import SessionMiddleware

    from config.pagecache.middleware import SharedPageMiddleware

    calls = []

    @shared_page(HTML)
    def peeks(request):
        calls.append(request.session.get("visitor"))
        return HttpResponse("yours")

    stack = SharedPageMiddleware(SessionMiddleware(peeks))
    for _ in range(2):
        response = stack(RequestFactory().get("/en/peek/"))
        assert response["Cache-Control"] == "private, no-cache" and not response.has_header("ETag")
    assert len(calls) == 2


def test_the_stored_copy_lives_in_the_page_cache(client: Client) -> None:
    from django.core.cache import caches

    client.get("/sv/rummikub/")
    assert store.get("nothing-of-that-name") is None
    assert len(caches["pages"]._cache) == 1  # locmem: one entry, gzip and Brotli of the one page


@pytest.mark.parametrize("url,backend", [
    ("locmem://", "django.core.cache.backends.locmem.LocMemCache"),
    ("redis://cache:6379/1", "django.core.cache.backends.redis.RedisCache"),
    ("db://page_cache", "django.core.cache.backends.db.DatabaseCache"),
    ("dummy://", "django.core.cache.backends.dummy.DummyCache"),
])
def test_the_page_cache_backend_is_chosen_by_a_setting(url: str, backend: str) -> None:
    assert cache_from_url(url)["BACKEND"] == backend


def test_an_unknown_page_cache_is_refused_with_a_clear_message() -> None:
    with pytest.raises(ValueError, match="PAGE_CACHE_URL"):
        cache_from_url("memcached://x")


@pytest.mark.parametrize("header,coding", [
    ("gzip, deflate, br, zstd", "br"),
    ("gzip", "gzip"),
    ("br;q=0, gzip;q=0.5", "gzip"),
    ("*", "br"),
    ("*;q=0, identity", "identity"),
    ("gzip;q=0", "identity"),
    ("deflate", "identity"),
    ("", "identity"),
    ("gzip;q=nonsense, br", "br"),
])
def test_the_best_accepted_coding_is_chosen(header: str, coding: str) -> None:
    from config.pagecache.encoding import accepted

    assert accepted(header) == coding


def checker_pages() -> list[str]:
    from tests.checker.helpers import check_url

    return [
        "/en/skip-bo/check/",
        check_url("ru", "skip-bo", "b:4,-,-,- w:+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5", "h7-b1"),
        "/sv/rummikub/score/",
        "/fi/skip-bo/score/?n=3",
    ]


@pytest.mark.parametrize("index", range(4))
def test_checker_verdicts_and_score_pages_are_validated_for_their_very_url(client: Client, index: int) -> None:
    path = checker_pages()[index]
    first = client.get(path, HTTP_ACCEPT_ENCODING=BROWSER)
    assert first.status_code == HTTPStatus.OK
    assert first["Cache-Control"] == "public, max-age=300, stale-while-revalidate=86400"
    assert client.get(path, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == HTTPStatus.NOT_MODIFIED
    other = client.get(path + ("&" if "?" in path else "?") + "m=")
    assert other.status_code != HTTPStatus.OK or other["ETag"] != first["ETag"], "another address, another validator"


def test_a_bad_checker_link_is_not_cached(client: Client) -> None:
    response = client.get("/en/skip-bo/check/?p=nonsense&m=h1-b1")
    assert response.status_code == HTTPStatus.BAD_REQUEST and not response.has_header("ETag")
