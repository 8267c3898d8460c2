"""Every ruling exactly as wide as its leaflet (issue 20): each of the five leaflets chosen leads the rules
page's intro, the "it depends" FAQ verdicts and the FAQ index badges, in four languages; and each text that
claimed more than its leaflet says (0922 credited with the Finnish details, Finnish-only penalties stated
as everyone's, the card count settled, 52370 given a starter and the Finnish example) is held to its source."""

from __future__ import annotations

import html
import re
from http import HTTPStatus

import pytest
from django.test import Client
from django.utils import translation

from explainer.faq import registry
from explainer.faq.words import VERDICT_BADGES, VERDICT_WORDS
from games import leaflets

LANGS = ("en", "ru", "fi", "sv")
CODES = tuple(leaflets.BY_CODE)
pytestmark = pytest.mark.django_db


def _text(fragment: str) -> str:
    """A piece of a page as a reader sees it: tags dropped, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def _verdict_box(page: str) -> re.Match[str]:
    return re.search(r'<p class="verdict verdict--(\w+)"( data-leaflet="([^"]+)")?>(.*?)</p>', page, re.S)


def _first(page: str, section: str) -> str:
    part = page.split(f'id="{section}"', 1)[1]
    return re.search(r'<p class="leaflet-point__first">(.*?)</p>', part, re.S)[1]


def _badge(page: str, slug: str) -> tuple[str, str]:
    found = re.search(rf'/faq/{slug}/">.*?<span class="verdict-badge verdict-badge--(\w+)">(.*?)</span>', page, re.S)
    return found[1], found[2]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", CODES)
def test_the_chosen_leaflet_leads_the_rules_intro_the_faq_verdicts_and_the_badges(code: str, lang: str) -> None:
    client = Client()
    leaflet = leaflets.BY_CODE[code]
    with translation.override(lang):
        intro = leaflets.intro(leaflet)
        who_starts = str(leaflets.POINTS["who-starts"][code])
        answers = {slug: registry.answer("skip-bo", slug) for slug in ("who-goes-first", "partner-talking")}
        expected = {slug: (a.by_leaflet[code].verdict, str(VERDICT_WORDS[a.by_leaflet[code].verdict]),
                           str(a.by_leaflet[code].text)) for slug, a in answers.items()}
        badge = str(VERDICT_BADGES[expected["who-goes-first"][0]])

    rules = client.get(f"/{lang}/skip-bo/", {"leaflet": code}).content.decode()
    shown = re.search(r'<p class="leaflet-intro" data-leaflet="([^"]+)">(.*?)</p>', rules, re.S)
    assert shown[1] == code and shown[2] == intro
    if code != "42050-0925":
        assert str(leaflet.name) in _text(shown[2]), "the intro names the reader's leaflet"
    assert rules.index("data-leaflet-picker") < rules.index('id="toc-h"'), "the picker sits at the top"
    assert who_starts in _first(rules, "who-starts")

    for slug, (verdict, word, sentence) in expected.items():
        page = client.get(f"/{lang}/skip-bo/faq/{slug}/", {"leaflet": code}).content.decode()
        box = _verdict_box(page)
        assert (box[1], box[3]) == (verdict, code), f"{slug}: the verdict box answers for {code}"
        assert word in _text(box[4]) and sentence in _text(box[4])
        assert page.index("data-leaflet-picker") < page.index('class="verdict '), "the picker comes first"

    index = client.get(f"/{lang}/skip-bo/faq/", {"leaflet": code}).content.decode()
    assert "data-leaflet-picker" in index.split('id="faq-results"', 1)[0]
    assert _badge(index, "who-goes-first") == (expected["who-goes-first"][0], badge)


def test_without_a_choice_the_depends_answers_still_say_it_depends() -> None:
    page = Client().get("/en/skip-bo/faq/who-goes-first/").content.decode()
    box = _verdict_box(page)
    assert box[1] == "depends" and box[2] is None
    assert _badge(Client().get("/en/skip-bo/faq/").content.decode(), "who-goes-first")[0] == "depends"


def test_the_stored_choice_answers_like_the_link() -> None:
    client = Client()
    client.cookies[leaflets.COOKIE] = "quick-start"
    box = _verdict_box(client.get("/sv/skip-bo/faq/who-goes-first/").content.decode())
    assert (box[1], box[3]) == ("no", "quick-start")
    assert _badge(client.get("/sv/skip-bo/faq/").content.decode(), "partner-talking")[0] == "unstated"


def test_the_picker_is_a_plain_form_that_site_js_applies_on_change() -> None:
    page = Client().get("/en/skip-bo/faq/partner-talking/").content.decode()
    form = re.search(r"<form[^>]*data-leaflet-picker.*?</form>", page, re.S)[0]
    assert 'method="get"' in form and '<button type="submit"' in form and "onchange" not in form
    with open("static/js/site.js", encoding="utf-8") as script:
        code = script.read()
    assert "data-leaflet-picker" in code and "form.submit()" in code and "button.hidden = true" in code


def test_a_leaflet_code_is_checked_in_one_place() -> None:
    assert leaflets.leaflet_named("52370") is leaflets.BY_CODE["52370"]
    for bad in ("", "42050", "FINNISH", " finnish", None, 5):
        assert leaflets.leaflet_named(bad) is None
    kept = Client().get("/en/skip-bo/check/", {"leaflet": "finnish"}).content.decode()
    assert 'name="leaflet" value="finnish"' in kept, "the checker keeps a known leaflet in its links"


# -- Overclaims --------------------------------------------------------------------------------------

FINNISH_ONLY_DEAL = ("drawing again", "draw again", "goes to the left", "next game", "Skip-Bo card does not count")


def test_0922_is_credited_only_with_what_leaflet_000_says() -> None:
    said = str(leaflets.POINTS["who-starts"]["42050-0922"])
    assert "highest number card deals" in said and "dealer's left starts" in said
    assert not any(phrase in said for phrase in FINNISH_ONLY_DEAL), said
    for lang in LANGS:
        with translation.override(lang):
            assert str(leaflets.POINTS["who-starts"]["42050-0922"]) != str(leaflets.POINTS["who-starts"]["finnish"])
    page = Client().get("/en/skip-bo/", {"leaflet": "42050-0922"}).content.decode()
    assert not any(phrase in _first(page, "who-starts") for phrase in FINNISH_ONLY_DEAL)
    faq = Client().get("/en/skip-bo/faq/who-goes-first/").content.decode()
    note = re.search(r"\(42050-0922\)</strong>: (.*?)</p>", faq, re.S)[1]
    assert not any(phrase in note for phrase in FINNISH_ONLY_DEAL), note


FINNISH = {"en": "Finnish", "ru": "финск", "fi": "suomenkiel", "sv": "finska"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", ["over-drawing", "playing-out-of-turn"])
def test_finnish_only_penalties_name_the_finnish_leaflet(slug: str, lang: str) -> None:
    page = Client().get(f"/{lang}/skip-bo/faq/{slug}/").content.decode()
    verdict = _text(_verdict_box(page)[4])
    assert FINNISH[lang] in verdict.casefold() or FINNISH[lang] in verdict, verdict
    og = re.search(r'<meta property="og:description" content="([^"]*)"', page)[1]
    assert FINNISH[lang] in html.unescape(og).casefold() or FINNISH[lang] in html.unescape(og)


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_count_answer_says_the_sources_disagree(lang: str) -> None:
    a = registry.answer("skip-bo", "card-count-42050-52370")
    assert a.verdict == "disputed"
    page = Client().get(f"/{lang}/skip-bo/faq/card-count-42050-52370/").content.decode()
    box = _verdict_box(page)
    assert box[1] == "disputed" and "52370" in box[4] and "42050" in box[4]
    with translation.override(lang):
        assert str(VERDICT_WORDS["disputed"]) in _text(box[4])
        assert _badge(Client().get(f"/{lang}/skip-bo/faq/").content.decode(),
                      "card-count-42050-52370") == ("disputed", str(VERDICT_BADGES["disputed"]))
    assert "Both describe the same deck" not in page and "either way" not in page


def test_52370_says_what_the_swedish_guide_says_and_no_more() -> None:
    page = Client().get("/en/skip-bo/", {"leaflet": "52370"}).content.decode()
    starts = _first(page, "who-starts")
    assert "own rules" in starts and "youngest" not in starts and "does not say" not in starts
    partners = _first(page, "partner-play")
    assert "limited instructions" in partners
    texts_of_52370 = [
        str(leaflets.POINTS["partner-talk"]["52370"]),
        str(registry.answer("skip-bo", "partner-talking").by_leaflet["52370"].text),
        *(str(p) for p in registry.answer("skip-bo", "partner-talking").explanation),
        page.split("<dt>52370</dt>", 1)[1].split("</dd>", 1)[0],
        partners,
    ]
    for text in texts_of_52370:
        assert "as a 4" not in text and "as the 4" not in text, "the Skip-Bo-card-as-4 example is the Finnish leaflet's"
    assert "as a 4" in _first(Client().get("/en/skip-bo/", {"leaflet": "finnish"}).content.decode(), "partner-play")


# -- Score keeper ------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_count_no_deal_could_leave_is_refused_with_the_field_named(lang: str) -> None:
    response = Client().get(f"/{lang}/skip-bo/score/", {"n": "5", "g": "0.25.3.1.1"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    page = response.content.decode()
    alert = _text(re.search(r'<div class="ck-error" role="alert" id="ck-error" data-bad="left">(.*?)</div>',
                            page, re.S)[1])
    with translation.override(lang):
        player = translation.pgettext("seat name", "Player %(number)s") % {"number": 2}
    assert player in alert and "20" in alert and "5" in alert
    assert 'id="sk-l1" name="l1" value="0" aria-invalid="true"' in page


def test_the_score_keeper_takes_every_count_a_deal_can_leave() -> None:
    client = Client()
    assert client.get("/en/skip-bo/score/", {"n": "6", "g": "0.20.20.20.20.20"}).status_code == HTTPStatus.OK
    assert client.get("/en/skip-bo/score/", {"n": "4", "g": "30.0.30.30"}).status_code == HTTPStatus.OK
    assert client.get("/en/skip-bo/score/", {"n": "4", "g": "31.0.30.30"}).status_code == HTTPStatus.BAD_REQUEST
    assert client.get("/en/skip-bo/score/", {"n": "6", "v": "team", "g": "0.21.3.0.4.5"}).status_code == \
        HTTPStatus.BAD_REQUEST
    added = client.get("/en/skip-bo/score/", {"n": "6", "add": "1", "win": "0", "l1": "21", "l2": "2", "l3": "2",
                                              "l4": "2", "l5": "2"})
    assert added.status_code == HTTPStatus.BAD_REQUEST and 'data-bad="left"' in added.content.decode()
    added = client.get("/en/skip-bo/score/", {"n": "6", "add": "1", "win": "0", "l1": "20", "l2": "2", "l3": "2",
                                              "l4": "2", "l5": "2"})
    assert added.status_code == HTTPStatus.FOUND and added["Location"].endswith("g=0.20.2.2.2.2")


def test_a_shared_link_previews_the_chosen_leaflets_verdict() -> None:
    """The chat preview says what the page says: og:image carries ?leaflet= and draws that verdict."""
    client = Client()
    page = client.get("/en/skip-bo/faq/who-goes-first/", {"leaflet": "finnish"}).content.decode()
    image = re.search(r'<meta property="og:image" content="([^"]+)"', page)[1]
    assert image.endswith("/en/skip-bo/faq/who-goes-first/preview.png?leaflet=finnish")
    finnish = client.get("/en/skip-bo/faq/who-goes-first/preview.png", {"leaflet": "finnish"})
    plain = client.get("/en/skip-bo/faq/who-goes-first/preview.png")
    assert finnish.status_code == plain.status_code == HTTPStatus.OK
    assert finnish["Content-Type"] == "image/png" and finnish.content != plain.content
    assert "?leaflet=" not in re.search(r'<meta property="og:image" content="([^"]+)"',
                                        client.get("/en/skip-bo/faq/fifth-building-pile/").content.decode())[1]


def test_a_search_on_the_faq_answers_for_the_chosen_leaflet_too() -> None:
    client = Client()
    client.cookies[leaflets.COOKIE] = "finnish"
    page = client.get("/en/skip-bo/faq/", {"q": "youngest player go first"}).content.decode()
    found = re.search(r'href="/en/skip-bo/faq/who-goes-first/">.*?<span class="verdict-badge verdict-badge--(\w+)">'
                      r'.*?<p class="search-item__snippet">(.*?)</p>', page, re.S)
    assert found[1] == "no" and "Finnish leaflet" in _text(found[2])
