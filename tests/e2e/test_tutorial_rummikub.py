"""The Rummikub puzzles in a real browser (Debian Chromium): solving with htmx by clicking tiles and gaps
(one puzzle splits a run, one frees a joker), an invalid table's per-set reasons in Russian equal to the
engine's localized messages, a puzzle without JavaScript, keyboard use, and axe on a board mid-puzzle."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.utils import translation
from playwright.sync_api import Browser, Page, expect

from engine import rummikub
from tutorial.feedback import rule_message
from tutorial.puzzles import get

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
AXE = Axe()


def step_of(page: Page) -> int:
    return int(page.locator("#act-form input[name=step]").get_attribute("value"))


def choose(page: Page, *ids: str) -> None:
    """Choose tiles one after another (rack tiles ``rk-rN``, table tiles ``rk-tS-I``)."""
    for tile in ids:
        page.locator(f"#{tile}").click()
        expect(page.locator(f"#{tile}")).to_have_attribute("aria-pressed", "true")


def act(page: Page, selector: str) -> None:
    """Press a POST button (a gap, a split, End turn …) and wait for the next board."""
    before = step_of(page)
    page.locator(selector).click()
    expect(page.locator("#act-form input[name=step]")).to_have_value(str(before + 1))


def solved(page: Page, lang: str, slug: str) -> None:
    expect(page.locator("#success-h")).to_be_visible()
    with translation.override(lang):
        expected = str(get("rummikub", slug).why)
    expect(page.locator("#feedback .success")).to_contain_text(expected)


def test_split_a_run_in_russian(page: Page, live_server, watch) -> None:
    page.goto(f"{live_server.url}/ru/rummikub/puzzles/split-a-run/")
    act(page, "#rk-cut-1-3")  # the gap between red 5 and red 6
    expect(page.locator("#rk-set-2")).to_contain_text("6")
    choose(page, "rk-r2")  # the rack is black 1, red 5
    act(page, "#rk-into-2")
    expect(page.locator("#rk-set-2 .rk-status--ok")).to_be_visible()
    act(page, "#act-end")
    solved(page, "ru", "split-a-run")
    assert page.locator("html").get_attribute("lang") == "ru"
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign


def test_free_a_joker_in_finnish(page: Page, live_server, watch) -> None:
    page.goto(f"{live_server.url}/fi/rummikub/puzzles/free-a-joker/")
    choose(page, "rk-r4")  # rack: orange 3, black 5, blue 5, red 10
    act(page, "#rk-into-1")  # red 10 goes in the joker's place
    choose(page, "rk-r2", "rk-r3", "rk-t1-3")  # black 5, blue 5 and the freed joker
    act(page, "#rk-to-new")
    expect(page.locator("#rk-set-1 .rk-status--ok")).to_be_visible()
    expect(page.locator("#rk-set-3 .rk-status--ok")).to_be_visible()
    act(page, "#act-end")
    solved(page, "fi", "free-a-joker")
    assert not watch.errors, watch.errors


def test_groups_and_runs_in_swedish_with_the_keyboard(page: Page, live_server, watch) -> None:
    page.goto(f"{live_server.url}/sv/rummikub/puzzles/groups-and-runs/")
    # rack in order: orange 2, black 7, blue 7, red 7, red 7, orange 7, red 8, red 9
    for tile in ("rk-r2", "rk-r3", "rk-r4", "rk-r6"):
        page.locator(f"#{tile}").focus()
        page.keyboard.press("Enter")
        expect(page.locator(f"#{tile}")).to_have_attribute("aria-pressed", "true")
    before = step_of(page)
    page.locator("#rk-to-new").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#act-form input[name=step]")).to_have_value(str(before + 1))
    choose(page, "rk-r2", "rk-r3", "rk-r4")  # now: orange 2, red 7, red 8, red 9
    act(page, "#rk-to-new")
    act(page, "#act-end")
    solved(page, "sv", "groups-and-runs")
    assert not watch.errors, watch.errors


def test_an_invalid_table_lists_the_engines_reasons_per_set_in_russian(page: Page, live_server, watch) -> None:
    page.goto(f"{live_server.url}/ru/rummikub/puzzles/groups-and-runs/")
    choose(page, "rk-r2", "rk-r3", "rk-r4", "rk-r5", "rk-r6")  # all five 7s
    act(page, "#rk-to-new")
    with translation.override("ru"):
        expected = [rule_message(p.rule, dict(p.params), False)
                    for p in rummikub.check_set("K7.B7.R7.R7.O7", 2)]
    reasons = page.locator("#rk-set-2 .rk-reasons li")
    expect(reasons).to_have_count(len(expected))
    for i, message in enumerate(expected):
        expect(reasons.nth(i)).to_contain_text(message.text)
        expect(reasons.nth(i).locator("a")).to_have_attribute("href", message.link)
    act(page, "#act-end")
    verdict = rummikub.judge(rummikub.parse(get("rummikub", "groups-and-runs").start), "t:K1.K2.K3,K7.B7.R7.R7.O7")
    with translation.override("ru"):
        for problem in verdict.problems:
            text = rule_message(problem.rule, dict(problem.params), False).text
            expect(page.locator("#feedback")).to_contain_text(text)
    expect(page.locator("#feedback .fb--bad")).to_have_count(len(verdict.problems))
    assert not watch.errors, watch.errors


def test_a_puzzle_without_javascript(browser: Browser, live_server) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/en/rummikub/puzzles/split-a-run/")
    page.locator("#rk-cut-1-3").click()  # the gap between red 5 and red 6: a plain POST
    expect(page.locator("#feedback")).to_contain_text("Set 1 is split in two")
    page.locator("#rk-r2").click()
    expect(page).to_have_url(f"{live_server.url}/en/rummikub/puzzles/split-a-run/?from=R5")
    page.locator("#rk-into-2").click()
    page.locator("#act-end").click()
    expect(page.locator("#success-h")).to_be_visible()
    context.close()


def test_a_board_mid_puzzle_passes_axe(page: Page, live_server, watch) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/ru/rummikub/puzzles/free-a-joker/")
    choose(page, "rk-r4")
    act(page, "#rk-into-1")  # set 1 is now invalid, with reasons
    choose(page, "rk-r2")
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        results = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
        assert results.violations_count == 0, f"{scheme}:\n" + results.generate_report()
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the board scrolls sideways by {overflow}px on a phone"
    assert not watch.errors, watch.errors
