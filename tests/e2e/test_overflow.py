"""No text overflows its box at any width from 320 to 1920 px (issue 23): on both puzzle boards, both
checkers, a rules page and the search page (each with the site header), every heading, label and button is
at least as wide as its text (scrollWidth ≤ clientWidth), and the page never scrolls sideways. One browser
page, resized in a loop, to stay fast."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PAGES = ["/fi/skip-bo/puzzles/next-number/", "/sv/rummikub/puzzles/split-a-run/", "/ru/skip-bo/check/",
         "/fi/rummikub/check/", "/fi/skip-bo/", "/ru/search/"]
WIDTHS = [320, 390, 768, 1024, 1280, 1920]
OVERFLOW = """() => {
  const out = [];
  for (const e of document.querySelectorAll('h1, h2, h3, h4, label, button, a.btn, .bd-label, .tool, summary, th')) {
    const style = getComputedStyle(e), name = e.id || e.className || e.tagName;
    if (style.display === 'none' || e.closest('.visually-hidden') || !e.clientWidth) continue;
    if (style.overflowX === 'auto') continue;
    if (e.scrollWidth > e.clientWidth + 1) out.push(`${name} ${e.scrollWidth}>${e.clientWidth}`);
  }
  return {sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth, out};
}"""


def test_no_text_overflows_its_box_from_320_to_1920_px(page: Page, live_server) -> None:
    found = []
    for path in PAGES:
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            page.goto(live_server.url + path)
            at = page.evaluate(OVERFLOW)
            if at["sideways"] > 0 or at["out"]:
                found.append(f"{width}px {path}: sideways {at['sideways']}px, {at['out']}")
    assert not found, "\n".join(found)
