"""Feedback records: what one request did, as typed data, stored and shown later in any language.

Each kind of record is a frozen dataclass with a kind tag. ``to_json`` writes the shape ``Attempt.last``
has always held (``{"kind": "move", ...}``) and ``from_json`` reads it back through a registry keyed by
the tag. Old rows outlive the code that wrote them, so a row of an unknown kind or of a shape that no
longer reads is no record (None), never an error. A game registers its own kinds (Rummikub's table edits
and score quiz) with ``@record_kind``. Records hold rule ids, params and notation, never sentences:
``tutorial.feedback`` words them in the page's language.

>>> record = MoveRecord("h5-b1", True, "skipbo.build.next-number", {"card": "5"},
...                     events=(Event(EventKind.YOUR_TURN),))
>>> from_json(record.to_json()) == record
True
>>> from_json({"kind": "teleport"}) is None, from_json({"kind": "undo"}) is None
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Self

from engine.verdict import Verdict

JSON = dict[str, Any]


def jsonable(params: Mapping[str, Any]) -> dict[str, Any]:
    """An engine verdict's params as a plain dict: tuples become lists, so a record reads the same
    before and after it is stored as JSON."""
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in params.items()}


class EventKind(StrEnum):
    """What a legal move caused beyond itself (each game words the kinds it uses)."""

    STOCK = "stock"  # the learner's stockpile shows a new top card
    PARTNER_STOCK = "partner-stock"  # the partner's stockpile does
    DREW = "drew"  # cards or tiles were drawn
    RESHUFFLE = "reshuffle"  # the completed piles became the new draw pile
    PUT_BACK = "put-back"  # the working table was put back before a draw
    WON = "won"  # the learner won the game
    OPPONENT = "opponent"  # another seat's scripted move
    YOUR_TURN = "your-turn"  # the scripted moves are over: the learner plays again


@dataclass(frozen=True)
class Event:
    """One consequence of a legal move: its kind and the data its sentence needs (stored as
    ``[kind, params]``)."""

    kind: EventKind
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> list[Any]:
        return [self.kind.value, dict(self.params)]

    @classmethod
    def from_json(cls, data: Any) -> Event | None:
        """The stored event; None for an unknown kind (a sentence nobody can write any more)."""
        kind, params = data
        try:
            return cls(EventKind(kind), dict(params))
        except ValueError:
            return None


_KINDS: dict[str, type[Record]] = {}


def record_kind[R: type[Record]](tag: str) -> Callable[[R], R]:
    """Register a record class under its kind tag (the ``"kind"`` of its JSON)."""
    def register(cls: R) -> R:
        if _KINDS.setdefault(tag, cls) is not cls:
            raise ValueError(f"record kind {tag!r} is registered twice")
        cls.kind = tag
        return cls
    return register


def from_json(data: Any) -> Record | None:
    """The record stored as ``data``; None for an empty, unknown or malformed one."""
    if not isinstance(data, dict):
        return None
    kind = data.get("kind")
    cls = _KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        return None
    try:
        return cls.from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def _flag(data: JSON, name: str) -> bool:
    """A stored yes/no that must really be one (a string or number there is a malformed row)."""
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise TypeError(name)
    return value


@dataclass(frozen=True, kw_only=True)
class Record:
    """The common part of every record: ``solved`` marks the action that reached the goal (the page
    shows "Solved!" with its score once, then as a plain success)."""

    kind: ClassVar[str] = ""
    solved: bool = False

    def accepted(self) -> bool:
        """Whether the action changed the attempt (a legal move, a right answer)."""
        return True

    def takes_back_previous(self) -> bool:
        """Whether the action only undoes the one before it (a tile moved there and back)."""
        return False

    def to_json(self) -> JSON:
        data = {"kind": self.kind, **self._fields()}
        if self.solved:
            data["solved"] = True
        return data

    def _fields(self) -> JSON:
        return {}

    @classmethod
    def from_json(cls, data: JSON) -> Self:
        return cls(solved=_flag(data, "solved"))


@record_kind("move")
@dataclass(frozen=True)
class MoveRecord(Record):
    """A move judged by the engine: its notation, the verdict (rule id and params, every problem of an
    illegal move) and, when legal, what it caused."""

    move: str
    legal: bool
    rule: str
    params: dict[str, Any] = field(default_factory=dict)
    problems: tuple[tuple[str, dict[str, Any]], ...] = ()
    events: tuple[Event, ...] = ()

    @classmethod
    def judged(cls, move: str, verdict: Verdict, events: tuple[Event, ...] = ()) -> MoveRecord:
        """The record of an engine verdict on ``move``."""
        return cls(move, verdict.legal, verdict.rule, jsonable(verdict.params),
                   tuple((p.rule, jsonable(p.params)) for p in verdict.problems), events)

    def accepted(self) -> bool:
        return self.legal

    def _fields(self) -> JSON:
        return {"move": self.move, "legal": self.legal, "rule": self.rule, "params": self.params,
                "problems": [[rule, params] for rule, params in self.problems],
                "events": [event.to_json() for event in self.events]}

    @classmethod
    def from_json(cls, data: JSON) -> Self:
        if not isinstance(data["rule"], str) or not isinstance(data.get("params", {}), dict):
            raise TypeError("rule")
        problems = tuple((str(rule), dict(params)) for rule, params in data.get("problems", []))
        events = tuple(e for e in map(Event.from_json, data.get("events", [])) if e is not None)
        return cls(str(data.get("move", "")), _flag(data, "legal"), data["rule"], dict(data.get("params", {})),
                   problems, events, solved=_flag(data, "solved"))


@dataclass(frozen=True)
class DoneRecord(Record):
    """A tool that may have had nothing to do: ``done`` says whether it did anything."""

    done: bool

    def _fields(self) -> JSON:
        return {"done": self.done}

    @classmethod
    def from_json(cls, data: JSON) -> Self:
        if "done" not in data:
            raise KeyError("done")
        return cls(_flag(data, "done"))


@record_kind("undo")
@dataclass(frozen=True)
class UndoRecord(DoneRecord):
    """Undo: ``done`` is False when there was no move to take back."""


@record_kind("hint")
@dataclass(frozen=True)
class HintRecord(DoneRecord):
    """A hint asked for: ``done`` is False when every hint was already shown."""


@record_kind("reset")
@dataclass(frozen=True)
class ResetRecord(Record):
    """The puzzle is back at its start."""


@record_kind("stale")
@dataclass(frozen=True)
class StaleRecord(Record):
    """The form's step token was old: nothing was done (409)."""


@record_kind("full")
@dataclass(frozen=True)
class FullRecord(Record):
    """The attempt already keeps as many moves as it may: nothing was done (400)."""


@record_kind("bad")
@dataclass(frozen=True)
class BadRecord(Record):
    """A form value that is no move of the game: nothing was done (400). ``field`` names the value."""

    field: str = ""

    def _fields(self) -> JSON:
        return {"field": self.field}

    @classmethod
    def from_json(cls, data: JSON) -> Self:
        return cls(str(data.get("field", "")))
