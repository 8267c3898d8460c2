"""The Rummikub hint's last step: the next whole turn to play, in words."""

from __future__ import annotations

from engine import rummikub
from tutorial.games.rummikub.plans import PLANS
from tutorial.games.rummikub.turns import RummikubReplay
from tutorial.games.rummikub.words import score_hint, turn_words
from tutorial.puzzles.base import Puzzle


def hint_move(puzzle: Puzzle, replay: RummikubReplay, reference: str | None) -> str | None:
    """The next whole turn in words: while the learner follows the reference line, its next turn
    (``reference``, unless the solver places more tiles); off the line, the solver's best table."""
    pos = replay.position
    if reference and reference.startswith("score:"):
        if replay.answer is None:
            return score_hint(int(reference[6:]))
        return None
    if pos.active != replay.learner or pos.winner is not None:
        return None
    if reference is None or reference.startswith("t:"):
        plan = PLANS.best_turn(pos)
        if plan is None:
            if reference is None:
                return None
        elif plan.move.startswith("t:") and (reference is None or plan.placed > _placed(pos, reference)):
            # The solver's table only where it beats the reference line, so the last hint agrees with
            # the written ones while the learner follows them.
            reference = plan.move
        elif reference is None:
            reference = plan.move
    if not rummikub.judge(pos, reference).legal:
        return None
    return turn_words(pos, reference)


def _placed(pos: rummikub.Position, move: str) -> int:
    """How many tiles a table move puts down from the rack."""
    table = rummikub.parse_move(move).table
    return sum(len(s) for s in table) - sum(len(s) for s in pos.table)
