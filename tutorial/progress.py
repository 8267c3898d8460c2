"""The anonymous visitor's progress: rows in the DB keyed by the visitor's id (``games.visitors``: a
random id in a long-lived signed cookie, re-exported here for the tutorial's views)."""

from __future__ import annotations

from django.db import transaction

from games.visitors import COOKIE, MAX_AGE, SALT, known_visitor, new_visitor_id, remember, visitor_id
from tutorial.models import Attempt, Progress

__all__ = ["COOKIE", "MAX_AGE", "SALT", "known_visitor", "new_visitor_id", "remember", "visitor_id",
           "for_game", "record_hint", "record_solve"]

def for_game(visitor: str, game: str) -> dict[str, Progress]:
    """The visitor's progress rows of one game, by puzzle slug."""
    return {p.slug: p for p in Progress.objects.filter(visitor=visitor, game=game)}


def record_hint(attempt: Attempt) -> None:
    """A hint was shown: an unsolved puzzle's count is the most hints any attempt used."""
    with transaction.atomic():
        row, _created = Progress.objects.get_or_create(visitor=attempt.visitor, game=attempt.game,
                                                       slug=attempt.slug)
        if not row.solved and attempt.hints > row.hints_used:
            row.hints_used = attempt.hints
            row.save(update_fields=["hints_used", "updated"])


def record_solve(attempt: Attempt, moves: int) -> Progress:
    """The attempt reached its goal with ``moves`` moves: keep the best figures."""
    with transaction.atomic():
        row, _created = Progress.objects.get_or_create(visitor=attempt.visitor, game=attempt.game,
                                                       slug=attempt.slug)
        if not row.solved:
            row.solved, row.best_moves, row.hints_used = True, moves, attempt.hints
        else:
            row.best_moves = min(row.best_moves or moves, moves)
            row.hints_used = min(row.hints_used, attempt.hints)
        row.save()
        return row
