"""Skip-Bo against the computer on a 390×844 phone in Swedish, issue 25's acceptance as in Russian
(``test_play_browser.py``, whose steps these are): three turns by taps and by drags, the coach asked, the
computer player's turn shown move by move, a reload, the replay viewer stepped through; axe finds nothing.
A file of its own: an xdist group of its own, so it runs beside the Russian one."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.e2e.test_play_browser import skipbo_game

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_three_turns_by_taps_and_drags_the_coach_the_computers_turn_a_reload_and_the_replay_in_swedish(
        page: Page, live_server, monkeypatch: pytest.MonkeyPatch) -> None:
    skipbo_game(page, live_server, "sv", monkeypatch, axe_start=False)
