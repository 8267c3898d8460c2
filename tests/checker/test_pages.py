"""The verdict page is a link: self-canonical, the language switcher keeps ``p`` and ``m``, the preview
tags carry the question and the verdict, the picture renders (Cyrillic too), and a builder submission
lands on the canonical link."""

from __future__ import annotations

import html
import io
import re
from http import HTTPStatus
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from django.test import Client
from PIL import Image

from checker import preview as previews
from tests.checker.helpers import check_url, verdict

POSITION = "b:4,-,-,- w:+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5"


def meta(page: str, prop: str) -> str:
    found = re.search(rf'<meta property="{re.escape(prop)}" content="([^"]*)">', page)
    assert found, prop
    return found[1].replace("&amp;", "&")


@pytest.mark.parametrize("lang", ["en", "ru", "fi", "sv"])
def test_the_verdict_page_is_self_canonical_and_keeps_the_question_in_every_language(client: Client, lang: str):
    url = check_url(lang, "skip-bo", POSITION, "h9-b1")
    page = client.get(url).content.decode()
    canonical = re.search(r'<link rel="canonical" href="([^"]+)">', page)[1].replace("&amp;", "&")
    query = parse_qs(urlsplit(canonical).query)
    assert urlsplit(canonical).path == f"/{lang}/skip-bo/check/"
    assert query == {"p": [POSITION], "m": ["h9-b1"]}
    for other in ["en", "ru", "fi", "sv"]:
        href = re.search(rf'<a href="([^"]+)" hreflang="{other}"', page)
        if other == lang:
            assert href is None
            continue
        target = urlsplit(href[1].replace("&amp;", "&"))
        assert target.path == f"/{other}/skip-bo/check/"
        assert parse_qs(target.query) == {"p": [POSITION], "m": ["h9-b1"]}
    assert "9" in meta(page, "og:title") and meta(page, "og:title").endswith("?")
    assert meta(page, "og:description").startswith(re.search(r'class="ck-badge">.*?<strong>([^<]+)', page)[1])
    image = urlsplit(meta(page, "og:image"))
    assert image.path == f"/{lang}/skip-bo/check/preview.png"
    assert parse_qs(image.query) == {"p": [POSITION], "m": ["h9-b1"]}


def test_preview_png_renders_a_cyrillic_question_and_is_cached(client: Client):
    url = f"/ru/skip-bo/check/preview.png?{urlencode({'p': POSITION, 'm': 'hSB-b2'})}"
    response = client.get(url)
    assert response.status_code == HTTPStatus.OK and response["Content-Type"] == "image/png"
    assert len(response.content) <= 300 * 1024
    picture = Image.open(io.BytesIO(response.content))
    assert picture.size == (1200, 630)
    # The title band is blue and the question is drawn in dark ink below it: a box of glyphs, not tofu.
    assert picture.getpixel((10, 10)) == (29, 78, 216)
    row = [picture.getpixel((x, 125)) for x in range(48, 1150)]
    assert sum(1 for p in row if sum(p) < 200) > 40
    hits = previews.render.cache_info().hits
    assert client.get(url).content == response.content
    assert previews.render.cache_info().hits == hits + 1  # the second request is drawn from the cache


def test_rummikub_preview_and_bad_preview(client: Client):
    link = urlencode({"p": "t:R1.R2.R3 p:+40 / r:R4 m:1 / r:#14", "m": "t:R1.R2.R3.R4"})
    ok = client.get(f"/sv/rummikub/check/preview.png?{link}")
    assert ok.status_code == HTTPStatus.OK and ok.content[:8] == b"\x89PNG\r\n\x1a\n"
    bad = client.get("/fi/rummikub/check/preview.png?p=nonsense")
    assert bad.status_code == HTTPStatus.BAD_REQUEST and '<html lang="fi"' in bad.content.decode()


def test_best_play_is_shown_and_marked_exact(client: Client):
    page = client.get(check_url("en", "skip-bo", POSITION, "h5-b1", plan="1")).content.decode()
    assert 'id="plan"' in page and "Exact: no better play exists." in page
    page = client.get(check_url("en", "rummikub", "t:R1.R2.R3 p:+40 / r:R4.K9.B9.O9 m:1 / r:#14", "draw",
                                plan="1")).content.decode()
    assert "You can place 4 tiles from your rack this turn." in page


def test_the_readers_leaflet_stays_in_every_link(client: Client):
    page = client.get(check_url("sv", "skip-bo", POSITION, "h5-b1", leaflet="42050-0922")).content.decode()
    canonical = re.search(r'<link rel="canonical" href="([^"]+)">', page)[1].replace("&amp;", "&")
    assert parse_qs(urlsplit(canonical).query)["leaflet"] == ["42050-0922"]
    assert 'name="leaflet" value="42050-0922"' in page
    tapped = client.get("/sv/skip-bo/check/", {"leaflet": "42050-0922", "p": POSITION, "tap": "sel:b1"})
    assert parse_qs(urlsplit(tapped["Location"]).query)["leaflet"] == ["42050-0922"]
    assert "leaflet" not in client.get(check_url("sv", "skip-bo", POSITION, "h5-b1", leaflet="<x>")).content.decode()


@pytest.mark.django_db
def test_every_faq_scenario_and_puzzle_opens_in_the_checker(client: Client):
    from explainer.faq import registry
    from tutorial.puzzles import puzzles

    for game, answer in registry.all_answers():
        position = answer.scenario.position if answer.scenario else answer.diagram
        if not position:
            continue
        page = client.get(f"/fi/{game}/faq/{answer.slug}/").content.decode()
        found = re.search(rf'<ul class="position-links"><li><a href="(/fi/{game}/check/\?[^"]+)"', page)
        assert found, answer.slug
        query = parse_qs(urlsplit(found[1].replace("&amp;", "&")).query)
        assert query["p"] == [position]
        if answer.scenario:
            assert query["m"] == [answer.scenario.move]
    for game in ("skip-bo", "rummikub"):
        for puzzle in puzzles(game):
            page = client.get(f"/sv/{game}/puzzles/{puzzle.slug}/").content.decode()
            found = re.search(rf'<ul class="position-links"><li><a href="(/sv/{game}/check/\?[^"]+)"', page)
            assert found, puzzle.slug
            shown = parse_qs(urlsplit(found[1].replace("&amp;", "&")).query)["p"][0]
            assert client.get(found[1].replace("&amp;", "&")).status_code == HTTPStatus.OK
            assert shown


def test_the_checker_and_score_keeper_are_in_the_sitemap_and_nav(client: Client):
    sitemap = client.get("/sitemap.xml").content.decode()
    for lang in ("en", "ru", "fi", "sv"):
        for game in ("skip-bo", "rummikub"):
            assert f"/{lang}/{game}/check/</loc>" in sitemap
            assert f"/{lang}/{game}/score/</loc>" in sitemap
    home = client.get("/ru/").content.decode()
    assert 'href="/ru/skip-bo/check/"' in home and 'href="/ru/rummikub/score/"' in home


@pytest.mark.parametrize(("lang", "run"), [("en", "red 1, red 2, red 3"), ("ru", "красная 1, красная 2, красная 3")])
def test_the_rummikub_plan_names_tiles_in_words(client: Client, lang: str, run: str):
    """The best play is read by players, not parsers: "red 1", never the notation's "R1"."""
    link = check_url(lang, "rummikub", "t:R2.R3.J.R5.R6 p:+50 / r:R1.K4.R7.B8.B10 m:1 / r:#12 m:1", plan="1")
    box = re.search(r'<section class="ck-plan-box".*?</section>', client.get(link).content.decode(), re.S)[0]
    steps = re.search(r'<ol class="ck-steps">(.*?)</ol>', box, re.S)[1]
    assert f"<li>{run}</li>" in steps and "R1" not in steps
    assert re.search(r':</p>\s*<ol class="ck-steps">', box)  # "The table after it:" leads into the steps


def test_the_verdict_offers_the_faq_positions_for_its_rule(client: Client):
    """Under a verdict: the FAQ scenarios the engine decides by the same rule, each opening the checker
    with that position and move, ready to be changed."""
    from explainer.faq import registry

    page = client.get(check_url("fi", "skip-bo", "b:4,-,-,- w:+30 / s:6+22 h:1.5.9 d:7,-,-,- / s:8+19 h:#5",
                                "d1-d2")).content.decode()
    rule = verdict(page)[1]
    scenarios = [a for a in registry.faq("skip-bo").answers if a.scenario and a.scenario.rule == rule]
    assert scenarios, rule
    box = re.search(r'<ul class="ck-links ck-starts">(.*?)</ul>', page, re.S)[1]
    first = re.search(r'<a href="([^"]+)">', box)[1].replace("&amp;", "&")
    query = parse_qs(urlsplit(first).query)
    assert urlsplit(first).path == "/fi/skip-bo/check/"
    assert (query["p"], query["m"]) == ([scenarios[0].scenario.position], [scenarios[0].scenario.move])
    assert verdict(client.get(first).content.decode())[1] == rule


FREED_JOKER = ("t:K6.R6.J,O7.O8.O9 p:+30 / r:O6.B1 m:1 / r:#14 m:1", "t:K6.R6.O6,J.O7.O8.O9")
"""Issue 20: the orange 6 takes the joker's place in a group, and the joker, a 6 again, joins an old run
that gains nothing else -- the joker is freed, and that run is not a new set."""


@pytest.mark.parametrize(("lang", "badge", "named"), [
    ("en", "Not allowed", ("You freed the joker that stood for blue 6 or orange 6 in black 6, red 6, joker, and "
                           "it went into set 2 (joker, orange 7, orange 8, orange 9). That set holds no tile "
                           "from your rack, so it does not count as new")),
    ("ru", "Нельзя", "Вы освободили джокер из комбинации (чёрная 6, красная 6, джокер), где он заменял фишку: "
                     "синяя 6 или оранжевая 6. Джокер попал в комбинацию 2 (джокер, оранжевая 7"),
    ("fi", "Ei sallittu", "Vapautit jokerin, joka oli sininen 6 tai oranssi 6 yhdistelmässä (musta 6, "
                          "punainen 6, jokeri), ja se päätyi yhdistelmään 2"),
    ("sv", "Inte tillåtet", "Du frigjorde jokern som var blå 6 eller orange 6 i kombinationen (svart 6, röd 6, "
                            "joker), och den hamnade i kombination 2"),
])
def test_a_freed_joker_in_an_old_set_is_named_in_the_verdict(client: Client, lang: str, badge: str, named: str):
    page = client.get(check_url(lang, "rummikub", *FREED_JOKER)).content.decode()
    assert verdict(page) == ("illegal", "rummikub.joker.not-reused")
    shown = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))
    assert badge in shown and named in shown, shown[:2000]
