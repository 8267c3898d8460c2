"""The exact value programme behind the Rummikub hint solver.

After van Rijn, Takes & Vis, "The complexity of Rummikub problems" (BNAIC 2015). The numbers 1..13
are swept in order; at each number every colour decides, in turn, what its copies of that tile do:
extend one of the colour's open runs, start a run, or go into a group of that number;
then the groups of the number are formed from the copies handed to them plus jokers. A *step* is one
(number, colour) decision or one group decision, 65 steps in all.

**State** (one int) after a step: per colour its open runs (up to ``2 + jokers in play`` slots, each
a length capped at 3 -- "already a valid run" -- and, in strict mode, a freed-joker flag), the jokers
used so far, and the copies of the current number handed to groups (reset after the group step).
Table copies are *forced* (every copy must be used), rack copies *optional*; a run of length 1 or 2
must continue, so it can never be closed short. The **value** of a state is the largest number of rack
tiles (plus jokers, see below) the remaining steps can place, or ``NEG`` when the table tiles cannot
all be laid from there.

**Why it is exact.** Every arrangement of the table tiles plus some rack tiles into valid sets is a
path through the steps: write each run lowest first and each group at its number; a tile of colour c
and number n lies in at most two runs through real copies plus one per joker standing there, so
``2 + jokers`` slots hold every run open at once. Conversely every path that closes all its runs at
length >= 3 and forms every group (3-4 distinct colours, at most two groups a number, jokers filling
missing colours, one tile with two jokers only where it cannot read as a run) is such an arrangement.
Whether the rest of a path can be completed, and how many rack tiles it can add, depends only on the
state, so ``value(state) = max over options (gain + value(next))`` is the optimum over all
arrangements, and one memoised pass computes it -- no re-searching per number of tiles left out.

**Pruning, still exact.** ``search(step, state, need)`` is a fail-soft bounded search: it returns the
exact value when that is ``>= need`` and otherwise an upper bound below ``need``; the memo keeps exact
values and upper bounds apart. The bound ``rack copies still to come + jokers not yet used`` cuts
options (tried most rack tiles first) that cannot beat the best so far, and a state stops as soon as
one option reaches the bound -- so when every rack tile fits, the first complete path ends the search.
Jokers count one each when laid; table jokers must all be laid, so the root subtracts them again.

Most states a search meets cannot lay the rest of the table at all, so each option is checked first
against necessary conditions, both exact: per colour, the fewest jokers its runs still need to lay its
table copies from the next number on (a small memoised programme over that colour alone, groups relaxed
to "enough other colours or jokers at that number"), summed over the colours, may not exceed the jokers
left; and the copies handed to the groups of a number must still make valid groups with the colours
not yet decided. A colour option is also dropped when another leaves open runs that can do everything
its runs can (:func:`_dominates`) with the same jokers and group copies and no fewer rack tiles.

**Two sweeps.** Numbers read backwards (n as 14 - n, :func:`mirror`) give the same problem, but a
sweep that meets the hard numbers last can search a hundred times more states than one meeting them
first. :func:`solve_problem` runs both in turns with growing allowances, each keeping its memo, the
sweep meeting the table jokers first going first; the answer comes from whichever finishes.

**Modes.**

* ``meld`` (before the initial meld): no forced tiles; the state also carries the points laid, capped
  at 30 (a joker counts the number it stands for); a non-empty placement must reach 30.
* ``strict`` (a table joker must keep its meaning or end in a set with a rack tile, notation.md):
  a joker laid where a not-yet-used table joker's meaning allows may be declared *pinned* (that table
  joker stays, not freed); any other joker is *loose*. Run slots carry a flag (clean / loose joker
  waiting for a rack tile / holds a rack tile), groups are formed colour by colour, and the state counts
  *bad* sets (a loose joker and no tile of a kind the turn adds). A turn is legal exactly when every
  bad set can hold one of the rack jokers laid: ``bad <= jokers laid - table jokers``. Every strict
  path is a relaxed path, so the relaxed optimum is the strict search's first target and the relaxed
  memo (exact values and bounds) bounds each strict state from above.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from itertools import permutations, product
from typing import Any

from engine.rummikub.tiles import make

__all__ = ["TileCounts", "Result", "Sweeps", "IN_RUN", "IN_GROUP", "Timeout", "solve_problem", "mirror", "group_count",
           "NEG"]

NEG = -1000
INFEASIBLE = 99  # jokers no problem has
IN_RUN = 16
"""An identity's flag (beside its colour bits): the table joker stands in a run, so it is pinned only
as that tile of a run -- a joker that changes kind is freed (engine/rummikub/judge.py)."""
IN_GROUP = 32
"""An identity's flag: the table joker stands in a group, so it is pinned only in a group of its number."""
CLEAN, PEND, SAT = 0, 1, 2  # slot flags (strict mode): nothing pending / a loose joker waits / rack tile in

# slot code: 0 = no open run, else 1 + (length - 1) * 3 + flag (length capped at 3) -> 1..9
SLOT_LEN = (0,) + tuple((s - 1) // 3 + 1 for s in range(1, 10))
SLOT_FLAG = (0,) + tuple((s - 1) % 3 for s in range(1, 10))


def _slot(length: int, flag: int) -> int:
    return 0 if length == 0 else 1 + (min(length, 3) - 1) * 3 + flag


# The open runs of a colour: a sorted tuple of ``slots`` slot codes, numbered (10 bits). A colour's
# number is in at most two runs through real copies plus one per joker laid there, so a problem with
# ``j`` jokers in play needs ``2 + j`` slots per colour -- no more, and with fewer some arrangements
# (a table joker kept as a third run through a number, say) could not be written.


class Codes:
    """The run-slot tables for one number of slots per colour (2, 3 or 4)."""

    def __init__(self, slots: int) -> None:
        self.slots = slots
        tuples = [t for t in _sorted_tuples(slots)]
        self.index = {t: i for i, t in enumerate(tuples)}
        size = len(tuples)
        self.of = tuple(tuples)
        # open runs of length 1 or 2: they need a tile (or a joker) at the next number
        self.need = tuple(sum(1 for s in t if SLOT_LEN[s] in (1, 2)) for t in tuples)
        # runs that could not be closed now: -1 if some run is short, else the waiting sets (PEND)
        self.close = tuple(-1 if self.need[p] else sum(1 for s in tuples[p] if SLOT_FLAG[s] == PEND)
                           for p in range(size))
        # once no joker is left to lay, "holds a rack tile" no longer matters
        self.settle = tuple(self.code(*(s - SAT if SLOT_FLAG[s] == SAT else s for s in t)) for t in tuples)
        # strict runs without their flags (the relaxed programme's code)
        self.relax = tuple(self.code(*(_slot(SLOT_LEN[s], CLEAN) for s in t)) for t in tuples)

    def code(self, *slots: int) -> int:
        return self.index[tuple(sorted(slots))]


def _sorted_tuples(k: int) -> list[tuple[int, ...]]:
    if k == 0:
        return [()]
    return [t + (x,) for t in _sorted_tuples(k - 1) for x in range(t[-1] if t else 0, 10)]


CODES = {k: Codes(k) for k in (2, 3, 4)}
W = 10  # bits per colour
CMASK = (1 << W) - 1

# state layout: four colour codes (10 bits each), then these fields (the meld's points share the bits of
# the pins and bad sets: the initial meld has no table jokers)
SH_K, SH_PIN, SH_BAD, SH_PTS, SH_G = 40, 42, 44, 42, 47
ONE_K, ONE_BAD = 1 << SH_K, 1 << SH_BAD
SH_S, SH_D = SH_G, SH_G + 3   # relaxed mode: colours giving one / two copies to the groups of n
SH_ADD = SH_G + 8             # strict mode: per colour 2 bits of copies (SH_G + 2c) and an added bit
PAIRS_MASK = (1 << (4 * W)) - 1
G_CLEAR = (1 << SH_G) - 1
STEPS = 65
# strict group copies (2 bits per colour) -> relaxed counts of colours giving one / two copies
G_RELAX = tuple(((sum(1 for c in range(4) if (g >> 2 * c) & 3 == 1)) << SH_S)
                + ((sum(1 for c in range(4) if (g >> 2 * c) & 3 == 2)) << SH_D) for g in range(256))


class Timeout(Exception):
    """The time budget ran out."""


class Paused(Exception):
    """The node allowance of this turn of the search ran out (the other direction goes next)."""


@dataclass
class TileCounts:
    """Counts the programme works on: forced table copies and optional rack copies per tile (0-51)."""

    forced: list[int]
    optional: list[int]
    table_jokers: int
    rack_jokers: int
    meld: bool = False
    strict: bool = False
    identities: tuple[tuple[int, int], ...] = ()  # table jokers' meanings: (number, colour mask)
    deadline: float = field(default=float("inf"))


@dataclass
class Result:
    """The optimum (rack tiles placed, jokers included) and the choices of one optimal path.

    ``actions`` has one entry per step: a :data:`ColourAct` or a :data:`GroupAct`. ``exact`` is False
    when the budget ran out (then the path is the best complete one found, or None).
    """

    placed: int
    actions: list[tuple[Any, ...]] | None
    exact: bool
    nodes: int
    mirrored: bool = False  # the path sweeps the numbers 13..1 (see :func:`mirror`)


# A colour action: (moves per old slot in pair order, order, group copies, added, pinned ids)
#   move: "" (empty or closed), "T" (a tile), "J" (a loose joker), "P" (a pinned joker)
#   order[i]: where old slot i lands in the new (sorted) pair
# A group action: ("G", groups) with groups a tuple of (colour tuple, loose jokers, pinned jokers)
#   or ("g", jokers, m) in relaxed mode (the solver distributes the copies itself)


def group_count(n: int, s: int, d: int, j: int) -> int:
    """Number of groups (0-2) made by the copies of number ``n``: ``s`` colours once, ``d`` twice, ``j``
    jokers; -1 if they cannot all be grouped. Two groups take each doubled colour once each and can
    always balance singles and jokers. One tile with two jokers reads as a run wherever a run fits
    (numbers 3-11), so it is a group only at 1, 2, 12 and 13 (elsewhere the run covers it)."""
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


def _slot_moves(s: int, strict: bool) -> list[str]:
    length = SLOT_LEN[s]
    jokers = ["J", "P"] if strict else ["J"]
    if length == 0:
        return ["", "T"] + jokers
    if length == 3:
        return ["", "T"] + jokers
    return ["T"] + jokers


def _next_slot(s: int, move: str, strict: bool, added: bool) -> int:
    if move == "":
        return 0
    length, flag = SLOT_LEN[s], SLOT_FLAG[s]
    if length == 0:
        flag = CLEAN
    if strict:
        if move == "T":
            flag = SAT if added else flag
        elif move == "J":
            flag = SAT if flag == SAT else PEND
    return _slot(length + 1, flag)


Option = tuple[Any, ...]  # (rack, jokers, new pair, additive delta, pts tiles, action)


def colour_options(p: int, f: int, o: int, c: int, strict: bool, pin_ids: tuple[int, ...],
                   codes: Codes, meld: bool = False) -> list[Option]:
    """Every way colour ``c`` can use its copies of one number from slot pair ``p``.

    ``f`` table copies must all be used; up to ``o`` rack copies may be. ``pin_ids`` are the table
    jokers (indices) still unpinned whose meaning allows this tile (strict mode). Options come most
    rack tiles first, then fewest jokers. Relaxed options that another option dominates are left
    out: same jokers, same copies to the groups, open runs that can do no more (:func:`_dominates`)
    and no more rack tiles -- or the same number of rack tiles, before the initial meld, where a
    few more points can be worse than none (a meld under 30 is no meld).
    """
    cache_key = (p, f, o, c if strict else 0, strict, pin_ids, codes.slots, meld)
    cached = _OPTIONS.get(cache_key)
    if cached is not None:
        return cached
    slots = codes.of[p]
    seen: dict[tuple[Any, ...], Option] = {}
    for moves in product(*(_slot_moves(x, strict) for x in slots)):
        t_run = moves.count("T")
        jokers = moves.count("J") + moves.count("P")
        n_pins = moves.count("P")
        if n_pins > len(pin_ids) or t_run > f + o or jokers > 2:
            continue
        pin_choices: list[tuple[int, ...]]
        if n_pins == 0:
            pin_choices = [()]
        elif n_pins == 1:
            pin_choices = [(i,) for i in pin_ids]
        else:
            pin_choices = [tuple(pin_ids[:2])]
        closed_pend = sum(1 for m, x in zip(moves, slots, strict=True)
                          if m == "" and SLOT_LEN[x] == 3 and SLOT_FLAG[x] == PEND)
        for used in range(max(f, t_run), min(f + o, 2) + 1):
            g = used - t_run
            rack = used - f
            added = rack > 0
            nexts = [_next_slot(x, m, strict, added) for x, m in zip(slots, moves, strict=True)]
            new = codes.code(*nexts)
            ranked = sorted(range(len(slots)), key=lambda i: nexts[i])
            order = tuple(ranked.index(i) for i in range(len(slots)))
            if strict:
                gdelta = (g << (SH_G + 2 * c)) + ((1 << (SH_ADD + c)) if added and g else 0)
            else:
                gdelta = (1 << SH_S) if g == 1 else (1 << SH_D) if g == 2 else 0
            for pins in pin_choices:
                pin_bits = sum(1 << (SH_PIN + i) for i in pins)
                delta = gdelta + jokers * ONE_K + closed_pend * ONE_BAD + pin_bits
                tiles = t_run + jokers + g
                key = (new, rack, jokers, delta)
                if key not in seen:
                    seen[key] = (rack, jokers, new, delta, tiles, (moves, order, g, added, pins))
    options = list(seen.values())
    if not strict:
        options = [b for b in options if not any(
            a is not b and a[1] == b[1] and a[3] == b[3] and (a[0] == b[0] if meld else a[0] >= b[0])
            and (a[2] != b[2] or a[0] > b[0]) and _dominates(codes.of[a[2]], codes.of[b[2]]) for a in options)]
    result = sorted(options, key=lambda opt: (-opt[0], opt[1], opt[2]))
    _OPTIONS[cache_key] = result
    return result


def _dominates(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Open runs ``a`` can do whatever open runs ``b`` can (relaxed slot codes): each run of ``b`` has
    its own run in ``a`` that is as long, or already valid (length 3+: it may stop or go on at will).
    So an option leaving ``b`` is never better than one leaving ``a`` with the same tiles and jokers."""
    la, lb = [SLOT_LEN[x] for x in a], [SLOT_LEN[x] for x in b]
    return any(all(x == y or x == 3 or (x == 2 and y == 1) for x, y in zip(perm, lb, strict=True))
               for perm in permutations(la))


_OPTIONS: dict[tuple[Any, ...], list[Option]] = {}  # shared by every call: options depend on small counts only
_GROUP_COMPLETABLE: dict[tuple[Any, ...], bool] = {}  # likewise (see Programme.group_completable)
STEP_N = tuple(step // 5 + 1 for step in range(STEPS))
STEP_C = tuple(step % 5 for step in range(STEPS))
SHIFTS = tuple(W * c for c in range(4)) + (0,)


def strict_group_options(n: int, gvec: tuple[int, ...], avec: tuple[int, ...], j_avail: int,
                          ids: tuple[tuple[int, int], ...], free: tuple[int, ...]) -> list[tuple[Any, ...]]:
    """Ways to form the groups of number ``n`` in strict mode: (jokers, pin bits, bad sets, action).

    ``gvec[c]`` copies of colour ``c`` go to groups (``avec[c]``: a kind the turn adds); ``free`` are
    the unpinned table jokers of number ``n``. For each (jokers, pins) only the fewest bad sets is kept.
    """
    singles = [c for c in range(4) if gvec[c] == 1]
    doubles = [c for c in range(4) if gvec[c] == 2]
    best: dict[tuple[int, int], tuple[Any, ...]] = {}
    for j in range(j_avail + 1):
        m = group_count(n, len(singles), len(doubles), j)
        if m < 0:
            continue
        if m == 0:
            best[(0, 0)] = (0, 0, 0, ("G", ()))
            continue
        splits: list[tuple[list[int], list[int], int, int]] = []
        if m == 1:
            splits.append((singles, [], j, 0))
        else:
            for mask in range(1 << len(singles)):
                left = [c for i, c in enumerate(singles) if not mask >> i & 1]
                right = [c for i, c in enumerate(singles) if mask >> i & 1]
                for ja in range(j + 1):
                    splits.append((left, right, ja, j - ja))
        for left, right, ja, jb in splits:
            parts = [(sorted(doubles + left), ja)] + ([(sorted(doubles + right), jb)] if m == 2 else [])
            if any(not 3 <= len(cols) + jn <= 4 or (len(cols) == 1 and jn == 2 and 3 <= n <= 11)
                   or not cols for cols, jn in parts):
                continue
            # each joker: loose, or pinned to a free table joker whose colours this group misses
            per_group: list[list[tuple[int, int, int]]] = []  # (pin bits, bad, pinned count)
            for cols, jn in parts:
                missing = 15 & ~sum(1 << c for c in cols)
                rack_in = any(avec[c] for c in cols)
                fits = [i for i in free if ids[i][1] & missing]
                ways = []
                for pinned in range(min(jn, len(fits)) + 1):
                    loose = jn - pinned
                    bad = 1 if loose and not rack_in else 0
                    if pinned == 0:
                        ways.append((0, bad, 0))
                    elif pinned == 1:
                        ways.extend((1 << i, bad, 1) for i in fits)
                    else:
                        ways.append((sum(1 << i for i in fits[:2]), bad, 2))
                per_group.append(ways)
            for combo in product(*per_group):
                bits = 0
                ok = True
                for b, _, _ in combo:
                    if bits & b:
                        ok = False
                    bits |= b
                if not ok:
                    continue
                bad = sum(x[1] for x in combo)
                key = (j, bits)
                old = best.get(key)
                if old is None or bad < old[2]:
                    groups = tuple((tuple(cols), jn - x[2], x[2]) for (cols, jn), x in zip(parts, combo, strict=True))
                    best[key] = (j, bits << SH_PIN, bad, ("G", groups))
    return list(best.values())


def mirror(pb: TileCounts) -> TileCounts:
    """The same problem with every number n read as 14 - n: runs read backwards are runs, groups stay
    groups, so the optimum is the same -- but the sweep meets the numbers in the other order. Not for
    the initial meld (its points depend on the numbers)."""
    forced = [x for c in range(4) for x in reversed(pb.forced[c * 13:c * 13 + 13])]
    optional = [x for c in range(4) for x in reversed(pb.optional[c * 13:c * 13 + 13])]
    return replace(pb, forced=forced, optional=optional,
                   identities=tuple((14 - num, mask) for num, mask in pb.identities))


FIRST_TURN = 600  # states the first direction may search before the other one gets a turn


def _down_first(pb: TileCounts) -> bool:
    """Which sweep goes first: the one that meets the table jokers early. Where a joker goes decides
    much of the rest, and the sweep that settles it first usually searches fewer states (it was the
    faster one on 69 % of the hard benchmark set, against 55 % for always going up)."""
    if not pb.identities:
        return False
    return sum(num for num, _ in pb.identities) > 7 * len(pb.identities)


@dataclass
class Sweeps:
    """The programme run both ways, up the numbers and down them, taking turns (see :func:`solve_problem`)."""

    programmes: list[Programme]
    optimum: int | None = None

    @property
    def nodes(self) -> int:
        return sum(p.nodes for p in self.programmes)

    def of(self, mirrored: bool) -> Programme | None:
        return next((p for p in self.programmes if p.mirrored == mirrored), None)


def solve_problem(pb: TileCounts, relaxed: Sweeps | None = None) -> tuple[Result, Sweeps]:
    """Run the programme: the optimum and one optimal path (see the module docstring), and the sweeps
    themselves (their memos). For the strict programme pass the relaxed sweeps already run: their
    optimum is the first target and their memos bound every strict state from above.

    A sweep that meets the hard numbers last can search a hundred times more states than one meeting
    them first, and which it is depends on the position. So the sweep up the numbers and the sweep down
    them take turns, each with twice the allowance of its last turn, each keeping its memo between
    turns: the answer comes from whichever finishes first, at most about three times the work of the
    better one, however much worse the other would have been."""
    bound = relaxed.optimum if relaxed is not None else None
    sweeps = Sweeps([])
    both = not pb.meld
    allowance = FIRST_TURN if both else None
    order = (_down_first(pb), not _down_first(pb)) if both else (False,)
    while True:
        for mirrored in order:
            prog = sweeps.of(mirrored)
            if prog is None:
                rel = relaxed.of(mirrored) if relaxed is not None else None
                prog = Programme(mirror(pb) if mirrored else pb, rel, mirrored=mirrored)
                sweeps.programmes.append(prog)
            try:
                res = prog.run(bound, allowance)
            except Timeout:
                best = max(sweeps.programmes, key=lambda q: q.incumbent[0] if q.incumbent else NEG)
                return replace(best._from_incumbent(), nodes=sweeps.nodes), sweeps
            if res is not None:
                sweeps.optimum = prog.optimum
                return replace(res, nodes=sweeps.nodes), sweeps
        assert allowance is not None
        allowance *= 2


class Programme:
    """One run of the programme on one problem: options, memo, search and path rebuilding."""

    def __init__(self, pb: TileCounts, relaxed: Programme | None = None, mirrored: bool = False) -> None:
        self.pb = pb
        self.mirrored = mirrored
        self.need: int | None = None  # the target of the root search, kept between turns
        self.pause_at: float = 0  # the node count at which the search looks at the clock and its allowance
        self.allowance_end = float("inf")
        self.best_total = [NEG]  # the best complete path's value so far
        self.relaxed = relaxed if pb.strict and relaxed is not None and not relaxed.pb.strict else None
        self.optimum: int | None = None  # rack tiles placed (jokers included), once known exactly
        forced, optional = pb.forced, pb.optional
        self.jmax = pb.table_jokers + pb.rack_jokers
        self.codes = CODES[2 + self.jmax]
        self.tj = pb.table_jokers
        # copies (table and rack) of each colour per number, 0 and 14 empty
        self.avail = [[0, 0, 0, 0]] + [[forced[c * 13 + i] + optional[c * 13 + i] for c in range(4)]
                                       for i in range(13)] + [[0, 0, 0, 0]]
        # rack copies still to come from each step on
        rem = [0] * (STEPS + 1)
        left = 0
        for step in range(STEPS - 1, -1, -1):
            c = step % 5
            if c < 4:
                left += optional[c * 13 + step // 5]
            rem[step] = left
        self.rem = rem
        self.opt_cache: list[dict[int, list[Option]]] = [{} for _ in range(STEPS)]
        self.memo: list[dict[int, int]] = [{} for _ in range(STEPS + 1)]
        self.group_cache: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
        self.nodes = 0
        self.cur = [0] * (STEPS + 1)
        self.acc = [0] * (STEPS + 1)  # gain along the current path down to each step
        # per colour: fewest jokers its runs still need from a number on, given its open runs (see below)
        self.run_jokers_memo: list[dict[int, int]] = [{} for _ in range(4)]
        # per number and colour: how many other colours have copies there, and how many copies
        self.others = []
        for a, b, c, d in self.avail[:14]:
            distinct, copies = (a > 0) + (b > 0) + (c > 0) + (d > 0), a + b + c + d
            self.others.append([(distinct - (x > 0), copies - x) for x in (a, b, c, d)])
        self.group_feasible: list[dict[int, bool]] = [{} for _ in range(STEPS)]
        self.short_cache: list[dict[int, int]] = [{} for _ in range(14)]
        self.search: Callable[[int, int, int], int] = self._make_search()
        self.incumbent: tuple[int, list[int], int] | None = None  # (value, states down to a known node, step)

    # -- necessary conditions --------------------------------------------------------------------
    def group_completable(self, step: int, key: int) -> bool:
        """Can the copies handed to the groups of this number so far (``key``: colours giving one,
        two, and the jokers left) still make valid groups with the colours still to decide?"""
        n, c = step // 5 + 1, step % 5
        rest = tuple(min(2, self.avail[n][cc]) for cc in range(c + 1, 4))
        shared = (3 <= n <= 11, key, rest)
        ok = _GROUP_COMPLETABLE.get(shared)
        if ok is None:
            s0, d0, left = key & 7, (key >> (SH_D - SH_S)) & 7, key >> 6
            sums = {(s0, d0)}
            for a in rest:
                sums |= {(s1 + 1, d1) for s1, d1 in sums if a >= 1} | {(s1, d1 + 1) for s1, d1 in sums if a >= 2}
            ok = any(group_count(n, s1, d1, j) >= 0 for s1, d1 in sums for j in range(left + 1))
            _GROUP_COMPLETABLE[shared] = ok
        self.group_feasible[step][key] = ok
        return ok

    def run_jokers(self, c: int, n: int, p: int, left: int) -> int:
        """Fewest jokers colour ``c``'s runs need to lay every table copy of ``c`` from number ``n`` on,
        entering ``n`` with open runs ``p`` (a relaxed code) and ``left`` jokers not yet laid;
        ``INFEASIBLE`` when no number of them does. Groups are relaxed: a copy may join one whenever
        enough other colours have copies at its number, the jokers left making up the rest. Every
        completion of a state lays each colour this way, so a state whose colours need more jokers
        together than are left cannot be completed."""
        memo = self.run_jokers_memo[c]
        key = (p * 16 + n) * 4 + left
        v = memo.get(key)
        if v is not None:
            return v
        codes = self.codes
        if n == 14:
            v = 0 if codes.close[p] == 0 else INFEASIBLE
        else:
            tile = make(c, n)
            distinct, copies = self.others[n][c]
            ok = (True, distinct + left >= 2, distinct + left >= 2 and copies + left >= 4)
            v = INFEASIBLE
            for _, jk, new, _, _, action in colour_options(p, self.pb.forced[tile], self.pb.optional[tile], 0,
                                                         False, (), codes):
                if jk >= v or jk > left or not ok[action[2]]:
                    continue
                w = jk + self.run_jokers(c, n + 1, new, left - jk)
                if w < v:
                    v = w
                    if not v:
                        break
        memo[key] = v
        return v

    # -- options ---------------------------------------------------------------------------------
    def _colour_opts(self, step: int, state: int) -> list[Option]:
        pb = self.pb
        n, c = step // 5 + 1, step % 5
        sh = W * c
        p = (state >> sh) & CMASK
        key = p
        pin_ids: tuple[int, ...] = ()
        if pb.strict and pb.identities:
            mask = (state >> SH_PIN) & 3
            pin_ids = tuple(i for i, (num, cm) in enumerate(pb.identities)
                            if num == n and cm >> c & 1 and not cm & IN_GROUP and not mask >> i & 1)
            key = p | (sum(1 << i for i in pin_ids) << W)
        cache = self.opt_cache[step]
        opts = cache.get(key)
        if opts is None:
            tile = make(c, n)
            opts = colour_options(p, pb.forced[tile], pb.optional[tile], c, pb.strict, pin_ids, self.codes, pb.meld)
            cache[key] = opts
        return opts

    def _group_opts(self, n: int, state: int) -> list[tuple[Any, ...]]:
        """(jokers, pin bits, bad sets, action) for the group step of number ``n``."""
        pb = self.pb
        k = (state >> SH_K) & 3
        j_avail = self.jmax - k
        if not pb.strict:
            s, d = (state >> SH_S) & 7, (state >> SH_D) & 7
            key: tuple[Any, ...] = (n, s, d, j_avail)
            opts = self.group_cache.get(key)
            if opts is None:
                opts = []
                for j in range(j_avail, -1, -1):
                    m = group_count(n, s, d, j)
                    if m >= 0:
                        opts.append((j, 0, 0, ("g", j, m)))
                self.group_cache[key] = opts
            return opts
        gfield = (state >> SH_G) & 4095
        mask = (state >> SH_PIN) & 3
        free = tuple(i for i, (num, cm) in enumerate(pb.identities)
                     if num == n and not cm & IN_RUN and not mask >> i & 1)
        key = (n, gfield, j_avail, free)
        opts = self.group_cache.get(key)
        if opts is None:
            gvec = tuple((gfield >> (2 * c)) & 3 for c in range(4))
            avec = tuple((gfield >> (8 + c)) & 1 for c in range(4))
            opts = strict_group_options(n, gvec, avec, j_avail, pb.identities, free)
            opts.sort(key=lambda o: -o[0])
            self.group_cache[key] = opts
        return opts

    def successors(self, step: int, state: int) -> list[tuple[int, int, tuple[Any, ...]]]:
        """(gain, next state, action) for every option at ``step`` (used to rebuild a path)."""
        out = []
        n, c = step // 5 + 1, step % 5
        pb = self.pb
        k = (state >> SH_K) & 3
        if c < 4:
            sh = W * c
            p = (state >> sh) & CMASK
            base = state - (p << sh)
            for rack, jk, new, delta, tiles, action in self._colour_opts(step, state):
                if k + jk > self.jmax:
                    continue
                ns = base + (new << sh) + delta
                if pb.strict and (ns >> SH_BAD) & 7 > pb.rack_jokers:
                    continue
                if pb.meld:
                    ns = _add_points(ns, n * tiles)
                out.append((rack + jk, ns, action))
        else:
            for j, pin_bits, bad, action in self._group_opts(n, state):
                ns = self._after_group(n, state, j, pin_bits, bad)
                if ns is not None:
                    out.append((j, ns, action))
        return out

    def _after_group(self, n: int, state: int, j: int, pin_bits: int, bad: int) -> int | None:
        pb = self.pb
        ns = (state & G_CLEAR) + j * ONE_K + pin_bits + bad * ONE_BAD
        if pb.strict and (ns >> SH_BAD) & 7 > pb.rack_jokers:
            return None
        if pb.meld and j:
            ns = _add_points(ns, n * j)
        k = (ns >> SH_K) & 3
        if pb.strict and k == self.jmax:
            ns = _settle(ns, self.codes.settle)
        if n < 13:
            short = 0
            nxt = self.avail[n + 1]
            for c in range(4):
                need = self.codes.need[(ns >> (W * c)) & CMASK]
                if need > nxt[c]:
                    short += need - nxt[c]
            if short > self.jmax - k:
                return None
        return ns

    def terminal(self, state: int) -> int:
        pb = self.pb
        bad = (state >> SH_BAD) & 7
        for c in range(4):
            w = self.codes.close[(state >> (W * c)) & CMASK]
            if w < 0:
                return NEG
            bad += w
        k = (state >> SH_K) & 3
        if k < self.tj or (pb.strict and bad > k - self.tj):
            return NEG
        if pb.meld:
            pts = (state >> SH_PTS) & 31
            if 0 < pts < 30:
                return NEG
        return 0

    # -- the search --------------------------------------------------------------------------------
    def run(self, bound: int | None = None, allowance: int | None = None) -> Result | None:
        """The optimum in one pass from the root, or None when ``allowance`` more states were searched
        first (call again to go on: the memo carries over). With a known upper ``bound`` on the rack
        tiles placed (the relaxed optimum, for the strict programme) the search first asks for exactly
        that many, then for the fail-soft bound it proves, and so on down."""
        floor = self.tj + 1
        if self.need is None:
            self.need = floor if bound is None else bound + self.tj
        self.allowance_end = self.nodes + allowance if allowance is not None else float("inf")
        self.pause_at = self.nodes
        self.search = self._make_search()
        try:
            while True:
                value = self.search(0, 0, self.need)
                if value >= self.need or self.need <= floor:
                    break
                self.need = max(value, floor)
        except Paused:
            return None
        except Timeout:
            return self._from_incumbent()
        if value < floor:
            self.optimum = 0
            return Result(0, None, True, self.nodes, self.mirrored)
        self.optimum = value - self.tj
        self.allowance_end = float("inf")
        self.search = self._make_search(float("inf"))  # the optimum is known: rebuilding it may not stop
        return Result(value - self.tj, self.path(0, 0, value), True, self.nodes, self.mirrored)

    def _make_search(self, deadline: float | None = None) -> Callable[[int, int, int], int]:
        """The search as a closure over local tables (the hot loop of the solver).

        ``search(step, state, need)`` is fail-soft: the exact value of ``state`` if it is >= ``need``,
        else an upper bound below ``need``. The memo holds ``2 * value + 1`` (exact) or ``2 * bound``.
        """
        pb = self.pb
        memo = self.memo
        rem = self.rem
        jmax = self.jmax
        opt_cache = self.opt_cache
        group_cache = self.group_cache
        colour_opts = self._colour_opts
        group_opts = self._group_opts
        terminal = self.terminal
        strict, meld = pb.strict, pb.meld
        bad_cap = pb.rack_jokers
        rel_memo = self.relaxed.memo if self.relaxed is not None else None
        cur, accs = self.cur, self.acc
        short_cache = self.short_cache
        avail = self.avail
        inc = self.best_total
        found = self._found
        if deadline is None:
            deadline = pb.deadline
        step_n, step_c, shifts = STEP_N, STEP_C, SHIFTS
        codes = self.codes
        need_of, settle, relax = codes.need, codes.settle, codes.relax
        feasibility = any(pb.forced)
        group_feasible = self.group_feasible
        group_completable = self.group_completable
        jneed = self.run_jokers_memo
        run_jokers = self.run_jokers

        def shortfall(n: int, pairs: int) -> int:
            nxt = avail[n + 1]
            short = 0
            for c in range(4):
                need_c = need_of[(pairs >> (W * c)) & CMASK]
                if need_c > nxt[c]:
                    short += need_c - nxt[c]
            short_cache[n][pairs] = short
            return short

        def search(step: int, state: int, need: int, fs: int = -1) -> int:
            if step == STEPS:
                return terminal(state)
            k = (state >> SH_K) & 3
            ub = rem[step] + jmax - k
            if ub < need:
                return ub
            table = memo[step]
            e = table.get(state)
            if e is not None:
                if e & 1 or e >> 1 < need:
                    return e >> 1
            if rel_memo is not None:  # the relaxed value of the same arrangement so far bounds this one
                rs = ((state & (3 << SH_K)) + G_RELAX[(state >> SH_G) & 255] + relax[state & CMASK]
                      + (relax[(state >> W) & CMASK] << W) + (relax[(state >> 2 * W) & CMASK] << 2 * W)
                      + (relax[(state >> 3 * W) & CMASK] << 3 * W))
                r = rel_memo[step].get(rs)
                if r is not None and r >> 1 < need:
                    return r >> 1
            self.nodes += 1
            if self.nodes >= self.pause_at:
                if self.nodes >= self.allowance_end:
                    raise Paused
                if time.perf_counter() > deadline:
                    raise Timeout
                self.pause_at = min(self.nodes + 1024, self.allowance_end)
            c = step_c[step]
            n = step_n[step]
            if feasibility:
                # ``fs``: the fewest jokers the colours' runs still need together (from the parent when no
                # joker was laid since, else counted here); ``spare``: jokers left once the other
                # colours have theirs
                left = jmax - k
                if fs < 0:
                    fs = 0
                    for cc in range(4):
                        pc = relax[(state >> shifts[cc]) & CMASK]
                        nn = n + 1 if cc < c else n
                        v = jneed[cc].get((pc * 16 + nn) * 4 + left)
                        if v is None:
                            v = run_jokers(cc, nn, pc, left)
                        fs += v
                if fs > left:
                    table[state] = 2 * NEG
                    return NEG
                if c < 4:
                    pc = relax[(state >> shifts[c]) & CMASK]
                    v = jneed[c].get((pc * 16 + n) * 4 + left)
                    if v is None:
                        v = run_jokers(c, n, pc, left)
                    others = fs - v
                    spare = left - others
                else:
                    spare = left - fs
            cur[step] = state
            acc = accs[step]
            child_fs = -1
            best = NEG
            skipped = NEG
            nxt = step + 1
            if c < 4:
                sh = shifts[c]
                p = (state >> sh) & CMASK
                opts = None if strict else opt_cache[step].get(p)
                if opts is None:
                    opts = colour_opts(step, state)
                base = state - (p << sh)
                room = jmax - k
                rest = rem[nxt] + room
                own = jneed[c]
                gfeas = group_feasible[step]
                for rack, jk, new, delta, tiles, _ in opts:
                    if jk > room:
                        continue
                    target = need if need > best else best + 1
                    if rack + rest < target:
                        if rack + rest > skipped:
                            skipped = rack + rest
                        continue
                    ns = base + (new << sh) + delta
                    if strict and (ns >> SH_BAD) & 7 > bad_cap:
                        continue
                    if feasibility:
                        pn = relax[new]
                        v = own.get((pn * 16 + n + 1) * 4 + left - jk)
                        if v is None:
                            v = run_jokers(c, n + 1, pn, left - jk)
                        if jk + v > spare:
                            continue
                        gk = (((G_RELAX[(ns >> SH_G) & 255] if strict else ns) >> SH_S) & 63) | (room - jk) << 6
                        ok = gfeas.get(gk)
                        if ok is None:
                            ok = group_completable(step, gk)
                        if not ok:
                            continue
                        child_fs = others + v if not jk else -1
                    if meld:
                        ns = _add_points(ns, n * tiles)
                    gain = rack + jk
                    child_need = target - gain
                    accs[nxt] = acc + gain
                    v = search(nxt, ns, child_need, child_fs) + gain
                    if v >= target:
                        if acc + v > inc[0]:
                            inc[0] = acc + v
                            found(nxt, ns, acc + v)
                        best = v
                        if v >= ub:
                            break
                    elif v > best:
                        best = v
            else:
                pairs = state & PAIRS_MASK
                if feasibility:
                    short = 0
                elif n < 13:
                    cached = short_cache[n].get(pairs)
                    short = shortfall(n, pairs) if cached is None else cached
                else:
                    short = 0
                if strict:
                    gopts = group_opts(n, state)
                else:
                    gkey = ((state >> SH_G) & 63) | (k << 6)
                    known = group_cache.get((n, gkey))
                    if known is None:
                        known = group_cache[(n, gkey)] = group_opts(n, state)
                    gopts = known
                room = spare if feasibility else jmax - k - short
                base = state & G_CLEAR
                for j, pin_bits, bad, _ in gopts:
                    if j > room:
                        continue
                    ns = base + j * ONE_K + pin_bits + bad * ONE_BAD
                    if strict:
                        if (ns >> SH_BAD) & 7 > bad_cap:
                            continue
                        if k + j == jmax:
                            ns = _settle(ns, settle)
                    if meld and j:
                        ns = _add_points(ns, n * j)
                    target = need if need > best else best + 1
                    child_need = target - j
                    accs[nxt] = acc + j
                    v = search(nxt, ns, child_need, fs if not j else -1) + j
                    if v >= target:
                        if acc + v > inc[0]:
                            inc[0] = acc + v
                            found(nxt, ns, acc + v)
                        best = v
                        if v >= ub:
                            break
                    elif v > best:
                        best = v
            if best >= need:
                table[state] = 2 * best + 1
                return best
            if skipped > best:
                best = skipped
            table[state] = 2 * best
            return best

        return search

    def _found(self, step: int, state: int, total: int) -> None:
        """A complete path of value ``total`` runs through ``state`` (exact below it): the best so far."""
        self.incumbent = (total, self.cur[:step] + [state], step)

    def path(self, step: int, state: int, value: int) -> list[tuple[Any, ...]]:
        """The actions of one path from ``state`` reaching ``value`` (exact values, memo warm)."""
        actions: list[tuple[Any, ...]] = []
        ids = self.pb.identities if not self.pb.strict else ()
        while step < STEPS:
            succ = self.successors(step, state)
            if ids and len(succ) > 1:
                succ.sort(key=_joker_preference(step, ids))
            for gain, ns, action in succ:
                want = value - gain
                if self.search(step + 1, ns, want) >= want:
                    actions.append(action)
                    step, state, value = step + 1, ns, want
                    break
            else:
                raise AssertionError("no option reaches the optimum")
        return actions

    def _from_incumbent(self) -> Result:
        inc = self.incumbent
        if inc is None:
            return Result(0, None, False, self.nodes, self.mirrored)
        total, states, step = inc
        actions: list[tuple[Any, ...]] = []
        for i in range(step):
            for _, ns, action in self.successors(i, states[i]):
                if ns == states[i + 1]:
                    actions.append(action)
                    break
        self.allowance_end = float("inf")
        self.search = self._make_search(float("inf"))  # the rest is known exactly: replay it from the memo
        e = self.memo[step].get(states[step]) if step < STEPS else None
        below = e >> 1 if e is not None and e & 1 else self.search(step, states[step], NEG + 1)
        actions += self.path(step, states[step], below)
        return Result(total - self.tj, actions, False, self.nodes, self.mirrored)


def _add_points(state: int, pts: int) -> int:
    old = (state >> SH_PTS) & 31
    new = old + pts
    if new > 30:
        new = 30
    return state + ((new - old) << SH_PTS)


def _settle(state: int, settle: tuple[int, ...]) -> int:
    out = state
    for c in range(4):
        sh = W * c
        p = (state >> sh) & CMASK
        q = settle[p]
        if q != p:
            out += (q - p) << sh
    return out


def _joker_preference(step: int, ids: tuple[tuple[int, int], ...]) -> Callable[[tuple[Any, ...]], int]:
    """Relaxed mode: among optimal options, lay jokers where a table joker stood (it keeps its
    meaning), else as few as possible -- so the arrangement rarely strands a freed joker. The sort key
    of the successors ``(gain, state, action)`` at ``step``."""
    n, c = step // 5 + 1, step % 5
    if c < 4:
        here = sum(1 for num, mask in ids if num == n and mask >> c & 1)
        if here:
            return lambda x: abs(x[2][0].count("J") - here)
        return lambda x: x[2][0].count("J")
    here = sum(1 for num, _ in ids if num == n)
    if here:
        return lambda x: abs(x[2][1] - here)
    return lambda x: x[2][1]
