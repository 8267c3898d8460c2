"""The record of a game on a 390×844 phone (Debian Chromium): the computer players' turn is shown one
move at a time, can be skipped and shown again (the whole list at once under reduced motion); the replay
viewer steps back and forward by its links and the arrow keys; axe finds nothing on the replay or on a
shared position."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_play_browser import PHONE, no_axe_violations, open_watch_link

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_computer_turn_move_by_move_then_the_replay_and_a_shared_position(page: Page, live_server) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/en/skip-bo/play/")
    page.locator('input[name="players"][value="3"]').check()
    page.locator("#play-start").click()
    expect(page.locator(".sb-board")).to_be_visible()
    page.locator(".bd-you .bd-hand .bd-btn[data-src]").first.click()
    page.locator('.bd-btn[data-to="d1"]').click()
    anyway = page.locator("#end-anyway")
    moves = page.locator(".play-moves li")
    expect(anyway.or_(moves.first)).to_be_visible(timeout=20_000)
    if anyway.is_visible():
        anyway.click()
    expect(moves.first).to_be_visible(timeout=20_000)
    count = moves.count()
    assert count >= 4  # two computer players: each draws, plays or discards

    # One move a step: with a long step the first move is shown and the rest wait; skip shows them all.
    page.evaluate("document.querySelector('.play-computer').style.setProperty('--play-step', '60s')")
    page.locator("#turn-skip").or_(page.locator("#turn-again")).first.wait_for()
    if page.locator("#turn-again").is_visible():
        page.locator("#turn-again").click()
    expect(moves.nth(0)).to_be_visible()
    expect(moves.nth(1)).to_be_hidden()
    page.locator("#turn-skip").click()
    for i in range(count):
        expect(moves.nth(i)).to_be_visible()
    page.locator("#turn-again").click()
    expect(moves.nth(1)).to_be_hidden()
    page.locator("#turn-skip").click()
    expect(moves.nth(count - 1)).to_be_visible()
    page.emulate_media(reduced_motion="reduce")  # no motion wanted: the whole list at once, no controls
    page.reload()
    expect(moves.nth(count - 1)).to_be_visible()
    expect(page.locator("#turn-skip")).to_be_hidden()
    page.emulate_media(reduced_motion="no-preference")

    # The replay: from just before their first move, forward by the link and the arrow key, back again.
    open_watch_link(page)
    where = page.locator(".replay-nav__where")
    start = int(re.search(r"\d+", where.inner_text()).group(0))
    page.locator("[data-replay-next]").click()
    expect(where).to_contain_text(f"Move {start + 1} of")
    page.keyboard.press("ArrowRight")
    expect(where).to_contain_text(f"Move {start + 2} of")
    page.keyboard.press("ArrowLeft")
    expect(where).to_contain_text(f"Move {start + 1} of")
    page.locator("[data-replay-back]").click()
    expect(where).to_contain_text(f"Move {start} of")
    no_axe_violations(page)

    page.goto(page.locator("#share-url").input_value())
    expect(page.locator(".sb-board")).to_be_visible()
    no_axe_violations(page)
