"""The Rummikub adapter: the game's side of ``tutorial.games.GameAdapter``, handing each question of the
generic tutorial to the module that answers it (see the package's docstring for the whole picture)."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict

from tutorial import feedback
from tutorial.core import GoalStatus, Replay
from tutorial.games.rummikub import actions, board, hints, turns, words
from tutorial.games.rummikub.plans import PLANS
from tutorial.games.rummikub.turns import RummikubReplay
from tutorial.goals import puzzle_status


class RummikubAdapter:
    """Rummikub for ``tutorial.views``: turns built on a working table, judged whole at "End turn"."""

    slug = "rummikub"
    board_template = "tutorial/rummikub/board.html"
    board_css = "css/board-rummikub.css"

    def __init__(self) -> None:
        self.plans = PLANS

    def read_move(self, data: QueryDict) -> str:
        return actions.read_move(data)

    def read_selection(self, data: QueryDict) -> str | None:
        return actions.read_selection(data)

    def replay(self, puzzle: Any, actions: list[str]) -> RummikubReplay:
        return turns.replay_actions(puzzle, actions)

    def attempt(self, puzzle: Any, replay: Replay, move: str) -> tuple[dict[str, Any], Replay | None]:
        assert isinstance(replay, RummikubReplay)
        return turns.attempt(puzzle, replay, move)

    def moves_made(self, replay: Replay) -> int:
        """Every tile move and quiz answer counts, as well as whole turns (undo takes back one each)."""
        assert isinstance(replay, RummikubReplay)
        return replay.edits + len(replay.history)

    def events(self, record: dict[str, Any]) -> list[str]:
        return words.events(record)

    def messages(self, record: dict[str, Any]) -> list[feedback.Message] | None:
        return words.messages(record)

    def goal(self, puzzle: Any, replay: Replay) -> GoalStatus:
        assert isinstance(replay, RummikubReplay)
        return puzzle_status(puzzle, replay)

    def hint_move(self, puzzle: Any, replay: Replay) -> str | None:
        assert isinstance(replay, RummikubReplay)
        return hints.hint_move(puzzle, replay, self.plans)

    def board(self, puzzle: Any, replay: Replay, selection: str | None) -> dict[str, Any]:
        assert isinstance(replay, RummikubReplay)
        return board.board(puzzle, replay, selection)


ADAPTER = RummikubAdapter()
