"""The Skip-Bo adapter: the game's side of ``tutorial.games.GameAdapter``, handing each question of the
generic tutorial to the module that answers it (see the package's docstring for the whole picture)."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict

from tutorial.core import GoalStatus, Replay
from tutorial.games.skipbo import actions, board, hints, turns, words
from tutorial.goals import puzzle_status


class SkipBoAdapter:
    """Skip-Bo for ``tutorial.views``: every move judged as it is made."""

    slug = "skip-bo"
    board_template = "tutorial/skipbo/board.html"
    board_css = "css/board-skipbo.css"

    def read_move(self, data: QueryDict) -> str:
        return actions.read_move(data)

    def read_selection(self, data: QueryDict) -> str | None:
        return actions.read_selection(data)

    def replay(self, puzzle: Any, actions: list[str]) -> Replay:
        return turns.replay_actions(puzzle, actions)

    def attempt(self, puzzle: Any, replay: Replay, move: str) -> tuple[dict[str, Any], Replay | None]:
        return turns.attempt(puzzle, replay, move)

    def moves_made(self, replay: Replay) -> int:
        return len(replay.history)

    def events(self, record: dict[str, Any]) -> list[str]:
        return words.events(record)

    def goal(self, puzzle: Any, replay: Replay) -> GoalStatus:
        return puzzle_status(puzzle, replay)

    def hint_move(self, puzzle: Any, replay: Replay) -> str | None:
        return hints.hint_move(puzzle, replay)

    def board(self, puzzle: Any, replay: Replay, selection: str | None) -> dict[str, Any]:
        return board.board(puzzle, replay, selection)


ADAPTER = SkipBoAdapter()
