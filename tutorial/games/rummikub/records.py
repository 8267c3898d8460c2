"""Rummikub's own kinds of feedback record (registered with ``tutorial.records``): an edit of the working
table, and an answer to the score quiz. Both are stored in ``Attempt.last`` in the shape they always had."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

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
    """The working table was rearranged (nothing is judged until the turn ends). ``what`` is ``back``
    (put back as at the start of the turn), ``split`` (set ``set_number`` cut into the two ``sets``) or
    ``move`` (``tiles`` moved to ``target``; ``set_tiles`` is the set they landed in, when a set).
    ``reverts``: the edit only undid the one before it."""

    what: str
    tiles: tuple[str, ...] = ()
    target: str = ""
    set_number: int | None = None
    set_tiles: tuple[str, ...] = ()
    sets: tuple[tuple[str, ...], ...] = ()
    reverts: bool = False

    def takes_back_previous(self) -> bool:
        return self.reverts

    def _fields(self) -> JSON:
        data: JSON = {"what": self.what, "legal": True}
        if self.what == "split":
            data |= {"set": self.set_number, "sets": [list(s) for s in self.sets]}
        elif self.what == "move":
            data |= {"tiles": list(self.tiles), "target": self.target}
            if self.set_number is not None:
                data |= {"set": self.set_number, "set_tiles": list(self.set_tiles)}
        if self.reverts:
            data["reverts"] = True
        return data

    @classmethod
    def from_json(cls, data: JSON) -> Self:
        what = data["what"]
        if what not in ("back", "split", "move"):
            raise ValueError(what)
        return cls(what, _texts(data.get("tiles", [])), str(data.get("target", "")), _number(data.get("set")),
                   _texts(data.get("set_tiles", [])), tuple(_texts(s) for s in data.get("sets", [])),
                   bool(data.get("reverts")), solved=bool(data.get("solved")))


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
