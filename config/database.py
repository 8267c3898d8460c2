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

>>> sqlite = database_config("sqlite:////tmp/x.sqlite3")
>>> sqlite["OPTIONS"]["transaction_mode"], sqlite["CONN_MAX_AGE"]
('IMMEDIATE', 0)
>>> pg = database_config("postgres://u:p@db:5432/rules")
>>> pg["ENGINE"], pg["OPTIONS"]["connect_timeout"]
('config.postgresql', 3)
>>> pg["OPTIONS"]["options"]
'-c statement_timeout=3000 -c lock_timeout=2000'
"""

from __future__ import annotations

import os

import dj_database_url

SQLITE_BUSY_TIMEOUT = 5  # seconds a write waits for another writer before giving up (a move takes ms)
CONNECT_TIMEOUT = 3  # seconds to reach PostgreSQL (libpq's connect_timeout; it takes whole seconds)
# The server cancels a statement running longer. Maintenance on a big database (migrate, purge_attempts)
# may need more: DB_STATEMENT_TIMEOUT_MS=0 for that command turns both this and the client's bound off.
STATEMENT_TIMEOUT_MS = int(os.environ.get("DB_STATEMENT_TIMEOUT_MS", "3000"))
LOCK_TIMEOUT_MS = 2000  # …or waiting longer for a row or table lock
# Seconds the client waits for any answer (after the server's own limits had their turn); None: for ever.
# Generous on purpose: it only decides when a server that enforces nothing (frozen) is given up, and a
# busy but healthy one must never be (4 s cut off queries of a database starved of CPU in the fuzz run).
QUERY_WAIT = max(8.0, STATEMENT_TIMEOUT_MS / 1000 + 2) if STATEMENT_TIMEOUT_MS else None
SQLITE_INIT = "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"


def database_config(url: str) -> dj_database_url.DBConfig:
    """Django's ``DATABASES["default"]`` for a database URL."""
    if url.startswith("sqlite:"):
        # A connection per request (opening one costs well under a millisecond): a failed write (a full or
        # read-only disk) can leave its lock held, and a kept connection would hold it for every other thread.
        config = dj_database_url.parse(url, conn_max_age=0)
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
            "options": f"-c statement_timeout={STATEMENT_TIMEOUT_MS} -c lock_timeout={LOCK_TIMEOUT_MS}",
        })
    return config
