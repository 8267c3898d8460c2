"""The Rummikub tutorial's action grammar, and reading one action from the puzzle page's forms.

Action grammar (stored in ``Attempt.actions``; the forms send ``from`` + ``to`` or ``move``):

- ``mv:SEL>TARGET`` — move the chosen tiles. ``SEL`` lists tiles joined by ``,``: a rack tile by its face
  (``R7``, ``J``; two ``R7`` = both copies) or a table tile ``S-I`` (set S, tile I, both from 1).
  ``TARGET``: ``S@P`` (into set S before its tile P+1; P from 0 to the set's length), ``S@fit`` (into set
  S at the first place where the engine finds the set valid, else at its end), ``new`` (a new set)
  or ``rack`` (back to the rack: only tiles played this turn; for a table tile the engine says no).
- ``split:S@P`` — cut set S after its first P tiles.
- ``back`` — put the table back as it was at the start of the turn.
- ``end`` — end the turn with the working table; ``timeup`` — the timer ran out: ``draw`` if the table is
  as it was, else ``penalty``.
- ``draw``, ``pass``, ``penalty``, ``t:SETS`` — engine moves; ``score:N`` — the answer to a score quiz.

Anything else is ``BadAction`` (answered with 400); a grammatical action may still name a tile or set that
is not on the table, which ``tutorial.games.rummikub.table`` refuses the same way.
"""

from __future__ import annotations

import re

from django.http import QueryDict

from engine import rummikub
from tutorial.core import BadAction, read_choice

TILE = r"(?:[KBRO](?:1[0-3]|[1-9])|J)"
SPOT = r"(?:[1-9][0-9]?-[1-9][0-9]?)"
SELECTION = re.compile(rf"(?:{TILE}|{SPOT})(?:,(?:{TILE}|{SPOT})){{0,29}}")
TARGET = re.compile(r"[1-9][0-9]?@(?:[0-9]{1,2}|fit)|new|rack")
SPLIT = re.compile(r"split:([1-9][0-9]?)@([1-9][0-9]?)")
SCORE = re.compile(r"score:(-?[0-9]{1,4})")
WORDS = ("end", "back", "timeup", "draw", "pass", "penalty")
ENGINE_WORDS = ("draw", "pass", "penalty")
MAX_TYPED = 400


def read_move(data: QueryDict) -> str:
    """An action from a form: ``move`` (typed, or a button's word, split or score) or ``from`` + ``to``
    (a tile move); a typed table is normalised to the engine's notation."""
    typed = (data.get("move") or "").strip()
    if typed:
        if len(typed) > MAX_TYPED:
            raise BadAction("move")
        if typed in WORDS or SPLIT.fullmatch(typed) or SCORE.fullmatch(typed):
            return typed
        if typed.startswith("t:"):
            try:
                return rummikub.dump_move(rummikub.parse_move(typed))
            except rummikub.NotationError as error:
                raise BadAction("move") from error
        raise BadAction("move")
    source, target = data.get("from", ""), data.get("to", "")
    if not SELECTION.fullmatch(source) or not TARGET.fullmatch(target):
        raise BadAction("from/to")
    return f"mv:{source}>{target}"


def read_selection(data: QueryDict) -> str | None:
    """The tiles chosen so far (the ``from`` of a GET), None when nothing is chosen."""
    return read_choice(data, "from", SELECTION)
