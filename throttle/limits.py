"""Counting requests per key in fixed windows, in the database (shared by every worker).

>>> Rate(60, 60).per_second
1.0
"""

from __future__ import annotations

import logging
import math
import random
import time
from dataclasses import dataclass

from django.db import DatabaseError, connection

from throttle.models import Bucket

log = logging.getLogger(__name__)
SWEEP_ONE_IN = 500  # about one hit in this many also deletes counters of windows long gone
SWEEP_AGE = 24 * 3600  # seconds after which a counter is surely stale (longer than any period)


@dataclass(frozen=True)
class Rate:
    """At most ``count`` requests per ``period`` seconds."""

    count: int
    period: int

    @property
    def per_second(self) -> float:
        return self.count / self.period


def _count(key: str, window: int) -> int:
    """Add one to ``key``'s counter in ``window`` (a new window starts from one) and return it.

    One statement (an upsert that returns the new count: SQLite ≥ 3.35, PostgreSQL), atomic on both: a
    request costs one round trip, not a transaction of three ORM queries."""
    table = connection.ops.quote_name(Bucket._meta.db_table)
    key_, window_, count_ = (connection.ops.quote_name(name) for name in ("key", "window", "count"))
    sql = (f"INSERT INTO {table} ({key_}, {window_}, {count_}) VALUES (%s, %s, 1) "
           f"ON CONFLICT ({key_}) DO UPDATE SET "
           f"{count_} = CASE WHEN {table}.{window_} = excluded.{window_} THEN {table}.{count_} + 1 ELSE 1 END, "
           f"{window_} = excluded.{window_} RETURNING {count_}")
    with connection.cursor() as cursor:
        cursor.execute(sql, [key, window])
        return cursor.fetchone()[0]


def hit(key: str, rate: Rate, now: float | None = None) -> int:
    """Count one request for ``key``: 0 if it is within ``rate``, else the seconds until the window ends.

    Fails open: without a database there is nothing to count in, and the request goes through.
    """
    now = time.time() if now is None else now
    window = int(now // rate.period) * rate.period  # the second the window started: comparable across rates
    try:
        count = _count(key[:120], window)
        if random.randrange(SWEEP_ONE_IN) == 0:
            Bucket.objects.filter(window__lt=now - SWEEP_AGE).delete()
    except DatabaseError as error:
        log.warning("rate limit %s not counted: %s", key, error)
        return 0
    if count <= rate.count:
        return 0
    return max(1, math.ceil(window + rate.period - now))
