"""The goal vocabulary: a goal is one or more parts joined by ``,``, all of which must be reached.

Each part is ``kind`` or ``kind:argument``. The kinds a game understands, what they mean and how they
are checked belong to the game's adapter (``tutorial.games``); this module only reads and writes the
text, so both games share one format and one error.

Skip-Bo kinds: ``win`` (win this turn), ``stock:N`` (play N stockpile cards), ``complete`` (complete a
building pile), ``end-turn`` (end the turn legally), ``discard:CARD`` (end the turn by discarding that
card), ``refill`` (draw at the start of the turn).

>>> parse("refill,stock:2")
(GoalPart(kind='refill', arg=None), GoalPart(kind='stock', arg='2'))
>>> parse("stock:")
Traceback (most recent call last):
...
ValueError: goal 'stock:': empty argument
"""

from __future__ import annotations

import re
from typing import NamedTuple

_PART = re.compile(r"[a-z][a-z-]*")


class GoalPart(NamedTuple):
    kind: str
    arg: str | None = None


def parse(goal: str) -> tuple[GoalPart, ...]:
    parts: list[GoalPart] = []
    for text in goal.split(","):
        kind, colon, arg = text.strip().partition(":")
        if not _PART.fullmatch(kind):
            raise ValueError(f"goal {goal!r}: bad kind {kind!r}")
        if colon and not arg:
            raise ValueError(f"goal {goal!r}: empty argument")
        parts.append(GoalPart(kind, arg if colon else None))
    return tuple(parts)


def check(goal: str, kinds: set[str] | frozenset[str]) -> tuple[GoalPart, ...]:
    """Parse and make sure every kind is one the game knows (a puzzle-data error otherwise)."""
    parts = parse(goal)
    unknown = [p.kind for p in parts if p.kind not in kinds]
    if unknown:
        raise ValueError(f"goal {goal!r}: unknown kind(s) {unknown}")
    return parts
