"""The database settings from ``DATABASE_URL``, with an embedded SQLite default that holds up under load.

SQLite's defaults lose writes under concurrency: a deferred transaction that reads, then writes, cannot
wait for the lock (SQLite answers "database is locked" at once to avoid a deadlock). So every SQLite
transaction starts ``IMMEDIATE`` (it takes the write lock first and waits for it), waits up to
``timeout`` seconds for a busy lock, and the file uses write-ahead logging (readers never block the
writer). PostgreSQL (``postgres://…``, psycopg 3) needs none of this and keeps connections open.

Every wait is bounded, each shorter than gunicorn's worker timeout (30 s, ``gunicorn.conf.py``), so a slow
or hung database costs a visitor a few seconds and a 503 page, never a killed worker: SQLite waits
``SQLITE_BUSY_TIMEOUT`` for a busy lock; PostgreSQL gets ``connect_timeout``, a ``statement_timeout`` and a
``lock_timeout`` on the server, and ``config.postgresql`` bounds every wait on the client side too (a
frozen server enforces nothing).

>>> database_config("sqlite:////tmp/x.sqlite3")["OPTIONS"]["transaction_mode"]
'IMMEDIATE'
>>> pg = database_config("postgres://u:p@db:5432/rules")
>>> pg["ENGINE"], pg["OPTIONS"]["connect_timeout"]
('config.postgresql', 3)
>>> pg["OPTIONS"]["options"]
'-c statement_timeout=5000 -c lock_timeout=3000 -c idle_in_transaction_session_timeout=10000'
"""

from __future__ import annotations

from typing import Any

import dj_database_url

SQLITE_BUSY_TIMEOUT = 5  # seconds a write waits for another writer before giving up (a move takes ms)
CONNECT_TIMEOUT = 3  # seconds to reach PostgreSQL (libpq's connect_timeout; it takes whole seconds)
STATEMENT_TIMEOUT_MS = 5000  # the server cancels a statement running longer
LOCK_TIMEOUT_MS = 3000  # …or waiting longer for a row or table lock
IDLE_IN_TRANSACTION_MS = 10000  # …and ends a session left idle inside a transaction
QUERY_WAIT = 6  # seconds the client waits for any answer (after the server's own limits had their turn)
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
    config = dj_database_url.parse(url, conn_max_age=60, conn_health_checks=True)
    if config["ENGINE"] == "django.db.backends.postgresql":
        config["ENGINE"] = "config.postgresql"
        config.setdefault("OPTIONS", {}).update({
            "connect_timeout": CONNECT_TIMEOUT,
            "options": f"-c statement_timeout={STATEMENT_TIMEOUT_MS} -c lock_timeout={LOCK_TIMEOUT_MS} "
                       f"-c idle_in_transaction_session_timeout={IDLE_IN_TRANSACTION_MS}",
        })
    return config
