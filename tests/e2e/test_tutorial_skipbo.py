"""The Skip-Bo puzzles in a real browser (Debian Chromium): solving with htmx in ru, fi and sv, an
illegal move's localized message and rule link, undo and reset, a puzzle without JavaScript, progress
after a reload, keyboard focus after a swap, and axe on a board mid-puzzle."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.utils import translation
from playwright.sync_api import Page, expect

from engine import skipbo
from tutorial.feedback import rule_message
from tutorial.puzzles import get

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
AXE = Axe()


def step_of(page: Page) -> int:
    return int(page.locator("#act-form input[name=step]").get_attribute("value"))


def pick(page: Page, source: str) -> None:
    """Choose a card: at once, on the page (no request), pressed and with its targets lit."""
    button = page.locator(f'button[data-src="{source}"]').first
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#act-form input[name=from]")).to_have_value(source)


def move(page: Page, move: str) -> None:
    """Play one move with the buttons, as a learner would, and wait for the new board."""
    before = step_of(page)
    if move in ("draw", "pass"):
        page.locator(f"#act-{move}").click()
    else:
        source, target = move.split("-")
        pick(page, source)
        page.locator(f'button[data-to="{target}"]').click()
    expect(page.locator("#act-form input[name=step]")).to_have_value(str(before + 1))


def solve(page: Page, base: str, lang: str, slug: str) -> None:
    page.goto(f"{base}/{lang}/skip-bo/puzzles/{slug}/")
    for m in get("skip-bo", slug).solution:
        move(page, m)
    expect(page.locator("#success-h")).to_be_visible()
    with translation.override(lang):
        expected = str(get("skip-bo", slug).why)
    expect(page.locator("#feedback .success")).to_contain_text(expected)


@pytest.mark.parametrize("lang,slug", [("ru", "next-number"), ("fi", "skip-bo-card"), ("sv", "useful-discards")])
def test_solve_a_puzzle_end_to_end(page: Page, live_server, watch, lang: str, slug: str) -> None:
    solve(page, live_server.url, lang, slug)
    assert page.locator("html").get_attribute("lang") == lang
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    page.goto(f"{live_server.url}/{lang}/skip-bo/puzzles/")
    page.reload()
    item = page.locator(f'li.puzzle-item:has(a[href="/{lang}/skip-bo/puzzles/{slug}/"])')
    expect(item).to_have_class("puzzle-item is-solved")
    expect(item.locator(".puzzle-progress")).to_contain_text("✓")


def test_an_illegal_move_shows_the_localized_rule_and_its_link(page: Page, live_server) -> None:
    page.goto(f"{live_server.url}/ru/skip-bo/puzzles/next-number/")
    pick(page, "s")
    expect(page.locator('button[data-to="b1"]')).not_to_have_class("bd-btn is-legal")
    page.locator('button[data-to="b1"]').click()
    pos = skipbo.parse(get("skip-bo", "next-number").start)
    verdict = skipbo.judge(pos, "s-b1")
    with translation.override("ru"):
        expected = rule_message(verdict.rule, dict(verdict.params), False)
    message = page.locator("#feedback .fb--bad")
    expect(message).to_contain_text(expected.text)
    link = message.get_by_role("link")
    expect(link).to_have_attribute("href", "/ru/skip-bo/#skipbo.build.next-number")
    assert step_of(page) == 1
    link.click()
    expect(page).to_have_url(f"{live_server.url}/ru/skip-bo/#skipbo.build.next-number")
    expect(page.locator("#skipbo\\.build\\.next-number")).to_be_visible()


def test_legal_targets_are_highlighted_from_the_engine(page: Page, live_server) -> None:
    page.goto(f"{live_server.url}/en/skip-bo/puzzles/next-number/")
    pick(page, "h5")
    legal = page.locator("button.is-legal")
    expect(legal).to_have_count(5)
    assert sorted(legal.evaluate_all("els => els.map(e => e.value)")) == ["b1", "d1", "d2", "d3", "d4"]
    expect(page.locator('button[data-to="b1"]')).to_have_accessible_name("Building pile 1, shows 4")
    expect(page.locator('button[data-to="b1"]')).to_have_accessible_description("Your card can go here.")


def test_undo_and_reset(page: Page, live_server) -> None:
    page.goto(f"{live_server.url}/fi/skip-bo/puzzles/next-number/")
    move(page, "h5-b1")
    move(page, "s-b1")
    expect(page.locator("#pile-b1 .sb-card")).to_have_text("6")
    page.locator("#tool-undo").click()
    expect(page.locator("#pile-b1 .sb-card")).to_have_text("5")
    expect(page.locator("#src-s .sb-card")).to_have_text("6")
    page.locator("#tool-reset").click()
    expect(page.locator("#pile-b1 .sb-card")).to_have_text("4")
    expect(page.locator('button[form="pick-form"][value="h5"]')).to_have_count(1)


def test_an_unreachable_goal_offers_undo(page: Page, live_server) -> None:
    page.goto(f"{live_server.url}/en/skip-bo/puzzles/next-number/")
    move(page, "h12-d1")
    expect(page.locator("#feedback .fb--stuck")).to_be_visible()
    page.locator("#tool-undo").click()
    expect(page.locator("#feedback .fb--stuck")).to_have_count(0)
    expect(page.locator('button[form="pick-form"][value="h12"]')).to_have_count(1)


def test_keyboard_focus_stays_on_the_pile_after_a_move(page: Page, live_server) -> None:
    page.goto(f"{live_server.url}/en/skip-bo/puzzles/next-number/")
    page.locator('button[form="pick-form"][value="h5"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator("#act-form input[name=from]")).to_have_value("h5")
    expect(page.locator('button[data-src="h5"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator('button[data-src="h5"]')).to_be_focused()
    page.locator("#pile-b1").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#act-form input[name=step]")).to_have_value("1")
    expect(page.locator("#pile-b1")).to_be_focused()
    expect(page.locator("#feedback")).to_have_attribute("aria-live", "polite")


def test_a_puzzle_solved_without_javascript(browser, live_server) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/sv/skip-bo/puzzles/full-slots/")
    for m in get("skip-bo", "full-slots").solution:
        source, target = m.split("-")
        page.locator(f'button[form="pick-form"][value="{source}"]').first.click()
        expect(page).to_have_url(f"{live_server.url}/sv/skip-bo/puzzles/full-slots/?from={source}")
        before = step_of(page)
        page.locator(f'button[form="act-form"][value="{target}"]').click()
        expect(page.locator("#act-form input[name=step]")).to_have_value(str(before + 1))
        assert "?" not in page.url  # a redirect after the POST: reload and back never resubmit
    expect(page.locator("#success-h")).to_be_visible()
    page.go_back()
    expect(page.locator("#success-h")).to_be_visible()
    page.goto(f"{live_server.url}/sv/skip-bo/puzzles/")
    expect(page.locator('li.is-solved a[href="/sv/skip-bo/puzzles/full-slots/"]')).to_have_count(1)
    context.close()


def test_a_stale_tab_gets_the_current_board(browser, live_server) -> None:
    context = browser.new_context()
    one, two = context.new_page(), context.new_page()
    url = f"{live_server.url}/en/skip-bo/puzzles/next-number/"
    one.goto(url)
    two.goto(url)
    move(one, "h5-b1")
    two.goto(url + "?from=s")  # a GET: shows the current board
    expect(two.locator("#pile-b1 .sb-card")).to_have_text("5")
    two.goto(url)
    one.locator("#tool-hint").click()
    two.locator("#tool-undo").click()  # an old token
    expect(two.locator("#feedback .fb--bad")).to_contain_text("Nothing was done")
    expect(two.locator("#pile-b1 .sb-card")).to_have_text("5")
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_on_a_board_mid_puzzle(page: Page, live_server, scheme: str) -> None:
    page.emulate_media(color_scheme=scheme)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/sv/skip-bo/puzzles/team-play/")
    move(page, "@2s-b1")
    page.locator("#tool-hint").click()
    expect(page.locator("#feedback .fb--hint")).to_be_visible()  # the answer is in (it folds the dock again)
    expect(page.locator(".hints")).to_be_hidden()  # a phone's dock shows one line; the rest on demand
    page.locator("#dock-more").click()
    expect(page.locator("#dock-more")).to_have_attribute("aria-expanded", "true")
    expect(page.locator(".hints")).to_be_visible()
    page.locator("#dock-more").click()  # back to the board: the dock folds to its one line again
    expect(page.locator(".hints")).to_be_hidden()
    pick(page, "s")
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the board scrolls sideways by {overflow}px on a phone"
    results = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
    assert results.violations_count == 0, results.generate_report()
