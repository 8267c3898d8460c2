"""What the server keeps per anonymous visitor: each puzzle's attempt in progress and the progress made.

A visitor is a random id in a long-lived signed cookie (``tutorial.progress``); no accounts. Rows are
keyed by (visitor, game, slug) so both games' tutorials share the tables.
"""

from __future__ import annotations

from django.db import models


class Attempt(models.Model):
    """The state of one visitor's current try at one puzzle.

    ``actions`` are the learner's accepted actions in the game's notation, replayed from the puzzle's
    start by the game's adapter (the server never trusts a position from the browser). ``step`` grows
    with every change and is the token each form sends back: a stale or repeated form is detected by a
    compare-and-set on it. ``hints`` counts hints shown in this attempt; ``last`` is what the most
    recent action produced (data, not words, so it can be shown in any language after a redirect).
    """

    visitor = models.CharField(max_length=40)
    game = models.CharField(max_length=20)
    slug = models.CharField(max_length=80)
    actions = models.JSONField(default=list)
    step = models.PositiveIntegerField(default=0)
    hints = models.PositiveSmallIntegerField(default=0)
    last = models.JSONField(default=dict)
    solved = models.BooleanField(default=False)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["visitor", "game", "slug"], name="one_attempt_per_puzzle")]


class Progress(models.Model):
    """What one visitor has achieved on one puzzle.

    ``best_moves``: the fewest moves in a solving attempt. ``hints_used``: before the first solve, the
    most hints shown in any attempt; once solved, the fewest hints shown in a solving attempt.
    """

    visitor = models.CharField(max_length=40)
    game = models.CharField(max_length=20)
    slug = models.CharField(max_length=80)
    solved = models.BooleanField(default=False)
    best_moves = models.PositiveSmallIntegerField(null=True, blank=True)
    hints_used = models.PositiveSmallIntegerField(default=0)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["visitor", "game", "slug"], name="one_progress_per_puzzle")]


class PersonalPuzzle(models.Model):
    """A puzzle made for one visitor from a missed play the coach noted in their game against the
    computer (``tutorial.personal``).

    ``key``: the random, unguessable part of its address (the page answers only the visitor who owns it).
    ``position``: the player's view where the missed play began, in the game's notation (nothing their
    seat could not see). ``goal``: the game's goal as data (its ``tutorial.parts.Personal`` reads it);
    ``solution``: the reference line, the solver's plan from that view. ``note``: the coach's note (data:
    code, rule id, params), worded when shown. ``rule``: the rule id it concerns (the learner's map lists
    the puzzle beside it).
    """

    key = models.CharField(max_length=24, unique=True)
    visitor = models.CharField(max_length=40)
    game = models.CharField(max_length=20)
    rule = models.CharField(max_length=80)
    position = models.TextField()
    goal = models.JSONField(default=dict)
    solution = models.JSONField(default=list)
    note = models.JSONField(default=dict)
    created = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["visitor", "game", "position"], name="one_puzzle_per_position")]
        indexes = [models.Index(fields=["visitor", "game", "created"], name="personal_visitor_created"),
                   models.Index(fields=["created"], name="personal_created")]
