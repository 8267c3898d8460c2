"""The Skip-Bo hint's last step: the next move to make, in words."""

from __future__ import annotations

from typing import Any

from engine import skipbo
from games.moves import move_words
from games.registry import SKIP_BO
from tutorial.core import Replay
from tutorial.games.skipbo.goals import SOLVER_MS, Discard


def hint_move(puzzle: Any, replay: Replay, reference: str | None) -> str | None:
    """The next move in words: the reference line's (``reference``) while the learner follows it, else
    the solver's (and when the solver has no play, a legal discard, of the goal's card if the goal names
    one)."""
    pos = replay.position
    if pos.active != replay.start.active or skipbo.outcome(pos) is not None:
        return None
    move = reference
    if move is None:
        plan = skipbo.solve(pos, budget_ms=SOLVER_MS)
        if plan.moves:
            move = plan.moves[0]
        else:
            legal = skipbo.legal_moves(pos)
            wanted = [g.card for g in puzzle.goal.parts() if isinstance(g, Discard)]
            discards = [m for m in legal if m.target == "d" and (not wanted or m.source_text == f"h{wanted[0]}")]
            move = discards[0] if discards else (legal[0] if legal else None)
    if move is None:
        return None
    m = skipbo.parse_move(move)  # the reference line's move is stored text; the solver's is a Move already
    return move_words(SKIP_BO, pos, m) if skipbo.judge(pos, m).legal else None
