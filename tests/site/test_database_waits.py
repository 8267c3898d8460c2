"""Every wait for the database is bounded, so a hung database costs a few seconds and a 503, never a
worker: connecting to a server that never answers, a query the server never finishes, a busy SQLite."""

from __future__ import annotations

import runpy
import time
from pathlib import Path

import pytest
from django.db import OperationalError, connection, connections

from config import database
from config.postgresql import base as bounded
from tests.site.test_cache_failure import SilentServer


@pytest.fixture
def fresh_breaker():
    bounded.breaker.succeeded()
    yield bounded.breaker
    bounded.breaker.succeeded()


def connect(settings: dict) -> None:
    """What ``ensure_connection`` does (pytest-django refuses that call outside database tests)."""
    wrapper = bounded.DatabaseWrapper(settings, alias="silent")
    with wrapper.wrap_database_errors:
        wrapper.get_new_connection(wrapper.get_connection_params())


def test_connecting_to_a_server_that_never_answers_gives_up_and_stops_trying(fresh_breaker) -> None:  # noqa: ANN001
    server = SilentServer()
    try:
        url = f"postgres://u:p@127.0.0.1:{server.port}/rules"
        settings = connections.configure_settings({"default": {}, "silent": database.database_config(url)})["silent"]
        start = time.monotonic()
        with pytest.raises(OperationalError):
            connect(settings)
        waited = time.monotonic() - start
        assert fresh_breaker.is_open
        start = time.monotonic()
        with pytest.raises(OperationalError):
            connect(settings)
        assert time.monotonic() - start < 0.5, "while the breaker is open nobody waits again"
    finally:
        server.close()
    assert database.CONNECT_TIMEOUT - 0.5 <= waited < database.CONNECT_TIMEOUT + 2
    assert len(server.accepted) == 1


def test_every_wait_is_shorter_than_the_worker_timeout() -> None:
    timeout = runpy.run_path(str(Path(__file__).resolve().parents[2] / "gunicorn.conf.py"))["timeout"]
    assert database.SQLITE_BUSY_TIMEOUT < timeout
    assert database.CONNECT_TIMEOUT + database.QUERY_WAIT < timeout
    assert database.LOCK_TIMEOUT_MS < database.STATEMENT_TIMEOUT_MS < database.QUERY_WAIT * 1000


@pytest.mark.django_db(transaction=True)
def test_a_query_the_server_never_finishes_is_abandoned_and_the_next_one_reconnects(monkeypatch, fresh_breaker) -> None:  # noqa: ANN001, E501
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only (bin/test runs tests/site on its throwaway cluster too)")
    monkeypatch.setattr(bounded, "QUERY_WAIT", 0.5)
    connection.ensure_connection()
    start = time.monotonic()
    with pytest.raises(OperationalError), connection.cursor() as cursor:
        cursor.execute("SELECT pg_sleep(3)")
    assert time.monotonic() - start < 2
    assert fresh_breaker.is_open and connection.connection.closed
    monkeypatch.setattr(fresh_breaker, "clock", lambda: time.monotonic() + bounded.COOLDOWN + 1)
    connection.close()
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        assert cursor.fetchone() == (1,)
    assert not fresh_breaker.is_open
