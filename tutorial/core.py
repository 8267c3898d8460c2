"""What the generic tutorial needs from a game: the adapter interface and the records it passes around.

The views, the attempt state, the step token, undo/reset/hints, progress and feedback framing are the
same for every game (``tutorial.state``, ``tutorial.feedback``, ``tutorial.views``). A game plugs in
with one adapter object that knows its engine: how to read a move from a form, replay actions from
the start, judge one more action, check the goal (its predicates, ``tutorial.goals``), say what a legal
move caused, suggest a next move, and build its board's template context.

Records (``Replay.history`` entries and feedback records) are plain data: rule ids, params and move
strings, never sentences, so they can be stored and shown later in any language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Protocol

from django.http import QueryDict

from tutorial.goals import GoalStatus


class BadAction(ValueError):
    """A form value that is no move of this game: tampered with or malformed (answered with 400)."""


def read_choice(data: QueryDict, name: str, pattern: re.Pattern[str]) -> str | None:
    """A chosen source from a form or query (``from``): None when absent, BadAction when not of the
    game's grammar."""
    value = data.get(name)
    if not value:
        return None
    if not pattern.fullmatch(value):
        raise BadAction(name)
    return value


def jsonable(params: Any) -> dict[str, Any]:
    """An engine verdict's params as a plain dict for a record: tuples become lists, so a record reads the
    same before and after it is stored as JSON."""
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in dict(params).items()}


def verdict_record(move: str, verdict: Any) -> dict[str, Any]:
    """The feedback record of a judged move: what ``tutorial.feedback`` turns into the rule's sentence."""
    return {
        "kind": "move", "move": move, "legal": verdict.legal, "rule": verdict.rule,
        "params": jsonable(verdict.params),
        "problems": [[p.rule, jsonable(p.params)] for p in verdict.problems],
    }


@dataclass
class Step:
    """One accepted learner action and what followed it: ``scripted`` lists the other seats' scripted
    moves played after it as (move, position before it) pairs."""

    action: str
    before: Any
    after: Any
    rule: str
    params: dict[str, Any]
    scripted: list[tuple[str, Any]] = field(default_factory=list)


@dataclass
class Replay:
    """A puzzle replayed from its start: the current position, every accepted step, and how far the
    scripted opponent moves have got."""

    start: Any
    position: Any
    history: list[Step] = field(default_factory=list)
    script_index: int = 0


class GameAdapter(Protocol):
    """One game's side of the tutorial (``tutorial.games`` lists them by game slug).

    ``read_move`` / ``read_selection`` raise ``BadAction`` for anything that is not the game's grammar
    (→ 400); any grammatical move goes to the engine's judge (the spec: every grammatical move gets a
    verdict). ``attempt`` returns the feedback record (``kind="move"``, ``legal``, ``rule``, ``params``,
    ``problems`` as [rule, params] pairs, ``events``) and the new replay, or None when illegal.
    ``board`` returns the context of ``board_template`` and must include ``selection`` (the chosen
    source, "" for none; sent back as the hidden ``from``) and ``selection_messages`` (sentences
    announced when a source is chosen).
    Moves, undo, reset and hints are POSTed to ``act-form``; choices are GETs through ``pick-form`` (both
    forms are in ``tutorial/puzzle.html``).
    """

    slug: str
    board_template: str

    def read_move(self, data: QueryDict) -> str: ...
    def read_selection(self, data: QueryDict) -> str | None: ...
    def replay(self, puzzle: Any, actions: list[str]) -> Replay: ...
    def attempt(self, puzzle: Any, replay: Replay, move: str) -> tuple[dict[str, Any], Replay | None]: ...
    def goal(self, puzzle: Any, replay: Replay) -> GoalStatus: ...
    def moves_made(self, replay: Replay) -> int: ...
    def events(self, record: dict[str, Any]) -> list[str]: ...
    def hint_move(self, puzzle: Any, replay: Replay) -> str | None: ...
    def board(self, puzzle: Any, replay: Replay, selection: str | None) -> dict[str, Any]: ...

