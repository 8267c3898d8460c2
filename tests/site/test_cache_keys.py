"""What the shared page cache keeps, and what a CDN in front of it may keep: stored copies are keyed on
validated values only (junk in the query is redirected, never rendered or stored), the sitemap is stored,
and fragments and cookie-chosen variants are ``private``."""

from __future__ import annotations

from http import HTTPStatus
from unittest import mock

import pytest
from django.test import Client

from config.pagecache import store

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("query", "canonical"), [
    ("leaflet=no-such-leaflet", "/en/skip-bo/"),
    ("&&&", "/en/skip-bo/"),
    ("leaflet=finnish&&", "/en/skip-bo/?leaflet=finnish"),
    ("leaflet=x&leaflet=finnish", "/en/skip-bo/?leaflet=finnish"),
])
def test_junk_in_a_shared_pages_query_is_redirected_to_the_canonical_address_unrendered(query: str, canonical: str) -> None:  # noqa: E501
    with mock.patch("explainer.views.render", side_effect=AssertionError("rendered")), \
            mock.patch.object(store, "put", side_effect=AssertionError("stored")):
        response = Client().get(f"/en/skip-bo/?{query}")
    assert response.status_code == HTTPStatus.MOVED_PERMANENTLY
    assert response["Location"] == canonical


def test_random_leaflets_never_grow_the_cache() -> None:
    with mock.patch.object(store, "put", wraps=store.put) as stored:
        for n in range(20):
            Client().get(f"/ru/skip-bo/glossary/?leaflet=junk{n}", follow=True)
    assert stored.call_count == 1


def test_the_sitemap_is_stored_once_and_served_from_the_store() -> None:
    client = Client()
    first = client.get("/sitemap.xml")
    with mock.patch("django.contrib.sitemaps.views.sitemap", side_effect=AssertionError("built again")):
        second = client.get("/sitemap.xml")
    assert first.status_code == second.status_code == HTTPStatus.OK
    assert second.content == first.content and b"<urlset" in second.content
    assert second["Content-Type"].startswith("application/xml")


def test_htmx_fragments_and_cookie_chosen_leaflets_are_private_and_plain_pages_public() -> None:
    assert Client().get("/en/skip-bo/")["Cache-Control"].startswith("public")
    fragment = Client().get("/en/skip-bo/faq/", {"q": "pile"}, HTTP_HX_REQUEST="true")
    assert fragment["Cache-Control"].startswith("private")
    for _ in range(2):  # rendered, then from the store: private both times
        assert with_cookie("finnish").get("/en/skip-bo/")["Cache-Control"].startswith("private")
    assert with_cookie("junk").get("/en/skip-bo/")["Cache-Control"].startswith("public")


def with_cookie(leaflet: str) -> Client:
    client = Client()
    client.cookies["leaflet"] = leaflet
    return client
