"""The learner's map follows what the visitor did: a rule is applied after legal moves that needed it,
needs practice after an illegal try or a coach note naming it, and is applied again after later
successes. Marks are stored with the move they come from, once, or not at all."""

from __future__ import annotations

import re
import threading
from datetime import timedelta
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connections, transaction
from django.db.utils import ConnectionHandler
from django.test import Client
from django.utils import timezone

from engine import skipbo
from games.learning import Lesson, tell
from games.registry import GAMES
from play import lessons
from progress import record
from progress.marks import Mark, mark_of
from progress.models import RuleMark
from tutorial.core import REPLAYED
from tutorial.games import adapter
from tutorial.lessons import lesson
from tutorial.puzzles import get

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
PUZZLE = "/en/skip-bo/puzzles/next-number/"
NEXT = "skipbo.build.next-number"
SKIP_BO = GAMES["skip-bo"]


def token(response) -> str:  # noqa: ANN001
    return re.search(r'name="step" value="(\d+)"', response.content.decode()).group(1)


def play(client: Client, source: str, target: str) -> None:
    response = client.post(PUZZLE, {"from": source, "to": target, "step": token(client.get(PUZZLE))}, **HX)
    assert response.status_code == 200


def visitor(client: Client) -> str:
    return RuleMark.objects.values_list("visitor", flat=True).first()


def mark(rule: str, who: str | None = None) -> Mark:
    rows = RuleMark.objects.filter(rule=rule, **({"visitor": who} if who else {}))
    return mark_of(rows.first())


def test_a_legal_puzzle_move_applies_every_rule_it_needed_and_an_illegal_try_needs_practice() -> None:
    client = Client()
    play(client, "s", "b1")  # the 6 on a pile showing 4: refused by the next-number rule
    assert mark(NEXT) is Mark.PRACTICE
    row = RuleMark.objects.get(rule=NEXT)
    assert (row.mistakes, row.used, row.streak) == (1, 0, 0) and row.last_mistake is not None
    play(client, "h5", "b1")
    assert mark(NEXT) is Mark.PRACTICE  # one success is not yet enough
    play(client, "s", "b1")  # the 6 now fits
    assert mark(NEXT) is Mark.APPLIED
    row.refresh_from_db()
    assert (row.mistakes, row.used, row.streak) == (1, 2, 2)


def test_a_refused_request_leaves_no_mark() -> None:
    client = Client()
    client.get(PUZZLE)
    response = client.post(PUZZLE, {"from": "s", "to": "b1", "step": "999"}, **HX)
    assert response.status_code == 409
    assert not RuleMark.objects.exists()


def test_marks_follow_a_scripted_sequence_of_moves_tries_and_coach_notes() -> None:
    """Legal moves, an illegal try, a coach note, then successes: new → applied → needs practice → applied."""
    who = "scripted-visitor"
    assert mark(NEXT, who) is Mark.NEW
    tell(Lesson(who, SKIP_BO, seen=(NEXT,)))
    assert mark(NEXT, who) is Mark.MET
    tell(Lesson(who, SKIP_BO, applied=(NEXT, NEXT)))
    assert mark(NEXT, who) is Mark.APPLIED
    tell(Lesson(who, SKIP_BO, noted=(NEXT,)))
    assert mark(NEXT, who) is Mark.PRACTICE
    tell(Lesson(who, SKIP_BO, applied=(NEXT,)))
    assert mark(NEXT, who) is Mark.PRACTICE
    tell(Lesson(who, SKIP_BO, applied=(NEXT,)))
    assert mark(NEXT, who) is Mark.APPLIED
    tell(Lesson(who, SKIP_BO, mistakes=(NEXT,), applied=(NEXT,)))  # a try and a success at once: the try counts
    assert mark(NEXT, who) is Mark.PRACTICE
    row = RuleMark.objects.get(visitor=who, rule=NEXT)
    assert (row.used, row.mistakes, row.notes, row.seen) == (5, 1, 1, 1)


def test_a_coached_turn_tells_its_notes_its_rules_and_the_computer_players_reasons() -> None:
    pos = skipbo.parse("b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5")
    verdict = skipbo.judge(pos, "h5-b1")
    learned = lessons.lesson("skip-bo", "v", pos, "h5-b1", verdict, played=True,
                             notes=[{"code": "skipbo.coach.stock", "rule": "skipbo.wild.next-number"}],
                             computer=[{"reasons": [{"rule": "skipbo.discard.ends-turn"}]}])
    assert learned.applied == (NEXT,)
    assert (learned.noted, learned.seen, learned.mistakes) == (("skipbo.wild.next-number",),
                                                               ("skipbo.discard.ends-turn",), ())
    held = lessons.lesson("skip-bo", "v", pos, "h5-b1", verdict, played=False, notes=[], computer=[])
    assert held.applied == ()  # a move the coach held back was not played
    wrong = lessons.lesson("skip-bo", "v", pos, "h9-b1", skipbo.judge(pos, "h9-b1"), played=False, notes=[],
                           computer=[])
    assert wrong.mistakes == (NEXT,)


def test_a_game_against_the_computer_records_the_humans_moves() -> None:
    client = Client()
    response = client.post("/en/skip-bo/play/", {"players": "2", "length": "short", "leaflet": "42050-0925",
                                                 "level": "steady", "coach": "on"})
    game_url = response["Location"]
    step = re.search(r'name="step" value="(\d+)"', client.get(game_url).content.decode()).group(1)
    client.post(game_url, {"move": "s-d1", "step": step})  # the stockpile never goes to a discard pile
    row = RuleMark.objects.get(rule="skipbo.stockpile.not-to-discard")
    assert (row.game, row.mistakes, mark_of(row)) == ("skip-bo", 1, Mark.PRACTICE)


def test_the_purge_deletes_marks_nobody_can_reach_any_more() -> None:
    tell(Lesson("old", SKIP_BO, applied=(NEXT,)))
    tell(Lesson("fresh", SKIP_BO, applied=(NEXT,)))
    RuleMark.objects.filter(visitor="old").update(updated=timezone.now() - timedelta(days=401))
    out = StringIO()
    call_command("purge_attempts", stdout=out)
    assert "1 rule marks" in out.getvalue()
    assert list(RuleMark.objects.values_list("visitor", flat=True)) == ["fresh"]


@pytest.fixture
def concurrent_database(tmp_path, django_db_blocker, monkeypatch):  # noqa: ANN001, ANN201
    """The marks written to a database of their own, on which several threads write at once: on SQLite a
    file with the project's settings (the in-memory test database locks whole tables), on PostgreSQL the
    test database itself through connections of its own."""
    options = dict(connections["default"].settings_dict)
    if options["ENGINE"] == "django.db.backends.sqlite3":
        options = {**settings.DATABASES["default"], "NAME": str(tmp_path / "db.sqlite3")}
    connections.settings["concurrent"] = ConnectionHandler({"default": options}).settings["default"]
    monkeypatch.setattr(record, "ALIAS", "concurrent")
    with django_db_blocker.unblock():
        fresh = options["ENGINE"] == "django.db.backends.sqlite3"
        if fresh:
            with connections["concurrent"].schema_editor() as editor:
                editor.create_model(RuleMark)
        try:
            yield "concurrent"
        finally:
            RuleMark.objects.using("concurrent").filter(visitor="busy").delete()
            connections["concurrent"].close()
            del connections.settings["concurrent"]


@pytest.mark.django_db(transaction=True)
def test_concurrent_moves_of_one_visitor_never_lose_or_double_a_mark(concurrent_database: str) -> None:
    workers, each = 4, 5
    start = threading.Barrier(workers)
    errors: list[Exception] = []

    def worker() -> None:
        try:
            start.wait()
            for _ in range(each):
                with transaction.atomic(using=concurrent_database):
                    tell(Lesson("busy", SKIP_BO, applied=(NEXT,), mistakes=("skipbo.source.empty",)))
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(error)
        finally:
            connections[concurrent_database].close()

    threads = [threading.Thread(target=worker) for _ in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    marks = RuleMark.objects.using(concurrent_database).filter(visitor="busy")
    assert errors == []
    assert marks.get(rule=NEXT).used == workers * each
    assert marks.get(rule="skipbo.source.empty").mistakes == workers * each


def test_a_rummikub_puzzles_reference_turn_applies_the_set_rules_it_needed() -> None:
    tutor, puzzle = adapter("rummikub"), get("rummikub", "groups-and-runs")
    replay = tutor.replay(puzzle, puzzle.solution)
    learned = lesson("rummikub", "v", REPLAYED, replay.history)
    assert "rummikub.turn.table-valid" in learned.applied or "rummikub.meld.initial" in learned.applied
    assert {"rummikub.set.no-pattern"} & set(learned.applied)
    assert learned.mistakes == ()
