"""Skip-Bo position and move notation v1 (see ../shared/spec/notation.md): ``parse``, ``dump``,
``parse_move``.

``dump`` is canonical (keys in the spec's order, defaults omitted, hands sorted) and
``parse(dump(p)) == p``. Anything that breaks the grammar or the deck raises :class:`NotationError`
naming the field (``b``, ``seat 1 h``, ``move source``, ...) and what is wrong.

>>> text = "b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5"
>>> dump(parse(text)) == text
True
>>> dump(parse("- / s:+30 h:SB.7 / s:+30 d:-,-,-,-"))
'- / s:+30 h:7.SB / s:+30'
>>> parse("b:12,-,-,- / s:5 / s:6")
Traceback (most recent call last):
...
engine.verdict.NotationError: b: slot 1 shows 12, but a full pile is set aside and cannot stand
"""

from __future__ import annotations

import re
from typing import NoReturn

from engine.skipbo.cards import (
    DECK_COUNTS,
    DECK_SIZE,
    DISCARD_PILES,
    FACES,
    HAND_SIZE,
    PILE_TOP,
    SB,
    SLOTS,
    card,
    is_card,
)
from engine.skipbo.position import (
    EMPTY_BUILDING,
    EMPTY_DISCARDS,
    SECTION_SEPARATOR,
    Position,
    Seat,
    dump,
    dump_cards,
    dump_hand,
    dump_stack,
    reads_notation,
)
from engine.verdict import NotationError, Place

__all__ = ["Move", "MOVE", "SOURCE", "TARGET", "parse", "dump", "parse_move", "dump_move", "dump_cards",
           "dump_stack", "dump_hand", "SECTION_SEPARATOR"]

SHARED_KEYS = ("b", "w", "x", "a", "v", "t")
SEAT_KEYS = ("s", "h", "d")
_COUNT = re.compile(r"0|[1-9][0-9]*")


# ---------------------------------------------------------------- cards, stacks, piles

def _card(text: str, where: Place) -> int:
    if not is_card(text):
        if text == "":
            raise NotationError("skipbo.card-missing", where)
        raise NotationError("skipbo.not-a-card", where, text=text)
    return card(text)


def _count(text: str, where: Place) -> int:
    if not _COUNT.fullmatch(text):
        raise NotationError("skipbo.not-a-count", where, text=text)
    return int(text)


def _cards(text: str, where: Place) -> tuple[int, ...]:
    return tuple(_card(part, where) for part in text.split("."))


def _stack(text: str, where: Place) -> tuple[tuple[int, ...], int]:
    """A stack, top first: ``6.8+22``, ``+40``, ``-``."""
    if text == "-":
        return (), 0
    known, plus, unknown = text.partition("+")
    cards = _cards(known, where) if known else ()
    count = _count(unknown, where) if plus else 0
    if not cards and not plus:
        raise NotationError("skipbo.stack-empty", where)
    return cards, count


def _hand(text: str, where: Place) -> tuple[tuple[int, ...], int]:
    """A hand: ``1.5.7``, ``#5``, ``5.7#3`` or ``-``."""
    if text == "-":
        return (), 0
    known, hash_, unknown = text.partition("#")
    cards = _cards(known, where) if known else ()
    count = _count(unknown, where) if hash_ else 0
    if not cards and not hash_:
        raise NotationError("skipbo.hand-empty", where)
    if len(cards) + count > HAND_SIZE:
        raise NotationError("skipbo.hand-size", where, count=len(cards) + count, most=HAND_SIZE)
    return tuple(sorted(cards)), count


def _discards(text: str, where: Place) -> tuple[tuple[int, ...], ...]:
    piles = text.split(",")
    if len(piles) > DISCARD_PILES:
        raise NotationError("skipbo.discards-too-many", where, count=len(piles), most=DISCARD_PILES)
    if len(piles) < DISCARD_PILES:
        raise NotationError("skipbo.discards-too-few", where, count=len(piles), most=DISCARD_PILES)
    return tuple(() if pile == "-" else _cards(pile, Place(where.part, where.seat, pile=i)) for i, pile in
                 enumerate(piles, 1))


def _building(text: str) -> tuple[int, ...]:
    slots = text.split(",")
    if len(slots) > SLOTS:
        raise NotationError("skipbo.building-too-many", Place("b"), count=len(slots), most=SLOTS)
    if len(slots) < SLOTS:
        raise NotationError("skipbo.building-too-few", Place("b"), count=len(slots), most=SLOTS)
    shows = []
    for i, slot in enumerate(slots, 1):
        if slot == "-":
            shows.append(0)
            continue
        if slot == "SB":
            raise NotationError("skipbo.building-wild", Place("b"), slot=i)
        if not is_card(slot):
            raise NotationError("skipbo.building-number", Place("b"), slot=i, text=slot)
        n = card(slot)
        if n == PILE_TOP:
            raise NotationError("skipbo.building-full", Place("b"), slot=i)
        shows.append(n)
    return tuple(shows)


def _fields(section: str, keys: tuple[str, ...], where: Place) -> dict[str, str]:
    if section == "-":
        return {}
    fields: dict[str, str] = {}
    for token in section.split():
        key, colon, value = token.partition(":")
        if not colon:
            raise NotationError("skipbo.not-key-value", where, token=token)
        if key not in keys:
            raise NotationError("skipbo.unknown-key", where, key=key, expected=", ".join(keys))
        if key in fields:
            raise NotationError("skipbo.repeated-key", where, key=key)
        if not value:
            raise NotationError("skipbo.no-value", where, key=key)
        fields[key] = value
    if not fields:
        raise NotationError("skipbo.section-empty", where)
    return fields


# ---------------------------------------------------------------- positions

@reads_notation
def parse(text: str) -> Position:
    """Read a position; :class:`NotationError` names the field and the problem."""
    if not isinstance(text, str):
        raise NotationError("skipbo.not-text")
    sections = [s.strip() for s in text.strip().split("/")]
    if any(not s for s in sections):
        raise NotationError("skipbo.section-missing", Place("position"))
    shared = _fields(sections[0], SHARED_KEYS, Place("section"))
    seat_sections = sections[1:]
    team_text = shared.get("v", "solo")
    if team_text not in ("solo", "team"):
        raise NotationError("skipbo.team-word", Place("v"), text=team_text)
    team = team_text == "team"
    n = len(seat_sections)
    if n < 2 or n > 6:
        raise NotationError("skipbo.seats", Place("seats"), count=n)
    if team and n not in (4, 6):
        raise NotationError("skipbo.team-seats", Place("v"), count=n)

    seats = []
    for i, section in enumerate(seat_sections):
        where = Place(seat=i)
        fields = _fields(section, SEAT_KEYS, where) if section != "-" else {}
        if "s" not in fields:
            raise NotationError("skipbo.stock-missing", where)
        stock, stock_unknown = _stack(fields["s"], where.at("s"))
        hand, hand_unknown = _hand(fields.get("h", "-"), where.at("h"))
        discards = _discards(fields["d"], where.at("d")) if "d" in fields else EMPTY_DISCARDS
        seats.append(Seat(stock=stock, stock_unknown=stock_unknown, hand=hand, hand_unknown=hand_unknown,
                          discards=discards))

    building = _building(shared["b"]) if "b" in shared else EMPTY_BUILDING
    draw, draw_unknown = _stack(shared.get("w", "-"), Place("w"))
    completed = _count(shared.get("x", "0"), Place("x"))
    if completed % PILE_TOP:
        raise NotationError("skipbo.completed", Place("x"), count=completed)
    active = _count(shared.get("a", "0"), Place("a"))
    if active >= n:
        raise NotationError("skipbo.no-such-seat", Place("a"), seat=active, last=n - 1)
    turn = shared.get("t", "play")
    if turn not in ("play", "start"):
        raise NotationError("skipbo.turn-word", Place("t"), text=turn)

    pos = Position(seats=tuple(seats), building=building, draw=draw, draw_unknown=draw_unknown,
                   completed=completed, active=active, team=team, awaiting_draw=turn == "start")
    _check_deck(pos)
    _check_winners(pos)
    _check_turn_hand(pos)
    return pos


def _check_turn_hand(pos: Position) -> None:
    """Mid-turn (``t:play``) the mover's hand is never empty while cards can still be drawn: a hand
    emptied by plays to the building piles is refilled to five at once, and a hand emptied by the
    closing discard has ended the turn (the next seat is at ``t:start``). Such a position could not
    come about, and it would leave the mover with no legal move, so it is refused.

    >>> parse("w:+20 / s:5+9 / s:+10")
    Traceback (most recent call last):
    ...
    engine.verdict.NotationError: seat 0 h: the hand is empty mid-turn while the draw pile has cards \
(a hand emptied by plays is refilled at once); give the hand, or write t:start
    """
    if pos.awaiting_draw or pos.winner is not None:
        return
    seat = pos.seats[pos.active]
    if seat.hand or seat.hand_unknown or not (pos.draw or pos.draw_unknown or pos.completed):
        return
    pile = "draw pile" if pos.draw or pos.draw_unknown else "set-aside completed piles"
    raise NotationError("skipbo.hand-empty-mid-turn", Place("h", pos.active), pile=pile)


def _check_deck(pos: Position) -> None:
    counts = dict.fromkeys(DECK_COUNTS, 0)
    total = pos.draw_unknown + sum(pos.building) + pos.completed
    groups = [pos.draw]
    for seat in pos.seats:
        groups += [seat.stock, seat.hand, *seat.discards]
        total += seat.stock_unknown + seat.hand_unknown
    for cards in groups:
        total += len(cards)
        for c in cards:
            counts[c] += 1
    for c, copies in counts.items():
        if copies > DECK_COUNTS[c]:
            if c == SB:
                raise NotationError("skipbo.deck-wild", Place("cards"), count=copies, deck=DECK_COUNTS[c])
            raise NotationError("skipbo.deck-copies", Place("cards"), count=copies, card=FACES[c], deck=DECK_COUNTS[c])
    if total > DECK_SIZE:
        raise NotationError("skipbo.deck-total", Place("cards"), count=total, deck=DECK_SIZE)


def _check_winners(pos: Position) -> None:
    empty = [i for i, s in enumerate(pos.seats) if not s.stock_size]
    if pos.team:
        half = len(pos.seats) // 2
        teams = {i % half for i in empty if (i + half) % len(pos.seats) in empty}
        if len(teams) > 1:
            raise NotationError("skipbo.teams-won", Place("s"))
    elif len(empty) > 1:
        raise NotationError("skipbo.seats-won", Place("s"), seats=", ".join(map(str, empty)))


# ---------------------------------------------------------------- moves

_CARD = r"1[0-2]|[1-9]|SB"
SOURCE = re.compile(rf"(?:@[0-9]{{1,9}})?(?:h(?:{_CARD})|s|d[1-4])|b[1-4]")
"""The grammar of a move's source: ``h5``, ``hSB``, ``s``, ``d1``-``d4``, ``b1``-``b4``, another seat's
``@2s``, ``@2d3``, ``@2h5``. Forms that pick a source (the puzzle board, the checker) match it."""
TARGET = re.compile(r"(?:@[0-9]{1,9})?d[1-4]|b[1-4]")
"""The grammar of a move's target: ``b1``-``b4``, ``d1``-``d4``, another seat's ``@2d1``."""
MOVE = re.compile(rf"draw|pass|(?P<source>{SOURCE.pattern})-(?P<target>{TARGET.pattern})")
"""The whole move grammar, as ``parse_move`` accepts it (after stripping surrounding space):
``MOVE.fullmatch(text)`` recognises a move string without building it.

>>> [bool(MOVE.fullmatch(t)) for t in ("h5-b1", "@2d3-b1", "draw", "h13-b1", "@2b1-b2", "s-")]
[True, True, True, False, False, False]
"""


class Move(str):
    """A parsed move: a ``str`` whose value is the move's canonical notation, with its parts read.

    A move is a string at the edges (notation.md's ``plan.moves`` are "move strings": they compare
    equal to, hash like, format and serialise as their text) and a value inside: ``kind`` is ``draw``,
    ``pass`` or ``play``; for a play, ``source`` is ``h``, ``s``, ``d`` or ``b`` and ``target`` ``b``
    or ``d``; a seat of None means the active seat; ``source_index`` is the card for ``h`` and the pile
    number (1-4) for ``d``/``b``. ``Move(text)`` parses, like ``parse_move``; moves are immutable.

    >>> m = Move("hSB-b4"); m.kind, m.source, m.source_index, m.target, m.target_index
    ('play', 'h', 13, 'b', 4)
    >>> m == "hSB-b4", str(m), m
    (True, 'hSB-b4', Move('hSB-b4'))
    >>> all(eval(repr(m)) == m for m in (m, Move("draw"), Move(" @2d3-b1 ")))
    True
    """

    kind: str
    source: str
    source_seat: int | None
    source_index: int
    target: str
    target_seat: int | None
    target_index: int
    source_text: str
    target_text: str

    def __new__(cls, text: str) -> Move:
        return parse_move(text)

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move written ``text`` (``parse_move``)."""
        return parse_move(text)

    @classmethod
    def _make(cls, text: str, kind: str, source: str = "", source_seat: int | None = None, source_index: int = 0,
              target: str = "", target_seat: int | None = None, target_index: int = 0, source_text: str = "",
              target_text: str = "") -> Move:
        move = str.__new__(cls, text)
        move.__dict__.update(kind=kind, source=source, source_seat=source_seat, source_index=source_index,
                             target=target, target_seat=target_seat, target_index=target_index,
                             source_text=source_text, target_text=target_text)
        return move

    @property
    def text(self) -> str:
        """The canonical notation as a plain ``str``."""
        return str.__str__(self)

    def with_seats(self, *, source_seat: int | None = None, target_seat: int | None = None) -> Move:
        """The same move with its source and/or target seat written out (``h9-b1`` seen by seat 2 is
        ``@2h9-b1``); None keeps a part as it is.

        >>> Move("h9-d1").with_seats(source_seat=2, target_seat=2), Move("s-b2").with_seats(source_seat=3)
        (Move('@2h9-@2d1'), Move('@3s-b2'))
        """
        if self.kind != "play":
            return self

        def part(text: str, seat: int | None) -> str:
            bare = text[m.end():] if (m := _SEAT.match(text)) else text
            return bare if seat is None else f"@{seat}{bare}"

        return parse_move(part(self.source_text, self.source_seat if source_seat is None else source_seat) + "-"
                          + part(self.target_text, self.target_seat if target_seat is None else target_seat))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Move is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Move is immutable: cannot delete {name!r}")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return parse_move, (self.text,)

    def __repr__(self) -> str:
        return f"Move({self.text!r})"
_SEAT = re.compile(r"@([0-9]{1,9})")
"""A seat number: any seat is grammatical (one that does not exist gets a verdict), up to nine digits."""
_MOVES: dict[str, Move] = {}


def _part(text: str, where: Place, *, is_source: bool) -> tuple[str, int | None, int, str]:
    if not text:
        raise NotationError("skipbo.move-part-missing", where)
    seat: int | None = None
    rest = text
    if text.startswith("@"):
        m = _SEAT.match(text)
        if not m:
            raise NotationError("skipbo.move-seat-number", where, text=text)
        seat = int(m.group(1))
        rest = text[m.end():]
        if not rest:
            raise NotationError("skipbo.move-seat-pile", where, text=text)
    kind, arg = rest[0], rest[1:]
    allowed = "hsdb" if is_source else "bd"
    if kind not in allowed:
        raise NotationError("skipbo.move-pile-kind", where, text=text, expected=" or ".join(allowed))
    if kind == "h":
        if not arg:
            raise NotationError("skipbo.move-hand-card", where, text=text)
        if not is_card(arg):
            raise NotationError("skipbo.move-not-a-card", where, text=text, card=arg)
        c = card(arg)
        return "h", seat, c, ("" if seat is None else f"@{seat}") + "h" + arg
    if kind == "s":
        if arg:
            raise NotationError("skipbo.move-stock-number", where, text=text)
        return "s", seat, 0, ("" if seat is None else f"@{seat}") + "s"
    if kind == "b" and seat is not None:
        raise NotationError("skipbo.move-building-seat", where, text=text)
    if not arg:
        raise NotationError("skipbo.move-pile-missing", where, text=text)
    if arg not in ("1", "2", "3", "4"):
        raise NotationError("skipbo.move-pile-number", where, text=text, pile=arg)
    return kind, seat, int(arg), ("" if seat is None else f"@{seat}") + kind + arg


def parse_move(text: str) -> Move:
    """Read a move (``h5-b1``, ``s-b2``, ``@2d3-b1``, ``h7-d1``, ``draw``, ``pass``): text that ``MOVE``
    matches (surrounding space aside) is a move; anything else raises ``NotationError`` saying which part
    is wrong and how. A ``Move`` given is returned as it is (it was read already).

    >>> parse_move("@2d3-b1").source_seat, parse_move("hSB-b4").source_index
    (2, 13)
    >>> parse_move("h13-b1")
    Traceback (most recent call last):
    ...
    engine.verdict.NotationError: move source: 'h13': '13' is not a card (1-12 or SB)
    """
    if type(text) is Move:
        return text
    if not isinstance(text, str):
        raise NotationError("skipbo.move-not-text", Place("move"))
    move = _MOVES.get(text)
    if move is not None:
        return move
    stripped = text.strip()
    found = MOVE.fullmatch(stripped)
    if found is None:
        _explain(stripped)
    if stripped in ("draw", "pass"):
        move = Move._make(stripped, stripped)
    else:
        source, _, target = stripped.partition("-")
        s_kind, s_seat, s_index, s_text = _part(source, Place("move source"), is_source=True)
        t_kind, t_seat, t_index, t_text = _part(target, Place("move target"), is_source=False)
        move = Move._make(f"{s_text}-{t_text}", "play", s_kind, s_seat, s_index, t_kind, t_seat, t_index,
                          s_text, t_text)
    if len(_MOVES) < 100_000:
        _MOVES[text] = move
    return move


def _explain(text: str) -> NoReturn:
    """Say what is wrong with ``text``, which ``MOVE`` does not match: the part and the reason."""
    source, dash, target = text.partition("-")
    if not dash:
        raise NotationError("skipbo.move-syntax", Place("move"), text=text)
    _part(source, Place("move source"), is_source=True)
    _part(target, Place("move target"), is_source=False)
    raise NotationError("skipbo.move-syntax", Place("move"), text=text)  # two dashes, say


def dump_move(move: Move) -> str:
    """The canonical notation of ``move``, as a plain ``str``."""
    return move.text
