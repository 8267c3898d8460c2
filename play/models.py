"""One game against the computer per row, found only by its unguessable id (the link is the key).

The row holds the deal's ``seed`` and ``options``, every move of every seat in the game's notation
(``moves``: the record, and enough to replay the game from its deal), and a ``snapshot`` of the whole
current position, so a page never replays the game from the start. The snapshot is the server's
alone: it knows every hidden card, and no page ever shows it (pages show the human seat's view).
``step`` grows with every accepted action and is the token each form sends back (a stale tab or a
double submit is caught by a compare-and-set on it). ``computer`` is what the computer seats did since
the human's last turn, as data (seat, move, public card, the coach's reasons), worded when shown;
``last`` the verdict of the human's last move (or the coach's notes that held it back); ``turn`` where
the human's current turn began (its position and the record's length then) and the help asked in it.

Every game belongs to a ``Series`` (a series of one, until "next game" deals the next with the same
options): the series keeps each finished game's points and the running totals, and has its own
unguessable key, so its link is a key as a game's is (``play.series``).

A visitor keeps at most ``MAX_PER_VISITOR`` games and as many series: starting another deletes their
oldest. Rows nobody touched for a while go with the daily purge (``manage.py purge_attempts``); a series
goes only when none of its games was touched either.
"""

from __future__ import annotations

import secrets
from datetime import timedelta

from django.db import models
from django.utils import timezone

MAX_PER_VISITOR = 20
KEY_BYTES = 24  # 192 bits: the id is the only key to a game


def new_key() -> str:
    """An id nobody can guess (32 URL-safe characters)."""
    return secrets.token_urlsafe(KEY_BYTES)


class Series(models.Model):
    """Games against the computer played one after another with the same ``options``, scored by the
    game's kit and carried on until the series is won.

    ``played`` holds each finished game, in order: its number, the match's key, the points per seat
    (``scores``), the winning seat and the score keeper's query for it (``score``); ``current`` is the
    key of the game being played (or the last one). ``step`` counts the games dealt and is the token of
    the "next game" form (a double submit or an old page gets 409). ``winner`` is the seat that won the
    series (a seat of the winning team), None while it goes on."""

    key = models.CharField(max_length=64, primary_key=True, default=new_key)
    visitor = models.CharField(max_length=40)
    game = models.CharField(max_length=20)
    options = models.JSONField(default=dict)
    played = models.JSONField(default=list)
    current = models.CharField(max_length=64, default="")
    step = models.PositiveIntegerField(default=0)
    winner = models.PositiveSmallIntegerField(null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [models.Index(fields=["visitor", "updated"], name="series_visitor_updated"),
                   models.Index(fields=["updated"], name="series_updated")]


class Match(models.Model):
    """One game against the computer (see the module's docstring)."""

    key = models.CharField(max_length=64, primary_key=True, default=new_key)
    series = models.ForeignKey(Series, null=True, on_delete=models.CASCADE, related_name="matches")
    number = models.PositiveIntegerField(default=1)
    visitor = models.CharField(max_length=40)
    game = models.CharField(max_length=20)
    options = models.JSONField(default=dict)
    seed = models.BigIntegerField()
    moves = models.JSONField(default=list)
    snapshot = models.JSONField(default=dict)
    computer = models.JSONField(default=list)
    last = models.JSONField(default=dict)
    turn = models.JSONField(default=dict)
    step = models.PositiveIntegerField(default=0)
    finished = models.BooleanField(default=False)
    result = models.JSONField(default=dict)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [models.Index(fields=["visitor", "updated"], name="match_visitor_updated"),
                   models.Index(fields=["updated"], name="match_updated")]


def keep_recent(visitor: str, series: Series | None = None) -> None:
    """Delete the visitor's oldest games beyond ``MAX_PER_VISITOR - 1`` (called before a new one), and
    their oldest series beyond as many, never ``series`` (the one the new game joins)."""
    old = list(Match.objects.filter(visitor=visitor).order_by("-updated")
               .values_list("key", flat=True)[MAX_PER_VISITOR - 1:])
    if old:
        Match.objects.filter(key__in=old).delete()
    kept = Series.objects.filter(visitor=visitor).exclude(pk=series.pk if series is not None else None)
    old = list(kept.order_by("-updated").values_list("key", flat=True)[MAX_PER_VISITOR - 1:])
    if old:
        Series.objects.filter(key__in=old).delete()


def purge(days: int, dry_run: bool) -> str:
    """The daily purge's part: games untouched for ``days`` days, and series none of whose games was."""
    cut = timezone.now() - timedelta(days=days)
    stale = Match.objects.filter(updated__lt=cut)
    count = stale.count() if dry_run else stale.delete()[0]
    series = Series.objects.filter(updated__lt=cut).exclude(matches__updated__gte=cut)
    gone = series.count() if dry_run else series.delete()[1].get("play.Series", 0)
    return f"{count} games against the computer, {gone} series"
