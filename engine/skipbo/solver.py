"""The exact best plan for the rest of a turn: the most stockpile cards that can be played, and
whether the game can be won this turn.

Memoised depth-first search over canonical turn states: building tops *sorted* (piles showing the
same number are interchangeable), the sorted hand, how far into the own (and in team play the
partner's) stockpile and each discard pile the turn has got, and the position in the draw pile.
Plays that empty the hand draw the next five known draw-pile cards (full-knowledge puzzles);
unknown cards (``+N``, a reshuffle) are drawn as cards of unknown face, which the plan never plays,
so the search stops at what is known. Ties in stockpile cards go to the shorter plan (no card is
given away to the next player without need).

The plan lists the building plays only (with a leading ``draw`` at ``t:start``); unless it wins, the
turn then ends with a discard of the player's choosing.

>>> from engine.skipbo.notation import parse
>>> plan = solve(parse("b:4,-,-,- / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5"))
>>> plan.moves, plan.stock_played, plan.wins, plan.exact
([Move('h5-b1'), Move('s-b1'), Move('h7-b1'), Move('s-b1')], 2, False, True)
>>> plan.moves == ["h5-b1", "s-b1", "h7-b1", "s-b1"]  # moves are their notation strings too
True
>>> solve(parse("b:4,-,-,- / s:5 h:1.2.3 / s:+10")).wins
True
"""

from __future__ import annotations

import gc
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.skipbo.cards import FACES, HAND_SIZE, PILE_TOP, SB
from engine.skipbo.moves import outcome
from engine.skipbo.notation import Move, parse_move
from engine.skipbo.play import apply
from engine.skipbo.position import Position

_WIN = 1 << 20
_STOCK = 1 << 10
State = tuple[Any, ...]
"""A search state: building tops, hand, unknown hand cards, stock and discard depths, draw index."""
Choice = tuple[str, Any, int]
"""A play the search chose: (source kind, the card or (pile, card), the target pile's top)."""
DEFAULT_MAX_NODES = 200_000


@dataclass(frozen=True)
class Plan:
    """The best plan found: ``moves`` playable in order with ``play`` (each a ``Move``, which is also
    the move string notation.md promises); ``stock_played`` stockpile
    cards (own and, in team play, the partner's); ``wins`` if it empties the stockpile(s);
    ``exact`` False when the time or node budget ran out (``budget_hit``), then it is the best found
    so far; ``nodes`` turn states searched."""

    moves: list[Move] = field(default_factory=list)
    stock_played: int = 0
    wins: bool = False
    exact: bool = True
    nodes: int = 0

    @property
    def budget_hit(self) -> bool:
        return not self.exact


def _need_masks() -> list[list[int]]:
    """``_NEED[t][c]``: the values a pile showing ``t`` needs before it can take a ``c`` (through 12 and
    a fresh start when ``t >= c``)."""
    need = [[0] * 13 for _ in range(12)]
    for t in range(12):
        for c in range(1, 13):
            values = range(t + 1, c) if t < c else [*range(t + 1, 13), *range(1, c)]
            for v in values:
                need[t][c] |= 1 << v
    return need


_NEED = _need_masks()


def _bump(tops: tuple[int, ...], t: int) -> tuple[int, ...]:
    """Sorted building tops after a card lands on a pile showing ``t`` (12 sets the pile aside)."""
    i = tops.index(t)
    nt = t + 1
    if nt == PILE_TOP:
        nt = 0
    new = list(tops)
    new[i] = nt
    new.sort()
    return tuple(new)


def solve(pos: Position, budget_ms: float = 250, max_nodes: int = DEFAULT_MAX_NODES) -> Plan:
    """The exact best plan for the rest of this turn of the active seat (see the module doc)."""
    if outcome(pos) is not None:
        return Plan()
    prefix: list[Move] = []
    if pos.awaiting_draw:
        first = parse_move("draw")
        pos = apply(pos, first)
        prefix = [first]
    a = pos.active
    me = pos.seats[a]
    partner = pos.partner(a)
    stock = me.stock
    own_len = len(stock)
    own_hidden = me.stock_unknown
    own_discards = me.discards
    if partner is not None:
        other = pos.seats[partner]
        p_stock = other.stock
        p_hidden = other.stock_unknown
        p_discards = other.discards
    else:
        p_stock, p_hidden, p_discards = (), 1, ((), (), (), ())
    p_len = len(p_stock)
    draw = pos.draw
    draw_total = len(draw) + pos.draw_unknown
    reshuffle_available = pos.completed > 0
    team = partner is not None

    memo: dict[State, tuple[int, Choice | None]] = {}
    deadline = time.perf_counter() + budget_ms / 1000.0
    nodes = 0
    aborted = False

    def refill(dj: int) -> tuple[tuple[int, ...], int, int]:
        known = tuple(sorted(draw[dj:dj + HAND_SIZE])) if dj < len(draw) else ()
        k = len(known)
        rest = HAND_SIZE - k
        left = draw_total - dj - k
        unknown = min(rest, left + (HAND_SIZE if reshuffle_available else 0))
        return known, unknown, dj + k + min(rest, left)

    def step(state: State, move: Choice) -> tuple[State, int, bool]:
        """The state after ``move`` = (source, card, target top), the stock cards it plays, a win."""
        tops, hand, hu, si, dd, psi, pdd, dj = state
        src, c, t = move
        tops = _bump(tops, t)
        stock_delta = 0
        wins = False
        if src == "h":
            i = hand.index(c)
            hand = hand[:i] + hand[i + 1:]
            if not hand and not hu:
                hand, hu, dj = refill(dj)
        elif src == "s":
            si += 1
            stock_delta = 1
            wins = si == own_len and not own_hidden and (not team or (psi == p_len and not p_hidden))
        elif src == "ps":
            psi += 1
            stock_delta = 1
            wins = psi == p_len and not p_hidden and si == own_len and not own_hidden
        elif src == "d":
            dd = dd[:c[0]] + (dd[c[0]] - 1,) + dd[c[0] + 1:]
        else:
            pdd = pdd[:c[0]] + (pdd[c[0]] - 1,) + pdd[c[0] + 1:]
        return (tops, hand, hu, si, dd, psi, pdd, dj), stock_delta, wins

    can_win = not own_hidden and (not team or not p_hidden)
    win_value = _WIN + _STOCK - 1

    # Reachability: masks of the card values (and counts of Skip-Bo cards) still obtainable from each
    # discard pile at each depth, the draw pile from each index, and a stockpile from each index.
    def suffix_masks(cards: tuple[int, ...]) -> tuple[list[int], list[int]]:
        """Masks/SB counts of cards[i:] for every i (a stack read top first)."""
        masks, sbs = [0] * (len(cards) + 1), [0] * (len(cards) + 1)
        for i in range(len(cards) - 1, -1, -1):
            c = cards[i]
            masks[i] = masks[i + 1] | (0 if c == SB else 1 << c)
            sbs[i] = sbs[i + 1] + (c == SB)
        return masks, sbs

    def prefix_masks(pile: tuple[int, ...]) -> tuple[list[int], list[int]]:
        """Masks/SB counts of pile[:d] for every depth d (a discard pile read bottom first)."""
        masks, sbs = [0], [0]
        for c in pile:
            masks.append(masks[-1] | (0 if c == SB else 1 << c))
            sbs.append(sbs[-1] + (c == SB))
        return masks, sbs

    own_pile_masks = [prefix_masks(pile) for pile in own_discards]
    p_pile_masks = [prefix_masks(pile) for pile in p_discards] if team else []
    draw_masks, draw_sbs = suffix_masks(draw)
    own_stock_masks, own_stock_sbs = suffix_masks(stock)
    p_stock_masks, p_stock_sbs = suffix_masks(p_stock)

    def reachable(c: int, tops: tuple[int, ...], mask: int, sbs: int) -> bool:
        if c == SB:
            return True
        for t in tops:
            if (_NEED[t][c] & ~mask).bit_count() <= sbs:
                return True
        return False

    def search(state: State) -> int:
        nonlocal nodes, aborted
        hit = memo.get(state)
        if hit is not None:
            return hit[0]
        if aborted:
            return 0
        nodes += 1
        if nodes & 255 == 0 and (nodes >= max_nodes or time.perf_counter() > deadline):
            aborted = True
        tops, hand, hu, si, dd, psi, pdd, dj = state
        remaining = own_len - si + (p_len - psi if team else 0)
        if remaining == 0:
            memo[state] = (0, None)
            return 0
        mask = draw_masks[dj] if dj < len(draw_masks) else 0
        sbs = draw_sbs[dj] if dj < len(draw_sbs) else 0
        for c in hand:
            if c == SB:
                sbs += 1
            else:
                mask |= 1 << c
        for k in range(4):
            masks, counts = own_pile_masks[k]
            mask |= masks[dd[k]]
            sbs += counts[dd[k]]
        if team:
            for k in range(4):
                masks, counts = p_pile_masks[k]
                mask |= masks[pdd[k]]
                sbs += counts[pdd[k]]
            if not ((si < own_len and reachable(stock[si], tops, mask | p_stock_masks[psi],
                                                 sbs + p_stock_sbs[psi]))
                    or (psi < p_len and reachable(p_stock[psi], tops, mask | own_stock_masks[si],
                                                  sbs + own_stock_sbs[si]))):
                memo[state] = (0, None)
                return 0
        elif not reachable(stock[si], tops, mask, sbs):
            memo[state] = (0, None)
            return 0
        bound = remaining * (_STOCK - 1) + (_WIN if can_win else 0)
        best = 0
        best_move = None
        distinct = set(tops)
        # Sources in the order most likely to find the best plan first: stockpiles, discards, hand.
        sources: list[tuple[str, Any, int]] = []  # (kind, the card or (pile, card), the card)
        if si < own_len:
            sources.append(("s", stock[si], stock[si]))
        if team and psi < p_len:
            sources.append(("ps", p_stock[psi], p_stock[psi]))
        for k in range(4):
            if dd[k]:
                c = own_discards[k][dd[k] - 1]
                sources.append(("d", (k, c), c))
        if team:
            for k in range(4):
                if pdd[k]:
                    c = p_discards[k][pdd[k] - 1]
                    sources.append(("pd", (k, c), c))
        previous = -1
        for c in hand:
            if c != previous:
                previous = c
                sources.append(("h", c, c))
        for src, tag, c in sources:
            if c == SB:
                targets: Iterable[int] = distinct
            elif c - 1 in distinct:
                targets = (c - 1,)
            else:
                continue
            for t in targets:
                new_tops = list(tops)
                new_tops[new_tops.index(t)] = 0 if t == 11 else t + 1
                new_tops.sort()
                new_tops_t = tuple(new_tops)
                if src == "s":
                    if si + 1 == own_len and not own_hidden and (not team or (psi == p_len and not p_hidden)):
                        value = win_value
                    else:
                        value = search((new_tops_t, hand, hu, si + 1, dd, psi, pdd, dj)) + _STOCK - 1
                elif src == "h":
                    i = hand.index(c)
                    new_hand = hand[:i] + hand[i + 1:]
                    if not new_hand and not hu:
                        new_hand, new_hu, new_dj = refill(dj)
                        value = search((new_tops_t, new_hand, new_hu, si, dd, psi, pdd, new_dj)) - 1
                    else:
                        value = search((new_tops_t, new_hand, hu, si, dd, psi, pdd, dj)) - 1
                elif src == "d":
                    k = tag[0]
                    value = search((new_tops_t, hand, hu, si, dd[:k] + (dd[k] - 1,) + dd[k + 1:], psi, pdd,
                                    dj)) - 1
                elif src == "ps":
                    if psi + 1 == p_len and not p_hidden and si == own_len and not own_hidden:
                        value = win_value
                    else:
                        value = search((new_tops_t, hand, hu, si, dd, psi + 1, pdd, dj)) + _STOCK - 1
                else:
                    k = tag[0]
                    value = search((new_tops_t, hand, hu, si, dd, psi, pdd[:k] + (pdd[k] - 1,) + pdd[k + 1:],
                                    dj)) - 1
                if value > best:
                    best, best_move = value, (src, tag, t)
                    if best >= bound or best == win_value:
                        memo[state] = (best, best_move)
                        return best
        memo[state] = (best, best_move)
        return best

    own_depths = tuple(len(p) for p in own_discards)
    p_depths = tuple(len(p) for p in p_discards) if team else ()
    root = (tuple(sorted(pos.building)), me.hand, me.hand_unknown, 0, own_depths, 0, p_depths, 0)
    # The search makes many small tuples (the memo's keys) and no cycles; the cyclic garbage collector
    # walking the growing memo again and again cost a fifth of the time (the same nodes are searched
    # either way), so it waits until the search is over, as in the Rummikub solver.
    collecting = gc.isenabled()
    gc.disable()
    try:
        search(root)
    finally:
        if collecting:
            gc.enable()

    moves = list(prefix)
    real_tops = list(pos.building)
    state = root
    stock_played = 0
    wins = False
    while True:
        entry = memo.get(state)
        if entry is None or entry[1] is None:
            break
        move = entry[1]
        src, tag, t = move
        slot = real_tops.index(t)
        real_tops[slot] = 0 if t + 1 == PILE_TOP else t + 1
        pile = f"b{slot + 1}"
        if src == "h":
            text = f"h{FACES[tag]}-{pile}"
        elif src == "s":
            text = f"s-{pile}"
        elif src == "ps":
            text = f"@{partner}s-{pile}"
        elif src == "d":
            text = f"d{tag[0] + 1}-{pile}"
        else:
            text = f"@{partner}d{tag[0] + 1}-{pile}"
        moves.append(parse_move(text))
        state, stock_delta, won = step(state, move)
        stock_played += stock_delta
        if won:
            wins = True
            break
    return Plan(moves, stock_played, wins, not aborted, nodes)
