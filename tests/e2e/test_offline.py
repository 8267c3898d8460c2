"""Offline at the table (Debian Chromium): once a game is opened, its rules, glossary and every FAQ answer
work with the network off, with the offline banner; puzzles and the checker say they need the network."""

from __future__ import annotations

import pytest
from django.utils import translation
from playwright.sync_api import BrowserContext, Page, expect

from config.offline import FALLBACK_TEXTS
from explainer.faq import registry

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

BANNER = "[data-offline-banner]"
SAVED = ("You are offline. This page is saved on this device: the rules, glossary and FAQ answers of the games you "
         "have opened work without the network.")
PUZZLES = "You are offline. Puzzles need the network: every move is judged by the rules engine on the server."


def words(lang: str, text: str) -> str:
    """``text`` as the catalog of ``lang`` has it (the language editors may reword it)."""
    with translation.override(lang):
        return translation.gettext(text)


def heading(lang: str, need: str) -> str:
    with translation.override(lang):
        return str(FALLBACK_TEXTS[need][0])


def open_and_keep(page: Page, url: str) -> None:
    """Open a page of the game online and wait until the service worker has kept the game."""
    page.goto(url)
    expect(page.locator("html[data-offline-ready]")).to_have_count(1, timeout=60_000)


def test_the_rules_glossary_and_every_faq_answer_work_offline_with_the_banner(
        page: Page, context: BrowserContext, live_server, watch) -> None:
    base = live_server.url
    open_and_keep(page, f"{base}/ru/skip-bo/faq/")
    expect(page.locator(BANNER)).to_be_hidden()
    context.set_offline(True)
    answers = [a.slug for a in registry.faq("skip-bo").answers]
    for path in ["/ru/skip-bo/", "/ru/skip-bo/glossary/", *(f"/ru/skip-bo/faq/{slug}/" for slug in answers)]:
        page.goto(base + path)
        expect(page.locator("main h1")).to_be_visible()
        expect(page.locator(BANNER)).to_be_visible()
        expect(page.locator(BANNER)).to_have_text(words("ru", SAVED))
    assert page.locator("html").get_attribute("lang") == "ru"
    page.goto(f"{base}/ru/skip-bo/#skipbo.build.next-number")
    expect(page.locator('[id="skipbo.build.next-number"]')).to_be_visible()
    assert not watch.foreign, watch.foreign


def test_puzzles_and_the_checker_say_they_need_the_network(page: Page, context: BrowserContext, live_server) -> None:
    base = live_server.url
    open_and_keep(page, f"{base}/fi/rummikub/")
    context.set_offline(True)
    page.goto(f"{base}/fi/rummikub/puzzles/split-a-run/")
    expect(page.locator("main h1")).to_have_text(heading("fi", "puzzles"))
    expect(page.locator(BANNER)).to_be_visible()
    page.goto(f"{base}/fi/rummikub/check/")
    expect(page.locator("main h1")).to_have_text(heading("fi", "checker"))
    page.goto(f"{base}/fi/skip-bo/")  # a game not opened yet
    expect(page.locator("main h1")).to_have_text(heading("fi", "page"))
    context.set_offline(False)
    page.goto(f"{base}/fi/rummikub/puzzles/split-a-run/")
    expect(page.locator(BANNER)).to_be_hidden()


def test_a_page_open_when_the_network_drops_shows_the_banner(page: Page, context: BrowserContext, live_server) -> None:
    page.goto(f"{live_server.url}/sv/skip-bo/puzzles/next-number/")
    expect(page.locator(BANNER)).to_be_hidden()
    context.set_offline(True)
    expect(page.locator(BANNER)).to_be_visible()
    expect(page.locator(BANNER)).to_have_text(words("sv", PUZZLES))
    context.set_offline(False)
    expect(page.locator(BANNER)).to_be_hidden()


CHECKER = "You are offline. The checker needs the network: the rules engine on the server judges each position."


@pytest.mark.parametrize("lang", ["ru", "fi", "sv"])
def test_a_tap_that_cannot_reach_the_server_says_so_where_the_eyes_are(
        page: Page, context: BrowserContext, live_server, lang: str) -> None:
    """The network drops at the table while a puzzle or the checker is open, scrolled down to the board or
    the move: a tap used to do nothing visible there (the banner is at the top of the page, out of sight).
    Now the dock, or the line under the checker's move, says the page is offline."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/{lang}/skip-bo/puzzles/first-turn/")
    page.locator("#act-draw").scroll_into_view_if_needed()
    context.set_offline(True)
    page.locator("#act-draw").click()
    expect(page.locator("#feedback")).to_have_text(words(lang, PUZZLES))
    assert page.locator("#feedback").evaluate("el => el.getBoundingClientRect().top") < 844
    context.set_offline(False)
    page.goto(f"{live_server.url}/{lang}/skip-bo/check/")
    page.locator("#checker button[value='sel:b1']").scroll_into_view_if_needed()
    context.set_offline(True)
    page.locator("#checker button[value='sel:b1']").click()
    live = page.locator("#checker .ck-live")
    expect(live).to_have_text(words(lang, CHECKER))
    expect(live).to_be_in_viewport()
    context.set_offline(False)


def test_the_site_is_installable_in_the_page_language(page: Page, live_server) -> None:
    page.goto(f"{live_server.url}/sv/")
    manifest = page.locator('link[rel="manifest"]').get_attribute("href")
    data = page.request.get(live_server.url + manifest).json()
    assert data["lang"] == "sv" and data["start_url"] == "/sv/" and data["display"] == "standalone"
    assert {icon["sizes"] for icon in data["icons"]} >= {"192x192", "512x512"}
    assert any(icon["purpose"] == "maskable" for icon in data["icons"])
    for icon in data["icons"]:
        assert page.request.get(live_server.url + icon["src"]).ok
    registered = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert registered == live_server.url + "/"


def test_offline_the_search_says_it_needs_the_network_and_lists_the_saved_answers(
        page: Page, context: BrowserContext, live_server) -> None:
    base = live_server.url
    open_and_keep(page, f"{base}/sv/skip-bo/")
    context.set_offline(True)
    page.goto(f"{base}/sv/search/?q=sl%C3%A4ngh%C3%B6g")
    expect(page.locator("main h1")).to_have_text(heading("sv", "search"))
    saved = page.locator("[data-offline-answers] li:not([hidden]) a")
    expect(saved.first).to_be_visible()
    with translation.override("sv"):
        matching = [a for a in registry.faq("skip-bo").answers if "slänghög" in str(a.question).lower()]
    expect(saved).to_have_count(len(matching))  # the saved questions with the word asked for
    expect(page.locator('[aria-labelledby="saved-rummikub"]')).to_be_hidden()  # Rummikub was never opened
    saved.first.click()
    expect(page.locator("main h1")).to_be_visible()
    expect(page.locator(BANNER)).to_be_visible()
