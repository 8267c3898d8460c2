"""The puzzle list's progress: a zero count of hints is never shown, and a star means solved in no more
moves than the reference solution takes and without a hint."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.utils import translation

from tutorial.games import adapter
from tutorial.puzzles import get
from tutorial.views import progress_text, starred


def row(solved: bool, best: int | None, hints: int) -> SimpleNamespace:
    return SimpleNamespace(solved=solved, best_moves=best, hints_used=hints)


@pytest.mark.parametrize("lang", ["en", "ru", "fi", "sv"])
def test_a_puzzle_solved_without_hints_says_so_in_words_not_as_a_zero(lang: str) -> None:
    with translation.override(lang):
        text = progress_text(row(True, 4, 0))
        assert "0" not in text and "4" in text
        assert "1" in progress_text(row(True, 4, 1))


def test_a_star_is_the_fewest_moves_without_a_hint() -> None:
    tutor, puzzle = adapter("skip-bo"), get("skip-bo", "next-number")
    fewest = len(puzzle.solution)
    assert starred(tutor, puzzle, row(True, fewest, 0))
    assert not starred(tutor, puzzle, row(True, fewest + 1, 0))
    assert not starred(tutor, puzzle, row(True, fewest, 1))
    assert not starred(tutor, puzzle, row(False, None, 0)) and not starred(tutor, puzzle, None)
