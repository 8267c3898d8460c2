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
from typing import NamedTuple

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
)
from engine.verdict import NotationError

__all__ = ["Move", "parse", "dump", "parse_move", "dump_move", "dump_cards", "dump_stack", "dump_hand",
           "SECTION_SEPARATOR"]

SHARED_KEYS = ("b", "w", "x", "a", "v", "t")
SEAT_KEYS = ("s", "h", "d")
_COUNT = re.compile(r"0|[1-9][0-9]*")


# ---------------------------------------------------------------- cards, stacks, piles

def _card(text: str, where: str) -> int:
    if not is_card(text):
        if text == "":
            raise NotationError("a card is missing (empty between dots)", field=where)
        raise NotationError(f"{text!r} is not a card (1-12 or SB)", field=where)
    return card(text)


def _count(text: str, where: str, what: str) -> int:
    if not _COUNT.fullmatch(text):
        raise NotationError(f"{what} must be a whole number, not {text!r}", field=where)
    return int(text)


def _cards(text: str, where: str) -> tuple[int, ...]:
    return tuple(_card(part, where) for part in text.split("."))


def _stack(text: str, where: str) -> tuple[tuple[int, ...], int]:
    """A stack, top first: ``6.8+22``, ``+40``, ``-``."""
    if text == "-":
        return (), 0
    known, plus, unknown = text.partition("+")
    cards = _cards(known, where) if known else ()
    count = _count(unknown, where, "the number after '+'") if plus else 0
    if not cards and not plus:
        raise NotationError("empty stack must be written '-'", field=where)
    return cards, count


def _hand(text: str, where: str) -> tuple[tuple[int, ...], int]:
    """A hand: ``1.5.7``, ``#5``, ``5.7#3`` or ``-``."""
    if text == "-":
        return (), 0
    known, hash_, unknown = text.partition("#")
    cards = _cards(known, where) if known else ()
    count = _count(unknown, where, "the number after '#'") if hash_ else 0
    if not cards and not hash_:
        raise NotationError("empty hand must be written '-'", field=where)
    if len(cards) + count > HAND_SIZE:
        raise NotationError(f"{len(cards) + count} hand cards, more than {HAND_SIZE}", field=where)
    return tuple(sorted(cards)), count


def _discards(text: str, where: str) -> tuple[tuple[int, ...], ...]:
    piles = text.split(",")
    if len(piles) > DISCARD_PILES:
        raise NotationError(f"{len(piles)} discard piles, more than {DISCARD_PILES}", field=where)
    if len(piles) < DISCARD_PILES:
        raise NotationError(f"{len(piles)} discard piles given; write all {DISCARD_PILES} ('-' for an "
                            "empty one)", field=where)
    return tuple(() if pile == "-" else _cards(pile, f"{where} pile {i}") for i, pile in
                 enumerate(piles, 1))


def _building(text: str) -> tuple[int, ...]:
    slots = text.split(",")
    if len(slots) > SLOTS:
        raise NotationError(f"{len(slots)} building slots, but there are at most {SLOTS} building piles",
                            field="b")
    if len(slots) < SLOTS:
        raise NotationError(f"{len(slots)} building slots given; write all {SLOTS} ('-' for an empty one)",
                            field="b")
    shows = []
    for i, slot in enumerate(slots, 1):
        if slot == "-":
            shows.append(0)
            continue
        if slot == "SB":
            raise NotationError(f"slot {i} shows SB; write the number the pile shows", field="b")
        if not is_card(slot):
            raise NotationError(f"slot {i}: {slot!r} is not a number 1-11 or '-'", field="b")
        n = card(slot)
        if n == PILE_TOP:
            raise NotationError(f"slot {i} shows 12, but a full pile is set aside and cannot stand",
                                field="b")
        shows.append(n)
    return tuple(shows)


def _fields(section: str, keys: tuple[str, ...], where: str) -> dict[str, str]:
    if section == "-":
        return {}
    fields: dict[str, str] = {}
    for token in section.split():
        key, colon, value = token.partition(":")
        if not colon:
            raise NotationError(f"{token!r} is not key:value", field=where)
        if key not in keys:
            raise NotationError(f"unknown key {key!r} (expected one of {', '.join(keys)})", field=where)
        if key in fields:
            raise NotationError(f"key {key!r} given twice", field=where)
        if not value:
            raise NotationError(f"key {key!r} has no value", field=where)
        fields[key] = value
    if not fields:
        raise NotationError("empty section; write '-' for all defaults", field=where)
    return fields


# ---------------------------------------------------------------- positions

def parse(text: str) -> Position:
    """Read a position; :class:`NotationError` names the field and the problem."""
    if not isinstance(text, str):
        raise NotationError("a position must be text")
    sections = [s.strip() for s in text.strip().split("/")]
    if any(not s for s in sections):
        raise NotationError("empty section between '/' separators", field="position")
    shared = _fields(sections[0], SHARED_KEYS, "section 0")
    seat_sections = sections[1:]
    team_text = shared.get("v", "solo")
    if team_text not in ("solo", "team"):
        raise NotationError(f"{team_text!r} is neither solo nor team", field="v")
    team = team_text == "team"
    n = len(seat_sections)
    if n < 2 or n > 6:
        raise NotationError(f"{n} seat{'' if n == 1 else 's'}; Skip-Bo is for 2 to 6 players", field="seats")
    if team and n not in (4, 6):
        raise NotationError(f"team play needs 4 or 6 seats, not {n}", field="v")

    seats = []
    for i, section in enumerate(seat_sections):
        where = f"seat {i}"
        fields = _fields(section, SEAT_KEYS, where) if section != "-" else {}
        if "s" not in fields:
            raise NotationError("the stockpile 's' must be given (s:- when empty)", field=where)
        stock, stock_unknown = _stack(fields["s"], f"{where} s")
        hand, hand_unknown = _hand(fields.get("h", "-"), f"{where} h")
        discards = _discards(fields["d"], f"{where} d") if "d" in fields else EMPTY_DISCARDS
        seats.append(Seat(stock=stock, stock_unknown=stock_unknown, hand=hand, hand_unknown=hand_unknown,
                          discards=discards))

    building = _building(shared["b"]) if "b" in shared else EMPTY_BUILDING
    draw, draw_unknown = _stack(shared.get("w", "-"), "w")
    completed = _count(shared.get("x", "0"), "x", "x")
    if completed % PILE_TOP:
        raise NotationError(f"{completed} is not a whole number of completed piles (12 cards each)",
                            field="x")
    active = _count(shared.get("a", "0"), "a", "the active seat")
    if active >= n:
        raise NotationError(f"active seat {active} does not exist (seats 0-{n - 1})", field="a")
    turn = shared.get("t", "play")
    if turn not in ("play", "start"):
        raise NotationError(f"{turn!r} is neither play nor start", field="t")

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
    where = "draw pile" if pos.draw or pos.draw_unknown else "set-aside completed piles"
    raise NotationError(f"the hand is empty mid-turn while the {where} has cards (a hand emptied by "
                        "plays is refilled at once); give the hand, or write t:start",
                        field=f"seat {pos.active} h")


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
            what = "Skip-Bo cards" if c == SB else f"cards {FACES[c]}"
            raise NotationError(f"{copies} {what}, but the deck holds {DECK_COUNTS[c]}", field="cards")
    if total > DECK_SIZE:
        raise NotationError(f"{total} cards in all, but the deck holds {DECK_SIZE}", field="cards")


def _check_winners(pos: Position) -> None:
    empty = [i for i, s in enumerate(pos.seats) if not s.stock_size]
    if pos.team:
        half = len(pos.seats) // 2
        teams = {i % half for i in empty if (i + half) % len(pos.seats) in empty}
        if len(teams) > 1:
            raise NotationError("more than one team has already emptied both stockpiles", field="s")
    elif len(empty) > 1:
        raise NotationError(f"seats {', '.join(map(str, empty))} have all emptied their stockpile; only "
                            "one can have won", field="s")


# ---------------------------------------------------------------- moves

class Move(NamedTuple):
    """A parsed move. ``kind`` is ``draw``, ``pass`` or ``play``; for a play, ``source`` is ``h``,
    ``s``, ``d`` or ``b`` and ``target`` ``b`` or ``d``; a seat of None means the active seat;
    ``source_index`` is the card for ``h`` and the pile number (1-4) for ``d``/``b``."""

    kind: str
    text: str
    source: str = ""
    source_seat: int | None = None
    source_index: int = 0
    target: str = ""
    target_seat: int | None = None
    target_index: int = 0
    source_text: str = ""
    target_text: str = ""

    def __repr__(self) -> str:
        return f"Move({self.text!r})"


_SEAT = re.compile(r"@([0-9]+)")
_MOVES: dict[str, Move] = {}


def _part(text: str, where: str, *, is_source: bool) -> tuple[str, int | None, int, str]:
    if not text:
        raise NotationError("missing", field=where)
    seat: int | None = None
    rest = text
    if text.startswith("@"):
        m = _SEAT.match(text)
        if not m:
            raise NotationError(f"{text!r}: '@' must be followed by a seat number", field=where)
        seat = int(m.group(1))
        rest = text[m.end():]
        if not rest:
            raise NotationError(f"{text!r}: the pile after the seat is missing", field=where)
    kind, arg = rest[0], rest[1:]
    allowed = "hsdb" if is_source else "bd"
    if kind not in allowed:
        raise NotationError(f"{text!r}: expected {' or '.join(allowed)}", field=where)
    if kind == "h":
        if not arg:
            raise NotationError(f"{text!r}: the hand card is missing", field=where)
        if not is_card(arg):
            raise NotationError(f"{text!r}: {arg!r} is not a card (1-12 or SB)", field=where)
        c = card(arg)
        return "h", seat, c, ("" if seat is None else f"@{seat}") + "h" + arg
    if kind == "s":
        if arg:
            raise NotationError(f"{text!r}: the stockpile takes no number", field=where)
        return "s", seat, 0, ("" if seat is None else f"@{seat}") + "s"
    if kind == "b" and seat is not None:
        raise NotationError(f"{text!r}: building piles are shared; write b1-b4 without a seat", field=where)
    if not arg:
        raise NotationError(f"{text!r}: the pile number (1-4) is missing", field=where)
    if arg not in ("1", "2", "3", "4"):
        raise NotationError(f"{text!r}: pile {arg} is outside 1-4", field=where)
    return kind, seat, int(arg), ("" if seat is None else f"@{seat}") + kind + arg


def parse_move(text: str) -> Move:
    """Read a move (``h5-b1``, ``s-b2``, ``@2d3-b1``, ``h7-d1``, ``draw``, ``pass``).

    >>> parse_move("@2d3-b1").source_seat, parse_move("hSB-b4").source_index
    (2, 13)
    >>> parse_move("h13-b1")
    Traceback (most recent call last):
    ...
    engine.verdict.NotationError: move source: 'h13': '13' is not a card (1-12 or SB)
    """
    move = _MOVES.get(text)
    if move is not None:
        return move
    if not isinstance(text, str):
        raise NotationError("a move must be text", field="move")
    stripped = text.strip()
    if stripped in ("draw", "pass"):
        move = Move(stripped, stripped)
    else:
        source, dash, target = stripped.partition("-")
        if not dash:
            raise NotationError(f"{stripped!r} is not SOURCE-TARGET, draw or pass", field="move")
        s_kind, s_seat, s_index, s_text = _part(source, "move source", is_source=True)
        t_kind, t_seat, t_index, t_text = _part(target, "move target", is_source=False)
        move = Move("play", f"{s_text}-{t_text}", s_kind, s_seat, s_index, t_kind, t_seat, t_index,
                    s_text, t_text)
    if len(_MOVES) < 100_000:
        _MOVES[text] = move
    return move


def dump_move(move: Move) -> str:
    return move.text
