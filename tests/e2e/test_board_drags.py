"""Drag and drop on the puzzle boards, on a 390×844 phone (issue 23): a drag is one gesture, so a reference
solution takes at most one gesture a move, plus one.

For Skip-Bo the server-side test (tests/tutorial/skipbo/test_gestures.py) shows, for every puzzle, that each
move of its solution is one gesture the board offers and that the form of that gesture plays it; here the
cards are really dragged, for the fewest puzzles whose solutions meet every kind of move (``covering``).
Rummikub likewise: tests/tutorial/rummikub/test_gestures.py plays every puzzle's solution with the forms the
drags send, one tile at a time, and here the tiles are really dragged for a sample of puzzles that needs
every kind of gesture (``RUMMIKUB_SAMPLE``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_board_phone import (
    LANGS,
    PHONE,
    Taps,
    drag,
    in_view,
    no_sideways_scroll,
    rk_action,
    sb_move,
    table_in_view,
)
from tests.tutorial.rummikub.test_gestures import SAMPLE as RUMMIKUB_SAMPLE
from tests.tutorial.skipbo.test_gestures import move_kinds
from tutorial.puzzles import Puzzle, get, puzzles

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def covering(candidates: Iterable[Puzzle], kinds: Callable[[Puzzle], set[str]]) -> list[Puzzle]:
    """The fewest puzzles (greedy: the one meeting most kinds not met yet, the shorter on a tie) whose
    solutions together meet every kind of move that any of them has.

    >>> from types import SimpleNamespace as P
    >>> line = [P(slug="a", solution=("h1-b1",)), P(slug="b", solution=("s-b1", "h2-b2")),
    ...         P(slug="c", solution=("s-b2",))]
    >>> [p.slug for p in covering(line, move_kinds)]
    ['b']
    """
    candidates = list(candidates)
    left = set().union(*(kinds(p) for p in candidates))
    chosen = []
    while left:
        best = max(candidates, key=lambda p: (len(kinds(p) & left), -len(p.solution)))
        chosen.append(best)
        left -= kinds(best)
    return chosen


SKIPBO_SAMPLE = covering(puzzles("skip-bo"), move_kinds)


@pytest.mark.parametrize("puzzle", SKIPBO_SAMPLE, ids=lambda p: p.slug)
def test_skipbo_reference_solutions_take_one_drag_a_move(phone: Page, live_server, puzzle: Puzzle) -> None:
    """A Skip-Bo reference solution played with drags (a card dragged to its pile is one gesture, like a
    tap on the draw pile): one gesture a move, and the puzzle is solved."""
    page = phone
    lang = LANGS[SKIPBO_SAMPLE.index(puzzle) % len(LANGS)]
    page.goto(f"{live_server.url}/{lang}/skip-bo/puzzles/{puzzle.slug}/")
    gestures = Taps(page, drags=True)
    for move in puzzle.solution:
        sb_move(gestures, move)
    expect(page.locator("#result")).to_be_visible()
    assert gestures.count == len(puzzle.solution), f"{gestures.count} gestures for {len(puzzle.solution)} moves"


@pytest.mark.parametrize("slug", RUMMIKUB_SAMPLE)
def test_rummikub_reference_solutions_take_one_drag_a_tile(phone: Page, live_server, slug: str) -> None:
    """A Rummikub reference solution played with drags, one tile dragged to its place at a time (a tap ends
    the turn or splits a set): at most one gesture a tile moved, plus one."""
    page = phone
    puzzle = get("rummikub", slug)
    page.goto(f"{live_server.url}/{LANGS[RUMMIKUB_SAMPLE.index(slug) % len(LANGS)]}/rummikub/puzzles/{slug}/")
    gestures = Taps(page, drags=True)
    moves = sum(rk_action(gestures, action) for action in puzzle.solution)
    expect(page.locator("#result")).to_be_visible()
    no_sideways_scroll(page)
    assert gestures.count <= moves + 1, f"{slug}: {gestures.count} gestures for {moves} moves"


CELEBRATION_WATCH = """() => new MutationObserver(function (changes) {
  if (changes.some(function (c) { return c.target.classList.contains("is-celebrating"); })) {
    window.celebrated = true;
  }
}).observe(document.body, {attributes: true, attributeFilter: ["class"], subtree: true})"""
"""Notes in ``window.celebrated`` that a board started its celebration, however short it was."""


def test_drag_and_drop_solves_both_games_and_swaps_a_joker(phone: Page, live_server) -> None:
    """Pointer drag and drop sends the same form as tap-tap: a Skip-Bo puzzle solved by four drags (one
    gesture a move), a Rummikub joker freed by dropping the red 10 on it (the joker comes up chosen), and
    the puzzle finished with taps; the solved board celebrates; with reduced motion nothing travels."""
    page = phone
    page.goto(f"{live_server.url}/fi/skip-bo/puzzles/next-number/")
    page.evaluate(CELEBRATION_WATCH)
    gestures = 0
    for move in get("skip-bo", "next-number").solution:
        source, target = move.split("-")
        drag(page, page.locator(f'.bd-btn[data-src="{source}"]').first, page.locator(f'.bd-btn[data-to="{target}"]'))
        gestures += 1
        in_view(page, page.locator("#feedback [data-verdict]").first)
        table_in_view(page, f"after the drag {move}")
    expect(page.locator("#result")).to_be_visible()
    page.wait_for_function("window.celebrated === true")  # the burst lasts 1.6 s: a busy machine may poll after it
    assert gestures <= len(get("skip-bo", "next-number").solution) + 1

    page.goto(f"{live_server.url}/sv/rummikub/puzzles/free-a-joker/")
    joker = page.locator('.rk-set .rk-btn[data-face="J"]')
    drag(page, page.locator('.rk-rack .rk-btn[data-face="R10"]'), joker)
    expect(page.locator("#rk-set-1 .rk-btn").nth(1)).to_have_attribute("data-face", "R10")
    expect(page.locator('.rk-btn[data-face="J"]')).to_have_attribute("aria-pressed", "true")
    taps = Taps(page)
    for face in ("K5", "B5"):
        taps.choose(page.locator(f'.rk-rack .rk-btn[data-face="{face}"]'))
    expect(page.locator("#rk-bar")).to_be_visible()
    drag(page, page.locator('.rk-rack .rk-btn[data-face="K5"]'), page.locator(".rk-table"), corner=True)
    taps.post(page.locator("#act-end"))
    expect(page.locator("#result")).to_be_visible()
    in_view(page, page.locator('#feedback [data-verdict="legal"]').first)

    context = page.context.browser.new_context(viewport=PHONE, reduced_motion="reduce")
    still = context.new_page()
    still.goto(f"{live_server.url}/ru/skip-bo/puzzles/next-number/")
    drag(still, still.locator('.bd-btn[data-src="h5"]').first, still.locator('.bd-btn[data-to="b1"]'))
    running = still.evaluate("document.getAnimations().filter(a => a.playState === 'running').length")
    assert running == 0, f"{running} animations run under prefers-reduced-motion"
    context.close()
