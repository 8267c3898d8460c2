"""The checker and the score keeper on a 390×844 phone in Debian Chromium: a Skip-Bo position built from
scratch by taps gets an illegal verdict (Finnish), a Rummikub rearrangement that frees a joker gets a
legal one (Russian), the score keeper adds three Skip-Bo games to a series (Swedish) — each with
JavaScript (htmx swaps) and without it (plain GET forms) — and axe finds nothing on any of them."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import PageWatch

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


SETTLING = ".htmx-request, .htmx-swapping, .htmx-settling"


def choose(page: Page, js: bool, field: str, value: str) -> None:
    """Pick a value in a builder field; with htmx, wait for the swapped builder to show it."""
    select = page.locator(f"#checker [name='{field}']")
    if js:
        with page.expect_response(re.compile(r"/check/\?")):
            select.select_option(value)
        expect(page.locator(SETTLING)).to_have_count(0)
        expect(page.locator(f"#checker [name='{field}']")).to_have_value(value)
    else:
        select.select_option(value)


@pytest.mark.parametrize("js", [True, False], ids=["htmx", "no-js"])
def test_skipbo_position_from_scratch_is_illegal_in_finnish(browser: Browser, live_server, js: bool) -> None:
    page, watch = phone(browser, live_server, js)
    page.goto(f"{live_server.url}/fi/skip-bo/check/")
    assert page.locator("html").get_attribute("lang") == "fi"
    choose(page, js, "b1", "4")
    choose(page, js, "h1", "9")
    choose(page, js, "h2", "12")
    if not js:  # the move picker offers the hand's cards once the position is sent
        page.locator(".ck-go").tap()
    choose(page, js, "src", "h9")
    choose(page, js, "dst", "b1")
    if not js:
        page.locator(".ck-go").tap()
    verdict = page.locator("[data-verdict]")
    expect(verdict).to_have_attribute("data-verdict", "illegal")
    expect(verdict).to_have_attribute("data-rule", "skipbo.build.next-number")
    expect(verdict.locator("a[href='/fi/skip-bo/#skipbo.build.next-number']")).to_be_visible()
    assert "p=" in page.url and "m=h9-b1" in page.url
    no_axe_violations(page, js)
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    page.context.close()


@pytest.mark.parametrize("js", [True, False], ids=["htmx", "no-js"])
def test_rummikub_rearrangement_frees_a_joker_in_russian(browser: Browser, live_server, js: bool) -> None:
    page, watch = phone(browser, live_server, js)
    page.goto(f"{live_server.url}/ru/rummikub/check/")
    page.locator("#ck-start").fill("R2 R3 J R5 R6")
    page.locator("#ck-rack").fill("R4 B8 B10")
    page.locator("#ck-pool").fill("50")
    page.locator("#ck-meld").check()
    page.locator(".ck-go").tap()
    expect(page.locator("#checker .ck-rack button")).to_have_count(3)

    def tap(selector: str) -> None:
        button = page.locator(f"#checker {selector}").first
        if js:
            with page.expect_response(re.compile(r"/check/\?")):
                button.tap()
            expect(page.locator(SETTLING)).to_have_count(0)
        else:
            button.tap()
        page.wait_for_load_state()

    tap(".ck-rack button[value='r1']")      # the red 4 …
    tap("button[name='put'][value='s1']")   # … into the run, where the joker stood for it
    tap(".ck-table-set >> nth=0 >> button:has(.rk-tile--joker)")  # the freed joker …
    tap("button[name='put'][value='new']")  # … starts a new set
    tap(".ck-rack button[value='r1']")      # the blue 8 …
    tap("button[name='put'][value='s2']")
    tap(".ck-rack button[value='r1']")      # … and the blue 10 join it
    tap("button[name='put'][value='s2']")
    verdict = page.locator("[data-verdict]")
    expect(verdict).to_have_attribute("data-verdict", "legal")
    expect(verdict).to_have_attribute("data-rule", "rummikub.joker.reused")
    assert page.locator("html").get_attribute("lang") == "ru"
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


@pytest.mark.parametrize("js", [True, False], ids=["htmx", "no-js"])
def test_skipbo_partners_turn_is_checked_in_swedish(browser: Browser, live_server, js: bool) -> None:
    """Team play, four players: you hand the turn to your partner (player 3), fill in the partner's hand
    and ask about the partner's 5; the link and the question say whose turn it is."""
    page, watch = phone(browser, live_server, js)
    page.goto(f"{live_server.url}/sv/skip-bo/check/")
    choose(page, js, "n", "4")
    partner_play = page.locator("#ck-v")
    if js:
        with page.expect_response(re.compile(r"/check/\?")):
            partner_play.check()
        expect(page.locator(SETTLING)).to_have_count(0)
    else:
        partner_play.check()
        page.locator(".ck-go").tap()  # four seats (and their names) come back from the server
    turn = page.locator("#ck-a")
    expect(turn.locator("option")).to_have_count(4)
    box = turn.bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 44, box
    choose(page, js, "a", "2")
    if not js:
        page.locator(".ck-go").tap()
    expect(page.locator(".ck-set--you legend")).to_have_text("Spelare 3 (din partner) – på tur")
    choose(page, js, "b1", "4")
    choose(page, js, "h1", "5")
    if not js:
        page.locator(".ck-go").tap()
    choose(page, js, "src", "h5")
    choose(page, js, "dst", "b1")
    if not js:
        page.locator(".ck-go").tap()
    verdict = page.locator("[data-verdict]")
    expect(verdict).to_have_attribute("data-verdict", "legal")
    expect(page.locator("#ck-question")).to_contain_text("din partners tur (spelare 3)")
    assert "a%3A2" in page.url or "a:2" in page.url, page.url
    assert "m=h5-b1" in page.url
    expect(page.locator("#ck-a")).to_have_value("2")
    no_axe_violations(page, js)
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign
    page.context.close()


# A crowded position: team play on your partner's turn, Skip-Bo cards in hand and on a discard pile, a
# face-down stockpile, empty slots — and a move whose target names a pile in full.
CROWDED = ("b:4,11,-,- w:+30 a:2 v:team / s:6.8+12 h:1.5.7.9.12 d:3,-,-,- / s:8+19 h:#5 "
           "/ s:+10 h:5.9.12.SB.SB d:4,SB,-,- / s:5+19 h:#5")
CUT_OFF = """() => {
  // Each select's chosen text against the room inside it (padding and the drop-down arrow, 20 px, taken off).
  const pen = document.createElement('canvas').getContext('2d');
  return [...document.querySelectorAll('#checker select')].flatMap((select) => {
    const style = getComputedStyle(select);
    pen.font = style.font;
    const text = select.options[select.selectedIndex].text;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    const needs = pen.measureText(text).width;
    return needs > room ? [`${select.name}: "${text}" needs ${Math.ceil(needs)} px, has ${Math.floor(room)}`] : [];
  });
}"""


@pytest.mark.parametrize("lang", ["ru", "fi", "sv"])
def test_skipbo_builder_shows_every_choice_whole_on_a_phone(browser: Browser, live_server, lang: str) -> None:
    """Nothing a player picked is cut off ("пусто", "рубашкой вверх", a Skip-Bo card in a hand slot, the
    move's target), every control is thumb-sized, and the answer to a pick shows where the eyes are."""
    page, watch = phone(browser, live_server, True)
    page.goto(f"{live_server.url}/{lang}/skip-bo/check/?p={quote(CROWDED)}&src=h5")
    page.locator("#ck-dst").scroll_into_view_if_needed()
    choose(page, True, "dst", "@0d1")  # a long target: your own discard pile, seen from your partner's turn
    expect(page.locator("[data-verdict]")).to_have_attribute("data-verdict", "illegal")
    assert page.evaluate(CUT_OFF) == []
    small = page.evaluate("""() => [...document.querySelectorAll(
          '#checker select, #checker input:not([type=hidden]):not([type=checkbox]), #checker button, #checker summary')]
        .filter((el) => el.getBoundingClientRect().width > 0)
        .filter((el) => el.getBoundingClientRect().height < 44 || el.getBoundingClientRect().width < 44)
        .map((el) => el.name || el.id || el.tagName)""")
    assert small == []
    # The picked target and the one-line answer under it are on screen together.
    live = page.locator("#checker .ck-live a").bounding_box()
    target = page.locator("#ck-dst").bounding_box()
    assert live and target and 0 <= target["y"] and live["y"] + live["height"] <= PHONE["height"], (target, live)
    hand = [page.locator(f"#ck-h{i}").bounding_box()["width"] for i in range(1, 6)]
    assert max(hand) - min(hand) < 1, hand  # the fifth hand card is as wide as the other four
    no_axe_violations(page)
    assert not watch.errors, watch.errors
    page.context.close()
