"""Rummikub's side of the generic tutorial (``tutorial.core.TutorialGame``): a turn is built on a working
table, tile move by tile move, and judged whole at "End turn". Each hook is the function of the module
that answers it (see the package's docstring for the whole picture)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine import rummikub
from games.registry import RUMMIKUB
from tutorial.core import TutorialGame
from tutorial.games.rummikub import actions, board, hints, turns, words
from tutorial.games.rummikub.turns import RummikubReplay


class RummikubTutorial(TutorialGame[rummikub.Position, actions.Action, rummikub.Move, RummikubReplay]):
    """Rummikub: an action is a tile move, a split, a quiz answer or a whole turn, read once into its
    value of ``tutorial.games.rummikub.actions`` and stored as its ``text``."""

    slug = RUMMIKUB.slug
    board_template = "games/boards/rummikub.html"
    typed_template = "tutorial/rummikub/typed.html"
    tools_template = "games/boards/rummikub_tools.html"
    board_css = "css/board-rummikub.css"
    unreadable = _("That move could not be read, so nothing was done. Choose one or more tiles, then where "
                   "they go, with the buttons on the board.")

    read_move = staticmethod(actions.read_move)
    read_selection = staticmethod(actions.read_selection)
    read_action = staticmethod(actions.read)
    parse_move = staticmethod(rummikub.parse_move)
    move_text = staticmethod(rummikub.dump_move)
    judge = staticmethod(rummikub.judge)
    apply = staticmethod(rummikub.play)
    new_replay = staticmethod(turns.new_replay)
    is_over = staticmethod(turns.is_over)
    act = turns.act  # a method: it plays whole turns through this game
    consequences = staticmethod(turns.consequences)
    suggest = staticmethod(hints.hint_move)
    board = staticmethod(board.board)
    event_text = staticmethod(words.event_text)
    messages = staticmethod(words.messages)

    def action_text(self, action: actions.Action) -> str:
        return action.text

    def moves_made(self, replay: RummikubReplay) -> int:
        """Every tile move and quiz answer counts, as well as whole turns (undo takes back one each)."""
        return replay.edits + len(replay.history)

    def played(self, replay: RummikubReplay) -> list[str]:
        """Where the learner's rack tiles went in the turns they played (``words.played_words``)."""
        return words.played_words(replay.laid)

    def line_end(self, replay: RummikubReplay) -> list[str]:
        """The score quiz's answer, when the line ends with one."""
        return [] if replay.answer is None else [f"score:{replay.answer}"]


ADAPTER = RummikubTutorial()
