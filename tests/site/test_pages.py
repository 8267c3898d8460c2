"""Every page exists in every language with the right lang, title, canonical and hreflang set."""

from __future__ import annotations

import re
from http import HTTPStatus

import pytest
from django.test import Client
from django.utils import translation

from tests.conftest import LANGS, TRANSLATED, Rendered, public_paths, rendered

PAGES = [(lang, path) for lang in LANGS for path in public_paths(lang)]


@pytest.fixture
def client() -> Client:
    return Client()


def head_links(html: str, rel: str) -> dict[str, str]:
    return dict(re.findall(rf'<link rel="{rel}" hreflang="([^"]+)" href="([^"]+)">', html))


def check_language_canonical_and_alternates(response: Rendered, lang: str, path: str) -> None:
    assert response.status == HTTPStatus.OK
    html = response.html
    assert f'<html lang="{lang}"' in html
    assert response.headers["Content-Language"] == lang
    title = re.search(r"<title>(.+?)</title>", html, re.S).group(1).strip()
    assert title and "·" in title
    assert f'<link rel="canonical" href="http://testserver{path}">' in html
    alternates = head_links(html, "alternate")
    assert set(alternates) == {"en", "ru", "fi", "sv", "x-default"}
    for code in LANGS:
        assert alternates[code] == "http://testserver" + path.replace(f"/{lang}/", f"/{code}/", 1)
    assert alternates["x-default"] == "http://testserver" + path.replace(f"/{lang}/", "/", 1)
    assert f'<meta property="og:url" content="http://testserver{path}">' in html
    assert '<meta name="twitter:card"' in html and '<meta property="og:description"' in html


def check_no_inline_script_or_style_and_nothing_from_other_hosts(response: Rendered) -> None:
    csp = response.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "unsafe-inline" not in csp
    html = response.html
    assert " style=" not in html and "<style" not in html
    for script in re.findall(r"<script[^>]*>", html):
        # Scripts come from files; the one inline exception is JSON-LD, which is data, never executed.
        assert "src=" in script or script == '<script type="application/ld+json">', script
    for url in re.findall(r'(?:src|href|action)="(https?://[^"]+)"', html):
        assert url.startswith("http://testserver/"), url


def check_language_switcher_links_to_the_same_page(html: str, lang: str, path: str) -> None:
    switcher = re.search(r'<nav class="lang-switch".*?</nav>', html, re.S).group(0)
    names = {"en": "English", "ru": "Русский", "fi": "Suomi", "sv": "Svenska"}
    for code in LANGS:
        if code == lang:
            assert f'aria-current="true" lang="{code}">{names[code]}<' in switcher
        else:
            target = path.replace(f"/{lang}/", f"/{code}/", 1)
            assert f'<a href="{target}" hreflang="{code}" lang="{code}" data-keep-hash>{names[code]}</a>' in switcher


HX_ATTRIBUTE = re.compile(r"\shx-[a-z-]+=")
SEARCH_FIELD = re.compile(r'<form class="site-search"[^>]* data-htmx-src="/static/django_htmx/htmx[^"]*">.*?</form>',
                          re.S)
HTMX_SCRIPT = re.compile(r'<script src="/static/django_htmx/htmx[^"]*"')


def check_htmx_is_loaded_only_by_pages_that_use_it(html: str, path: str) -> None:
    """htmx (51 KB) is in the page load only where the page itself uses it; the header's search field
    names it in data-htmx-src, and static/js/search.js loads it (with the config) when the field is first used."""
    assert SEARCH_FIELD.search(html), f"{path}: no search field that loads htmx when it is used"
    uses = bool(HX_ATTRIBUTE.search(SEARCH_FIELD.sub("", html)))
    loads = bool(HTMX_SCRIPT.search(html))
    assert uses == loads, f"{path}: {'uses htmx without loading it' if uses else 'loads htmx it never uses'}"
    assert ('name="htmx-config"' in html) == loads


def check_a_shared_page_renders_to_the_same_bytes_every_time(client: Client, first: str, path: str) -> None:
    """Its ETag is strong and its copy is served to everyone: no nonce or other per-request value."""
    from config.pagecache import store

    store.clear()
    again = client.get(path)
    assert again.templates, "rendered again, not served from the stored copy"
    assert again.content.decode() == first
    assert "nonce=" not in first


@pytest.mark.django_db
@pytest.mark.parametrize("lang,path", PAGES)
def test_page_in_its_language_is_linked_safe_and_switchable(client: Client, lang: str, path: str) -> None:
    """Every public page in every language, rendered once (tests.conftest.rendered) for all these checks:
    its language, title, canonical and alternates; no inline script or style and nothing from other hosts
    (strict CSP); a language switcher that leads to the same page; htmx loaded only where it is used; and,
    but for the puzzles (a form token per reader), the same bytes when it is rendered again."""
    response = rendered(path)
    check_language_canonical_and_alternates(response, lang, path)
    check_no_inline_script_or_style_and_nothing_from_other_hosts(response)
    check_language_switcher_links_to_the_same_page(response.html, lang, path)
    check_htmx_is_loaded_only_by_pages_that_use_it(response.html, path)
    if "/puzzles/" not in path:
        check_a_shared_page_renders_to_the_same_bytes_every_time(client, response.html, path)


@pytest.mark.parametrize("accept,expected", [
    ("ru-RU,ru;q=0.9,en;q=0.5", "/ru/"),
    ("fi", "/fi/"),
    ("sv-SE,sv;q=0.8", "/sv/"),
    ("de-DE,de;q=0.9", "/en/"),
    ("", "/en/"),
])
def test_root_redirects_by_accept_language(client: Client, accept: str, expected: str) -> None:
    response = client.get("/", HTTP_ACCEPT_LANGUAGE=accept)
    assert response.status_code == HTTPStatus.FOUND
    assert response["Location"] == expected


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", ["/{lang}/chess/", "/{lang}/skip-bo/nothing-here/", "/{lang}/rummikub/glossary/x/"])
def test_unknown_page_is_a_localized_404(client: Client, lang: str, path: str) -> None:
    response = client.get(path.format(lang=lang))
    assert response.status_code == HTTPStatus.NOT_FOUND
    html = response.content.decode()
    assert f'<html lang="{lang}"' in html
    with translation.override(lang):
        heading = translation.gettext("Page not found")
    assert f"<h1>{heading}</h1>" in html
    if lang != "en":
        assert heading != "Page not found", f"404 heading untranslated in {lang}"


@pytest.mark.django_db
def test_unknown_language_is_a_404_in_the_readers_language(client: Client) -> None:
    response = client.get("/xx/skip-bo/", HTTP_ACCEPT_LANGUAGE="fi")
    assert response.status_code == HTTPStatus.NOT_FOUND
    assert '<html lang="fi"' in response.content.decode()


@pytest.mark.parametrize("lang", TRANSLATED)
def test_server_error_page_is_localized(rf, lang: str) -> None:
    from config.errors import server_error

    with translation.override(lang):
        response = server_error(rf.get(f"/{lang}/"))
        heading = translation.gettext("Something went wrong")
    assert response.status_code == HTTPStatus.INTERNAL_SERVER_ERROR
    assert heading != "Something went wrong" and heading in response.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_missing_csrf_token_gets_a_localized_403(lang: str) -> None:
    from django.test import RequestFactory

    from config.errors import csrf_failure

    with translation.override(lang):
        response = csrf_failure(RequestFactory().post(f"/{lang}/"), reason="CSRF cookie not set.")
        heading = translation.gettext("The form has expired")
    assert response.status_code == HTTPStatus.FORBIDDEN
    assert heading in response.content.decode()


@pytest.mark.django_db
def test_sitemap_lists_every_page_in_every_language_with_alternates(client: Client) -> None:
    xml = client.get("/sitemap.xml").content.decode()
    locs = re.findall(r"<loc>http://testserver(/[^<]*)</loc>", xml)
    assert sorted(locs) == sorted(path for _lang, path in PAGES)
    assert xml.count('hreflang="x-default"') == len(PAGES)


def test_robots_txt_points_to_the_sitemap(client: Client) -> None:
    response = client.get("/robots.txt")
    assert response.status_code == HTTPStatus.OK
    assert "Sitemap: http://testserver/sitemap.xml" in response.content.decode()

