"""Exact hint solver: the most rack tiles the active seat can place this turn.

The search is the dynamic programme of van Rijn, Takes & Vis (2015) over the numbers 1..13 with
per-colour run states (see ``solver_dp``): exact, not greedy. This module turns a position into the
programme's counts, runs it in three steps, and writes the answer as a concrete table:

1. a narrow *beam* pass gives a good placement quickly (a lower bound ``L``); if it places every rack
   tile it is already optimal;
2. the *exact* pass keeps only states that can still place ``L`` or more; its best is the optimum;
3. if that optimum moves a table joker without a rack tile in its new set (a freed joker must be
   reused with a tile from the rack), a *strict* pass that tracks this rule decides.

Before the initial meld only rack tiles form new sets, the table stays as it was, and the sets must
be worth 30 or more together (a joker counts the number it stands for). A budget bounds the whole
search; when it runs out the best legal placement found so far is returned with ``exact=False``.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from engine.rummikub.judge import judge
from engine.rummikub.notation import Move, table_text
from engine.rummikub.position import Position, Seat
from engine.rummikub.sets import set_info
from engine.rummikub.solver_dp import ColourAction, PassResult, Problem, Timeout, find_all, run_pass
from engine.rummikub.solver_sets import joker_meanings, tidy_table
from engine.rummikub.tiles import JOKER, make

__all__ = ["Solution", "Arrangement", "solve", "best_arrangement"]

DFS_SLACK = 2  # depth-first for up to this many tiles left out, then breadth-first passes

Table = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Arrangement:
    """The table after the best turn found, and how many rack tiles it places.

    ``exact`` is False only when the budget ran out (the placement is then the best found so far).
    """

    table: Table
    placed: int
    exact: bool
    nodes: int = 0


@dataclass(frozen=True)
class Solution:
    """The hint for the active seat: a move ``judge`` accepts and what it achieves."""

    move: str
    placed: int
    exact: bool
    table: Table
    nodes: int = 0


def solve(pos: Position, budget_ms: float = 1000) -> Solution:
    """Most rack tiles the active seat can place this turn, as a legal move (``t:...``, ``draw``,
    or ``pass`` when nothing can be placed and the pool is empty)."""
    seat = pos.seats[pos.active]
    fallback = "draw" if pos.pool_size else "pass"
    if pos.winner is not None or not seat.rack:
        return Solution(fallback, 0, True, pos.table)
    arr = best_arrangement(None, seat.rack, seat.melded, budget_ms, table_sets=pos.table, position=pos)
    if arr.placed == 0:
        return Solution(fallback, 0, arr.exact, pos.table, arr.nodes)
    return Solution("t:" + table_text(arr.table), arr.placed, arr.exact, arr.table, arr.nodes)


def best_arrangement(table_tiles: Iterable[int] | None, rack_tiles: Iterable[int], melded: bool,
                     budget_ms: float = 1000, *, table_sets: Sequence[Sequence[int]] | None = None,
                     position: Position | None = None) -> Arrangement:
    """Most rack tiles placeable, as a whole new table (a tuple of sets of tile ints).

    ``table_tiles`` is the multiset of table tiles; or pass ``table_sets`` (the sets as laid) to keep
    unchanged sets in place and have every answer checked by ``judge`` (freed jokers included).
    With bare tiles, table jokers move freely and the returned table lists the new sets only.
    Before the meld (``melded=False``) the table stays and new sets are added, or ``placed=0`` when
    no meld worth 30 exists.
    """
    deadline = time.perf_counter() + budget_ms / 1000.0
    rack = [t for t in rack_tiles]
    if table_sets is not None:
        old_sets: list[tuple[int, ...]] | None = [tuple(s) for s in table_sets]
        table_list = [t for s in old_sets for t in s]
        if position is None:
            position = Position(table=tuple(old_sets), pool_unknown=1, active=0,
                                seats=(Seat(tuple(rack), melded=melded), Seat(unknown=14)))
    else:
        old_sets = None
        table_list = list(table_tiles or ())
    search = _Search(old_sets, table_list, rack, melded, deadline, position)
    return search.run()


def _counts(tiles: Iterable[int]) -> list[int]:
    c = [0] * 53
    for t in tiles:
        c[t] += 1
    return c


class _Search:
    """One solver call: the beam, exact and (if needed) strict passes, each answer checked."""

    def __init__(self, old_sets: list[tuple[int, ...]] | None, table_list: list[int], rack: list[int],
                 melded: bool, deadline: float, position: Position | None) -> None:
        self.old_sets = old_sets
        self.position = position
        self.melded = melded
        self.nodes = 0
        tc, rc = _counts(table_list), _counts(rack)
        if melded:
            optional = [max(0, min(rc[t], 2 - tc[t])) for t in range(52)] + [0]
            ids = tuple(joker_meanings(old_sets)) if old_sets is not None else ()
            if len(ids) != tc[JOKER]:
                ids = ()
            self.pb = Problem(forced=tc, optional=optional, table_jokers=tc[JOKER],
                              rack_jokers=max(0, min(rc[JOKER], 2 - tc[JOKER])), identities=ids,
                              deadline=deadline)
        else:
            self.pb = Problem(forced=[0] * 53, optional=rc[:52] + [0], table_jokers=0,
                              rack_jokers=rc[JOKER], meld=True, deadline=deadline)
        _drop_isolated(self.pb)
        self.unchanged: Table = tuple(old_sets) if old_sets is not None else ()
        self.best: tuple[int, Table] = (0, self.unchanged)  # placing nothing is always legal

    def table_of(self, res: PassResult) -> Table:
        sets = _rebuild(res, self.pb)
        if self.old_sets is None:
            return tuple(tuple(s) for s in sets)
        if not self.melded:
            return self.unchanged + tuple(tuple(s) for s in sorted(sets, key=_sort_new))
        return tuple(tidy_table(self.old_sets, sets))

    def legal(self, table: Table) -> bool:
        if self.position is None:
            return True
        return judge(self.position, Move("table", table)).legal

    def offer(self, res: PassResult | None) -> bool:
        """Record a pass's answer if it is legal and better; False if it was judged illegal."""
        if res is None:
            return True
        self.nodes += res.nodes
        if res.value == 0 or res.value < self.best[0]:
            return True
        table = self.table_of(res)
        if not self.legal(table):
            return False
        if res.value > self.best[0]:
            self.best = (res.value, table)
        return True

    def done(self, exact: bool) -> Arrangement:
        return Arrangement(self.best[1], self.best[0], exact, self.nodes)

    def run(self) -> Arrangement:
        """Passes with growing slack (unplaced rack tiles allowed): 0, 1, 3, 7, ...

        A pass with slack ``s`` is exhaustive over arrangements leaving at most ``s`` real rack tiles
        unplaced, so anything it misses places at most ``real - s - 1`` tiles plus the rack jokers.
        Once the best legal placement reaches that bound it is optimal. The first pass (slack 0) is
        the early stop: it succeeds at once when every rack tile can be placed.
        """
        pb = self.pb
        real = sum(pb.optional)
        jokers = pb.rack_jokers
        total = real + jokers
        slack = 0
        try:
            while slack <= min(DFS_SLACK, total):
                res = find_all(self.pb, slack)
                if res is not None:
                    res.value = total - slack
                    if not self.offer(res) and not self.pb.strict:
                        self.pb = replace(self.pb, strict=True)  # a freed joker was stranded
                        continue
                    return self.done(self.best[0] == res.value)
                slack += 1
            if slack > total:
                return self.done(True)
            while True:
                res = run_pass(self.pb, slack)
                if res is not None and not self.offer(res):
                    if self.pb.strict:
                        return self.done(False)
                    self.pb = replace(self.pb, strict=True)  # a freed joker was stranded: track the rule
                    res = run_pass(self.pb, slack)
                    if res is not None and not self.offer(res):
                        return self.done(False)
                if slack >= real or self.best[0] >= real - slack - 1 + jokers:
                    return self.done(True)
                slack = min(2 * slack + 1, real + jokers - self.best[0] - 1)
        except Timeout:
            return self.done(False)


def _drop_isolated(pb: Problem) -> None:
    """Rack tiles that fit in no valid set with the tiles at hand can never be placed: leave them out.

    Exact (such a tile is in no arrangement at all) and it shrinks the slack the passes must allow.
    """
    have = [pb.forced[t] + pb.optional[t] for t in range(52)]
    jokers = pb.table_jokers + pb.rack_jokers
    for t in range(52):
        if pb.optional[t] and not _fits(t, have, jokers):
            pb.optional[t] = 0


def _fits(t: int, have: list[int], jokers: int) -> bool:
    c, n = t // 13, t % 13 + 1
    others = sum(1 for c2 in range(4) if c2 != c and have[make(c2, n)])
    if others + jokers >= 2:
        return True
    for start in range(max(1, n - 2), min(n, 11) + 1):
        missing = sum(1 for m in range(start, start + 3) if m != n and not have[make(c, m)])
        if missing <= jokers:
            return True
    return False


def _sort_new(s: Sequence[int]) -> tuple[int, int]:
    reals = [t for t in s if t != JOKER]
    return (min(reals), 0) if reals else (99, 0)


def _rebuild(res: PassResult, pb: Problem) -> list[list[int]]:
    """Replay a pass's path into concrete sets: runs lowest first, jokers where they stand."""
    slots: list[list[list[int]]] = [[[], []] for _ in range(4)]
    out: list[list[int]] = []
    step = 0
    for n in range(1, 14):
        groups_at_n: list[tuple[int, int, int]] = []  # (colour, table copies, rack copies)
        for c in range(4):
            _, action = res.path[step]
            step += 1
            assert isinstance(action, ColourAction)
            tile = make(c, n)
            lists = slots[c]
            for i, move in enumerate(action.moves):
                if move == "":
                    if lists[i]:
                        out.append(lists[i])
                        lists[i] = []
                elif move in ("T", "R"):
                    lists[i].append(tile)
                else:
                    lists[i].append(JOKER)
            new_lists: list[list[int]] = [[], []]
            for i in range(2):
                new_lists[action.order[i]] = lists[i]
            slots[c] = new_lists
            if action.group_table or action.group_rack:
                groups_at_n.append((c, action.group_table, action.group_rack))
        _, gaction = res.path[step]
        step += 1
        jokers, pinned, m = gaction  # type: ignore[misc]
        out.extend(_build_groups(n, groups_at_n, jokers, pinned, m))
    for c in range(4):
        for lst in slots[c]:
            if lst:
                out.append(lst)
    return out


def _build_groups(n: int, parts: list[tuple[int, int, int]], jokers: int, pinned: int,
                  m: int) -> list[list[int]]:
    """Split the copies of number ``n`` into ``m`` groups; freed jokers go where a rack tile is."""
    if m == 0:
        return []
    doubles = [c for c, t, r in parts if t + r == 2]
    singles = [(c, r > 0) for c, t, r in parts if t + r == 1]
    best: list[list[int]] | None = None
    best_score = -1
    for mask in range(1 << len(singles)):
        if m == 1 and mask:
            break
        for j0 in range(jokers + 1):
            if m == 1 and j0 != jokers:
                continue
            g: list[list[int]] = [[make(c, n) for c in doubles] for _ in range(m)]
            rack_in = [any(r > 0 for c, t, r in parts if t + r == 2) for _ in range(m)]
            for i, (c, is_rack) in enumerate(singles):
                k = (mask >> i) & 1
                g[k].append(make(c, n))
                rack_in[k] = rack_in[k] or is_rack
            g[0].extend([JOKER] * j0)
            if m == 2:
                g[1].extend([JOKER] * (jokers - j0))
            if any(not 3 <= len(x) <= 4 for x in g):
                continue
            if 3 <= n <= 11 and any(len(x) == 3 and x.count(JOKER) == 2 for x in g):
                continue  # one tile and two jokers would read as a run
            # a freed joker in a group without a rack tile scores worse
            unpinned = jokers - pinned
            score = 0
            for k in range(m):
                js = g[k].count(JOKER)
                if js and rack_in[k]:
                    score += js
            score = min(score, unpinned) if unpinned else 0
            if score > best_score:
                best, best_score = g, score
    assert best is not None, (n, parts, jokers, m)
    # jokers last, except that a 1 or 2 with two jokers is written J.J.x so it reads as a group
    return [sorted(x, key=lambda t: (t == JOKER) != (n <= 2 and len(x) == 3 and x.count(JOKER) == 2)) for x in best]


def arrangement_value(sets: Iterable[Sequence[int]]) -> int:
    """Points of valid sets, jokers at the value they stand for (what the initial meld counts)."""
    total = 0
    for s in sets:
        info = set_info(tuple(s))
        if info is not None:
            total += info.value
    return total
