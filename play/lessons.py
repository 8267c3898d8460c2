"""What a move in a game against the computer showed about the rules (``games.learning``), for the
learner's map: the rules the human's legal move needed or their illegal try broke, the coach's notes on
a turn that just ended, and the rules the computer players' replies used (the coach's reasons, which
the human watched). Game-agnostic: every game's kit is covered by the same turn loop."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.verdict import Verdict
from games import learning
from games.registry import GAMES


def lesson(game: str, visitor: str, before: Any, move: str, verdict: Verdict, *, played: bool,
           notes: Sequence[Mapping[str, Any]], computer: Sequence[Mapping[str, Any]],
           missed: Sequence[Mapping[str, Any]] = ()) -> learning.Lesson | None:
    """``before``: the human's view before the move; ``played``: whether the move was stored (a move the
    coach held back was not); ``notes``: the coach's notes on the human's turn that ended; ``computer``:
    the computer players' moves that followed (with the coach's reasons); ``missed``: the first note of
    each turn that ended with one (where the missed play began), for the personal puzzles."""
    found = GAMES.get(game)
    if found is None:
        return None
    applied = learning.used(found, before, move, verdict) if played else ()
    return learning.Lesson(
        visitor, found, applied=applied, mistakes=learning.mistakes(verdict),
        noted=tuple(str(note["rule"]) for note in notes if note.get("rule")),
        seen=tuple(str(reason["rule"]) for told in computer for reason in told.get("reasons", ())
                   if reason.get("rule")),
        missed=tuple(missed))
