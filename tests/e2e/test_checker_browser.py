"""The checker and the score keeper on a 390×844 phone in Debian Chromium. The checker's board is the
builder: the Russian dispute of issue 22 (may the red 7 take the joker from a group of sevens and the
joker go to red 4-5-6?) built from an empty checker in 13 taps, not allowed; a Skip-Bo discard pile →
discard pile dispute in 5 taps (Finnish); a legal joker swap (Swedish); the score keeper adds three
Skip-Bo games (Swedish) — each with JavaScript (htmx swaps) and without it (plain GET forms), the verdict
in view after the last tap, every control thumb-sized, and axe finds nothing on any of them."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import SETTLING, PageWatch

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
AXE = Axe()


def phone(browser: Browser, live_server, js: bool) -> tuple[Page, PageWatch]:
    context = browser.new_context(viewport=PHONE, java_script_enabled=js, has_touch=True, is_mobile=True)
    page = context.new_page()
    return page, PageWatch(page, live_server.url)


def no_axe_violations(page: Page, js: bool = True) -> None:
    """axe on the page as it stands; axe is a script, so a no-JavaScript page is checked at the same
    address in a page that runs scripts."""
    if not js:
        checked = page.context.browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
        checked.goto(page.url)
        no_axe_violations(checked)
        checked.context.close()
        return
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{page.url} scrolls sideways by {overflow}px on a phone"
    page.evaluate("window.scrollTo(0, 0)")  # nothing sits under the sticky header while axe measures
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        results = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
        assert results.violations_count == 0, f"{scheme}:\n" + results.generate_report()


class Board:
    """Taps on the checker's board, counted: with htmx each waits for its swap, without it for the page."""

    def __init__(self, page: Page, js: bool) -> None:
        self.page, self.js, self.count = page, js, 0

    def tap(self, value: str = "", name: str = "") -> None:
        button = (self.page.locator(f"#checker button[name='tap'][value='{value}']") if value else
                  self.page.locator("#checker button[name='tap']", has=self.page.get_by_text(name, exact=True)))
        button = button.first
        self.count += 1
        if self.js:
            with self.page.expect_response(re.compile(r"/check/\?")):
                button.tap()
            expect(self.page.locator(SETTLING)).to_have_count(0)
        else:
            with self.page.expect_navigation():
                button.tap()

    def verdict_in_view(self) -> None:
        verdict = self.page.locator("#verdict .ck-badge")
        expect(verdict).to_be_in_viewport()


def thumb_sized(page: Page) -> None:
    small = page.evaluate("""() => [...document.querySelectorAll('#checker button, #checker summary')]
        .filter((el) => el.getBoundingClientRect().width > 0)
        .filter((el) => el.getBoundingClientRect().height < 44 || el.getBoundingClientRect().width < 44)
        .map((el) => el.value || el.textContent.trim())""")
    assert small == [], small


@pytest.mark.parametrize("js", [True, False], ids=["htmx", "no-js"])
def test_the_russian_joker_dispute_by_taps_from_empty(browser: Browser, live_server, js: bool) -> None:
    page, watch = phone(browser, live_server, js)
    page.goto(f"{live_server.url}/ru/rummikub/check/")
    board = Board(page, js)
    for tile in ("B7", "K7", "J"):
        board.tap(f"add:{tile}")             # the group of sevens with a joker …
    board.tap("to:new")
    for tile in ("R4", "R5", "R6"):
        board.tap(f"add:{tile}")             # … red 4-5-6 …
    board.tap("to:rack")
    board.tap("add:R7")                      # … and the red 7 on the rack
    expect(page.locator("#checker .ck-palette button[value='add:R7'] .ck-left")).to_have_text("1")
    thumb_sized(page)
    board.tap("st:turn")
    board.tap("pick:r1")                     # the red 7 …
    board.tap(name="Заменить джокер в комбинации 1 выбранной фишкой: красная 7")  # … onto the joker
    board.tap("put:s2")                      # the freed joker to red 4-5-6
    assert board.count <= 15
    verdict = page.locator("[data-verdict]")
    expect(verdict).to_have_attribute("data-verdict", "illegal")
    expect(verdict.locator(".ck-badge")).to_contain_text("Нельзя")
    expect(verdict.locator(".ck-sentence")).to_contain_text("Вы освободили джокер из комбинации")  # named
    expect(verdict.locator(".ck-sentence")).to_contain_text("Джокер попал в комбинацию 2")  # and where it went
    board.verdict_in_view()
    assert "p=" in page.url and "m=" in page.url
    no_axe_violations(page, js)
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    page.context.close()


@pytest.mark.parametrize("js", [True, False], ids=["htmx", "no-js"])
def test_a_skipbo_discard_to_discard_dispute_by_taps_in_finnish(browser: Browser, live_server, js: bool) -> None:
    page, watch = phone(browser, live_server, js)
    page.goto(f"{live_server.url}/fi/skip-bo/check/")
    assert page.locator("html").get_attribute("lang") == "fi"
    board = Board(page, js)
    board.tap("sel:d1")
    thumb_sized(page)
    board.tap("card:7")                      # a 7 on your discard pile 1
    board.tap("st:move")
    board.tap("go:d1")                       # may it move …
    board.tap("go:d2")                       # … to discard pile 2?
    assert board.count <= 8
    verdict = page.locator("[data-verdict]")
    expect(verdict).to_have_attribute("data-verdict", "illegal")
    expect(verdict.locator("a[href^='/fi/skip-bo/#']").first).to_be_visible()
    board.verdict_in_view()
    assert "m=d1-d2" in page.url
    no_axe_violations(page, js)
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    page.context.close()


@pytest.mark.parametrize("js", [True, False], ids=["htmx", "no-js"])
def test_a_legal_joker_swap_in_swedish(browser: Browser, live_server, js: bool) -> None:
    page, watch = phone(browser, live_server, js)
    page.goto(f"{live_server.url}/sv/rummikub/check/")
    board = Board(page, js)
    for value in ("add:R2", "add:R3", "add:J", "add:R5", "add:R6", "to:rack", "add:R4", "add:B8", "add:B10",
                  "st:turn", "pick:r1"):
        board.tap(value)
    board.tap(name="Byt ut jokern i kombination 1 mot den valda brickan: röd 4")
    board.tap("put:new")                     # the freed joker starts a set …
    for _tile in ("B8", "B10"):
        board.tap("pick:r1")
        board.tap("put:s2")                  # … with the blue 8 and 10 from the rack
    verdict = page.locator("[data-verdict]")
    expect(verdict).to_have_attribute("data-verdict", "legal")
    expect(verdict).to_have_attribute("data-rule", "rummikub.joker.reused")
    board.verdict_in_view()
    no_axe_violations(page, js)
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    page.context.close()


@pytest.mark.parametrize("js", [True, False], ids=["js", "no-js"])
def test_score_keeper_adds_three_skipbo_games_in_swedish(browser: Browser, live_server, js: bool) -> None:
    page, watch = phone(browser, live_server, js)
    page.goto(f"{live_server.url}/sv/skip-bo/score/")
    for winner, loser, left in ((0, 1, 12), (1, 0, 5), (0, 1, 3)):
        page.locator("#sk-win").select_option(str(winner))
        page.locator(f"#sk-l{loser}").fill(str(left))
        page.locator(".ck-go").tap()
        page.wait_for_load_state()
    expect(page.locator("tbody tr[data-game]")).to_have_count(3)
    expect(page.locator("[data-total]")).to_have_text(["125", "50"])  # 85 + 40 and 50
    assert page.url.count("g=") == 3
    no_axe_violations(page, js)
    assert not watch.errors, watch.errors
    page.context.close()
