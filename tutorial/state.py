"""The attempt on the server: load it, replay it with the engine, and apply one POSTed action.

Every form carries the attempt's ``step`` token. An action is applied with a compare-and-set on that
token, so a double click, the back button, a second tab or an old page can never apply an action to a
board it did not see: it gets 409 and the current board. A value that is no move of the game gets 400.
Neither changes anything, and neither creates a row. A move that only takes back the previous one (its record
``takes_back_previous``, e.g. a tile moved there and back) removes it instead of adding a second, and an
attempt keeps at most ``MAX_ACTIONS`` moves. Stored actions are replayed from the puzzle's start on every
request; if a stored line no longer replays (the puzzle data changed), the attempt quietly starts over.
A page view stores nothing: the first POST that changes the board creates the attempt (a refused one,
400 or 409, leaves no row behind).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from http import HTTPStatus
from typing import Any

from django.db import transaction
from django.http import QueryDict

from config.parsing import read_count
from games import learning
from tutorial import progress
from tutorial.core import BadAction, GoalStatus, Replay, TutorialGame
from tutorial.lessons import lesson
from tutorial.models import Attempt
from tutorial.puzzles import Puzzle
from tutorial.records import BadRecord, FullRecord, HintRecord, Record, ResetRecord, StaleRecord, UndoRecord

log = logging.getLogger(__name__)

ACTIONS = ("move", "undo", "reset", "hint")
MAX_ACTIONS = 200  # stored moves per attempt: every request replays them all, so the line stays short


@dataclass
class Outcome:
    """What a request did: the HTTP status, the feedback record to show, the board to show."""

    status: HTTPStatus
    record: Record
    replay: Replay[Any]
    changed: bool = False
    goal: GoalStatus | None = None


def load(visitor: str, puzzle: Puzzle) -> Attempt:
    """The visitor's attempt at the puzzle. Loading never writes: a visitor without an attempt gets a
    fresh unsaved one; :func:`handle` creates the row with the first action it applies."""
    found = Attempt.objects.filter(visitor=visitor, game=puzzle.game, slug=puzzle.slug).first()
    return found or Attempt(visitor=visitor, game=puzzle.game, slug=puzzle.slug)


def current(game: TutorialGame[Any, Any, Any, Any], puzzle: Puzzle, attempt: Attempt) -> Replay[Any]:
    """The attempt replayed; a line that no longer replays starts over (never a 500)."""
    try:
        return game.replay(puzzle, list(attempt.actions))
    except (ValueError, TypeError, IndexError) as error:
        log.warning("attempt %s/%s no longer replays (%s); starting over", puzzle.game, puzzle.slug, error)
        if attempt.pk is not None:
            Attempt.objects.filter(pk=attempt.pk).update(actions=[], last={}, step=attempt.step + 1)
        attempt.actions, attempt.last, attempt.step = [], {}, attempt.step + 1
        return game.replay(puzzle, [])


def max_hints(puzzle: Puzzle) -> int:
    """The written hints plus one: the next move, from the reference line or the solver."""
    return len(puzzle.hints) + 1


def read_token(data: QueryDict) -> int:
    """The form's step token: ASCII digits only (``str.isdigit`` also accepts ``³``), at most nine."""
    token = read_count(data.get("step", ""), digits=9)
    if token is None:
        raise BadAction("step token")
    return token


def handle(game: TutorialGame[Any, Any, Any, Any], puzzle: Puzzle, attempt: Attempt, data: QueryDict) -> Outcome:
    """Apply one POSTed action (``action`` = move, undo, reset or hint) to the attempt."""
    replay = current(game, puzzle, attempt)
    try:
        token = read_token(data)
        action = data.get("action") or "move"
        if action not in ACTIONS:
            raise BadAction("action")
        if token != attempt.step:
            return Outcome(HTTPStatus.CONFLICT, StaleRecord(), replay)
        move = game.read_move(data) if action == "move" else None
    except BadAction as error:
        return Outcome(HTTPStatus.BAD_REQUEST, BadRecord(str(error)), replay)

    actions = list(attempt.actions)
    hints = attempt.hints
    steps = len(replay.history)
    if action == "move":
        try:
            record, after = game.attempt(puzzle, replay, move)
        except BadAction as error:  # well-formed, but names something not on this board (a tampered index)
            return Outcome(HTTPStatus.BAD_REQUEST, BadRecord(str(error)), replay)
        if after is not None and record.takes_back_previous() and actions:
            # The move only puts back what the previous one did (a tile there and back): forget both,
            # so back-and-forth never makes the stored line, and every replay of it, longer.
            actions.pop()
            replay = game.replay(puzzle, actions)
        elif after is not None:
            if len(actions) >= MAX_ACTIONS:
                return Outcome(HTTPStatus.BAD_REQUEST, FullRecord(), replay)
            actions.append(game.action_text(move))
            replay = after
    elif action == "undo":
        record = UndoRecord(bool(actions))
        if actions:
            actions.pop()
            replay = game.replay(puzzle, actions)
    elif action == "reset":
        record = ResetRecord()
        actions = []
        replay = game.replay(puzzle, actions)
    else:
        record = HintRecord(hints < max_hints(puzzle))
        hints = min(hints + 1, max_hints(puzzle))

    goal = game.goal(puzzle, replay)
    newly_solved = goal.reached and not attempt.solved and action == "move"
    if newly_solved:
        record = replace(record, solved=True)
    stored = record.to_json()
    # One transaction for the move and the progress it earns: either both are stored or neither (a
    # failed progress write used to leave the move saved, the learner a 500 and then a 409).
    with transaction.atomic():
        if attempt.pk is None:  # the first action applied: now the attempt is worth a row
            attempt.pk = Attempt.objects.get_or_create(visitor=attempt.visitor, game=attempt.game,
                                                       slug=attempt.slug)[0].pk
        changed = Attempt.objects.filter(pk=attempt.pk, step=token).update(
            actions=actions, step=token + 1, hints=hints, last=stored, solved=goal.reached)
        if changed:
            attempt.actions, attempt.step, attempt.hints, attempt.last, attempt.solved = (
                actions, token + 1, hints, stored, goal.reached)
            if isinstance(record, HintRecord) and record.done:
                progress.record_hint(attempt)
            if newly_solved:
                progress.record_solve(attempt, game.moves_made(replay))
            if action == "move":  # the learner's map: rules applied or broken (games.learning)
                learned = lesson(puzzle.game, attempt.visitor, record, replay.history[steps:])
                if learned is not None:
                    learning.tell(learned)
    if not changed:
        fresh = Attempt.objects.get(pk=attempt.pk)
        return Outcome(HTTPStatus.CONFLICT, StaleRecord(), current(game, puzzle, fresh))
    return Outcome(HTTPStatus.OK, record, replay, changed=True, goal=goal)
