"""The Skip-Bo puzzle goals: which parts are done, and whether the rest can still be reached this turn
(by the solver for stockpile cards and winning, by a small search over legal plays for completing a
building pile and discarding a given card)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import skipbo
from engine.skipbo.cards import FACES
from tutorial.core import GoalStatus, Replay, Step
from tutorial.games.skipbo.words import goal_line
from tutorial.goals import GoalPart, check

GOAL_KINDS = frozenset({"win", "stock", "complete", "end-turn", "discard", "refill"})
SOLVER_MS = 30
SEARCH_NODES = 3000


def goal_status(puzzle: Any, replay: Replay) -> GoalStatus:
    """The goal in words, whether every part is done, and whether the undone parts can still be reached
    (None while a scripted opponent turn lies ahead or the search runs out of budget)."""
    parts = check(puzzle.goal, GOAL_KINDS)
    learner = replay.start.active
    more_turns = replay.script_index < len(puzzle.opponents)
    lines, done, reachable = [], [], []
    for part in parts:
        ok = is_done(part, replay)
        done.append(ok)
        lines.append(goal_line(part, stock_played(replay), ok))
        if ok:
            reachable.append(True)
        elif more_turns:
            reachable.append(None)
        elif replay.position.active != learner:
            reachable.append(False)  # the learner's last turn in this puzzle is over
        else:
            reachable.append(is_reachable(part, replay))
    return GoalStatus.of_parts(done, reachable, lines)


def _team(replay: Replay) -> tuple[int, ...]:
    return replay.start.team_of(replay.start.active)


def stock_played(replay: Replay) -> int:
    """Stockpile cards the learner's team has played since the puzzle's start."""
    return sum(replay.start.seats[s].stock_size - replay.position.seats[s].stock_size for s in _team(replay))


def _learner_steps(replay: Replay) -> list[tuple[Step, skipbo.Move]]:
    return [(s, skipbo.parse_move(s.action)) for s in replay.history]


def is_done(part: GoalPart, replay: Replay) -> bool:
    """Whether the moves made so far reach this part of the goal."""
    kind = part.kind
    if kind == "win":
        return replay.position.winner is not None and replay.position.winner in _team(replay)
    if kind == "stock":
        return stock_played(replay) >= int(part.arg or 1)
    steps = _learner_steps(replay)
    if kind == "refill":
        return any(m.kind == "draw" for _s, m in steps)
    if kind == "complete":
        return any(m.kind == "play" and m.target == "b" and s.before.building[m.target_index - 1] == 11
                   for s, m in steps)
    if kind == "end-turn":
        return any(m.kind == "pass" or (m.kind == "play" and m.target == "d") for _s, m in steps)
    if kind == "discard":
        return any(m.kind == "play" and m.target == "d" and m.source == "h"
                   and FACES[m.source_index] == part.arg for _s, m in steps)
    return False


def is_reachable(part: GoalPart, replay: Replay) -> bool | None:
    """Whether this undone part can still be reached from the current position; None when the solver or
    the search cannot tell within its budget."""
    pos = replay.position
    if skipbo.outcome(pos) is not None:
        return False
    kind = part.kind
    if kind in ("stock", "win"):
        plan = skipbo.solve(pos, budget_ms=SOLVER_MS, max_nodes=SEARCH_NODES * 10)
        if kind == "win":
            ok = plan.wins
        else:
            ok = stock_played(replay) + plan.stock_played >= int(part.arg or 1)
        return True if ok else (False if plan.exact else None)
    if kind == "refill":
        return pos.awaiting_draw
    if kind == "end-turn":
        return True
    if kind == "complete":
        return _search(pos, lambda p, m: m.kind == "play" and m.target == "b"
                       and p.building[m.target_index - 1] == 11)
    if kind == "discard":
        want = part.arg
        return _search(pos, lambda p, m: m.kind == "play" and m.target == "d"
                       and FACES[m.source_index] == want, discards=True)
    return None


def _search(pos: skipbo.Position, goal: Callable[[skipbo.Position, skipbo.Move], bool],
            discards: bool = False) -> bool | None:
    """Depth-first over the legal plays of this turn (and the start-of-turn draw): True when ``goal``
    holds for some legal move on the way, False when the whole turn is searched, None when the budget
    runs out. ``discards`` also lets the goal test the discards (which end the turn)."""
    seen: set[skipbo.Position] = set()
    stack = [pos]
    nodes = 0
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        nodes += 1
        if nodes > SEARCH_NODES:
            return None
        for move in skipbo.legal_moves(p):
            m = skipbo.parse_move(move)
            if goal(p, m):
                return True
            if m.kind == "draw" or (m.kind == "play" and m.target == "b"):
                stack.append(skipbo.apply(p, m))
    return False
