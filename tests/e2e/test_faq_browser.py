"""The FAQ in a real browser (Debian Chromium): copy an answer's link, switch language on an answer,
search the index live (htmx) and without JavaScript, and axe on the FAQ pages in every language."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.utils import translation
from playwright.sync_api import Browser, Page, expect

from explainer.faq import registry
from tests.conftest import LANGS
from tests.e2e.conftest import PageWatch

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
AXE = Axe()
GAME = "skip-bo"
SKIPBO = registry.faq(GAME).answers
SCENARIO_ANSWER = next(a for a in SKIPBO if a.scenario is not None)
SEARCHED = next((a for a in SKIPBO if a.myth), SKIPBO[0])


def text_in(lang: str, value) -> str:
    with translation.override(lang):
        return str(value)


def sloppy(text: str) -> str:
    return text.lower().replace("å", "a").replace("ä", "a").replace("ö", "o")


def test_copy_link_in_russian_then_switch_to_finnish(browser: Browser, live_server) -> None:
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page = context.new_page()
    watch = PageWatch(page, live_server.url)
    path = f"/ru/{GAME}/faq/{SCENARIO_ANSWER.slug}/"
    page.goto(live_server.url + path)
    expect(page.locator("main h1")).to_contain_text(text_in("ru", SCENARIO_ANSWER.question))
    copy = page.locator("[data-share-copy]")
    expect(copy).to_be_visible()
    expect(copy).to_be_enabled()
    copy.click()
    with translation.override("ru"):
        copied = translation.gettext("Link copied")
    expect(page.locator("[data-share-status]")).to_have_text(copied)
    assert page.evaluate("navigator.clipboard.readText()") == live_server.url + path == page.url
    page.locator(".site-menu summary").click()  # the languages sit in the header's menu
    page.get_by_role("link", name="Suomi").click()
    expect(page).to_have_url(f"{live_server.url}/fi/{GAME}/faq/{SCENARIO_ANSWER.slug}/")
    assert page.locator("html").get_attribute("lang") == "fi"
    expect(page.locator("main h1")).to_contain_text(text_in("fi", SCENARIO_ANSWER.question))
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    context.close()


def test_without_javascript_the_link_is_ready_to_select(browser: Browser, live_server) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    path = f"/ru/{GAME}/faq/{SCENARIO_ANSWER.slug}/"
    page.goto(live_server.url + path)
    expect(page.locator("[data-share-copy]")).to_be_hidden()
    field = page.locator("#share-url")
    expect(field).to_be_visible()
    expect(field).to_have_value(live_server.url + path)
    assert field.get_attribute("readonly") is not None
    context.close()


def _search_terms() -> str:
    return sloppy(text_in("sv", SEARCHED.question))


def test_search_in_swedish_with_javascript_is_live(page: Page, live_server, watch) -> None:
    page.goto(f"{live_server.url}/sv/{GAME}/faq/")
    total = page.locator(".faq-item").count()
    assert total == len(SKIPBO)
    page.locator("#faq-q").fill(_search_terms())  # typed, not submitted: htmx swaps the results
    target = page.locator(f'.search-item a[href="/sv/{GAME}/faq/{SEARCHED.slug}/"]')
    expect(page.locator(".faq-item")).to_have_count(0)
    expect(target).to_be_visible()
    expect(page).to_have_url(re.compile(r"/sv/skip-bo/faq/\?q="))
    count = page.locator(".search-item").count()
    expect(page.locator("#faq-count")).to_contain_text(str(count))
    assert page.locator("html").get_attribute("lang") == "sv"
    assert not watch.errors, watch.errors


def test_search_in_swedish_without_javascript(browser: Browser, live_server) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/sv/{GAME}/faq/")
    page.locator("#faq-q").fill(_search_terms())
    page.locator("#faq-q").press("Enter")
    expect(page).to_have_url(re.compile(r"/sv/skip-bo/faq/\?q="))
    expect(page.locator(f'.search-item a[href="/sv/{GAME}/faq/{SEARCHED.slug}/"]')).to_be_visible()
    assert page.locator(".search-item").count() < len(SKIPBO)
    page.locator("#faq-q").fill("zzzz qqqq")
    page.locator("#faq-q").press("Enter")
    expect(page.locator(".search-item")).to_have_count(0)
    expect(page.locator(".search-none")).to_be_visible()
    page.locator(".faq-clear a").click()
    expect(page.locator(".faq-item")).to_have_count(len(SKIPBO))
    context.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["index", "answer", "rummikub-answer"])
def test_faq_pages_pass_axe(page: Page, live_server, watch, lang: str, kind: str) -> None:
    if kind == "index":
        path = f"/{lang}/{GAME}/faq/"
    elif kind == "answer":
        path = f"/{lang}/{GAME}/faq/{SCENARIO_ANSWER.slug}/"
    else:
        rk = next(a for a in registry.faq("rummikub").answers if a.scenario is not None)
        path = f"/{lang}/rummikub/faq/{rk.slug}/"
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + path)
    expect(page.locator("main h1")).to_be_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{path} scrolls sideways by {overflow}px on a phone"
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        results = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
        assert results.violations_count == 0, f"{scheme}:\n" + results.generate_report()
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign


@pytest.mark.parametrize("lang", ["ru", "fi", "sv"])
def test_search_and_share_controls_are_thumb_sized(page: Page, live_server, lang: str) -> None:
    """Settling a dispute on a phone: the search field, its button, the answer's link field and "Copy link"
    were 40–43 px tall; every control on the site is at least 44 px."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/{lang}/{GAME}/faq/")
    controls = [page.locator("#faq-q"), page.locator(".faq-search button")]
    for control in controls:
        assert control.bounding_box()["height"] >= 44, f"{control} is under 44 px"
    page.goto(f"{live_server.url}/{lang}/{GAME}/faq/{SKIPBO[0].slug}/")
    expect(page.locator("[data-share-copy]")).to_be_visible()
    for control in [page.locator(".share__url"), page.locator("[data-share-copy]")]:
        assert control.bounding_box()["height"] >= 44, f"{control} is under 44 px"


def test_the_leaflet_picker_applies_on_change_and_without_javascript_by_its_button(browser: Browser,
                                                                                     live_server) -> None:
    """Issue 20: the picker at the top of an "it depends" answer answers for the chosen leaflet at once (no
    extra button with JavaScript); without JavaScript it is a plain form with a submit button. The answer
    fits a phone, passes axe, and the verdict box says which leaflet it answers for."""
    path = f"/fi/{GAME}/faq/who-goes-first/"
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    watch = PageWatch(page, live_server.url)
    page.goto(live_server.url + path)
    picker = page.locator("form[data-leaflet-picker]")
    expect(picker.locator("button")).to_be_hidden()
    assert picker.locator("select").bounding_box()["height"] >= 44
    picker.locator("select").select_option("finnish")
    expect(page).to_have_url(re.compile(r"\?leaflet=finnish"))
    expect(page.locator(".verdict")).to_have_attribute("data-leaflet", "finnish")
    expect(page.locator(".verdict")).to_have_class(re.compile(r"verdict--no"))
    page.goto(f"{live_server.url}/fi/{GAME}/faq/")            # remembered: the index badge answers for it
    expect(page.locator('.faq-item:has(a[href$="/who-goes-first/"]) .verdict-badge')).to_have_class(
        re.compile("verdict-badge--no"))
    results = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
    assert results.violations_count == 0, results.generate_report()
    assert not watch.errors, watch.errors
    context.close()

    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(live_server.url + path)
    picker = page.locator("form[data-leaflet-picker]")
    picker.locator("select").select_option("52370")
    expect(page).to_have_url(live_server.url + path)            # nothing happens until the button
    picker.locator("button").click()
    expect(page.locator(".verdict")).to_have_attribute("data-leaflet", "52370")
    expect(page.locator(".verdict")).to_have_class(re.compile(r"verdict--unstated"))
    context.close()
