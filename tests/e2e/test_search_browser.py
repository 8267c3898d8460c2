"""The site-wide search in a real browser, on a phone (390×844): a Russian question typed into the header's
field shows results grouped by game with verdict badges as it is typed, and one opens; without
JavaScript the same field is a plain GET to the search page; axe finds nothing on the panel or the page."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import PageWatch

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
PHONE = {"width": 390, "height": 844}
QUESTION = "можно ли взять джокера со стола"
ANSWER = "/ru/rummikub/faq/joker-to-rack/"


def assert_axe_clean(page: Page) -> None:
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
        assert results.violations_count == 0, f"{scheme}:\n" + results.generate_report()


def test_a_russian_question_typed_in_the_header_shows_grouped_answers_as_you_type(
        browser: Browser, live_server) -> None:
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    watch = PageWatch(page, live_server.url)
    page.goto(f"{live_server.url}/ru/skip-bo/")
    header = page.locator(".site-header .bar").bounding_box()
    assert header["height"] <= 60, f"the header takes {header['height']} px: more than one row on a phone"
    field = page.locator("#site-q")
    assert field.bounding_box()["width"] >= 100 and field.bounding_box()["height"] >= 44
    history = page.evaluate("history.length")
    field.press_sequentially(QUESTION, delay=20)  # typed key by key: htmx asks after each pause
    panel = page.locator("#site-search-panel")
    expect(panel.locator(".search-group h2").first).to_have_text("Руммикуб")
    result = panel.locator(f'.search-item a[href="{ANSWER}"]')
    expect(result).to_be_visible()
    item = panel.locator(".search-item", has=page.locator(f'a[href="{ANSWER}"]'))
    expect(item.locator(".verdict-badge")).to_have_text("Нет")
    expect(item.locator("mark").first).to_be_visible()
    assert page.url == f"{live_server.url}/ru/skip-bo/"  # typing never leaves the page …
    assert page.evaluate("history.length") == history  # … nor adds a history entry per keystroke
    assert_axe_clean(page)
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    field.fill("")
    field.press_sequentially("забрать джокер", delay=20)
    expect(result).to_be_visible()
    result.click()
    expect(page).to_have_url(live_server.url + ANSWER)
    expect(page.locator("main h1")).to_contain_text("джокер")
    page.goto(f"{live_server.url}/ru/search/?q={QUESTION}")  # the search page itself, results and all
    expect(page.locator("main .search-group").first).to_be_visible()
    assert_axe_clean(page)
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    context.close()


def test_without_javascript_the_header_field_opens_the_search_page(browser: Browser, live_server) -> None:
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/ru/skip-bo/")
    page.locator("#site-q").fill(QUESTION)
    page.locator("#site-q").press("Enter")
    expect(page).to_have_url(re.compile(r"/ru/search/\?q="))
    expect(page.locator("#search-q")).to_have_value(QUESTION)
    groups = page.locator("main .search-group h2")
    expect(groups.first).to_have_text("Руммикуб")
    item = page.locator("main .search-item", has=page.locator(f'a[href="{ANSWER}"]'))
    expect(item.locator(".verdict-badge")).to_have_text("Нет")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the search page scrolls sideways by {overflow}px on a phone"
    page.locator("#search-q").fill("<b>zzzz</b> qqqq")
    page.locator("#search-q").press("Enter")
    expect(page.locator(".search-none")).to_contain_text("<b>zzzz</b> qqqq")  # echoed as text, escaped
    expect(page.locator('.search-none a[href="/ru/skip-bo/check/"]')).to_be_visible()
    result_page = page.goto(f"{live_server.url}/ru/search/?q={QUESTION}")
    assert result_page.status == 200
    page.locator(f'main .search-item a[href="{ANSWER}"]').click()
    expect(page).to_have_url(live_server.url + ANSWER)
    context.close()
