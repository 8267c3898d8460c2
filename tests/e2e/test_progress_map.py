"""The learner's map on a 390×844 phone in Swedish (Debian Chromium): a mistake in a puzzle marks its
rule "needs practice" on the map with the numbers behind the mark, and resetting the rule asks first;
axe finds nothing on the map or the confirmation."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
RULE = "skipbo.build.next-number"


def no_axe_violations(page: Page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{page.url} scrolls sideways by {overflow}px on a phone"
    page.evaluate("window.scrollTo(0, 0)")  # nothing under the sticky header
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
    assert results.violations_count == 0, results.generate_report()


def test_a_mistake_marks_the_rule_on_the_map_and_a_reset_asks_first(page: Page, live_server) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/sv/skip-bo/puzzles/next-number/")
    page.locator('button[data-src="s"]').first.click()
    page.locator('button[data-to="b1"]').click()  # the 6 onto a pile showing 4
    expect(page.locator("#feedback .fb--bad")).to_be_visible()

    page.goto(f"{live_server.url}/sv/skip-bo/progress/")
    rule = page.locator(f'li[id="{RULE}"]')
    expect(rule).to_have_attribute("data-mark", "practice")
    rule.locator("summary").click()
    expect(rule.locator(".rule-mark__why")).to_contain_text("1 försök stoppades av den här regeln.")
    no_axe_violations(page)

    rule.get_by_role("link", name="Nollställ regeln…").click()
    expect(page.locator("h1")).to_have_text("Vill du nollställa kartan?")
    no_axe_violations(page)
    page.locator("#confirm-reset").click()
    expect(page.locator(f'li[id="{RULE}"]')).to_have_attribute("data-mark", "new")
