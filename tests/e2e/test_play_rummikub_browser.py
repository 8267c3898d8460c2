"""Rummikub against the computer on a 390×844 phone in Finnish (Debian Chromium), issue 25's acceptance:
start a game, lay the initial meld by dragging tiles from the rack to the table, watch the computer
player's turn, ask the coach, play the next two turns by taps, find the same game after a reload, and step
through the computer player's turn in the replay viewer; axe finds nothing on the game or the replay."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from engine import rummikub
from engine.rummikub.tiles import tile_text
from engine.rummikub.view import view
from play.kits.rummikub import KIT
from play.models import Match
from play.state import HUMAN
from tests.e2e.test_board_phone import drag
from tests.e2e.test_play_browser import no_axe_violations, step_through_their_turn

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SEED = 18
"""A deal whose first turn for you is the initial meld red 11-12-13 (36 points) from the rack."""


def best_turn(url: str) -> rummikub.Solution:
    state = KIT.thaw(Match.objects.get(key=url.rstrip("/").rsplit("/", 1)[1]).snapshot)
    return rummikub.solve(view(state.position, HUMAN), budget_ms=200)


def end_turn(page: Page, button: str) -> None:
    """End the turn (or draw) and let the coach's held turn go, should it speak; then the computer plays."""
    step = page.locator("#act-form input[name=step]")
    before = step.get_attribute("value")
    page.locator(button).click()
    expect(step).not_to_have_value(before, timeout=20_000)
    if page.locator("#end-anyway").is_visible():
        held = step.get_attribute("value")
        page.locator("#end-anyway").click()
        expect(step).not_to_have_value(held, timeout=20_000)
    expect(page.locator(".play-moves li").first).to_be_visible()


def tap_a_turn(page: Page, url: str) -> None:
    """Your turn by taps: the solver's new sets laid from the rack (tiles, then "new set"), or, when its
    best turn changes sets already on the table, a draw."""
    best = best_turn(url)
    table_before = page.locator(".rk-set").count()
    new_sets = [s for s in best.table if s not in KIT.thaw(Match.objects.get(
        key=url.rstrip("/").rsplit("/", 1)[1]).snapshot).position.table]
    if best.move.startswith("t:") and len(best.table) == table_before + len(new_sets):  # new sets only: taps
        for tiles in new_sets:
            for tile in tiles:
                chosen = page.locator(f'.rk-rack .rk-btn[data-face="{tile_text(tile)}"][aria-pressed="false"]').first
                chosen.click()
                expect(chosen).to_have_attribute("aria-pressed", "true")
            page.locator("#rk-to-new").click()
            expect(page.locator(".rk-set")).to_have_count(table_before + 1)
            table_before += 1
        end_turn(page, "#act-end")
    else:  # nothing to lay down from the rack alone: the turn is a draw, tapped
        end_turn(page, "#act-draw")


def test_a_turn_by_drags_two_by_taps_the_computers_turn_the_coach_a_reload_and_the_replay(
        phone: Page, live_server, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("play.state.secrets.randbits", lambda bits: SEED)
    page = phone
    page.goto(f"{live_server.url}/fi/rummikub/play/")
    page.locator("#play-start").click()
    expect(page.locator(".rk-board")).to_be_visible()
    url = page.url
    no_axe_violations(page)

    meld = best_turn(url).table
    assert [rummikub.tiles_text(s) for s in meld] == ["R11.R12.R13"]
    drag(page, page.locator('.rk-rack .rk-btn[data-face="R11"]'), page.locator(".rk-table"), corner=True)
    for face in ("R12", "R13"):
        drag(page, page.locator(f'.rk-rack .rk-btn[data-face="{face}"]'), page.locator("#rk-set-1"), corner=True)
    expect(page.locator("#rk-set-1 .rk-status--ok")).to_be_visible()
    end_turn(page, "#act-end")
    expect(page.locator('#feedback [data-verdict="legal"][data-rule="rummikub.meld.initial"]')).to_be_visible()
    expect(page.locator(".play-moves li").first).to_contain_text("Pelaaja 2")  # the computer player's turn, told

    page.locator("#ask-coach").click()
    expect(page.locator("#feedback .fb--coach")).to_be_visible()

    tap_a_turn(page, url)
    tap_a_turn(page, url)
    moves = page.locator(".play-moves li")
    told = moves.all_text_contents()
    theirs = [move.get_attribute("data-move") for move in moves.all()]
    sets = page.locator(".rk-set").count()

    page.reload()
    assert page.url == url
    expect(page.locator(".rk-set")).to_have_count(sets)
    assert moves.all_text_contents() == told
    no_axe_violations(page)
    step_through_their_turn(page, theirs)
    no_axe_violations(page)
