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
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.rummikub.solver_dp import PAIRS, ColourAction, PassResult, Problem, Timeout, run_pass
from engine.rummikub.solver_sets import freed_jokers_ok, joker_identities, read_set, tidy_table
from engine.rummikub.tiles import JOKER, make

BEAM_WIDTH = 48


@dataclass(frozen=True)
class Arrangement:
    """The table after the best turn found, and how many rack tiles it places."""

    table: tuple[tuple[int, ...], ...]
    placed: int
    exact: bool
    nodes: int = 0


def best_arrangement(table_tiles: Iterable[int] | Sequence[Sequence[int]], rack_tiles: Iterable[int],
                     melded: bool, budget_ms: float = 1000, *,
                     table_sets: Sequence[Sequence[int]] | None = None) -> Arrangement:
    """Most rack tiles placeable, as a whole new table (tuple of sets of tile ints).

    ``table_tiles`` is the multiset of table tiles; pass ``table_sets`` (the sets as laid) to keep
    unchanged sets in place and to apply the freed-joker rule (without them, table jokers may move
    freely). Before the meld (``melded=False``) the table is returned unchanged plus the new sets,
    or unchanged with ``placed=0`` when no meld of 30 exists.
    """
    deadline = time.perf_counter() + budget_ms / 1000.0
    table_list = list(table_tiles) if table_sets is None else [t for s in table_sets for t in s]
    rack = list(rack_tiles)
    old_sets = [tuple(s) for s in table_sets] if table_sets is not None else []
    if not melded:
        return _meld(old_sets, table_list, rack, deadline)
    return _after_meld(old_sets, table_list, rack, deadline, table_sets is not None)


def _counts(tiles: Iterable[int]) -> list[int]:
    c = [0] * 53
    for t in tiles:
        c[t] += 1
    return c


def _meld(old_sets: list[tuple[int, ...]], table_list: list[int], rack: list[int],
          deadline: float) -> Arrangement:
    rc = _counts(rack)
    pb = Problem(forced=[0] * 53, optional=rc[:52] + [0], table_jokers=0, rack_jokers=rc[JOKER],
                 meld=True, deadline=deadline)
    keep = tuple(old_sets) if old_sets else _flat_table(table_list)
    nodes = 0
    best: tuple[int, list[list[int]]] = (0, [])
    exact = True
    try:
        beam = run_pass(pb, pb.rack_total, BEAM_WIDTH)
        if beam is not None:
            nodes += beam.nodes
            best = (beam.value, _rebuild(beam, pb))
        if best[0] < pb.rack_total:
            res = run_pass(pb, pb.rack_total - best[0])
            if res is not None:
                nodes += res.nodes
                if res.value >= best[0]:
                    best = (res.value, _rebuild(res, pb))
    except Timeout:
        exact = False
    if best[0] == 0:
        return Arrangement(keep, 0, exact, nodes)
    new = tuple(tuple(s) for s in sorted(best[1], key=_sort_new))
    return Arrangement(keep + new, best[0], exact, nodes)


def _flat_table(table_list: list[int]) -> tuple[tuple[int, ...], ...]:
    return (tuple(table_list),) if table_list else ()


def _sort_new(s: Sequence[int]) -> tuple[int, int]:
    reals = [t for t in s if t != JOKER]
    return (min(reals), 0) if reals else (99, 0)


def _after_meld(old_sets: list[tuple[int, ...]], table_list: list[int], rack: list[int],
                deadline: float, know_sets: bool) -> Arrangement:
    tc, rc = _counts(table_list), _counts(rack)
    optional = [min(rc[t], 2 - tc[t]) if t != JOKER else 0 for t in range(53)]
    optional = [max(0, x) for x in optional]
    ids = tuple(joker_identities(old_sets)) if know_sets else ()
    if len(ids) != tc[JOKER]:
        ids = ()
    pb = Problem(forced=tc, optional=optional, table_jokers=tc[JOKER],
                 rack_jokers=min(rc[JOKER], 2 - tc[JOKER]), identities=ids, deadline=deadline)
    unchanged = tuple(old_sets) if know_sets else _flat_table(table_list)
    # "place nothing" is always legal when the table is valid
    legal_best: tuple[int, tuple[tuple[int, ...], ...]] = (0, unchanged)
    nodes = 0

    def finish(value: int, sets: list[list[int]]) -> tuple[tuple[int, ...], ...]:
        return tuple(tidy_table(old_sets, sets)) if know_sets else tuple(tuple(s) for s in sets)

    def legal(sets: list[list[int]]) -> bool:
        if not know_sets or tc[JOKER] == 0:
            return True
        played = Counter(t for s in sets for t in s) - Counter(table_list)
        return freed_jokers_ok(old_sets, sets, played)

    try:
        beam = run_pass(pb, pb.rack_total, BEAM_WIDTH)
        lower = 0
        if beam is not None:
            nodes += beam.nodes
            lower = beam.value
            sets = _rebuild(beam, pb)
            if legal(sets) and beam.value > legal_best[0]:
                legal_best = (beam.value, finish(beam.value, sets))
            if legal_best[0] == pb.rack_total:
                return Arrangement(legal_best[1], legal_best[0], True, nodes)
        res = run_pass(pb, pb.rack_total - lower)
        if res is None:  # the table itself cannot be arranged: nothing to add
            return Arrangement(unchanged, 0, True, nodes)
        nodes += res.nodes
        sets = _rebuild(res, pb)
        if legal(sets):
            if res.value >= legal_best[0]:
                legal_best = (res.value, finish(res.value, sets))
            return Arrangement(legal_best[1], legal_best[0], True, nodes)
        if res.value == legal_best[0]:
            return Arrangement(legal_best[1], legal_best[0], True, nodes)
        strict = Problem(forced=pb.forced, optional=pb.optional, table_jokers=pb.table_jokers,
                         rack_jokers=pb.rack_jokers, identities=ids, strict=True, deadline=deadline)
        res2 = run_pass(strict, strict.rack_total - legal_best[0])
        if res2 is not None:
            nodes += res2.nodes
            sets = _rebuild(res2, strict)
            if legal(sets) and res2.value >= legal_best[0]:
                legal_best = (res2.value, finish(res2.value, sets))
                return Arrangement(legal_best[1], legal_best[0], True, nodes)
            return Arrangement(legal_best[1], legal_best[0], False, nodes)
        return Arrangement(legal_best[1], legal_best[0], True, nodes)
    except Timeout:
        return Arrangement(legal_best[1], legal_best[0], False, nodes)


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
    return [sorted(x, key=lambda t: (t == JOKER, t)) for x in best]


def arrangement_value(sets: Iterable[Sequence[int]]) -> int:
    """Points of a collection of sets, jokers at the value they stand for (for the initial meld)."""
    total = 0
    for s in sets:
        r = read_set(s)
        if r is not None:
            total += r[2]
    return total


__all__ = ["Arrangement", "best_arrangement", "arrangement_value", "PAIRS"]
