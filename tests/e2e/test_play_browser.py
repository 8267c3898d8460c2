"""Skip-Bo against the computer on a 390×844 phone in Russian (Debian Chromium), issue 25's acceptance:
start a game with the newcomer's defaults, play three turns (the first by taps, the second by drags, the
third by taps after asking the coach), watch the computer player's turn move by move, find the same game
after a reload, then step through that turn in the replay viewer; axe finds nothing on the start page, the
game or the replay. ``test_play_sv_browser.py`` runs the same in Swedish (each file is its own xdist group),
``test_play_rummikub_browser.py`` Rummikub in Finnish."""

from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.utils import translation
from django.utils.translation import gettext
from playwright.sync_api import Page, expect

from engine import skipbo
from play.kits.skipbo import KIT
from play.models import Match
from play.state import HUMAN
from tests.e2e.test_board_phone import Taps, sb_move, step_of

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}
WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
SEED = 20
"""A deal where you start, with a plan on your first turn: the hand's 1, then the stockpile's 2, onto a
building pile (then a discard)."""


SETTLED = """() => document.getAnimations().every(a => a.playState !== 'running'
  || a.effect.getComputedTiming().iterations === Infinity)"""


def no_axe_violations(page: Page) -> None:
    """No sideways scroll and no axe violation on the page as it rests: a computer turn being shown is
    skipped to its end first (axe would read a move fading in, half transparent, as low contrast)."""
    page.evaluate("document.querySelectorAll('[data-turn-skip]:not([hidden])').forEach(b => b.click())")
    page.wait_for_function(SETTLED)
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{page.url} scrolls sideways by {overflow}px on a phone"
    page.evaluate("window.scrollTo(0, 0)")
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG_22_AA}})
    assert results.violations_count == 0, results.generate_report()


def best_plan(url: str) -> list[str]:
    """The solver's building plays for your turn now, from what your seat sees (the server's game)."""
    match = Match.objects.get(key=url.rstrip("/").rsplit("/", 1)[1])
    seen = skipbo.view(KIT.thaw(match.snapshot), HUMAN)
    return [str(move) for move in skipbo.solve(seen, budget_ms=200).moves if str(move) != "draw"]


def play_a_turn(page: Page, url: str, drags: bool) -> None:
    """Your turn by taps or by drags: the solver's building plays, then the first hand card discarded
    (which ends the turn: the computer plays at once). Should the coach hold the discard, it is let go."""
    taps = Taps(page, drags=drags)
    for move in best_plan(url):
        sb_move(taps, move)
        expect(page.locator('#feedback [data-verdict="legal"]').first).to_be_visible()
    card = page.locator(".bd-you .bd-hand .bd-btn[data-src]").first.get_attribute("data-src")
    sb_move(taps, f"{card}-d1")
    if page.locator("#end-anyway").is_visible():
        before = step_of(page)
        page.locator("#end-anyway").click()
        expect(page.locator("#act-form input[name=step]")).to_have_value(str(before + 1))
    assert taps.count >= 1


HAND_CLEAR = """() => { const hand = document.querySelector('.bd-you .bd-group--hand').getBoundingClientRect();
  return hand.top >= document.querySelector('.site-header').getBoundingClientRect().bottom - 1
    && hand.bottom <= document.querySelector('.dock').getBoundingClientRect().top + 1; }"""


def hand_in_view(page: Page) -> None:
    """Your hand is whole between the header and the dock once the computer players' moves are all in the
    dock (the slim dock keeps them short, and the page scrolls the hand above it as the dock grows)."""
    page.wait_for_function(HAND_CLEAR, timeout=3000)


def where_is(number: int) -> re.Pattern[str]:
    """The replay's "Move N of M" in any language: N is the first number."""
    return re.compile(rf"^\D*\b{number}\b")


def open_watch_link(page: Page) -> None:
    """"Watch these moves on the board": on a phone it is under the slim dock's "Details"."""
    if not page.locator("#turn-watch").is_visible():
        page.locator("#dock-more").click()
    page.locator("#turn-watch").click()


def step_through_their_turn(page: Page, theirs: list[str | None]) -> None:
    """From the game page, the computer players' last turn in the replay viewer: from just before it,
    forward by the link and by the arrow key (each step names their move in notation), then one back."""
    open_watch_link(page)
    where = page.locator(".replay-nav__where")
    start = int(re.search(r"\d+", where.inner_text()).group(0))
    for i, move in enumerate(theirs, start=1):
        if i % 2:
            page.locator("[data-replay-next]").click()
        else:
            page.keyboard.press("ArrowRight")
        expect(where).to_have_text(where_is(start + i))
        expect(page.locator("#replay-move code")).to_have_text(str(move))
    page.keyboard.press("ArrowLeft")
    expect(where).to_have_text(where_is(start + len(theirs) - 1))


def skipbo_game(page: Page, live_server, lang: str, monkeypatch: pytest.MonkeyPatch, axe_start: bool) -> None:
    """The acceptance in one language (``axe_start``: the start page checked by axe too)."""
    monkeypatch.setattr("play.state.secrets.randbits", lambda bits: SEED)
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/{lang}/skip-bo/play/")
    if axe_start:
        no_axe_violations(page)
    page.locator("#play-start").click()
    expect(page.locator(".sb-board")).to_be_visible()
    url = page.url
    assert best_plan(url) == ["h1-b1", "s-b1"]
    no_axe_violations(page)

    play_a_turn(page, url, drags=False)
    moves = page.locator(".play-moves li")
    expect(moves.first).to_be_visible()
    with translation.override(lang):
        heading = gettext("The computer player's moves since your turn")  # two players: one computer seat
    expect(page.locator("#computer-h")).to_have_text(heading)
    play_a_turn(page, url, drags=True)
    page.locator("#ask-coach").click()
    expect(page.locator("#feedback .fb--coach")).to_be_visible()
    play_a_turn(page, url, drags=False)
    # Their turn, one move after another (skipped to its end): then every move is shown.
    skip = page.locator("#turn-skip")
    if moves.count() > 1:
        expect(page.locator("[data-turn-controls]")).to_be_visible()
        skip.dispatch_event("click")  # (a click when it has just ended anyway, and the button hidden)
        expect(page.locator("#turn-again")).to_be_visible()
    expect(moves.last).to_be_visible()
    hand_in_view(page)
    told = moves.all_text_contents()
    theirs = [move.get_attribute("data-move") for move in moves.all()]
    assert len(Match.objects.get(key=url.rstrip("/").rsplit("/", 1)[1]).moves) >= 9

    page.reload()
    assert page.url == url
    expect(page.locator(".sb-board")).to_be_visible()
    assert moves.all_text_contents() == told  # (still hidden ones too: their turn is shown again)
    no_axe_violations(page)

    step_through_their_turn(page, theirs)
    no_axe_violations(page)


def test_three_turns_by_taps_and_drags_the_coach_the_computers_turn_a_reload_and_the_replay(
        page: Page, live_server, monkeypatch: pytest.MonkeyPatch) -> None:
    skipbo_game(page, live_server, "ru", monkeypatch, axe_start=True)
