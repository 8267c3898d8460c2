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

Each action is read once, here, into its own value (``TileMove``, ``Split``, ``PutBack``, ``EndTurn``,
``TimeUp``, ``Answer``, or ``Turn`` holding the engine's ``Move``); ``text`` is its notation, as stored.
Anything else is ``BadAction`` (answered with 400); a grammatical action may still name a tile or set that
is not on the table, which ``tutorial.games.rummikub.table`` refuses the same way.

>>> read("split:2@3"), read("score:-12").text, read("t:R3.R1.R2").text
(Split(set_number=2, at=3), 'score:-12', 't:R1.R2.R3')
>>> read("mv:R7,1-2>new")
TileMove(selection='R7,1-2', target='new')
"""

from __future__ import annotations

from dataclasses import dataclass

from django.http import QueryDict

from config.parsing import grammar
from engine import rummikub
from games.boards.rummikub import SELECTION, SPLIT, TARGET
from tutorial.core import BadAction, read_choice

TILE_MOVE = grammar(rf"mv:({SELECTION.pattern})>({TARGET.pattern})")
SCORE = grammar(r"score:(-?[0-9]{1,4})")
MAX_TYPED = 400


@dataclass(frozen=True)
class TileMove:
    """Move the chosen tiles (``selection``) to ``target``."""

    selection: str
    target: str

    @property
    def text(self) -> str:
        return f"mv:{self.selection}>{self.target}"


@dataclass(frozen=True)
class Split:
    """Cut set ``set_number`` after its first ``at`` tiles."""

    set_number: int
    at: int

    @property
    def text(self) -> str:
        return f"split:{self.set_number}@{self.at}"


@dataclass(frozen=True)
class PutBack:
    """Put the table back as it was at the start of the turn."""

    text = "back"


@dataclass(frozen=True)
class EndTurn:
    """End the turn with the working table."""

    text = "end"


@dataclass(frozen=True)
class TimeUp:
    """The timer ran out: a draw if the table is as it was, else the penalty."""

    text = "timeup"


@dataclass(frozen=True)
class Answer:
    """An answer to the score quiz."""

    points: int

    @property
    def text(self) -> str:
        return f"score:{self.points}"


@dataclass(frozen=True)
class Turn:
    """A whole turn in the engine's notation: ``draw``, ``pass``, ``penalty`` or ``t:SETS``."""

    move: rummikub.Move

    @property
    def text(self) -> str:
        return rummikub.dump_move(self.move)


type Edit = TileMove | Split | PutBack
type Action = TileMove | Split | PutBack | EndTurn | TimeUp | Answer | Turn
WORDS: dict[str, Action] = {"back": PutBack(), "end": EndTurn(), "timeup": TimeUp()}


def read(text: str) -> Action:
    """An action from its notation (a stored one, or typed); BadAction when it is none."""
    if (word := WORDS.get(text)) is not None:
        return word
    if (score := SCORE.fullmatch(text)) is not None:
        return Answer(int(score.group(1)))
    if (split := SPLIT.fullmatch(text)) is not None:
        return Split(int(split.group(1)), int(split.group(2)))
    if (tiles := TILE_MOVE.fullmatch(text)) is not None:
        return TileMove(tiles.group(1), tiles.group(2))
    try:
        return Turn(rummikub.parse_move(text))
    except rummikub.NotationError as error:
        raise BadAction("move") from error


def read_move(data: QueryDict) -> Action:
    """An action from a form: ``move`` (typed, or a button's word, split or score) or ``from`` + ``to``
    (a tile move)."""
    typed = (data.get("move") or "").strip()
    if typed:
        if len(typed) > MAX_TYPED:
            raise BadAction("move")
        action = read(typed)
        if isinstance(action, TileMove):  # tile moves come from the board's buttons only
            raise BadAction("move")
        return action
    source, target = data.get("from", ""), data.get("to", "")
    if not SELECTION.fullmatch(source) or not TARGET.fullmatch(target):
        raise BadAction("from/to")
    return TileMove(source, target)


def read_selection(data: QueryDict) -> str | None:
    """The tiles chosen so far (the ``from`` of a GET), None when nothing is chosen."""
    return read_choice(data, "from", SELECTION)
