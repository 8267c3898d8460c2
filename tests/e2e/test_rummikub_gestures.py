"""Rummikub gestures on a 390×844 phone, in Finnish: a run is split by a tap on the gap between two of its
tiles, and the chosen tile goes where it should through the bar that floats beside it — a bar that covers
no tile (neither the chosen one nor any set or rack tile it can go to), can be reached with the keyboard,
and leaves the whole table in one screen. The goal's count of placed tiles goes up as the tile lands."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_board_phone import PHONE, Taps, no_sideways_scroll, table_in_view

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

COVERED = """() => {
  const bar = document.querySelector('#rk-bar').getBoundingClientRect();
  const hit = r => r.left < bar.right && bar.left < r.right && r.top < bar.bottom && bar.top < r.bottom;
  return Array.from(document.querySelectorAll('#board .rk-btn, #board .rk-gap'))
    .filter(b => hit(b.getBoundingClientRect())).map(b => b.id);
}"""


def test_split_by_the_gap_then_place_through_the_floating_bar(page: Page, live_server, watch) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/fi/rummikub/puzzles/split-a-run/")
    taps = Taps(page)
    gap = page.locator("#rk-cut-1-3")
    expect(gap).to_have_accessible_name("Jaa yhdistelmä 1 laatan 3 jälkeen")
    taps.post(gap)  # one tap: the run red 3-8 is cut after red 5
    expect(page.locator(".rk-set")).to_have_count(3)
    expect(page.locator("#rk-set-2 .rk-btn").first).to_have_attribute("data-face", "R6")
    table_in_view(page, "after the split")

    bar = page.locator("#rk-bar")
    expect(bar).to_be_hidden()
    rack_top = page.locator(".rk-rack").evaluate("el => el.getBoundingClientRect().top")
    taps.choose(page.locator('.rk-rack .rk-btn[data-face="R5"]'))
    expect(bar).to_be_visible()
    assert page.evaluate(COVERED) == [], "the floating bar covers tiles"
    moved = page.locator(".rk-rack").evaluate("el => el.getBoundingClientRect().top") - rack_top
    assert moved == 0, f"opening the bar moved the rack by {moved}px"
    table_in_view(page, "with the bar open")
    expect(page.locator("#rk-into-2")).to_have_accessible_name("Yhdistelmään 2")

    page.keyboard.press("Escape")
    page.locator('.rk-rack .rk-btn[data-face="R5"]').focus()
    for _ in range(6):  # the bar is reached from the chosen tile with the keyboard alone
        page.keyboard.press("Shift+Tab")
        if page.evaluate("!!document.activeElement.closest('#rk-bar')"):
            break
    assert page.evaluate("document.activeElement.closest('#rk-bar') !== null"), "the bar is not keyboard reachable"

    taps.post(page.locator("#rk-into-2"))
    expect(page.locator("#rk-set-2 .rk-btn").first).to_have_attribute("data-face", "R5")
    expect(bar).to_be_hidden()
    expect(page.locator("#goal")).to_contain_text("asetettu: 1")  # counted live, before the turn ends
    table_in_view(page, "after the tile landed")
    taps.post(page.locator("#act-end"))
    expect(page.locator("#result")).to_be_visible()
    no_sideways_scroll(page)
    assert taps.count == 4  # split, choose, place, end
    assert not watch.errors, watch.errors  # nothing refused by the strict CSP (the bar is placed via the CSSOM)
