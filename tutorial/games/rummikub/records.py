"""Rummikub's own kinds of feedback record (registered with ``tutorial.records``): the edits of the working
table, and an answer to the score quiz. They are stored in ``Attempt.last`` in the shape they always had."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Self

from tutorial.records import JSON, Record, record_kind


def _texts(items: object) -> tuple[str, ...]:
    """Tile notation read back from JSON (a list of strings)."""
    if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
        raise TypeError("tiles")
    return tuple(items)


def _number(value: object) -> int | None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise TypeError("number")
    return value


@record_kind("edit")
@dataclass(frozen=True)
class EditRecord(Record):
    """The working table was rearranged (nothing is judged until the turn ends): the table put back, a
    set split, or tiles moved (one subclass each, stored under one kind with ``what`` naming which).
    ``reverts``: the edit only undid the one before it."""

    what: ClassVar[str]
    reverts: bool = field(default=False, kw_only=True)

    def takes_back_previous(self) -> bool:
        return self.reverts

    def _fields(self) -> JSON:
        data: JSON = {"what": self.what, "legal": True, **self._edit()}
        if self.reverts:
            data["reverts"] = True
        return data

    def _edit(self) -> JSON:
        return {}

    @classmethod
    def from_json(cls, data: JSON) -> EditRecord:
        edit = _EDITS[data["what"]]  # KeyError: an edit no code writes (no record)
        return edit._read(data, reverts=bool(data.get("reverts")), solved=bool(data.get("solved")))

    @classmethod
    def _read(cls, data: JSON, **flags: bool) -> Self:
        return cls(**flags)


@dataclass(frozen=True)
class PutBackRecord(EditRecord):
    """The table is back as it was at the start of the turn, the tiles played back on the rack."""

    what = "back"


@dataclass(frozen=True)
class SplitRecord(EditRecord):
    """Set ``set_number`` was cut into the ``left`` and ``right`` tiles."""

    what = "split"
    set_number: int
    left: tuple[str, ...]
    right: tuple[str, ...]

    def _edit(self) -> JSON:
        return {"set": self.set_number, "sets": [list(self.left), list(self.right)]}

    @classmethod
    def _read(cls, data: JSON, **flags: bool) -> Self:
        left, right = data["sets"]
        return cls(_number(data["set"]) or 0, _texts(left), _texts(right), **flags)


@dataclass(frozen=True)
class TilesMovedRecord(EditRecord):
    """``tiles`` moved to ``target``: a set (then ``set_number`` and its ``set_tiles`` now), a new set or
    the rack (then no set)."""

    what = "move"
    tiles: tuple[str, ...]
    target: str
    set_number: int | None = None
    set_tiles: tuple[str, ...] = ()

    def _edit(self) -> JSON:
        data: JSON = {"tiles": list(self.tiles), "target": self.target}
        if self.set_number is not None:
            data |= {"set": self.set_number, "set_tiles": list(self.set_tiles)}
        return data

    @classmethod
    def _read(cls, data: JSON, **flags: bool) -> Self:
        return cls(_texts(data["tiles"]), str(data["target"]), _number(data.get("set")),
                   _texts(data.get("set_tiles", [])), **flags)


_EDITS: dict[str, type[EditRecord]] = {edit.what: edit for edit in (PutBackRecord, SplitRecord, TilesMovedRecord)}


@record_kind("quiz")
@dataclass(frozen=True)
class QuizRecord(Record):
    """An answer to the score quiz: ``points`` given, ``correct`` by ``rummikub.result``, the ``winner``,
    each seat's rack ``values`` and ``scores``. ``early``: the game was not over, nothing to score."""

    legal: bool
    points: int | None = None
    correct: int | None = None
    winner: int | None = None
    values: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    early: bool = False

    def accepted(self) -> bool:
        return self.legal

    def _fields(self) -> JSON:
        if self.early:
            return {"legal": self.legal, "early": True}
        return {"legal": self.legal, "points": self.points, "correct": self.correct, "winner": self.winner,
                "values": list(self.values), "all": list(self.scores)}

    @classmethod
    def from_json(cls, data: JSON) -> Self:
        if data.get("early"):
            return cls(bool(data.get("legal")), early=True, solved=bool(data.get("solved")))
        values = tuple(_number(v) or 0 for v in data["values"])
        scores = tuple(_number(v) or 0 for v in data.get("all", []))
        return cls(bool(data["legal"]), _number(data["points"]), _number(data.get("correct")),
                   _number(data.get("winner")), values, scores, solved=bool(data.get("solved")))
