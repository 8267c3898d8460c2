"""Your mistakes become puzzles: a missed play the coach noted in a game against the computer becomes a
puzzle for that visitor alone, played on the same board as the built-in ones.

The coach's note arrives with the move that ended the turn (``games.learning``: ``Lesson.missed``, told
inside the transaction that stores the move), so the puzzle is stored with the move or not at all. Each
game says how a note becomes a puzzle (``tutorial.parts.Personal``, on its registration): the position is
the note's (the player's view, seen again through the game's ``view``), the goal and the reference line
come from the solver's plan on that view, the hints are the coach's help on it (a nudge, then the first
card or tile where the board's last hint does not name that very move anyway) and the success panel says
what the coach noted. A line that does not reach its own goal makes no puzzle. Rule-based feedback, the
hints' last step (the reference line's next move) and the learner's map marks come from the tutorial's
machinery, as for any puzzle.

A visitor keeps at most ``MAX_PER_GAME`` per game (a new one drops the oldest, with its attempt and
progress); a position already made into a puzzle is not made again. The address holds a random key and
answers only the visitor who owns it (anyone else gets a 404). The daily purge deletes puzzles older
than its ``days``, like the games they come from.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache
from typing import Any, ClassVar

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.models import Field
from django.urls import reverse
from django.utils import timezone
from django.utils.functional import lazy
from django.utils.timesince import timesince
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from games import learning
from games.coach import COACH, Note
from games.coach.words import say
from games.nav import Link
from games.registry import GAMES, Game
from tutorial.models import Attempt, PersonalPuzzle, Progress
from tutorial.parts import TUTORIAL, Personal
from tutorial.puzzles.base import Puzzle

log = logging.getLogger(__name__)

MAX_PER_GAME = 12
JUST_NOW = timedelta(minutes=1)
PREFIX = "yours-"
"""Attempts and progress rows of a personal puzzle are keyed by this prefix and its key (no built-in
puzzle slug starts with it)."""

INSTRUCTIONS = _("A position from your game against the computer, as you saw it. The coach found a better "
                 "turn here than the one you played: find it.")


def _personal(game: Game) -> Personal | None:
    found = game.find(TUTORIAL)
    return found.personal if found is not None else None


def slug_of(key: str) -> str:
    return PREFIX + key


# ----------------------------------------------------------------------------------- making them

def keep(lesson: learning.Lesson) -> None:
    """The ``games.learning`` listener: a puzzle from each missed play the lesson brings. A puzzle that
    cannot be made is logged and left out (its rows are written in a savepoint of their own): it never
    costs the player the move it comes from."""
    for data in lesson.missed:
        try:
            make(lesson.visitor, lesson.game, data)
        except Exception:
            log.exception("no personal puzzle from a %s note", lesson.game.slug)


def make(visitor: str, game: Game, data: Mapping[str, Any]) -> PersonalPuzzle | None:
    """Store the puzzle a coach's note (as data) makes for ``visitor``, inside the caller's transaction;
    None when the game makes none of it, the note holds no puzzle, or the position already is one.

    It costs a move that brings a note well under a millisecond: the goal and the line are the coach's
    (nothing is solved again), the line is checked by replaying it on the puzzle's board, and the row is
    written with two plain statements in one savepoint (an insert that leaves a position already kept
    alone, then the oldest beyond ``MAX_PER_GAME`` deleted)."""
    personal = _personal(game)
    tutorial = game.find(TUTORIAL)
    if personal is None or tutorial is None or not visitor or not data.get("position"):
        return None
    note = Note.of(data)
    position = personal.seen(note.position)
    made = personal.make(Note.of({**data, "position": position}))
    if made is None:
        return None
    goal, solution = made
    params = {name: value for name, value in note.params.items() if name not in NOT_KEPT}
    row = PersonalPuzzle(key=secrets.token_urlsafe(12), visitor=visitor, game=game.slug, rule=note.rule,
                         position=position, goal=goal, solution=solution, created=timezone.now(),
                         note={"code": note.code, "rule": note.rule, "params": params, "move": note.move})
    puzzle = puzzle_of(row)
    try:
        reached = tutorial.adapter.goal(puzzle, tutorial.adapter.replay(puzzle, solution)).reached
    except (ValueError, TypeError, IndexError):
        reached = False
    if not reached:
        return None
    with transaction.atomic():  # a savepoint: a failed statement leaves the caller's move alone
        if not _insert(row):
            return None  # the position is a puzzle already (kept before, or at once by another request)
        _drop_oldest(visitor, game.slug)
    return row


NOT_KEPT = frozenset({"plan", "placed"})
"""A note's params the stored note leaves out: the coach's best turn, kept as the puzzle's solution."""

_INSERTED = ("key", "visitor", "game", "rule", "position", "goal", "solution", "note", "created")


@cache
def _inserted_fields() -> tuple[tuple[Field[Any, Any], str], ...]:
    """The model fields of ``_INSERTED`` with their columns, in order (looked up once per process; a
    relation or a field without a column is refused: the raw insert could not write it)."""
    fields = []
    for name in _INSERTED:
        field = PersonalPuzzle._meta.get_field(name)
        if not isinstance(field, Field) or field.column is None:
            raise TypeError(f"PersonalPuzzle.{name} is not a column the insert can write")
        fields.append((field, field.column))
    return tuple(fields)


@cache
def _statements(vendor: str) -> tuple[str, str]:
    """The insert and the delete of the oldest, as SQL for the database (the same on SQLite and
    PostgreSQL; built once per process)."""
    db = connections[DEFAULT_DB_ALIAS]
    quote = db.ops.quote_name
    table = quote(PersonalPuzzle._meta.db_table)
    columns = [quote(column) for _, column in _inserted_fields()]
    insert = (f"INSERT INTO {table} ({', '.join(columns)}) "
              f"VALUES ({', '.join(['%s'] * len(columns))}) ON CONFLICT DO NOTHING RETURNING id")
    drop = (f"DELETE FROM {table} WHERE visitor = %s AND game = %s AND id NOT IN (SELECT id FROM {table} "
            f"WHERE visitor = %s AND game = %s ORDER BY created DESC, id DESC LIMIT {MAX_PER_GAME}) "
            f"RETURNING {quote('key')}")
    return insert, drop


def _insert(row: PersonalPuzzle) -> bool:
    """Insert the row unless the visitor already has a puzzle of its position (``one_puzzle_per_position``:
    the database decides, so two requests at once keep one); whether it was inserted (``row.pk`` set)."""
    db = connections[DEFAULT_DB_ALIAS]
    values = [field.get_db_prep_save(getattr(row, field.attname), db) for field, _ in _inserted_fields()]
    with db.cursor() as cursor:
        cursor.execute(_statements(db.vendor)[0], values)
        found = cursor.fetchone()
    if found is None:
        return False
    row.pk = found[0]
    return True


def _drop_oldest(visitor: str, game: str) -> None:
    """Keep the newest ``MAX_PER_GAME`` of the visitor's puzzles in the game, with their attempts and
    progress (one statement; the attempts and progress only when one went)."""
    db = connections[DEFAULT_DB_ALIAS]
    with db.cursor() as cursor:
        cursor.execute(_statements(db.vendor)[1], [visitor, game, visitor, game])
        gone = [slug_of(key) for (key,) in cursor.fetchall()]
    if gone:
        Attempt.objects.filter(slug__in=gone).delete()
        Progress.objects.filter(slug__in=gone).delete()


def _delete(rows: Any) -> int:
    slugs = [slug_of(key) for key in rows.values_list("key", flat=True)]
    Attempt.objects.filter(slug__in=slugs).delete()
    Progress.objects.filter(slug__in=slugs).delete()
    return int(rows.delete()[0])


def purge(days: int, dry_run: bool) -> str:
    """The daily purge's part: personal puzzles older than ``days`` (as old as the games they come from
    may get), with their attempts and progress."""
    old = PersonalPuzzle.objects.filter(created__lt=timezone.now() - timedelta(days=days))
    count = old.count() if dry_run else _delete(old)
    return f"{count} puzzles from games"


# ----------------------------------------------------------------------------------- showing them

def _help(game: str, position: str, level: int) -> str:
    """The coach's help on the position (a nudge, then the first card or tile), in the active language."""
    found = GAMES[game]
    coach = found.part(COACH)
    pos = found.engine.parse(position)
    return say(coach.ask(pos, level, pos.active))


def _noted(data: Mapping[str, Any]) -> str:
    return say(Note.of(data))


def _rule_title(game: str, rule: str) -> str:
    return str(GAMES[game].texts.RULE_TEXTS[rule].title)


_lazy_help = lazy(_help, str)
_lazy_noted = lazy(_noted, str)
_lazy_title = lazy(_rule_title, str)


@dataclass(frozen=True)
class OwnPuzzle(Puzzle):
    """A puzzle from a visitor's missed play: one written hint may do (a game whose coach's next level
    names the very move the board's last hint names has nothing else to say between them; see
    ``Personal.hints``), so the nudge and the next move are still two presses that each say more."""

    MIN_HINTS: ClassVar[int] = 1


def puzzle_of(row: PersonalPuzzle) -> Puzzle:
    """The stored puzzle as a ``Puzzle``, for the tutorial's board and views; its texts are worded when
    shown (in the reader's language)."""
    personal = _personal(GAMES[row.game])
    assert personal is not None
    return OwnPuzzle(
        slug=slug_of(row.key), game=row.game, title=_lazy_title(row.game, row.rule), start=row.position,
        goal=personal.goal(row.goal), instructions=INSTRUCTIONS,
        hints=tuple(_lazy_help(row.game, row.position, level) for level in personal.hints),
        teaches=(row.rule,), solution=tuple(row.solution), why=_lazy_noted(row.note))


def get(visitor: str, game: Game, key: str) -> PersonalPuzzle | None:
    """The visitor's own puzzle with this key (None for another visitor's, or none)."""
    if not visitor:
        return None
    return PersonalPuzzle.objects.filter(visitor=visitor, game=game.slug, key=key).first()


def listed(visitor: str, game: Game) -> list[PersonalPuzzle]:
    """The visitor's puzzles in the game, newest first."""
    if not visitor:
        return []
    return list(PersonalPuzzle.objects.filter(visitor=visitor, game=game.slug).order_by("-created", "-id"))


def url_of(row: PersonalPuzzle) -> str:
    return reverse("own_puzzle", kwargs={"game": row.game, "key": row.key})


def when_missed(row: PersonalPuzzle, now: datetime | None = None) -> str:
    """The puzzle named by when its play was missed ("Your missed play, 2 days ago"), in the active
    language: a rule's puzzles told apart."""
    now = now or timezone.now()
    if now - row.created < JUST_NOW:
        return gettext("Your missed play, just now")
    # Translators: a link to a puzzle made from a missed play in your game; %(time)s is a span of time in
    # your language, e.g. "2 days".
    return gettext("Your missed play, %(time)s ago") % {"time": timesince(row.created, now, depth=1)}


def practice(visitor: str, game: Game) -> list[tuple[str, Link]]:
    """The ``games.learning`` own-practice provider: each of the visitor's puzzles beside its rule."""
    now = timezone.now()
    return [(row.rule, Link(url_of(row), when_missed(row, now))) for row in listed(visitor, game)]
