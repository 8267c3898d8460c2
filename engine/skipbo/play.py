"""``play``: apply a legal move and every consequence the rules attach to it.

Consequences: a stockpile card played reveals the next one; a building pile reaching 12 is set aside
at once (``x`` grows by 12) and its slot is free again; a hand emptied by plays to building piles
draws five more and the turn goes on (never after a discard, which ends the turn; an empty hand is
refilled after any play to a building pile once cards are available again); a draw pile that
runs out is replaced by the completed piles, shuffled (``w`` becomes ``+x``, ``x`` becomes 0; with
the hidden full-knowledge layer the real cards are shuffled by a seeded RNG, so games replay
exactly); the last stockpile card (team play: of both partners) wins at once.

>>> from engine.skipbo.notation import parse, dump
>>> pos = parse("b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5")
>>> dump(play(play(pos, "h5-b1"), "s-b1"))
'b:6,-,-,- w:3.3.11.2.SB+30 / s:8+22 h:1.7.9.12 / s:8+19 h:#5'
"""

from __future__ import annotations

import random

from engine.skipbo.cards import HAND_SIZE, PILE_TOP
from engine.skipbo.judge import judge
from engine.skipbo.notation import Move, parse_move
from engine.skipbo.position import Hidden, Position, Seat
from engine.verdict import IllegalMove


def play(pos: Position, move: str | Move) -> Position:
    """The position after ``move``; raises ``IllegalMove`` (carrying the verdict) if it is not legal."""
    m = parse_move(move)
    verdict = judge(pos, m)
    if not verdict.legal:
        raise IllegalMove(verdict)
    return apply(pos, m)


def reshuffle_seed(seed: int, reshuffles: int) -> int:
    return seed * 1_000_003 + reshuffles


def _refill(pos: Position, seat: Seat, completed: int,
            hidden: Hidden | None) -> tuple[Seat, tuple[int, ...], int, int, Hidden | None]:
    """Draw ``seat``'s hand up to five, reshuffling the completed piles when the draw pile is out.
    Returns the new seat, draw pile, unknown draw count, completed count and hidden layer."""
    draw = pos.draw
    draw_unknown = pos.draw_unknown
    need = HAND_SIZE - len(seat.hand) - seat.hand_unknown
    got: list[int] = []
    got_unknown = 0
    while need > 0:
        if not draw and not draw_unknown:
            if not completed:
                break
            if hidden is not None and len(hidden.completed) == completed:
                cards = list(hidden.completed)
                random.Random(reshuffle_seed(hidden.seed, hidden.reshuffles)).shuffle(cards)
                draw = tuple(cards)
                hidden = Hidden(hidden.building, (), hidden.seed, hidden.reshuffles + 1)
            else:
                draw_unknown = completed
                if hidden is not None:
                    hidden = Hidden(hidden.building, (), hidden.seed, hidden.reshuffles + 1)
            completed = 0
        if draw:
            take = draw[:need]
            got.extend(take)
            draw = draw[len(take):]
            need -= len(take)
        else:
            take_n = min(need, draw_unknown)
            got_unknown += take_n
            draw_unknown -= take_n
            need -= take_n
    if got:
        hand = tuple(sorted(seat.hand + tuple(got)))
    else:
        hand = seat.hand
    new_seat = Seat(seat.stock, seat.stock_unknown, hand, seat.hand_unknown + got_unknown, seat.discards)
    return new_seat, draw, draw_unknown, completed, hidden


def _replace(seats: tuple[Seat, ...], i: int, seat: Seat) -> tuple[Seat, ...]:
    return seats[:i] + (seat,) + seats[i + 1:]


def apply(pos: Position, m: Move) -> Position:
    """Apply a move already judged legal (no checks: the simulator's and solver's fast path).

    The hot path of every benchmark and simulation, so new values are built positionally (fields in
    ``Position``'s order: seats, building, draw, draw_unknown, completed, active, team, awaiting_draw,
    hidden): ``dataclasses.replace`` made this function 60% slower and keyword arguments 20%, measured on
    the benchmark's positions. Code off the hot path uses ``dataclasses.replace``.
    """
    seats = pos.seats
    a = pos.active
    seat = seats[a]
    kind = m.kind
    if kind == "draw":
        new_seat, draw, draw_unknown, completed, hidden = _refill(pos, seat, pos.completed,
                                                                  pos.hidden)
        return Position(_replace(seats, a, new_seat), pos.building, draw, draw_unknown, completed, a,
                        pos.team, False, hidden)
    if kind == "pass":
        return Position(seats, pos.building, pos.draw, pos.draw_unknown, pos.completed,
                        (a + 1) % len(seats), pos.team, True, pos.hidden)
    if m.target == "d":
        c = m.source_index
        hand = _remove(seat.hand, c)
        k = m.target_index - 1
        discards = seat.discards[:k] + (seat.discards[k] + (c,),) + seat.discards[k + 1:]
        new_seat = Seat(seat.stock, seat.stock_unknown, hand, seat.hand_unknown, discards)
        return Position(_replace(seats, a, new_seat), pos.building, pos.draw, pos.draw_unknown,
                        pos.completed, (a + 1) % len(seats), pos.team, True, pos.hidden)
    # A play to a building pile.
    owner = a if m.source_seat is None else m.source_seat
    cards = seats[owner]
    source = m.source
    if source == "h":
        c = m.source_index
        cards = Seat(cards.stock, cards.stock_unknown, _remove(cards.hand, c), cards.hand_unknown,
                     cards.discards)
    elif source == "s":
        c = cards.stock[0]
        cards = Seat(cards.stock[1:], cards.stock_unknown, cards.hand, cards.hand_unknown, cards.discards)
    else:
        k = m.source_index - 1
        pile = cards.discards[k]
        c = pile[-1]
        discards = cards.discards[:k] + (pile[:-1],) + cards.discards[k + 1:]
        cards = Seat(cards.stock, cards.stock_unknown, cards.hand, cards.hand_unknown, discards)
    seats = _replace(seats, owner, cards)
    slot = m.target_index - 1
    building = pos.building
    shows = building[slot] + 1
    completed = pos.completed
    hidden = pos.hidden
    if hidden is not None:
        piles = hidden.building
        if shows == PILE_TOP:
            piles = piles[:slot] + ((),) + piles[slot + 1:]
            hidden = Hidden(piles, hidden.completed + hidden.building[slot] + (c,), hidden.seed,
                            hidden.reshuffles)
        else:
            piles = piles[:slot] + (piles[slot] + (c,),) + piles[slot + 1:]
            hidden = Hidden(piles, hidden.completed, hidden.seed, hidden.reshuffles)
    if shows == PILE_TOP:
        shows = 0
        completed += PILE_TOP
    building = building[:slot] + (shows,) + building[slot + 1:]
    draw = pos.draw
    draw_unknown = pos.draw_unknown
    after = Position(seats, building, draw, draw_unknown, completed, a, pos.team, False, hidden)
    me = seats[a]
    if not me.hand and not me.hand_unknown and (draw or draw_unknown or completed) and (
            source != "s" or after.winner is None):
        me, draw, draw_unknown, completed, hidden = _refill(after, me, completed, hidden)
        after = Position(_replace(seats, a, me), building, draw, draw_unknown, completed, a, pos.team,
                         False, hidden)
    return after


def _remove(hand: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = hand.index(c)
    return hand[:i] + hand[i + 1:]
