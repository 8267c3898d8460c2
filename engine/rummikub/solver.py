"""Exact hint solver: the most rack tiles the active seat can place this turn.

The search is the value dynamic programme of van Rijn, Takes & Vis (2015) over the numbers 1..13 with
per-colour run states (``solver_dp`` explains the programme and why it is exact). This module turns a
position into the programme's counts, runs it, and writes the answer as a concrete table:

1. the *relaxed* programme (jokers are wildcards) gives the optimum in one memoised pass, stopping as
   soon as every rack tile is placed; it can only overestimate, never miss, what the rules allow;
2. its arrangement is written out (runs lowest first, jokers where they stand, preferring to lay a
   joker where a table joker stood) and judged by ``judge``; if legal, it is the answer;
3. otherwise it moved a table joker without a rack tile in its new set (a freed joker must be reused
   with a tile from the rack): trading that joker for the tile it stands for in a set that holds a
   rack tile often makes the same placement legal (``solver_sets.joker_swaps``), and is then the
   answer (same tiles placed, so still optimal);
4. else the *strict* programme, which tracks that rule exactly, decides -- starting from the relaxed
   optimum and bounded state by state by the relaxed memo.

Before the initial meld only rack tiles form new sets, the table stays as it was, and the sets must
be worth 30 or more together (a joker counts the number it stands for; the programme carries the
points). Rack tiles that fit in no set with the tiles at hand are dropped first. A budget bounds the
whole search; when it runs out the best complete placement found so far is returned with
``exact=False`` if ``judge`` accepts it, else no placement (never a wrong exact claim).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from engine.rummikub.judge import judge
from engine.rummikub.notation import Move, parse_move
from engine.rummikub.position import Position, Seat
from engine.rummikub.sets import set_info
from engine.rummikub.solver_dp import IN_RUN, Result, Sweeps, TileCounts, mirror, solve_problem, strict_group_options
from engine.rummikub.solver_sets import joker_meanings, joker_swaps, tidy_table
from engine.rummikub.tiles import JOKER, make

__all__ = ["Solution", "Arrangement", "solve", "best_arrangement"]

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
    """The hint for the active seat: a move ``judge`` accepts and what it achieves. ``move`` is a
    ``Move``, which is also the move string notation.md promises (``t:...``, ``draw`` or ``pass``)."""

    move: Move
    placed: int
    exact: bool
    table: Table
    nodes: int = 0

    @property
    def moves(self) -> tuple[Move]:
        """The turn as a one-move plan (``engine.protocol.Solved``): Rummikub's turn is one move."""
        return (self.move,)


def solve(pos: Position, budget_ms: float = 1000) -> Solution:
    """Most rack tiles the active seat can place this turn, as a legal move (``t:...``, ``draw``,
    or ``pass`` when nothing can be placed and the pool is empty)."""
    seat = pos.seats[pos.active]
    fallback = parse_move("draw" if pos.pool_size else "pass")
    if pos.winner is not None or not seat.rack:
        return Solution(fallback, 0, True, pos.table)
    arr = best_arrangement(None, seat.rack, seat.melded, budget_ms, table_sets=pos.table, position=pos)
    if arr.placed == 0:
        return Solution(fallback, 0, arr.exact, pos.table, arr.nodes)
    return Solution(Move.of_table(arr.table), arr.placed, arr.exact, arr.table, arr.nodes)


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
        given = [tuple(s) for s in table_sets]
        old_sets: list[tuple[int, ...]] | None = given
        table_list = [t for s in given for t in s]
        if position is None:
            position = Position(table=tuple(given), pool_unknown=1, active=0,
                                seats=(Seat(tuple(rack), melded=melded), Seat(unknown=14)))
    else:
        old_sets = None
        table_list = list(table_tiles or ())
    search = _Search(old_sets, table_list, rack, melded, deadline, position)
    # The search allocates many small tuples and no cycles; the cyclic garbage collector walking its
    # caches again and again cost about 15 % of the time, so it waits until the answer is found.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return search.run()
    finally:
        if collecting:
            gc.enable()


def _counts(tiles: Iterable[int]) -> list[int]:
    c = [0] * 53
    for t in tiles:
        c[t] += 1
    return c


class _Search:
    """One solver call: the relaxed programme, and the strict one if a freed joker was stranded."""

    def __init__(self, old_sets: list[tuple[int, ...]] | None, table_list: list[int], rack: list[int],
                 melded: bool, deadline: float, position: Position | None) -> None:
        self.old_sets = old_sets
        self.position = position
        self.deadline = deadline
        self.melded = melded
        self.nodes = 0
        tc, rc = _counts(table_list), _counts(rack)
        if melded:
            optional = [max(0, min(rc[t], 2 - tc[t])) for t in range(52)]
            ids = tuple(joker_meanings(old_sets)) if old_sets is not None else ()
            if len(ids) != tc[JOKER]:
                ids = ()
            self.pb = TileCounts(forced=tc[:52], optional=optional, table_jokers=tc[JOKER],
                              rack_jokers=max(0, min(rc[JOKER], 2 - tc[JOKER])), identities=ids,
                              deadline=deadline)
        else:
            self.pb = TileCounts(forced=[0] * 52, optional=rc[:52], table_jokers=0,
                              rack_jokers=min(rc[JOKER], 2), meld=True, deadline=deadline)
        _drop_isolated(self.pb)
        self.unchanged: Table = tuple(old_sets) if old_sets is not None else ()

    def tables_of(self, res: Result) -> list[Table]:
        """The path's arrangement as tables to offer, best presented first: close to the old table
        (old sets kept verbatim where they survive), then exactly as the programme built it -- cutting
        a run back at an old boundary can leave a freed joker without a rack tile in its set."""
        assert res.actions is not None
        sets = _rebuild(res.actions, mirror(self.pb) if res.mirrored else self.pb, res.mirrored)
        if self.old_sets is None:
            return [tuple(tuple(s) for s in sets)]
        if not self.melded:
            return [self.unchanged + tuple(tuple(s) for s in sorted(sets, key=_sort_new))]
        built = tuple(tuple(s) for s in sorted(sets, key=_sort_new))
        return [tuple(tidy_table(self.old_sets, sets)), built]

    def legal_table(self, res: Result) -> Table | None:
        """The first presentation of the path's arrangement that ``judge`` accepts, if any: as built,
        then with a stranded freed joker swapped into a set that holds a rack tile (same tiles placed,
        so as good -- and the strict programme, much slower, is not needed)."""
        tables = self.tables_of(res)
        for table in tables:
            if self.position is None or judge(self.position, Move.of_table(table)).legal:
                return table
        if self.position is None or not self.melded or JOKER not in self.position.table_tiles():
            return None
        for table in tables:
            for swapped in joker_swaps(self.position.table, table):
                if judge(self.position, Move.of_table(swapped)).legal:
                    return swapped
        return None

    def run(self) -> Arrangement:
        """The relaxed programme ignores the freed-joker rule, so its optimum is an upper bound; if
        its arrangement is judged legal it is the answer, else the strict programme (which tracks the
        rule exactly) decides. Out of time: the best complete path found, if the judge accepts it."""
        res, relaxed = solve_problem(self.pb)
        self.nodes += res.nodes
        if res.actions is None:
            return Arrangement(self.unchanged, 0, res.exact, self.nodes)
        table = self.legal_table(res)
        if table is not None:
            return Arrangement(table, res.placed, res.exact, self.nodes)
        if not res.exact or self.pb.strict or not self.pb.table_jokers:
            return Arrangement(self.unchanged, 0, False, self.nodes)
        self.pb = replace(self.pb, strict=True)
        res, _ = solve_problem(self.pb, relaxed)
        self.nodes += res.nodes
        if res.actions is None:
            return Arrangement(self.unchanged, 0, res.exact, self.nodes)
        table = self.legal_table(res)
        if table is not None:
            return Arrangement(table, res.placed, res.exact, self.nodes)
        return self.settle(res.placed if res.exact else None, relaxed)

    def settle(self, bound: int | None, relaxed: Sweeps) -> Arrangement:
        """The strict programme knows a table joker only by what it stands for, not by the set it
        stands in, so its table can still free a joker (one moved to another set as the same tile, or
        whose tile took its place beside its old neighbours). Then the best of two legal ways decides:
        every table joker ends with a rack tile (the strict programme without meanings), or some sets
        holding table jokers stay exactly as they are and the rest of the table is solved around them.
        The strict optimum bounds both from above, so reaching it is exact."""
        best = Arrangement(self.unchanged, 0, False, self.nodes)
        with_rack_tiles = replace(self.pb, identities=())
        res, _ = solve_problem(with_rack_tiles, relaxed)
        self.nodes += res.nodes
        if res.actions is not None and res.placed:
            table = self.legal_table(res)
            if table is not None:
                best = Arrangement(table, res.placed, bound == res.placed, self.nodes)
        assert self.old_sets is not None and self.position is not None
        holders = [i for i, s in enumerate(self.old_sets) if JOKER in s and set_info(s) is not None]
        for size in range(1, len(holders) + 1):
            for kept in combinations(holders, size):
                if best.exact or time.perf_counter() > self.deadline:
                    return replace(best, nodes=self.nodes)
                table = self.around(kept)
                placed = sum(len(s) for s in table) - len(self.position.table_tiles()) if table else 0
                if table is not None and placed > best.placed:
                    best = Arrangement(table, placed, bound == placed, self.nodes)
        return replace(best, nodes=self.nodes)

    def around(self, kept: tuple[int, ...]) -> Table | None:
        """The best turn that leaves the old sets ``kept`` as they are, if the judge accepts it."""
        assert self.old_sets is not None and self.position is not None
        rest = tuple(s for i, s in enumerate(self.old_sets) if i not in kept)
        seat = self.position.seats[self.position.active]
        budget_ms = max(0.0, (self.deadline - time.perf_counter()) * 1000.0)
        arr = best_arrangement(None, seat.rack, True, budget_ms, table_sets=rest,
                               position=replace(self.position, table=rest))
        self.nodes += arr.nodes
        if not arr.placed:
            return None
        table = tuple(self.old_sets[i] for i in kept) + tuple(arr.table)
        return table if judge(self.position, Move.of_table(table)).legal else None


def _drop_isolated(pb: TileCounts) -> None:
    """Rack tiles that fit in no valid set with the tiles at hand can never be placed: leave them out.

    Exact (such a tile is in no arrangement at all) and it tightens the programme's upper bound.
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


def _rebuild(actions: list[tuple[Any, ...]], pb: TileCounts, mirrored: bool = False) -> list[list[int]]:
    """Replay a path's actions into concrete sets: runs lowest first, jokers where they stand. A
    mirrored path (number n read as 14 - n, see ``solver_dp.mirror``) gives the same sets read back."""
    width = 2 + pb.table_jokers + pb.rack_jokers
    slots: list[list[list[int]]] = [[[] for _ in range(width)] for _ in range(4)]
    out: list[list[int]] = []
    runs: list[list[int]] = []
    step = 0
    for n in range(1, 14):
        real = 14 - n if mirrored else n
        gvec = [0, 0, 0, 0]
        avec = [0, 0, 0, 0]
        for c in range(4):
            moves, order, g, added, _ = actions[step]
            step += 1
            tile = make(c, real)
            lists = slots[c]
            for i, move in enumerate(moves):
                if move == "":
                    if lists[i]:
                        runs.append(lists[i])
                        lists[i] = []
                elif move == "T":
                    lists[i].append(tile)
                else:
                    lists[i].append(JOKER)
            new_lists: list[list[int]] = [[] for _ in range(width)]
            for i in range(width):
                new_lists[order[i]] = lists[i]
            slots[c] = new_lists
            gvec[c], avec[c] = g, int(added)
        gaction = actions[step]
        step += 1
        if gaction[0] == "g":
            groups = _choose_groups(n, tuple(gvec), tuple(avec), gaction[1], pb.identities)
        else:
            groups = gaction[1]
        out.extend(_write_group(real, cols, loose + pinned) for cols, loose, pinned in groups)
    runs.extend(lst for c in range(4) for lst in slots[c] if lst)
    return out + [run[::-1] if mirrored else run for run in runs]


def _choose_groups(n: int, gvec: tuple[int, ...], avec: tuple[int, ...], jokers: int,
                   ids: tuple[tuple[int, int], ...]) -> tuple[Any, ...]:
    """Split the copies of ``n`` into groups: jokers where a rack tile or their old meaning is."""
    if not any(gvec) and not jokers:
        return ()
    free = tuple(i for i, (num, mask) in enumerate(ids) if num == n and not mask & IN_RUN)
    opts = [o for o in strict_group_options(n, gvec, avec, jokers, ids, free) if o[0] == jokers]
    assert opts, (n, gvec, jokers)
    best = min(opts, key=lambda o: (o[2], -bin(o[1]).count("1")))
    groups: tuple[Any, ...] = best[3][1]
    return groups


def _write_group(n: int, cols: Sequence[int], jokers: int) -> list[int]:
    """A group's tiles, jokers last -- except one tile and two jokers at 1 or 2, written J.J.x so it
    reads as a group (x.J.J would read as a run)."""
    tiles = [make(c, n) for c in cols]
    if n <= 2 and len(tiles) == 1 and jokers == 2:
        return [JOKER, JOKER] + tiles
    return tiles + [JOKER] * jokers


def arrangement_value(sets: Iterable[Sequence[int]]) -> int:
    """Points of valid sets, jokers at the value they stand for (what the initial meld counts)."""
    total = 0
    for s in sets:
        info = set_info(tuple(s))
        if info is not None:
            total += info.value
    return total
