"""Skip-Bo's side of the generic tutorial (``tutorial.core.TutorialGame``): every move is judged as it is
made, then the other seats' scripted moves follow. Each hook is the function of the module that answers
it (see the package's docstring for the whole picture); nothing here only passes a question on."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from engine import skipbo
from games.boards import skipbo as board
from games.registry import SKIP_BO
from tutorial.core import Replay, TutorialGame
from tutorial.games.skipbo import actions, hints, turns, words
from tutorial.puzzles.base import Puzzle


class SkipBoTutorial(TutorialGame[skipbo.Position, skipbo.Move, skipbo.Move, Replay[skipbo.Position]]):
    """Skip-Bo: an action is a whole engine move, read once from the form or the stored line."""

    slug = SKIP_BO.slug
    board_template = "games/boards/skipbo.html"
    typed_template = "tutorial/skipbo/typed.html"
    tools_template = "games/boards/skipbo_tools.html"
    board_css = "css/board-skipbo.css"
    unreadable = _("That move could not be read, so nothing was done. Choose a card, then a pile, with the "
                   "buttons on the board.")

    read_move = staticmethod(actions.read_move)
    read_selection = staticmethod(actions.read_selection)
    read_action = parse_move = staticmethod(skipbo.parse_move)
    judge = staticmethod(skipbo.judge)
    apply = staticmethod(skipbo.apply)
    is_over = staticmethod(turns.is_over)
    consequences = staticmethod(turns.consequences)
    finish_scripted_turn = staticmethod(turns.finish_scripted_turn)
    opponent_event = staticmethod(turns.opponent_event)
    suggest = staticmethod(hints.hint_move)
    event_text = staticmethod(words.event_text)

    def action_text(self, move: skipbo.Move) -> str:
        return move.text

    move_text = action_text

    def board(self, puzzle: Puzzle, replay: Replay[skipbo.Position], selection: str | None) -> dict[str, Any]:
        """The shared board, seen from the learner's seat (the seat to move at the puzzle's start)."""
        return board.board(replay.position, replay.learner, selection)

    def new_replay(self, puzzle: Puzzle) -> Replay[skipbo.Position]:
        start = skipbo.parse(puzzle.start)
        return Replay(start, start)


ADAPTER = SkipBoTutorial()
