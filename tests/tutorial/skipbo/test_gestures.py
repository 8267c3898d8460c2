"""One gesture a move, for every Skip-Bo puzzle (issue 23: a reference solution takes at most moves + 1
taps or drags). Before each move of the reference solution the board offers that move as one gesture: its
card is a button (``data-src``) that lights the pile among its targets (``data-targets``) and the pile is a
drop target (``data-to``), or the move is the draw or pass button. The form that gesture sends (``from`` +
``to``, as static/js/board.js sends it for a drop on the pile or a tap on it, or the button's ``move``)
plays it, and the last one solves the puzzle: as many gestures as moves.

That a drag really is one gesture sending that form is the browser's part: tests/e2e/test_board_drags.py
drags whole solutions of a sample of puzzles that meets every kind of move (``move_kinds``)."""

from __future__ import annotations

import re
from http import HTTPStatus

import pytest
from django.test import Client

from tutorial.puzzles import Puzzle, puzzles

pytestmark = pytest.mark.django_db

BUTTON = re.compile(r"<button [^>]*>")
ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')


def board_buttons(html: str) -> list[dict[str, str]]:
    """The attributes of each button on the page (``disabled`` as an attribute with an empty value)."""
    return [{**dict(ATTRIBUTE.findall(tag)), **({"disabled": ""} if " disabled" in tag else {})}
            for tag in BUTTON.findall(html)]


def step(html: str) -> str:
    return re.search(r'name="step" value="(\d+)"', html).group(1)


def gesture_form(html: str, move: str) -> dict[str, str]:
    """The form the one gesture for ``move`` sends, after checking that the board offers that gesture."""
    buttons = board_buttons(html)
    if move in ("draw", "pass"):
        assert any(b.get("id") == f"act-{move}" and "disabled" not in b for b in buttons), f"no {move} button"
        return {"move": move}
    source, target = move.split("-")
    cards = [b for b in buttons if b.get("data-src") == source and "disabled" not in b]
    assert cards, f"{move}: no card {source} to drag"
    assert target in cards[0].get("data-targets", "").split(), f"{move}: {target} is not lit for {source}"
    assert any(b.get("data-to") == target for b in buttons), f"{move}: no pile {target} to drop on"
    return {"from": source, "to": target}


def move_kinds(puzzle: Puzzle) -> set[str]:
    """The kinds of move in a puzzle's reference solution: where the card comes from and where it goes,
    numbers left out (``h-b``: a hand card to a building pile, ``@s-b``: a partner's stockpile card)."""
    return {re.sub(r"[0-9]+", "", move) for move in puzzle.solution}


@pytest.mark.parametrize("puzzle", puzzles("skip-bo"), ids=lambda p: p.slug)
def test_each_move_of_the_reference_solution_is_one_gesture_on_the_board(puzzle: Puzzle) -> None:
    client = Client()
    url = f"/en/skip-bo/puzzles/{puzzle.slug}/"
    html = client.get(url).content.decode()
    for number, move in enumerate(puzzle.solution, start=1):
        assert 'id="result"' not in html, f"solved before the move {move}"
        form = gesture_form(html, move)
        response = client.post(url, {**form, "step": step(html)}, HTTP_HX_REQUEST="true")
        assert response.status_code == HTTPStatus.OK, move
        html = response.content.decode()
        assert 'data-verdict="illegal"' not in html, f"the gesture for {move} was refused"
        assert step(html) == str(number), f"{move} was not played"
    assert 'id="result"' in html, "the reference solution's last gesture did not solve the puzzle"
