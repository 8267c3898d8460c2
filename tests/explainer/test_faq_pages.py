"""FAQ pages over HTTP: every answer in every language with its OG tags, canonical and hreflang; the
index; localized 404s that lead back to the FAQ; redirects for renamed slugs; the preview image."""

from __future__ import annotations

import html
import io
import json
import re
from collections.abc import Callable
from functools import partial
from http import HTTPStatus

import pytest
from django.test import Client
from django.utils import translation
from PIL import Image

from explainer.faq import preview, registry, views
from games.registry import GAMES
from tests.conftest import LANGS, TRANSLATED, Rendered, rendered
from tests.explainer.faq_samples import SAMPLES

pytestmark = pytest.mark.django_db
ANSWERS = [pytest.param(game, a.slug, id=f"{game}/{a.slug}") for game, a in registry.all_answers()]


@pytest.fixture
def client() -> Client:
    return Client()


def meta(page: str, key: str) -> str:
    match = re.search(rf'<meta (?:property|name)="{re.escape(key)}" content="([^"]*)">', page)
    assert match, f"no {key}"
    return html.unescape(match.group(1))


def fetch(client: Client, path: str) -> Rendered:
    response = client.get(path)
    return Rendered(response.status_code, dict(response.items()), response.content.decode())


def check_answer_page(lang: str, game: str, slug: str, get: Callable[[str], Rendered] = rendered) -> str:
    """The answer's page, fetched with ``get`` (by default the render the page sweeps share)."""
    path = f"/{lang}/{game}/faq/{slug}/"
    response = get(path)
    assert response.status == HTTPStatus.OK
    assert response.headers["Content-Language"] == lang
    page = response.html
    a = registry.answer(game, slug)
    with translation.override(lang):
        question, sentence, line = str(a.question), str(a.verdict_text), views.verdict_line(a)
    assert f'<html lang="{lang}"' in page
    assert meta(page, "og:title") == question
    assert sentence in meta(page, "og:description") and meta(page, "og:description") == line
    assert meta(page, "og:type") == "article"
    assert meta(page, "og:image") == f"http://testserver{path}preview.png"
    assert meta(page, "og:url") == f"http://testserver{path}"
    assert meta(page, "twitter:card") == "summary_large_image"
    assert f'<link rel="canonical" href="http://testserver{path}">' in page
    alternates = dict(re.findall(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">', page))
    assert alternates == {**{c: f"http://testserver/{c}/{game}/faq/{slug}/" for c in LANGS},
                          "x-default": f"http://testserver/{game}/faq/{slug}/"}
    h1 = re.search(r"<h1[^>]*>(.*?)</h1>", page, re.S).group(1)
    assert html.escape(question) in h1
    # The verdict comes first: right after the question, before the explanation.
    verdict_at = page.index('<p class="verdict verdict--')
    assert page.index("</h1>") < verdict_at < page.index('class="faq-explanation"')
    with translation.override(lang):
        word = str(views.VERDICT_WORDS[a.verdict])
        shown = translation.gettext("%(verdict)s. %(sentence)s") % {
            "verdict": f'<strong class="verdict__word">{html.escape(word)}</strong>', "sentence": html.escape(sentence)}
    # The same verdict line as og:description, in the language's own punctuation, with the word in bold.
    assert shown in page
    if a.edition_note:
        assert '<aside class="edition-note">' in page
    ld = json.loads(re.search(r'<script type="application/ld\+json">(.*?)</script>', page, re.S).group(1))
    assert ld["@type"] == "FAQPage" and ld["mainEntity"][0]["name"] == question
    assert ld["mainEntity"][0]["acceptedAnswer"]["text"].startswith(line)
    # The link is there to select without JavaScript; the buttons wait for it.
    assert f'<input id="share-url" class="share__url" type="url" value="http://testserver{path}" readonly>' in page
    assert '<label for="share-url">' in page
    assert re.search(r"<button [^>]*data-share-copy hidden disabled>", page)
    assert 'role="status" aria-live="polite" data-share-status' in page
    return page


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,slug", ANSWERS)
def test_answer_page_in_every_language(lang: str, game: str, slug: str) -> None:
    check_answer_page(lang, game, slug)


@pytest.mark.parametrize("lang", LANGS)
def test_sample_answer_pages(client: Client, lang: str) -> None:
    with registry.use(SAMPLES):
        for game, (_topics, answers) in SAMPLES.items():
            for a in answers:
                page = check_answer_page(lang, game, a.slug, partial(fetch, client))
                if a.myth:
                    assert 'class="myth-badge"' in page


@pytest.mark.parametrize("lang", TRANSLATED)
def test_answer_page_words_are_translated(client: Client, lang: str) -> None:
    """The FAQ's own words (verdict, headings, share box) are not English on a translated page."""
    game, a = next(registry.all_answers())
    page = client.get(f"/{lang}/{game}/faq/{a.slug}/").content.decode()
    for english in ("Share this answer", "Link to this answer", "Copy link", "Link copied", "In the rules",
                    "The rules engine checked this position"):
        assert english not in page, f"{english!r} untranslated in {lang}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
def test_index_lists_every_answer_by_topic_with_its_verdict(client: Client, lang: str, game: str) -> None:
    response = client.get(f"/{lang}/{game}/faq/")
    assert response.status_code == HTTPStatus.OK
    page = response.content.decode()
    faq = registry.faq(game)
    positions = []
    with translation.override(lang):
        for topic in faq.topics:
            if topic.answers:
                positions.append(page.index(f'<h2 id="topic-{topic.key}">{html.escape(str(topic.title))}</h2>'))
        for a in faq.answers:
            link = f'<a href="/{lang}/{game}/faq/{a.slug}/">{html.escape(str(a.question))}</a>'
            assert link in page
            item = page[page.index(link):].split("</li>", 1)[0]
            assert f'verdict-badge--{a.verdict}">{html.escape(str(views.VERDICT_BADGES[a.verdict]))}</span>' in item
            assert ('class="myth-badge"' in item) is a.myth
    assert positions == sorted(positions), "topics in TOPICS order"
    assert '<form class="faq-search" method="get"' in page and 'role="search"' in page
    assert '<label for="faq-q">' in page and 'name="q"' in page


def test_index_marks_myths_with_a_word(client: Client) -> None:
    with registry.use(SAMPLES), translation.override("en"):
        page = client.get("/en/skip-bo/faq/").content.decode()
    item = page[page.index("/en/skip-bo/faq/stockpile-to-discard/"):].split("</li>", 1)[0]
    assert '<span class="myth-badge">Myth</span>' in item
    assert '<span class="verdict-badge verdict-badge--no">No</span>' in item


# -- 404 and redirects -----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("tail", ["no-such-answer/", "no-such-answer/preview.png", "a/b/"])
def test_unknown_answer_is_a_localized_404_linking_the_faq_index(client: Client, lang: str, game: str,
                                                                  tail: str) -> None:
    response = client.get(f"/{lang}/{game}/faq/{tail}")
    assert response.status_code == HTTPStatus.NOT_FOUND
    page = response.content.decode()
    assert f'<html lang="{lang}"' in page
    with translation.override(lang):
        heading = translation.gettext("Page not found")
        link_text = translation.gettext("All %(game)s questions") % {"game": GAMES[game].name}
    assert f"<h1>{heading}</h1>" in page
    assert f'<a href="/{lang}/{game}/faq/">{html.escape(link_text)}</a>' in page
    if lang != "en":
        english = f"All {GAMES[game].name} questions"
        assert heading != "Page not found" and link_text != english, f"404 untranslated in {lang}"


def test_other_404s_do_not_link_a_faq(client: Client) -> None:
    page = client.get("/en/skip-bo/nothing-here/").content.decode()
    assert "/en/skip-bo/faq/" not in page.split("<main", 1)[1].split("</main>")[0]


def test_renamed_slug_redirects_permanently(client: Client, monkeypatch) -> None:
    game, a = next(registry.all_answers())
    monkeypatch.setitem(views.REDIRECTS, f"{game}/an-old-name", a.slug)
    response = client.get(f"/fi/{game}/faq/an-old-name/")
    assert response.status_code == HTTPStatus.MOVED_PERMANENTLY
    assert response["Location"] == f"/fi/{game}/faq/{a.slug}/"
    response = client.get(f"/fi/{game}/faq/an-old-name/preview.png")
    assert response.status_code == HTTPStatus.MOVED_PERMANENTLY
    assert response["Location"] == f"/fi/{game}/faq/{a.slug}/preview.png"


def test_redirect_to_a_missing_answer_is_a_404(client: Client, monkeypatch) -> None:
    monkeypatch.setitem(views.REDIRECTS, "skip-bo/an-old-name", "also-gone")
    assert client.get("/en/skip-bo/faq/an-old-name/").status_code == HTTPStatus.NOT_FOUND


# -- The preview image -----------------------------------------------------------------------------------

def check_png(response) -> Image.Image:
    assert response.status_code == HTTPStatus.OK
    assert response["Content-Type"] == "image/png"
    assert response["Cache-Control"].startswith("public, max-age=604800")
    assert len(response.content) <= 300 * 1024
    img = Image.open(io.BytesIO(response.content))
    img.load()
    assert img.format == "PNG" and img.size == (1200, 630)
    return img


@pytest.mark.parametrize("game,slug", ANSWERS)
def test_preview_is_a_valid_png_for_every_answer_in_russian(client: Client, game: str, slug: str) -> None:
    check_png(client.get(f"/ru/{game}/faq/{slug}/preview.png"))


@pytest.mark.parametrize("lang", LANGS)
def test_preview_in_every_language(client: Client, lang: str) -> None:
    game, a = next(registry.all_answers())
    check_png(client.get(f"/{lang}/{game}/faq/{a.slug}/preview.png"))


def test_russian_preview_differs_from_english(client: Client) -> None:
    """The image is drawn in the reader's language (needs the ru catalog)."""
    game, a = next(registry.all_answers())
    en = client.get(f"/en/{game}/faq/{a.slug}/preview.png").content
    ru = client.get(f"/ru/{game}/faq/{a.slug}/preview.png").content
    assert en != ru


def test_preview_is_cached_per_language() -> None:
    game, a = next(registry.all_answers())
    first = preview.render(game, a.slug, "sv")
    assert preview.render(game, a.slug, "sv") is first
