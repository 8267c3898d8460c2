"""Counting requests per key in fixed windows, shared by every worker: in Redis when ``RATE_LIMIT_URL``
names one (``INCR`` and ``EXPIRE`` in one ``MULTI``: atomic, no rows, expired by Redis), else in the
database (one upserted row per key).

A Redis that fails (refused, silent: 0.3 s socket timeouts) opens a circuit breaker and the counting
falls back to the database meanwhile; a database that fails lets the request through (the checker works
without one).

>>> Rate(60, 60).per_second
1.0
"""

from __future__ import annotations

import logging
import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import DatabaseError, connection

from config.breaker import Breaker
from throttle.models import Bucket

if TYPE_CHECKING:
    import redis

log = logging.getLogger(__name__)
REDIS_TIMEOUT = 0.3  # seconds to connect to the counters' Redis and for each reply
redis_breaker = Breaker("rate-limit Redis", cooldown=15)
_redis_clients: dict[str, redis.Redis] = {}
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


def _redis_count(url: str, key: str, window: int, period: int) -> int:
    """Add one to ``key``'s counter for ``window`` in Redis and return it (the key expires with its window)."""
    client = _redis_clients.get(url)
    if client is None:
        import redis  # the "redis" extra, installed by every script

        client = _redis_clients[url] = redis.Redis.from_url(url, socket_timeout=REDIS_TIMEOUT,
                                                            socket_connect_timeout=REDIS_TIMEOUT)
    name = f"rl:{key}:{window}"
    pipe = client.pipeline(transaction=True)
    pipe.incr(name)
    pipe.expire(name, period + 5)
    count, _expiry_set = pipe.execute()
    return int(count)


def _counted(key: str, window: int, period: int, now: float) -> int:
    url = getattr(settings, "RATE_LIMIT_URL", "")
    if url and redis_breaker.allows():
        try:
            count = _redis_count(url, key, window, period)
        except Exception as error:  # noqa: BLE001 - any Redis failure: count in the database instead
            redis_breaker.failed(error)
        else:
            redis_breaker.succeeded()
            return count
    count = _count(key, window)
    if random.randrange(SWEEP_ONE_IN) == 0:
        Bucket.objects.filter(window__lt=now - SWEEP_AGE).delete()
    return count


def hit(key: str, rate: Rate, now: float | None = None) -> int:
    """Count one request for ``key``: 0 if it is within ``rate``, else the seconds until the window ends.

    Fails open: without a database there is nothing to count in, and the request goes through.
    """
    now = time.time() if now is None else now
    window = int(now // rate.period) * rate.period  # the second the window started: comparable across rates
    try:
        count = _counted(key[:120], window, rate.period, now)
    except DatabaseError as error:
        log.warning("rate limit %s not counted: %s", key, error)
        return 0
    if count <= rate.count:
        return 0
    return max(1, math.ceil(window + rate.period - now))
