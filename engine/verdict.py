"""Verdicts and errors shared by both games' engines.

A verdict is plain data: whether a move is legal, the rule id that decides it, and the parameters an
explanation needs. The engine never builds sentences; the explainer turns (rule id, params) into text
in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


class NotationError(ValueError):
    """Text that breaks the position or move grammar; the message names the field and the problem."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        self.field = field
        super().__init__(f"{field}: {message}" if field else message)


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
