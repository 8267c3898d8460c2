"""Replaying and judging Skip-Bo moves: each legal move is applied, the other seats' scripted moves follow
it, and its record lists what it caused (a new stockpile top, a refill, a reshuffle, the opponents' moves)
as plain data for ``tutorial.games.skipbo.words``."""

from __future__ import annotations

from typing import Any

from engine import skipbo
from engine.skipbo.cards import FACES
from tutorial.core import Replay, Step, jsonable, verdict_record

SCRIPT_GUARD = 60


def replay_actions(puzzle: Any, actions: list[str]) -> Replay:
    """The puzzle replayed from its start through the stored moves; ValueError if one is illegal."""
    start = skipbo.parse(puzzle.start)
    replay = Replay(start, start)
    for action in actions:
        verdict = skipbo.judge(replay.position, action)
        if not verdict.legal:
            raise ValueError(f"stored action {action!r} is illegal: {verdict.rule}")
        _apply(puzzle, replay, action, verdict)
    return replay


def attempt(puzzle: Any, replay: Replay, move: str) -> tuple[dict[str, Any], Replay | None]:
    """One more move judged by the engine: its record, and the new replay (None when illegal)."""
    verdict = skipbo.judge(replay.position, move)
    record = verdict_record(move, verdict)
    if not verdict.legal:
        return record, None
    after = Replay(replay.start, replay.position, list(replay.history), replay.script_index)
    step = _apply(puzzle, after, move, verdict)
    record["events"] = _consequences(after, step)
    return record, after


def _apply(puzzle: Any, replay: Replay, action: str, verdict: skipbo.Verdict) -> Step:
    """A legal move applied to ``replay`` (in place), then the scripted moves that follow it."""
    before = replay.position
    after = skipbo.apply(before, skipbo.parse_move(action))
    step = Step(action, before, after, verdict.rule, jsonable(verdict.params))
    replay.history.append(step)
    replay.position = after
    _opponents(puzzle, replay, step)
    return step


def _opponents(puzzle: Any, replay: Replay, step: Step) -> None:
    """The other seats' scripted moves, in order, while it is not the learner's turn. A scripted move
    that is not legal on this line is skipped; a turn the script began is finished by the engine's
    first legal draw, discard or pass."""
    learner = replay.start.active
    script = puzzle.opponents
    began = False
    for _ in range(SCRIPT_GUARD):
        pos = replay.position
        if pos.active == learner or skipbo.outcome(pos) is not None:
            return
        if replay.script_index < len(script):
            move = script[replay.script_index]
            replay.script_index += 1
            if not skipbo.judge(pos, move).legal:
                continue
        elif began:
            move = _fallback(pos)
            if move is None:
                return
        else:
            return
        began = True
        replay.position = skipbo.apply(pos, skipbo.parse_move(move))
        step.scripted.append((move, pos))


def _fallback(pos: skipbo.Position) -> str | None:
    """The move that finishes a scripted turn the script left open: draw, else discard, else pass."""
    legal = skipbo.legal_moves(pos)
    for wanted in ("draw",):
        if wanted in legal:
            return wanted
    discards = [m for m in legal if "-d" in m]
    if discards:
        return discards[0]
    return "pass" if "pass" in legal else None


def _consequences(replay: Replay, step: Step) -> list[list[Any]]:
    """What a legal move caused beyond itself, as ``[kind, params]`` events (none once the game is won)."""
    learner = replay.start.active
    m = skipbo.parse_move(step.action)
    before, after = step.before, step.after
    events: list[list[Any]] = []
    if after.winner is not None:
        return events
    partner = before.partner(learner)
    for seat, kind in ((learner, "stock"), (partner, "partner-stock")):
        if seat is None:
            continue
        was, now = before.seats[seat], after.seats[seat]
        if now.stock_size < was.stock_size:
            top = now.stock_top
            events.append([kind, {"card": FACES[top] if top else None, "count": now.stock_size}])
    if m.kind == "play" and m.target == "b":
        played_from_hand = 1 if m.source == "h" and m.source_seat in (None, learner) else 0
        drawn = after.seats[learner].hand_size - (before.seats[learner].hand_size - played_from_hand)
        if drawn > 0:
            events.append(["drew", {"count": drawn, "hand": [FACES[c] for c in after.seats[learner].hand]}])
        if after.completed < before.completed:
            events.append(["reshuffle", {}])
    for move, pos in step.scripted:
        events.append(["opponent", {"seat": pos.active, "move": move, "card": source_card(pos, move)}])
    if step.scripted and replay.position.active == learner:
        events.append(["your-turn", {}])
    return events


def source_card(pos: skipbo.Position, move: str) -> str | None:
    """The face of the card a play takes from its source (None when it is not a play or not known)."""
    m = skipbo.parse_move(move)
    owner = pos.active if m.source_seat is None else m.source_seat
    if m.kind != "play" or owner >= len(pos.seats):
        return None
    seat = pos.seats[owner]
    if m.source == "h":
        return FACES[m.source_index]
    if m.source == "s":
        return FACES[seat.stock_top] if seat.stock_top else None
    if m.source == "d":
        pile = seat.discards[m.source_index - 1]
        return FACES[pile[-1]] if pile else None
    return None
