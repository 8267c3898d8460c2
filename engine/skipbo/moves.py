"""What the active seat can do: every legal move, and whether the game is blocked.

``legal_moves`` builds the moves straight from the position (no judging per candidate), so
bots and the simulator stay fast; the property tests check that ``judge`` agrees with every one.

The blocked game is the engine's answer to a corner the leaflets do not cover: the draw pile is
empty and there are no completed piles to reshuffle, so no hand can ever be refilled, and no seat has
a card that fits any building pile. Nothing can change any more, so the game ends without a winner.
"""

from __future__ import annotations

from engine.outcome import Ending, Outcome
from engine.skipbo.cards import FACES, SB
from engine.skipbo.notation import Move, parse_move
from engine.skipbo.position import Position

_H2B: list[list[Move]] = [[]] + [[parse_move(f"h{FACES[c]}-b{i}") for i in range(1, 5)] for c in range(1, 14)]
_H2D: list[list[Move]] = [[]] + [[parse_move(f"h{FACES[c]}-d{i}") for i in range(1, 5)] for c in range(1, 14)]
_S2B = [parse_move(f"s-b{i}") for i in range(1, 5)]
_D2B = [[parse_move(f"d{k}-b{i}") for i in range(1, 5)] for k in range(1, 5)]
DRAW, PASS = parse_move("draw"), parse_move("pass")
_ALL_SLOTS = (0, 1, 2, 3)


def can_refill(pos: Position) -> bool:
    """Whether a hand could still get cards: the draw pile or the completed piles hold some."""
    return bool(pos.draw or pos.draw_unknown or pos.completed)


def blocked(pos: Position) -> bool:
    """True when nothing can be drawn any more and no seat can play any card to a building pile.

    >>> from engine.skipbo.notation import parse
    >>> blocked(parse("b:3,5,8,11 / s:1 h:1.1 / s:7"))
    True
    >>> blocked(parse("b:3,5,8,11 / s:1 h:1.1 / s:6"))
    False
    """
    if pos.draw or pos.draw_unknown or pos.completed or pos.winner is not None:
        return False
    fitting = {shows + 1 for shows in pos.building}
    fitting.add(SB)
    for seat in pos.seats:
        if seat.hand_unknown:
            return False
        if seat.stock:
            if seat.stock[0] in fitting:
                return False
        elif seat.stock_unknown:
            return False
        for c in seat.hand:
            if c in fitting:
                return False
        for pile in seat.discards:
            if pile and pile[-1] in fitting:
                return False
    return True


def outcome(pos: Position) -> Outcome | None:
    """How the game ended: a seat or team went out, or the game is blocked (no winner); None while it
    goes on.

    >>> from engine.skipbo.notation import parse
    >>> outcome(parse("b:3,5,8,11 / s:1 h:1.1 / s:7"))
    Outcome(ending=<Ending.BLOCKED: 'blocked'>, winner=None)
    >>> outcome(parse("b:3,5,8,11 / s:1 h:1.1 / s:6")) is None
    True
    """
    winner = pos.winner
    if winner is not None:
        return Outcome(Ending.OUT, winner)
    if not (pos.draw or pos.draw_unknown or pos.completed) and blocked(pos):
        return Outcome(Ending.BLOCKED, None)
    return None


def legal_moves(pos: Position) -> list[Move]:
    """Every legal move of the active seat (empty once the game is over). Each is a ``Move``, which is
    also its notation string, so callers that compare or print strings keep working.

    >>> from engine.skipbo.notation import parse
    >>> legal_moves(parse("b:4,-,-,- / s:6+9 h:5.12 / s:+10"))[:3]
    [Move('h5-b1'), Move('h5-d1'), Move('h5-d2')]
    >>> "h12-d4" in legal_moves(parse("b:4,-,-,- / s:6+9 h:5.12 / s:+10"))
    True
    """
    if outcome(pos) is not None:
        return []
    if pos.awaiting_draw:
        return [DRAW]
    building = pos.building
    slots_for: dict[int, list[int]] = {}
    for i, shows in enumerate(building):
        slots_for.setdefault(shows + 1, []).append(i)
    a = pos.active
    seat = pos.seats[a]
    moves: list[Move] = []
    hand = seat.hand
    previous = -1
    for c in hand:
        if c == previous:
            continue
        previous = c
        row = _H2B[c]
        for i in (_ALL_SLOTS if c == SB else slots_for.get(c, ())):
            moves.append(row[i])
        moves.extend(_H2D[c])
    if seat.stock:
        c = seat.stock[0]
        for i in (_ALL_SLOTS if c == SB else slots_for.get(c, ())):
            moves.append(_S2B[i])
    for k, pile in enumerate(seat.discards):
        if pile:
            c = pile[-1]
            for i in (_ALL_SLOTS if c == SB else slots_for.get(c, ())):
                moves.append(_D2B[k][i])
    partner = pos.partner(a)
    if partner is not None:
        other = pos.seats[partner]
        if other.stock:
            c = other.stock[0]
            for i in (_ALL_SLOTS if c == SB else slots_for.get(c, ())):
                moves.append(parse_move(f"@{partner}s-b{i + 1}"))
        for k, pile in enumerate(other.discards):
            if pile:
                c = pile[-1]
                for i in (_ALL_SLOTS if c == SB else slots_for.get(c, ())):
                    moves.append(parse_move(f"@{partner}d{k + 1}-b{i + 1}"))
    if not hand and not seat.hand_unknown and not can_refill(pos):
        moves.append(PASS)
    return moves
