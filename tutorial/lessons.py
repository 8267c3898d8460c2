"""What a puzzle action showed about the rules (``games.learning``): the rules the learner's new legal
moves needed, or the rules an illegal try broke. ``state.handle`` tells it in the transaction that
stores the action, so the learner's map counts every stored move once and no refused request."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.verdict import Verdict
from games.learning import Lesson, used
from games.registry import GAMES
from tutorial.core import Step
from tutorial.records import MoveRecord, Record


def lesson(game: str, visitor: str, record: Record, new_steps: Sequence[Step[Any]]) -> Lesson | None:
    """The lesson of one stored action (None for a game nobody registered: a test's leftover row)."""
    found = GAMES.get(game)
    if found is None:
        return None
    applied = tuple(rule for step in new_steps
                    for rule in used(found, step.before, step.move if step.move is not None else step.action,
                                     Verdict(True, step.rule, step.params)))
    mistakes: tuple[str, ...] = ()
    if isinstance(record, MoveRecord) and not record.legal:
        mistakes = tuple(dict.fromkeys([record.rule, *(rule for rule, _params in record.problems)]))
    return Lesson(visitor, found, applied=applied, mistakes=mistakes)
