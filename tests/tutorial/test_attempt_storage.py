"""How attempts are stored under load and abuse: one transaction per move, a robust embedded database,
no row per page view, a bounded line of moves, ASCII step tokens, and the purge command."""

from __future__ import annotations

import re
import threading
import time
from datetime import timedelta
from http import HTTPStatus
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import OperationalError, connections, transaction
from django.db.utils import ConnectionHandler
from django.test import Client
from django.utils import timezone

from tutorial import state
from tutorial.models import Attempt, Progress

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
SKIPBO = "/en/skip-bo/puzzles/next-number/"
GROUPS = "/en/rummikub/puzzles/groups-and-runs/"


def token(response) -> str:  # noqa: ANN001
    return re.search(r'name="step" value="(\d+)"', response.content.decode()).group(1)


def test_a_failed_progress_write_stores_nothing_and_the_same_form_works_again(monkeypatch) -> None:  # noqa: ANN001
    """The hint and its progress row are one transaction: a lock error while writing progress leaves the
    attempt as it was (503, try again), so the retried form is not refused as stale."""
    client = Client()
    step = token(client.get(SKIPBO))

    def locked(attempt: Attempt) -> None:
        raise OperationalError("database is locked")

    with monkeypatch.context() as patched:
        patched.setattr(state.progress, "record_hint", locked)
        response = client.post(SKIPBO, {"action": "hint", "step": step}, **HX)
    assert response.status_code == HTTPStatus.SERVICE_UNAVAILABLE and response["Retry-After"]
    assert not Attempt.objects.exists()  # rolled back with the hint: the attempt's creation too
    assert client.post(SKIPBO, {"action": "hint", "step": step}, **HX).status_code == HTTPStatus.OK
    assert Attempt.objects.get().hints == 1 and Progress.objects.get().hints_used == 1


def test_two_read_then_write_transactions_on_the_embedded_database_both_commit(tmp_path, django_db_blocker) -> None:  # noqa: ANN001, E501
    """Two workers that read and then write at the same moment: SQLite's deferred transactions answer
    "database is locked" to one of them; the project's SQLite settings make the second one wait."""
    options = {**settings.DATABASES["default"], "NAME": str(tmp_path / "db.sqlite3")}
    if options["ENGINE"] != "django.db.backends.sqlite3":
        pytest.skip("SQLite's locking (PostgreSQL locks rows)")
    connections.settings["concurrent"] = ConnectionHandler({"default": options}).settings["default"]
    errors: list[Exception] = []
    start = threading.Barrier(2)

    def worker() -> None:
        try:
            start.wait()
            with transaction.atomic(using="concurrent"), connections["concurrent"].cursor() as cursor:
                cursor.execute("SELECT n FROM counter")
                n = cursor.fetchone()[0]
                time.sleep(0.2)
                cursor.execute("UPDATE counter SET n = %s", [n + 1])
        except Exception as error:  # noqa: BLE001 - the assertion below names it
            errors.append(error)
        finally:
            connections["concurrent"].close()

    try:
        with django_db_blocker.unblock():
            with connections["concurrent"].cursor() as cursor:
                cursor.execute("CREATE TABLE counter (n integer)")
                cursor.execute("INSERT INTO counter VALUES (0)")
            connections["concurrent"].close()
            threads = [threading.Thread(target=worker) for _ in range(2)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(30)
            with connections["concurrent"].cursor() as cursor:
                cursor.execute("SELECT n FROM counter")
                assert (errors, cursor.fetchone()[0]) == ([], 2)
                cursor.execute("PRAGMA journal_mode")
                assert cursor.fetchone()[0] == "wal"
            connections["concurrent"].close()
    finally:
        del connections.settings["concurrent"]


def test_looking_at_a_puzzle_stores_nothing_and_the_first_move_creates_the_attempt() -> None:
    client = Client()
    for _ in range(3):
        response = client.get(SKIPBO)
    client.get("/en/skip-bo/puzzles/")
    assert not Attempt.objects.exists()
    assert client.post(SKIPBO, {"from": "h5", "to": "b1", "step": token(response)}).status_code == HTTPStatus.SEE_OTHER
    assert Attempt.objects.get().actions == ["h5-b1"]


def test_a_tile_moved_there_and_back_leaves_no_trace_in_the_stored_line() -> None:
    """Back-and-forth moves used to pile up (3,000 of them made every request replay them all)."""
    client = Client()
    step = token(client.get(GROUPS))
    for _ in range(25):
        step = token(client.post(GROUPS, {"from": "O2", "to": "1@3", "step": step}, **HX))
        assert Attempt.objects.get().actions == ["mv:O2>1@3"]
        response = client.post(GROUPS, {"from": "1-4", "to": "rack", "step": step}, **HX)
        assert "Orange 2 went back to your rack." in response.content.decode()
        step = token(response)
        assert Attempt.objects.get().actions == []


def test_an_attempt_keeps_at_most_max_actions_moves(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(state, "MAX_ACTIONS", 2)
    client = Client()
    step = token(client.get(GROUPS))
    step = token(client.post(GROUPS, {"from": "O2", "to": "new", "step": step}, **HX))
    step = token(client.post(GROUPS, {"from": "K7", "to": "new", "step": step}, **HX))
    response = client.post(GROUPS, {"from": "B7", "to": "new", "step": step}, **HX)
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "as many moves as one attempt can keep" in response.content.decode()
    assert len(Attempt.objects.get().actions) == 2


@pytest.mark.parametrize("step", ["³", "²", "①", "٣", "０", "1" * 10, "-1", " 0", "0x1", ""])
def test_a_step_token_that_is_not_plain_ascii_digits_is_a_400_never_a_500(step: str) -> None:
    client = Client()
    client.get(SKIPBO)
    response = client.post(SKIPBO, {"from": "h5", "to": "b1", "step": step}, **HX)
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert not Attempt.objects.exclude(actions=[]).exists()


def test_purge_attempts_deletes_only_stale_attempts_and_unreachable_progress() -> None:
    now = timezone.now()
    rows = {"fresh": now, "stale": now - timedelta(days=31)}
    for visitor, when in rows.items():
        Attempt.objects.create(visitor=visitor, game="skip-bo", slug="next-number")
        Progress.objects.create(visitor=visitor, game="skip-bo", slug="next-number", solved=True)
        Attempt.objects.filter(visitor=visitor).update(updated=when)
    Progress.objects.filter(visitor="stale").update(updated=now - timedelta(days=401))
    out = StringIO()
    call_command("purge_attempts", "--dry-run", stdout=out)
    assert "would delete 1 attempts and 1 progress rows" in out.getvalue()
    assert Attempt.objects.count() == 2
    call_command("purge_attempts", stdout=out)
    assert list(Attempt.objects.values_list("visitor", flat=True)) == ["fresh"]
    assert list(Progress.objects.values_list("visitor", flat=True)) == ["fresh"]
