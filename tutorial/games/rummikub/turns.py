"""Replaying and judging the learner's actions: tile moves go to the working table, whole turns to
``rummikub.judge``, then the other seats' scripted turns follow; ``score:N`` answers the score quiz.

Each action gives a record (plain data, see ``tutorial.games``): ``kind`` is ``edit`` (the working table
changed), ``move`` (a whole turn judged, or an edit the engine refused) or ``quiz``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from engine import rummikub
from engine.rummikub.tiles import sort_key, tile_text
from tutorial.core import BadAction, Replay, Step, jsonable, verdict_record
from tutorial.games.rummikub.actions import ENGINE_WORDS
from tutorial.games.rummikub.table import Work, edit

SCRIPT_GUARD = 20


@dataclass
class RummikubReplay(Replay):
    """A replay plus the working table, the tile moves made and the score-quiz answer."""

    work: Work | None = None
    edits: int = 0
    answer: int | None = None
    learner: int = 0
    placed: int = 0
    undo_work: Work | None = None  # the working table before the last action, when that was an edit


def replay_actions(puzzle: Any, actions: list[str]) -> RummikubReplay:
    """The puzzle replayed from its start through the stored actions; ValueError if one is illegal."""
    start = rummikub.parse(puzzle.start)
    replay = RummikubReplay(start, start, work=Work.start(start, start.active), learner=start.active)
    for action in actions:
        record = act(puzzle, replay, action)
        if not record.get("legal", True):
            raise ValueError(f"stored action {action!r} is illegal: {record.get('rule')}")
    return replay


def attempt(puzzle: Any, replay: RummikubReplay, move: str) -> tuple[dict[str, Any], RummikubReplay | None]:
    """One more action on a copy of the replay: its record, and the new replay (None when illegal)."""
    after = RummikubReplay(replay.start, replay.position, list(replay.history), replay.script_index,
                           replay.work.copy() if replay.work else None, replay.edits, replay.answer,
                           replay.learner, replay.placed, replay.undo_work)
    record = act(puzzle, after, move)
    return record, (after if record.get("legal", True) else None)


def act(puzzle: Any, replay: RummikubReplay, action: str) -> dict[str, Any]:
    """Apply one action to ``replay`` (in place) and return its record; an illegal action changes
    nothing. BadAction when the action names a tile or set that is not there."""
    pos = replay.position
    prior, replay.undo_work = replay.undo_work, None
    over = _over(pos)
    if action.startswith("score:"):
        return _answer(replay, int(action[6:]))
    if over is not None and action not in ENGINE_WORDS and not action.startswith("t:"):
        return over
    if action.startswith("mv:") or action.startswith("split:") or action == "back":
        if pos.active != replay.learner:
            raise BadAction("not your turn")
        return _edit(replay, action, prior)
    work = replay.work
    changed = work is not None and work.table() != pos.table
    if action == "end":
        action = work.move() if work else "t:-"
    elif action == "timeup":
        action = "penalty" if changed else "draw"
    verdict = rummikub.judge(pos, action)
    record = verdict_record(action, verdict)
    if not verdict.legal:
        return record
    after = rummikub.play(pos, action)
    placed = pos.seats[pos.active].size - after.seats[pos.active].size
    step = Step(action, pos, after, verdict.rule, jsonable(verdict.params))
    replay.history.append(step)
    replay.position = after
    replay.placed += max(placed, 0)
    events: list[list[Any]] = []
    if action in ("draw", "penalty"):
        drawn = _drawn(pos.seats[pos.active].rack, after.seats[pos.active].rack)
        if changed:
            events.append(["put-back", {}])
        events.append(["drew", {"tiles": drawn, "hidden": after.seats[pos.active].unknown
                                - pos.seats[pos.active].unknown}])
    if after.winner == replay.learner:
        events.append(["won", {}])
    _opponents(puzzle, replay, step)
    for move, before in step.scripted:
        events.append(["opponent", {"seat": before.active, "move": move}])
    if step.scripted and replay.position.active == replay.learner:
        events.append(["your-turn", {}])
    replay.work = Work.start(replay.position, replay.learner)
    record["events"] = events
    return record


def _edit(replay: RummikubReplay, action: str, prior: Work | None) -> dict[str, Any]:
    """An edit of the working table; a legal one counts as a move made (so undo takes it back). An edit
    that leaves the table and rack as they were before the previous edit ``reverts`` it."""
    pos = replay.position
    work = replay.work or Work.start(pos, replay.learner)
    record, new = edit(pos, work, replay.learner, action)
    if new is not None:
        if prior is not None and new.table() == prior.table() and sorted(new.rack) == sorted(prior.rack):
            record["reverts"] = True
        replay.work = new
        replay.undo_work = work
        replay.edits += 1
    return record


def _over(pos: rummikub.Position) -> dict[str, Any] | None:
    """The engine's "the game is over" record, None while the game goes on."""
    if pos.winner is None:
        return None
    verdict = rummikub.judge(pos, "draw")
    return {**verdict_record("", verdict), "legal": False}


def _answer(replay: RummikubReplay, points: int) -> dict[str, Any]:
    """The score quiz: right when ``points`` is the learner's score by ``rummikub.result``."""
    try:
        result = rummikub.result(replay.position)
    except ValueError:
        return {"kind": "quiz", "legal": False, "early": True}
    correct = result.points[replay.learner]
    record = {"kind": "quiz", "legal": points == correct, "points": points, "correct": correct,
              "winner": result.winner, "values": list(result.rack_values), "all": list(result.points)}
    if record["legal"]:
        replay.answer = points
        replay.edits += 1
    return record


def _opponents(puzzle: Any, replay: RummikubReplay, step: Step) -> None:
    """The other seats' scripted turns, in order, until it is the learner's turn again; a scripted move
    that is not legal on this line is skipped."""
    for _ in range(SCRIPT_GUARD):
        pos = replay.position
        if pos.active == replay.learner or pos.winner is not None:
            return
        if replay.script_index >= len(puzzle.opponents):
            return
        move = puzzle.opponents[replay.script_index]
        replay.script_index += 1
        if not rummikub.judge(pos, move).legal:
            continue
        replay.position = rummikub.play(pos, move)
        step.scripted.append((move, pos))


def _drawn(before: tuple[int, ...], after: tuple[int, ...]) -> list[str]:
    """The tiles a draw added to the rack, in rack order."""
    extra = Counter(after)
    extra.subtract(before)
    return [tile_text(t) for t in sorted(extra.elements(), key=sort_key)]
