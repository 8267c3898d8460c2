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
(['h5-b1', 's-b1', 'h7-b1', 's-b1'], 2, False, True)
>>> solve(parse("b:4,-,-,- / s:5 h:1.2.3 / s:+10")).wins
True
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from engine.skipbo.cards import FACES, HAND_SIZE, PILE_TOP, SB
from engine.skipbo.moves import game_over
from engine.skipbo.notation import parse_move
from engine.skipbo.play import apply
from engine.skipbo.position import Position

_WIN = 1 << 20
_STOCK = 1 << 10
DEFAULT_MAX_NODES = 200_000


@dataclass(frozen=True)
class Plan:
    """The best plan found: ``moves`` playable in order with ``play``; ``stock_played`` stockpile
    cards (own and, in team play, the partner's); ``wins`` if it empties the stockpile(s);
    ``exact`` False when the time or node budget ran out (``budget_hit``), then it is the best found
    so far; ``nodes`` turn states searched."""

    moves: list[str] = field(default_factory=list)
    stock_played: int = 0
    wins: bool = False
    exact: bool = True
    nodes: int = 0

    @property
    def budget_hit(self) -> bool:
        return not self.exact


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
    if game_over(pos)[0]:
        return Plan()
    prefix: list[str] = []
    if pos.awaiting_draw:
        pos = apply(pos, parse_move("draw"))
        prefix = ["draw"]
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

    memo: dict[tuple, tuple[int, tuple | None]] = {}
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

    def step(state: tuple, move: tuple) -> tuple[tuple, int, bool]:
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

    def options(state: tuple) -> list[tuple]:
        tops, hand, hu, si, dd, psi, pdd, dj = state
        distinct = set(tops)
        out: list[tuple] = []

        def add(src: str, c: int, tag: object) -> None:
            if c == SB:
                for t in distinct:
                    out.append((src, tag, t))
            elif c - 1 in distinct:
                out.append((src, tag, c - 1))

        if si < own_len:
            add("s", stock[si], stock[si])
        if team and psi < p_len:
            add("ps", p_stock[psi], p_stock[psi])
        for k in range(4):
            if dd[k]:
                c = own_discards[k][dd[k] - 1]
                add("d", c, (k, c))
        if team:
            for k in range(4):
                if pdd[k]:
                    c = p_discards[k][pdd[k] - 1]
                    add("pd", c, (k, c))
        previous = -1
        for c in hand:
            if c != previous:
                previous = c
                add("h", c, c)
        return out

    def search(state: tuple) -> int:
        nonlocal nodes, aborted
        hit = memo.get(state)
        if hit is not None:
            return hit[0]
        if aborted:
            return 0
        nodes += 1
        if nodes & 255 == 0 and (nodes >= max_nodes or time.perf_counter() > deadline):
            aborted = True
        si, psi = state[3], state[5]
        remaining = own_len - si + (p_len - psi if team else 0)
        if remaining == 0:
            memo[state] = (0, None)
            return 0
        can_win = not own_hidden and (not team or not p_hidden)
        bound = remaining * (_STOCK - 1) + (_WIN if can_win else 0)
        best = 0
        best_move = None
        for move in options(state):
            child, stock_delta, wins = step(state, move)
            if wins:
                value = _WIN + _STOCK - 1
            else:
                value = search(child) + stock_delta * _STOCK - 1
            if value > best:
                best, best_move = value, move
                if best >= bound or wins:
                    break
        memo[state] = (best, best_move)
        return best

    own_depths = tuple(len(p) for p in own_discards)
    p_depths = tuple(len(p) for p in p_discards) if team else ()
    root = (tuple(sorted(pos.building)), me.hand, me.hand_unknown, 0, own_depths, 0, p_depths, 0)
    search(root)

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
            moves.append(f"h{FACES[tag]}-{pile}")
        elif src == "s":
            moves.append(f"s-{pile}")
        elif src == "ps":
            moves.append(f"@{partner}s-{pile}")
        elif src == "d":
            moves.append(f"d{tag[0] + 1}-{pile}")
        else:
            moves.append(f"@{partner}d{tag[0] + 1}-{pile}")
        state, stock_delta, won = step(state, move)
        stock_played += stock_delta
        if won:
            wins = True
            break
    return Plan(moves, stock_played, wins, not aborted, nodes)
