"""The Rummikub puzzle goals: which parts are done, and whether the rest can still be reached (by the
rules for draw, pass, penalty and score; by the solver's best turn for placing tiles, melding, winning
and reusing a joker)."""

from __future__ import annotations

from typing import Any

from engine import rummikub
from tutorial.core import GoalStatus
from tutorial.games.rummikub.plans import Plans
from tutorial.games.rummikub.turns import RummikubReplay
from tutorial.games.rummikub.words import goal_line
from tutorial.goals import GoalPart, check

GOAL_KINDS = frozenset({"place", "meld", "draw", "pass", "penalty", "joker", "win", "score"})


def goal_status(puzzle: Any, replay: RummikubReplay, plans: Plans) -> GoalStatus:
    """The goal in words, whether every part is done, and whether the undone parts can still be reached
    (None while a scripted opponent turn lies ahead or the solver cannot tell)."""
    parts = check(puzzle.goal, GOAL_KINDS)
    more_turns = replay.script_index < len(puzzle.opponents)
    lines, done, reachable = [], [], []
    for part in parts:
        ok = is_done(part, replay)
        done.append(ok)
        lines.append(goal_line(part, replay.placed, ok))
        if ok:
            reachable.append(True)
        elif more_turns:
            reachable.append(None)
        elif replay.position.active != replay.learner and part.kind != "score":
            reachable.append(False)
        else:
            reachable.append(is_reachable(part, replay, plans))
    return GoalStatus.of_parts(done, reachable, lines)


def is_done(part: GoalPart, replay: RummikubReplay) -> bool:
    """Whether the turns played so far reach this part of the goal."""
    kind = part.kind
    steps = replay.history
    if kind == "place":
        return replay.placed >= int(part.arg or 1)
    if kind == "meld":
        return (not replay.start.seats[replay.learner].melded
                and replay.position.seats[replay.learner].melded)
    if kind in ("draw", "pass", "penalty"):
        return any(s.action == kind for s in steps)
    if kind == "joker":
        return any(s.rule == "rummikub.joker.reused" for s in steps)
    if kind == "win":
        return replay.position.winner == replay.learner
    if kind == "score":
        return replay.answer is not None
    return False


def is_reachable(part: GoalPart, replay: RummikubReplay, plans: Plans) -> bool | None:
    """Whether this undone part can still be reached from the current position; None when the solver
    cannot tell."""
    pos = replay.position
    kind = part.kind
    if kind == "score":
        if pos.winner is not None or (pos.pool_size == 0 and replay.history):
            return True
        return is_reachable(GoalPart("win"), replay, plans)
    if pos.winner is not None:
        return False
    if kind == "draw":
        return pos.pool_size > 0
    if kind == "pass":
        return pos.pool_size == 0
    if kind == "penalty":
        return True
    plan = plans.best_turn(pos)
    if plan is None:
        return None
    if kind == "place":
        ok = replay.placed + plan.placed >= int(part.arg or 1)
    elif kind == "meld":
        ok = plan.placed > 0
    elif kind == "win":
        ok = plan.placed == pos.seats[pos.active].size
    else:  # joker: the best table frees a joker and reuses it
        ok = plan.move.startswith("t:") and rummikub.judge(pos, plan.move).rule == "rummikub.joker.reused"
    return True if ok else (False if plan.exact else None)
