"""Every puzzle of both games opens with the whole table in one screen on a 390×844 phone: the board, the
learner's hand or rack and the dock (goal, verdict line, tools) together, with nothing to scroll.

Each puzzle is opened once, in Russian, Finnish or Swedish in turn (the n-th Skip-Bo puzzle in
``LANGS[n % 3]``, the n-th Rummikub one in ``LANGS[(n + 1) % 3]``), so every language meets about a third of
each game's puzzles; what a puzzle changes is its table, what a language changes is the words around it,
which test_board_phone.py checks in all three languages on load and after every kind of action."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.e2e.test_board_phone import LANGS, no_sideways_scroll, table_in_view
from tutorial.puzzles import puzzles

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("game,turn", [("skip-bo", 0), ("rummikub", 1)])
def test_every_puzzle_opens_with_the_whole_table_in_one_screen(phone: Page, live_server, game: str,
                                                               turn: int) -> None:
    page = phone
    for n, puzzle in enumerate(puzzles(game)):
        lang = LANGS[(n + turn) % len(LANGS)]
        page.goto(f"{live_server.url}/{lang}/{game}/puzzles/{puzzle.slug}/")
        table_in_view(page, f"{lang}/{game}/{puzzle.slug}")
        no_sideways_scroll(page)
