"""The learner's map, as stored: one row per visitor, game and rule id, with counts and times.

A visitor is the site's visitor cookie (``games.visitors``); no accounts. ``used``: legal moves that
needed the rule; ``mistakes``: illegal tries that named it; ``notes``: the coach's notes on it; ``seen``:
other players' moves (or help asked for) that used it; ``streak``: legal moves that needed it since the
last mistake or note; ``last_used`` / ``last_mistake`` (a try or a note): when; ``known``: when the
visitor marked it as known. The counts only grow, in one statement per move (``progress.record``), so
two requests at once never lose or double a mark.
"""

from __future__ import annotations

from datetime import timedelta

from django.db import models
from django.utils import timezone

from games.visitors import MAX_AGE


class RuleMark(models.Model):
    """What one visitor did with one rule of one game (see the module's docstring)."""

    visitor = models.CharField(max_length=40)
    game = models.CharField(max_length=20)
    rule = models.CharField(max_length=80)
    used = models.PositiveIntegerField(default=0)
    mistakes = models.PositiveIntegerField(default=0)
    notes = models.PositiveIntegerField(default=0)
    seen = models.PositiveIntegerField(default=0)
    streak = models.PositiveIntegerField(default=0)
    last_used = models.DateTimeField(null=True, blank=True)
    last_mistake = models.DateTimeField(null=True, blank=True)
    known = models.DateTimeField(null=True, blank=True)
    updated = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["visitor", "game", "rule"], name="one_mark_per_rule")]
        indexes = [models.Index(fields=["updated"], name="rulemark_updated")]


def purge(days: int, dry_run: bool) -> str:
    """The daily purge's part: marks untouched for as long as the visitor cookie lives (nobody can reach
    them any more; like puzzle progress they outlive the shorter ``days`` of attempts and games)."""
    age = max(days, MAX_AGE // 86400)
    stale = RuleMark.objects.filter(updated__lt=timezone.now() - timedelta(days=age))
    count = stale.count() if dry_run else stale.delete()[0]
    return f"{count} rule marks"
