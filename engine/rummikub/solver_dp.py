"""The exact dynamic programme behind the Rummikub hint solver.

After van Rijn, Takes & Vis, "The complexity of Rummikub problems" (BNAIC 2015): sweep the numbers
1..13; at each number decide, colour by colour, how many copies of that tile are used and where each
goes -- extending one of the colour's two open runs, starting one, or into a group of that number.
Between numbers the state is, per colour, the lengths of the (at most two) open runs, capped at 3
("already a valid run"), plus the jokers used so far. Groups are resolved at the end of each number
from how many colours gave one or two copies. The state space is small and shared between many
partial arrangements, so the sweep is exact: every arrangement of the table plus some rack tiles into
valid sets is represented by a path, and every path is such an arrangement.

Refinements over the paper:

* Table tiles are *forced* (every copy must be used), rack tiles optional; the value of a state is
  the number of rack tiles placed (times 8, plus the number of table jokers kept in place as a
  tie-break so hints move jokers only when they must).
* ``slack`` prunes every state that has already left more than ``slack`` rack tiles unplaced; a
  known placement of ``L`` tiles lets the exact pass use ``slack = total - L - 1``: only states that
  can still beat ``L`` survive, and if none does, ``L`` was optimal. A beam pass finds a good ``L``
  first; when ``L`` is every rack tile the answer is final at once.
* ``strict`` mode tracks, per open run, whether it holds a freed table joker and a rack tile, so that
  every freed joker ends in a set with a tile from the rack (notation.md). Table jokers that stay
  where they were ("pinned": same run tile, or a group of the same number) are not freed.
* ``meld`` mode (before the initial meld) has no forced tiles and tracks the points laid, capped at
  30; jokers count the number they stand for.

Runs are limited to two open runs per colour (there are two copies of each tile); a third run through
the same number would need a joker there, and can always be merged into the other two.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from engine.rummikub.tiles import make

# A slot is one open run of a colour: 0 = none, else 1 + (length-1)*4 + flag, length capped at 3.
CLEAN, PEND1, PEND2, SAT = 0, 1, 2, 3  # flag: no pending joker / 1 or 2 freed jokers / has a rack tile


def _slot(length: int, flag: int) -> int:
    return 1 + (length - 1) * 4 + flag


def _slot_len(s: int) -> int:
    return 0 if s == 0 else (s - 1) // 4 + 1


def _slot_flag(s: int) -> int:
    return 0 if s == 0 else (s - 1) % 4


def _pair(a: int, b: int) -> int:
    return a * 13 + b if a <= b else b * 13 + a


PAIRS = [(p // 13, p % 13) for p in range(169)]

# Packed state layout (bits): four colour pairs (8 each), then the fields below.
SH_K, SH_S, SH_D, SH_GR, SH_PIN, SH_BAD, SH_PTS, SH_GM = 32, 34, 37, 40, 44, 46, 48, 57
ONE_K, ONE_S, ONE_D, ONE_GR, ONE_BAD, ONE_PTS = (1 << SH_K, 1 << SH_S, 1 << SH_D, 1 << SH_GR,
                                                  1 << SH_BAD, 1 << SH_PTS)
GROUP_CLEAR = ~((7 << SH_S) | (7 << SH_D) | (15 << SH_GR) | (15 << SH_GM))
PTS_CLEAR = ~(511 << SH_PTS)


class Timeout(Exception):
    """The time budget ran out during a pass."""


@dataclass(frozen=True)
class ColourAction:
    """What one colour does at one number: per old slot (in pair order) how it went, group copies."""

    moves: tuple[str, str]   # per old slot: "" (stays empty / ends), "T", "R", "J" or "P" (pinned joker)
    order: tuple[int, int]   # new slot positions after sorting: old slot i lands at position order[i]
    group_table: int
    group_rack: int


@dataclass
class Problem:
    """Counts the programme works on: forced table copies and optional rack copies per tile."""

    forced: list[int]
    optional: list[int]
    table_jokers: int
    rack_jokers: int
    meld: bool = False
    strict: bool = False
    # table joker meanings: (number, mask of the colours it may stand for)
    identities: tuple[tuple[int, int], ...] = ()
    deadline: float = field(default=float("inf"))

    @property
    def rack_total(self) -> int:
        return sum(self.optional) + self.rack_jokers


_OPTIONS: dict[tuple[int, int, int, bool, int], list[tuple]] = {}


def _slot_moves(s: int) -> list[tuple[str, int, int]]:
    """Possible (move, old slot, freed jokers stranded) for one slot at one number."""
    length, flag = _slot_len(s), _slot_flag(s)
    moves = ["", "T", "R", "J", "P"] if length == 0 else ["T", "R", "J", "P"]
    out = [(m, s, 0) for m in moves]
    if length == 3:
        out.insert(0, ("", s, flag if flag in (PEND1, PEND2) else 0))
    return out


def _next_slot(s: int, move: str, strict: bool, kind_added: bool) -> int:
    """The slot after ``move``; in strict mode a tile of a kind the turn adds marks the run as holding
    a rack tile (the judge counts any tile of an added kind), a freed joker marks it pending."""
    if move == "":
        return 0
    length, flag = _slot_len(s), _slot_flag(s)
    nl = min(length + 1, 3)
    if length == 0:
        flag = CLEAN
    if not strict:
        return _slot(nl, CLEAN)
    if move in ("T", "R"):
        return _slot(nl, SAT if kind_added else flag)
    if move == "J":
        return _slot(nl, SAT if flag == SAT else min(flag + 1, PEND2))
    return _slot(nl, flag)


def colour_options(p: int, f: int, o: int, strict: bool, pin_avail: int) -> list[tuple]:
    """All ways one colour can use its copies at one number, from slot pair ``p``.

    Each option: (new pair, rack used, jokers used, pinned jokers used, packed group/bad delta,
    tiles laid, copies to groups, action). ``f`` table copies must all be used; up to ``o`` rack
    copies may be.
    """
    key = (p, f, o, strict, pin_avail)
    cached = _OPTIONS.get(key)
    if cached is not None:
        return cached
    a, b = PAIRS[p]
    seen: dict[tuple, tuple] = {}
    for ma, _, bada in _slot_moves(a):
        for mb, _, badb in _slot_moves(b):
            moves = (ma, mb)
            t_used = moves.count("T")
            r_used = moves.count("R")
            jokers = moves.count("J") + moves.count("P")
            pins = moves.count("P")
            if pins > pin_avail or t_used > f or r_used > o:
                continue
            if not strict and r_used and (f - t_used) > 0:
                continue  # relaxed: table and rack copies are alike; use table copies first in runs
            g_table = f - t_used
            for g_rack in range(0, o - r_used + 1):
                g = g_table + g_rack
                if g > 2:
                    break
                rack = r_used + g_rack
                added = rack > 0
                na = _next_slot(a, ma, strict, added)
                nb = _next_slot(b, mb, strict, added)
                g_sat = (g if added else 0) if strict else g_rack
                delta = (g == 1) * ONE_S + (g == 2) * ONE_D + g_sat * ONE_GR + (bada + badb) * ONE_BAD
                new = _pair(na, nb)
                order = (0, 1) if na <= nb else (1, 0)
                tiles = t_used + r_used + jokers + g
                k = (new, rack, jokers, pins, delta, tiles, g)
                if k not in seen:
                    seen[k] = k + (ColourAction(moves, order, g_table, g_rack),)
    result = sorted(seen.values(), key=_dfs_order)
    _OPTIONS[key] = result
    return result


def group_count(n: int, s: int, d: int, j: int) -> int:
    """Number of groups (0-2) the copies at number ``n`` form: s colours once, d twice, j jokers.

    -1 if they cannot all be grouped. Two groups take every doubled colour once each (and can always
    share two jokers one each). One tile with two jokers reads as a run wherever a run fits (3-11),
    so it is a group only at 1, 2, 12 and 13.
    """
    total = s + 2 * d + j
    if total == 0:
        return 0
    if d == 0 and 3 <= total <= 4:
        if s == 1 and j == 2 and 3 <= n <= 11:
            return -1
        return 1
    if 6 <= total <= 8:
        return 2
    return -1


def _group_bad(m: int, s: int, d: int, gr: int, unpinned: int) -> int:
    """Freed jokers that would end in a group without a rack tile (conservative for two groups)."""
    if unpinned == 0:
        return 0
    if gr == 0:
        return unpinned
    if m == 1 or unpinned == 1 or gr >= 2:
        return 0
    return 1


@dataclass
class PassResult:
    value: int                      # rack tiles placed (including rack jokers)
    pins: int
    path: list[tuple[int, object]]  # per step: (state after step, action)
    nodes: int = 0                  # states expanded


def run_pass(pb: Problem, slack: int, beam: int | None = None) -> PassResult | None:
    """One forward sweep; the best arrangement whose unplaced rack tiles never exceed ``slack``."""
    forced, optional = pb.forced, pb.optional
    jmax = pb.table_jokers + pb.rack_jokers
    strict, meld = pb.strict, pb.meld
    ids = pb.identities
    track_gm = [False] + [any(num == n for num, _ in ids) for n in range(1, 14)]
    layer: dict[int, int] = {0: 0}
    back: list[dict[int, tuple[int, object]]] = []
    rack_seen = 0
    deadline = pb.deadline
    counter = 0
    for n in range(1, 14):
        for c in range(4):
            tile = make(c, n)
            f, o = forced[tile], optional[tile]
            rack_seen += o
            min_placed8 = (rack_seen - slack) * 8
            sh = 8 * c
            run_ids = [i for i, (num, cmask) in enumerate(ids) if num == n and cmask >> c & 1]
            track = track_gm[n]
            new_layer: dict[int, int] = {}
            bp: dict[int, tuple[int, object]] = {}
            opt_cache: dict[tuple[int, int], list[tuple]] = {}
            for state, val in layer.items():
                counter += 1
                if counter & 1023 == 0 and time.perf_counter() > deadline:
                    raise Timeout
                p = (state >> sh) & 255
                k = (state >> SH_K) & 3
                if run_ids:
                    mask = (state >> SH_PIN) & 3
                    free_ids = [i for i in run_ids if not mask >> i & 1]
                else:
                    free_ids = []
                ck = (p, len(free_ids))
                opts = opt_cache.get(ck)
                if opts is None:
                    opts = colour_options(p, f, o, strict, len(free_ids))
                    opt_cache[ck] = opts
                base = state - (p << sh)
                for new, rack, jokers, pins, delta, tiles, g, action in opts:
                    if k + jokers > jmax:
                        continue
                    nval = val + rack * 8 + pins
                    if nval < min_placed8:
                        continue
                    ns = base + (new << sh) + delta + jokers * ONE_K
                    if pins:
                        for i in free_ids[:pins]:
                            ns |= 1 << (SH_PIN + i)
                    if meld:
                        ns += n * tiles * ONE_PTS
                    if track and g:
                        ns |= 1 << (SH_GM + c)
                    if (ns >> SH_BAD) & 3 > pb.rack_jokers:
                        continue
                    old = new_layer.get(ns)
                    if old is None or nval > old:
                        new_layer[ns] = nval
                        bp[ns] = (state, action)
            layer = _trim(new_layer, beam)
            back.append(bp)
        # resolve the groups of number n
        new_layer = {}
        bp = {}
        for state, val in layer.items():
            s = (state >> SH_S) & 7
            d = (state >> SH_D) & 7
            gr = (state >> SH_GR) & 15
            k = (state >> SH_K) & 3
            mask = (state >> SH_PIN) & 3
            missing = ~(state >> SH_GM) & 15
            free_ids = [i for i, (num, cmask) in enumerate(ids)
                        if num == n and cmask & missing and not mask >> i & 1]
            base = state & GROUP_CLEAR
            for j in range(0, jmax - k + 1):
                m = group_count(n, s, d, j)
                if m < 0:
                    continue
                for gp in range(0, min(j, len(free_ids)) + 1):
                    if gp and m == 0:
                        continue
                    ns = base + j * ONE_K
                    for i in free_ids[:gp]:
                        ns |= 1 << (SH_PIN + i)
                    if strict:
                        ns += _group_bad(m, s, d, gr, j - gp) * ONE_BAD
                        if (ns >> SH_BAD) & 3 > pb.rack_jokers:
                            continue
                        if k + j == jmax:
                            ns = _settle(ns)
                    if meld:
                        pts = min(((ns >> SH_PTS) & 511) + n * j, 30)
                        ns = (ns & PTS_CLEAR) + pts * ONE_PTS
                    if not _can_continue(pb, n, ns, jmax):
                        continue
                    nval = val + gp
                    old = new_layer.get(ns)
                    if old is None or nval > old:
                        new_layer[ns] = nval
                        bp[ns] = (state, (j, gp, m))
        layer = _trim(new_layer, beam)
        back.append(bp)
    # close the runs still open after 13
    best: tuple[int, int, int] | None = None
    for state, val in layer.items():
        bad = (state >> SH_BAD) & 3
        ok = True
        for c in range(4):
            a, b = PAIRS[(state >> (8 * c)) & 255]
            for s_ in (a, b):
                ln = _slot_len(s_)
                if ln in (1, 2):
                    ok = False
                elif ln == 3 and _slot_flag(s_) in (PEND1, PEND2):
                    bad += _slot_flag(s_)
        if not ok:
            continue
        k = (state >> SH_K) & 3
        if k < pb.table_jokers or bad > k - pb.table_jokers:
            continue
        placed = (val >> 3) + k - pb.table_jokers
        if meld and placed and (state >> SH_PTS) & 511 < 30:
            continue
        score = placed * 8 + (val & 7)
        if best is None or score > best[0]:
            best = (score, state, placed)
    if best is None:
        return None
    _, state, placed = best
    path: list[tuple[int, object]] = []
    for bp in reversed(back):
        prev, action = bp[state]
        path.append((state, action))
        state = prev
    path.reverse()
    return PassResult(placed, best[0] & 7, path, counter)


_SETTLE: dict[int, int] = {}


def _settle_pair(p: int) -> int:
    a, b = PAIRS[p]

    def one(s: int) -> int:
        return _slot(_slot_len(s), CLEAN) if _slot_flag(s) == SAT else s
    return _pair(one(a), one(b))


_SETTLE_PAIR = [_settle_pair(p) for p in range(169)]


def _settle(state: int) -> int:
    """Once no joker is left to place, 'has a rack tile' no longer matters: forget it."""
    out = state
    for c in range(4):
        sh = 8 * c
        p = (state >> sh) & 255
        q = _SETTLE_PAIR[p]
        if q != p:
            out += (q - p) << sh
    return out


def _trim(layer: dict[int, int], beam: int | None) -> dict[int, int]:
    if beam is None or len(layer) <= beam:
        return layer
    keep = sorted(layer.items(), key=lambda kv: kv[1], reverse=True)[:beam]
    return dict(keep)


def find_all(pb: Problem, slack: int = 0) -> PassResult | None:
    """Depth-first search for an arrangement leaving at most ``slack`` rack tiles (jokers included)
    unplaced; ``slack=0`` asks for every rack tile.

    The early stop of the solver: most positions where (nearly) everything fits are settled along
    the first path tried (options placing rack tiles come first), with failed states memoised (with
    the fewest tiles left out that still failed) so the search stays exhaustive -- ``None`` means no
    such arrangement exists.
    """
    forced, optional = pb.forced, pb.optional
    jmax = pb.table_jokers + pb.rack_jokers
    strict, meld, ids = pb.strict, pb.meld, pb.identities
    track_gm = [False] + [any(num == n for num, _ in ids) for n in range(1, 14)]
    # remaining optional copies from each colour step on
    steps: list[tuple[int, int]] = []  # (n, c) with c == 4 for the group step
    for n in range(1, 14):
        steps.extend((n, c) for c in range(5))
    rem = [0] * (len(steps) + 1)
    for i in range(len(steps) - 1, -1, -1):
        n, c = steps[i]
        rem[i] = rem[i + 1] + (optional[make(c, n)] if c < 4 else 0)
    failed: dict[tuple[int, int], int] = {}
    counter = [0]
    deadline = pb.deadline
    last = len(steps)

    def go(i: int, state: int, lost: int) -> list[object] | None:
        if i == last:
            return [] if _closes(state, pb, meld) and lost + jmax - ((state >> SH_K) & 3) <= slack else None
        key = (i, state)
        if failed.get(key, 99) <= lost:
            return None
        counter[0] += 1
        if counter[0] & 1023 == 0 and time.perf_counter() > deadline:
            raise Timeout
        n, c = steps[i]
        if c < 4:
            tile = make(c, n)
            f, o = forced[tile], optional[tile]
            sh = 8 * c
            p = (state >> sh) & 255
            k = (state >> SH_K) & 3
            mask = (state >> SH_PIN) & 3
            free_ids = [j for j, (num, cm) in enumerate(ids) if num == n and cm >> c & 1 and not mask >> j & 1]
            opts = colour_options(p, f, o, strict, len(free_ids))
            base = state - (p << sh)
            for new, rack, jokers, pins, delta, tiles, g, action in opts:
                nlost = lost + o - rack
                if nlost > slack or k + jokers > jmax:
                    continue
                ns = base + (new << sh) + delta + jokers * ONE_K
                for j in free_ids[:pins]:
                    ns |= 1 << (SH_PIN + j)
                if meld:
                    ns += n * tiles * ONE_PTS
                if track_gm[n] and g:
                    ns |= 1 << (SH_GM + c)
                if (ns >> SH_BAD) & 3 > pb.rack_jokers:
                    continue
                sub = go(i + 1, ns, nlost)
                if sub is not None:
                    sub.append(action)
                    return sub
        else:
            for ns, action in _group_successors(pb, n, state, jmax, track_gm):
                if lost + jmax - ((ns >> SH_K) & 3) > slack and n == 13:
                    continue
                if not _can_continue(pb, n, ns, jmax):
                    continue
                sub = go(i + 1, ns, lost)
                if sub is not None:
                    sub.append(action)
                    return sub
        failed[key] = lost
        return None

    found = go(0, 0, 0)
    if found is None:
        return None
    found.reverse()
    return PassResult(pb.rack_total - slack, 0, [(0, a) for a in found], counter[0])


def _dfs_order(opt: tuple) -> tuple[int, int, int, int]:
    """Depth-first order: most rack tiles first, then table jokers kept in place."""
    return (-opt[1], -opt[3], -opt[2], opt[0])


def _group_successors(pb: Problem, n: int, state: int, jmax: int,
                      track_gm: list[bool]) -> list[tuple[int, tuple[int, int, int]]]:
    ids = pb.identities
    s = (state >> SH_S) & 7
    d = (state >> SH_D) & 7
    gr = (state >> SH_GR) & 15
    k = (state >> SH_K) & 3
    mask = (state >> SH_PIN) & 3
    missing = ~(state >> SH_GM) & 15
    free_ids = [i for i, (num, cm) in enumerate(ids) if num == n and cm & missing and not mask >> i & 1]
    base = state & GROUP_CLEAR
    out = []
    for j in range(jmax - k, -1, -1):
        m = group_count(n, s, d, j)
        if m < 0:
            continue
        for gp in range(min(j, len(free_ids)), -1, -1):
            if gp and m == 0:
                continue
            ns = base + j * ONE_K
            for i in free_ids[:gp]:
                ns |= 1 << (SH_PIN + i)
            if pb.strict:
                ns += _group_bad(m, s, d, gr, j - gp) * ONE_BAD
                if (ns >> SH_BAD) & 3 > pb.rack_jokers:
                    continue
                if k + j == jmax:
                    ns = _settle(ns)
            if pb.meld:
                pts = min(((ns >> SH_PTS) & 511) + n * j, 30)
                ns = (ns & PTS_CLEAR) + pts * ONE_PTS
            out.append((ns, (j, gp, m)))
    return out


def _can_continue(pb: Problem, n: int, state: int, jmax: int) -> bool:
    """Open runs of length 1 or 2 need the next number (a copy or a joker): a cheap dead-end test."""
    if n == 13:
        return True
    short = 0
    for c in range(4):
        a, b = PAIRS[(state >> (8 * c)) & 255]
        need = (0 < a < 9) + (0 < b < 9)  # slot codes 1-8 are lengths 1 and 2
        if need:
            t = make(c, n + 1)
            short += max(0, need - pb.forced[t] - pb.optional[t])
    return short <= jmax - ((state >> SH_K) & 3)


def _closes(state: int, pb: Problem, meld: bool) -> bool:
    bad = (state >> SH_BAD) & 3
    for c in range(4):
        a, b = PAIRS[(state >> (8 * c)) & 255]
        for s_ in (a, b):
            ln = _slot_len(s_)
            if ln in (1, 2):
                return False
            if ln == 3 and _slot_flag(s_) in (PEND1, PEND2):
                bad += _slot_flag(s_)
    k = (state >> SH_K) & 3
    if k < pb.table_jokers or bad > k - pb.table_jokers:
        return False
    return not meld or (state >> SH_PTS) & 511 >= 30
