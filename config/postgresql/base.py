"""Django's PostgreSQL backend (psycopg 3), with every wait for the server bounded on the client side.

The server bounds slow statements and lock waits itself (``statement_timeout``, ``lock_timeout`` in
``config.database``), and libpq bounds connecting (``connect_timeout``). None of these help when the
server stops answering altogether (frozen, overloaded, a network partition): a query already sent then
waits for ever, holding its worker thread, until gunicorn kills the worker. Here every wait on the socket
gives up after ``QUERY_WAIT`` seconds, closes that connection (the next request opens a fresh one) and
raises ``OperationalError``, which the site answers with its 503 page.

A wait that timed out also opens a circuit breaker (:mod:`config.breaker`): for ``COOLDOWN`` seconds this
process fails database work at once instead of sending more threads to wait, so the pages that need no
database keep being served; then one request probes the server again. A refused connection (the server
is down, not hung) costs nothing to find out and opens no breaker: recovery is immediate.
"""

from __future__ import annotations

import time
from typing import Any

import psycopg
from django.db.backends.postgresql import base

from config.breaker import Breaker
from config.database import CONNECT_TIMEOUT, QUERY_WAIT

COOLDOWN = 3  # seconds database work fails at once after the server stopped answering
breaker = Breaker("database", COOLDOWN)


class BoundedConnection(psycopg.Connection):
    """A psycopg connection whose every wait for the server ends after ``QUERY_WAIT`` seconds."""

    def wait(self, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
        if not breaker.allows():
            raise psycopg.OperationalError("the database is not answering (retried in a few seconds)")
        try:
            result = super().wait(gen, interval=interval, timeout=timeout or QUERY_WAIT)
        except psycopg.errors._WaitTimeout as error:
            breaker.failed(f"no answer within {QUERY_WAIT} s")
            self.close()  # mid-query: never reusable; the next request connects afresh
            raise psycopg.OperationalError(f"the database did not answer within {QUERY_WAIT} s") from error
        breaker.succeeded()
        return result


class _Driver:
    """The psycopg module as Django's backend sees it (``DatabaseWrapper.Database``), connecting with
    :class:`BoundedConnection`."""

    def __getattr__(self, name: str) -> Any:
        return getattr(psycopg, name)

    @staticmethod
    def connect(*args: Any, **kwargs: Any) -> BoundedConnection:
        if not breaker.allows():
            raise psycopg.OperationalError("the database is not answering (retried in a few seconds)")
        start = time.monotonic()
        try:
            connection = BoundedConnection.connect(*args, **kwargs)
        except psycopg.OperationalError as error:
            if time.monotonic() - start >= CONNECT_TIMEOUT - 0.5:  # it hung, rather than refused
                breaker.failed(error)
            raise
        breaker.succeeded()
        return connection


class DatabaseWrapper(base.DatabaseWrapper):
    # A stand-in for the psycopg module (its attributes through __getattr__, its own connect); the stubs
    # type this attribute as a module, which no instance is.
    Database = _Driver()  # type: ignore[assignment]
