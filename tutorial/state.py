"""The attempt on the server: load it, replay it with the engine, and apply one POSTed action.

Every form carries the attempt's ``step`` token. An action is applied with a compare-and-set on that
token, so a double click, the back button, a second tab or an old page can never apply an action to a
board it did not see: it gets 409 and the current board. A value that is no move of the game gets 400.
Neither changes anything. Stored actions are replayed from the puzzle's start on every request; if a
stored line no longer replays (the puzzle data changed), the attempt quietly starts over.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from django.http import QueryDict

from tutorial import progress
from tutorial.core import BadAction, GameAdapter, GoalStatus, Replay
from tutorial.models import Attempt
from tutorial.puzzles import Puzzle

log = logging.getLogger(__name__)

OK, BAD_REQUEST, CONFLICT = 200, 400, 409
ACTIONS = ("move", "undo", "reset", "hint")


@dataclass
class Outcome:
    """What a request did: the HTTP status, the feedback record to show, the board to show."""

    status: int
    record: dict[str, Any]
    replay: Replay
    changed: bool = False
    goal: GoalStatus | None = None


def load(visitor: str, puzzle: Puzzle) -> Attempt:
    attempt, _created = Attempt.objects.get_or_create(visitor=visitor, game=puzzle.game, slug=puzzle.slug)
    return attempt


def current(adapter: GameAdapter, puzzle: Puzzle, attempt: Attempt) -> Replay:
    """The attempt replayed; a line that no longer replays starts over (never a 500)."""
    try:
        return adapter.replay(puzzle, list(attempt.actions))
    except (ValueError, TypeError, IndexError) as error:
        log.warning("attempt %s/%s no longer replays (%s); starting over", puzzle.game, puzzle.slug, error)
        Attempt.objects.filter(pk=attempt.pk).update(actions=[], last={}, step=attempt.step + 1)
        attempt.actions, attempt.last, attempt.step = [], {}, attempt.step + 1
        return adapter.replay(puzzle, [])


def max_hints(puzzle: Puzzle) -> int:
    """The written hints plus one: the next move, from the reference line or the solver."""
    return len(puzzle.hints) + 1


def read_token(data: QueryDict) -> int:
    token = data.get("step", "")
    if not token.isdigit() or len(token) > 9:
        raise BadAction("step token")
    return int(token)


def handle(adapter: GameAdapter, puzzle: Puzzle, attempt: Attempt, data: QueryDict) -> Outcome:
    """Apply one POSTed action (``action`` = move, undo, reset or hint) to the attempt."""
    replay = current(adapter, puzzle, attempt)
    try:
        token = read_token(data)
        action = data.get("action") or "move"
        if action not in ACTIONS:
            raise BadAction("action")
        if token != attempt.step:
            return Outcome(CONFLICT, {"kind": "stale"}, replay)
        move = adapter.read_move(data) if action == "move" else ""
    except BadAction as error:
        return Outcome(BAD_REQUEST, {"kind": "bad", "field": str(error)}, replay)

    actions = list(attempt.actions)
    hints = attempt.hints
    if action == "move":
        try:
            record, after = adapter.attempt(puzzle, replay, move)
        except BadAction as error:  # well-formed, but names something not on this board (a tampered index)
            return Outcome(BAD_REQUEST, {"kind": "bad", "field": str(error)}, replay)
        if after is not None:
            actions.append(move)
            replay = after
    elif action == "undo":
        record = {"kind": "undo", "done": bool(actions)}
        if actions:
            actions.pop()
            replay = adapter.replay(puzzle, actions)
    elif action == "reset":
        record = {"kind": "reset"}
        actions = []
        replay = adapter.replay(puzzle, actions)
    else:
        record = {"kind": "hint", "done": hints < max_hints(puzzle)}
        hints = min(hints + 1, max_hints(puzzle))

    goal = adapter.goal(puzzle, replay)
    newly_solved = goal.reached and not attempt.solved and action == "move"
    if newly_solved:
        record["solved"] = True
    changed = Attempt.objects.filter(pk=attempt.pk, step=token).update(
        actions=actions, step=token + 1, hints=hints, last=record, solved=goal.reached)
    if not changed:
        fresh = Attempt.objects.get(pk=attempt.pk)
        return Outcome(CONFLICT, {"kind": "stale"}, current(adapter, puzzle, fresh))
    attempt.actions, attempt.step, attempt.hints, attempt.last, attempt.solved = (
        actions, token + 1, hints, record, goal.reached)
    if action == "hint" and record["done"]:
        progress.record_hint(attempt)
    if newly_solved:
        progress.record_solve(attempt, adapter.moves_made(replay))
    return Outcome(OK, record, replay, changed=True, goal=goal)
