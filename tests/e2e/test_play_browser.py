"""A game against the computer on a 390×844 phone in Russian (Debian Chromium): start it with the
newcomer's defaults, play a turn by taps (a hand card, then a discard pile), watch the computer player's
turn in the list, and find the same game after a reload; axe finds nothing on the start page or the game."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def no_axe_violations(page: Page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{page.url} scrolls sideways by {overflow}px on a phone"
    page.evaluate("window.scrollTo(0, 0)")
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
    assert results.violations_count == 0, results.generate_report()


def test_a_turn_by_taps_then_the_computers_turn_and_the_game_resumes_after_a_reload(page: Page, live_server) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/ru/skip-bo/play/")
    no_axe_violations(page)
    page.locator("#play-start").click()
    expect(page.locator(".sb-board")).to_be_visible()
    game_url = page.url
    no_axe_violations(page)

    hand = page.locator(".bd-you .bd-hand .bd-btn[data-src]").first
    hand.click()
    expect(hand).to_have_attribute("aria-pressed", "true")
    page.locator('.bd-btn[data-to="d1"]').click()
    anyway = page.locator("#end-anyway")
    moves = page.locator(".play-moves li")
    expect(anyway.or_(moves.first)).to_be_visible(timeout=20_000)  # the computer's turn is played first
    if anyway.is_visible():  # the coach held the discard: it says what was missed first
        expect(page.locator("#feedback .fb--coach")).to_be_visible()
        anyway.click()
    expect(moves.first).to_be_visible(timeout=20_000)
    expect(page.locator("#computer-h")).to_have_text("Ходы компьютерных соперников после вашего хода")
    told = moves.all_inner_texts()

    page.reload()
    assert page.url == game_url
    expect(page.locator(".sb-board")).to_be_visible()
    assert page.locator(".play-moves li").all_inner_texts() == told
    no_axe_violations(page)
