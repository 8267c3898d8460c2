"""Verdicts and errors shared by both games' engines.

A verdict is plain data: whether a move is legal, the rule id that decides it, and the parameters an
explanation needs. The engine never builds sentences; the explainer turns (rule id, params) into text
in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Place:
    """Where in a position or move the notation is broken, as data (the checker marks and names it).

    ``part``: a shared key (``b``, ``w``, ``t``, ``p``, …), a seat's key (``h``, ``s``, ``d``, ``r``,
    ``m``) when ``seat`` is set, a part of a move (``move``, ``move source``, ``move target``), or what the
    whole text is about (``position``, ``seats``, ``cards``, ``section`` for the shared section);
    ``seat`` the seat (0 first), ``pile`` a pile of that part, ``set`` a set of a Rummikub table.
    ``str`` writes it the way messages and the notation's users have always read it:

    >>> str(Place("d", seat=1, pile=2)), str(Place("t", set=3)), str(Place("section")), str(Place(seat=0))
    ('seat 1 d pile 2', 't set 3', 'section 0', 'seat 0')
    """

    part: str = ""
    seat: int | None = None
    pile: int | None = None
    set: int | None = None

    @classmethod
    def of(cls, where: Place | str) -> Place:
        """A place given as a bare part name (``"t"``, ``"move"``) or already as a place."""
        return where if isinstance(where, Place) else cls(where)

    def at(self, part: str) -> Place:
        """The same seat's ``part`` (``Place(seat=1).at("h")`` is seat 1's hand)."""
        return Place(part, self.seat)

    def __str__(self) -> str:
        if self.seat is not None:
            words = [f"seat {self.seat}", *([self.part] if self.part else [])]
        else:
            words = ["section 0" if self.part == "section" else self.part]
        if self.pile is not None:
            words.append(f"pile {self.pile}")
        if self.set is not None:
            words.append(f"set {self.set}")
        return " ".join(words)


_MESSAGES: dict[str, str] = {}
UNREGISTERED = "unregistered"
"""The code of an error raised the old way, with an English message instead of a code."""


def error_codes(game: str, messages: Mapping[str, str]) -> frozenset[str]:
    """Register an engine's notation error codes with their English message (a ``str.format`` template
    over the error's params; ``{s}`` is "s" unless ``count`` is 1). Like rule ids, codes start with the
    engine's name (``skipbo.hand-size``). Returns the codes: the engine's ``ERRORS``."""
    codes = {f"{game}.{code}": text for code, text in messages.items()}
    for code, text in codes.items():
        if _MESSAGES.setdefault(code, text) != text:
            raise ValueError(f"notation error {code!r} is registered twice with different messages")
    return frozenset(codes)


class NotationError(ValueError):
    """Text that breaks the position or move grammar, as data: ``code`` (what went wrong, one of the
    engine's ``ERRORS``), ``where`` (a ``Place``) and ``params`` (the values the explanation needs). The
    site words it in the reader's language from the code; ``str`` is the English message for
    developers and outside callers, ``field`` the place as text.

    >>> _ = error_codes("example", {"hand-size": "{count} hand cards, more than {most}"})
    >>> error = NotationError("example.hand-size", Place("h", seat=1), count=6, most=5)
    >>> str(error), error.field, error.params
    ('seat 1 h: 6 hand cards, more than 5', 'seat 1 h', {'count': 6, 'most': 5})
    """

    def __init__(self, code: str, where: Place | None = None, /, **params: Any) -> None:
        template = _MESSAGES.get(code)
        if template is None:  # the old form, NotationError("English message", field="b"): still an error
            # with a place, but with no words of its own (tests/engine/test_notation_errors.py fails on it)
            template, code, legacy = code.replace("{", "{{").replace("}", "}}"), UNREGISTERED, params.pop("field", None)
            where = where if legacy is None else Place(str(legacy))
        self.code = code
        self.where = where
        self.params = params
        message = template.format(**params, s="" if params.get("count") == 1 else "s")
        super().__init__(f"{where}: {message}" if where is not None else message)

    @property
    def field(self) -> str | None:
        """The place as text (``"seat 1 h"``, ``"move source"``), None for the text as a whole."""
        return None if self.where is None else str(self.where)


@dataclass(frozen=True)
class Problem:
    """One broken rule: its stable id and the values its explanation needs."""

    rule: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Verdict:
    """The engine's answer for one move.

    ``problems`` lists every rule the move breaks (empty when legal). ``rule``/``params`` name the
    deciding rule: the first problem for an illegal move, the rule that allows it for a legal one.
    """

    legal: bool
    rule: str
    params: Mapping[str, Any] = field(default_factory=dict)
    problems: tuple[Problem, ...] = ()

    @classmethod
    def allow(cls, rule: str, **params: Any) -> Verdict:
        return cls(True, rule, params, ())

    @classmethod
    def forbid(cls, problems: list[Problem] | tuple[Problem, ...]) -> Verdict:
        if not problems:
            raise ValueError("an illegal verdict needs at least one problem")
        first = problems[0]
        return cls(False, first.rule, first.params, tuple(problems))


class IllegalMove(ValueError):
    """Raised by ``play`` for a well-formed move that the rules forbid; carries the verdict."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(f"illegal move: {verdict.rule} {dict(verdict.params)}")
