"""The database settings from ``DATABASE_URL``, with an embedded SQLite default that holds up under load.

SQLite's defaults lose writes under concurrency: a deferred transaction that reads, then writes, cannot
wait for the lock (SQLite answers "database is locked" at once to avoid a deadlock). So every SQLite
transaction starts ``IMMEDIATE`` (it takes the write lock first and waits for it), waits up to
``timeout`` seconds for a busy lock, and the file uses write-ahead logging (readers never block the
writer). PostgreSQL (``postgres://…``, psycopg 3) needs none of this and keeps connections open.

>>> database_config("sqlite:////tmp/x.sqlite3")["OPTIONS"]["transaction_mode"]
'IMMEDIATE'
>>> database_config("postgres://u:p@db:5432/rules")["ENGINE"]
'django.db.backends.postgresql'
"""

from __future__ import annotations

from typing import Any

import dj_database_url

SQLITE_BUSY_TIMEOUT = 20  # seconds a write waits for another writer before giving up
SQLITE_INIT = "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"


def database_config(url: str) -> dict[str, Any]:
    """Django's ``DATABASES["default"]`` for a database URL."""
    if url.startswith("sqlite:"):
        config = dj_database_url.parse(url, conn_max_age=60)
        config["OPTIONS"] = {
            "transaction_mode": "IMMEDIATE",
            "timeout": SQLITE_BUSY_TIMEOUT,
            "init_command": SQLITE_INIT,
        }
        return config
    # Health checks let a kept connection survive a database restart (the next request reconnects).
    return dj_database_url.parse(url, conn_max_age=60, conn_health_checks=True)
