"""Storing what moves showed about the rules (the ``games.learning`` listener) and carrying marks over.

Each lesson is one ``INSERT … ON CONFLICT … DO UPDATE`` over all its rules: the counts are added by the
database itself, in the caller's transaction, so concurrent moves of one visitor never lose or double a
mark and a move that is not stored leaves no mark (the same statement on SQLite and PostgreSQL).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from django.utils import timezone

from games.learning import Lesson
from progress.models import RuleMark

ALIAS = DEFAULT_DB_ALIAS
"""The database the marks are written to (a test points it at a database file of its own)."""

_COLUMNS = ("visitor", "game", "rule", "used", "mistakes", "notes", "seen", "streak", "last_used",
            "last_mistake", "known", "updated")


def _upsert_sql(rows: int) -> str:
    table = connections[ALIAS].ops.quote_name(RuleMark._meta.db_table)
    values = ", ".join(["(" + ", ".join(["%s"] * len(_COLUMNS)) + ")"] * rows)
    return (
        f"INSERT INTO {table} ({', '.join(_COLUMNS)}) VALUES {values} "
        "ON CONFLICT (visitor, game, rule) DO UPDATE SET "
        f"used = {table}.used + excluded.used, mistakes = {table}.mistakes + excluded.mistakes, "
        f"notes = {table}.notes + excluded.notes, seen = {table}.seen + excluded.seen, "
        f"streak = CASE WHEN excluded.mistakes + excluded.notes > 0 THEN excluded.streak "
        f"ELSE {table}.streak + excluded.streak END, "
        f"last_used = COALESCE(excluded.last_used, {table}.last_used), "
        f"last_mistake = COALESCE(excluded.last_mistake, {table}.last_mistake), "
        f"known = COALESCE(excluded.known, {table}.known), updated = excluded.updated"
    )


def _when(value: datetime | None) -> Any:
    return None if value is None else connections[ALIAS].ops.adapt_datetimefield_value(value)


def _add(rows: Iterable[tuple[Any, ...]]) -> None:
    rows = list(rows)
    if not rows:
        return
    with connections[ALIAS].cursor() as cursor:
        cursor.execute(_upsert_sql(len(rows)), [value for row in rows for value in row])


def keep(lesson: Lesson) -> None:
    """The listener: add the lesson's counts to the visitor's marks (inside the caller's transaction)."""
    now = timezone.now()
    stamp = _when(now)
    counts = {name: Counter(getattr(lesson, name)) for name in ("applied", "mistakes", "noted", "seen")}
    rules = dict.fromkeys([*lesson.applied, *lesson.mistakes, *lesson.noted, *lesson.seen])
    rows = []
    for rule in rules:
        used, mistakes, notes, seen = (counts[name][rule] for name in ("applied", "mistakes", "noted", "seen"))
        # A mistake and a success in one lesson (a note on the turn that also used the rule): the mistake
        # is the later news, so the streak starts again.
        rows.append((lesson.visitor, lesson.game.slug, rule, used, mistakes, notes, seen,
                     0 if mistakes or notes else used, stamp if used else None,
                     stamp if mistakes or notes else None, None, stamp))
    _add(rows)


def carry(source: str, target: str) -> int:
    """Add every mark of visitor ``source`` to visitor ``target`` (a transfer code redeemed); how many
    rules. Counts add up; where both have a time, the carried one wins."""
    if source == target:
        return 0
    marks = list(RuleMark.objects.using(ALIAS).filter(visitor=source))
    now = _when(timezone.now())
    _add((target, m.game, m.rule, m.used, m.mistakes, m.notes, m.seen, m.streak, _when(m.last_used),
          _when(m.last_mistake), _when(m.known), now) for m in marks)
    return len(marks)


def mark_known(visitor: str, game: str, rule: str) -> None:
    """The visitor says they know the rule: it shows as applied until a later mistake on it."""
    now = _when(timezone.now())
    _add([(visitor, game, rule, 0, 0, 0, 0, 0, None, None, now, now)])
