"""Small set helpers for the solver: joker meanings and presenting a new table close to the old one.

Set validity and readings come from the core (:func:`engine.rummikub.sets.set_info`), so the solver
and the judge never disagree on what a set is or what its jokers stand for.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from engine.rummikub.sets import set_info, set_kind
from engine.rummikub.solver_dp import IN_GROUP, IN_RUN
from engine.rummikub.tiles import JOKER, colour, number

Meaning = tuple[int, int]  # (number, bit mask of the colours the joker may stand for, and its kind)


def joker_meanings(sets: Iterable[Sequence[int]]) -> list[Meaning]:
    """What each table joker stands for: a number, the colours it may be (one in a run) and whether
    it stands in a run or a group (``IN_RUN``/``IN_GROUP``: a joker that changes kind is freed)."""
    out: list[Meaning] = []
    for s in sets:
        info = set_info(tuple(s))
        if info is None:
            continue
        for tiles in info.stands_for:
            mask = IN_RUN if info.kind == "run" else IN_GROUP
            num = 0
            for t in tiles:
                mask |= 1 << colour(t)
                num = number(t)
            out.append((num, mask))
    return out


def joker_swaps(old_sets: Sequence[Sequence[int]], new_sets: Sequence[Sequence[int]],
                limit: int = 24) -> list[tuple[tuple[int, ...], ...]]:
    """Tables like ``new_sets`` with one joker traded for a tile it stands for, the joker going to a
    set that holds a tile of a kind the turn adds (where a freed joker must end).

    The programme ignores the freed-joker rule at first; when its table strands a freed joker in a set
    without a rack tile, the same tiles can often be laid legally by such a trade: ``B12.R12.J`` with
    ``K11.K12.K13`` (K13 from the rack) becomes ``B12.R12.K12`` and ``K11.J.K13``. Every table offered
    is valid set by set; the judge decides the rest.
    """
    before: Counter[int] = Counter(t for s in old_sets for t in s)
    after: Counter[int] = Counter(t for s in new_sets for t in s)
    added = {t for t in after if after[t] > before[t] and t != JOKER}
    sets = [tuple(s) for s in new_sets]
    holds = [any(t in added for t in s) for s in sets]
    out: list[tuple[tuple[int, ...], ...]] = []
    for i, s in enumerate(sets):
        if JOKER not in s or holds[i]:
            continue
        info = set_info(s)
        if info is None:
            continue
        places = [k for k, t in enumerate(s) if t == JOKER]
        for place, stands in zip(places, info.stands_for, strict=True):
            for j, other in enumerate(sets):
                if j == i or not holds[j]:
                    continue
                for k, tile in enumerate(other):
                    if tile not in stands:
                        continue
                    mine = s[:place] + (tile,) + s[place + 1:]
                    theirs = other[:k] + (JOKER,) + other[k + 1:]
                    if set_info(mine) is None or set_info(theirs) is None:
                        continue
                    table = list(sets)
                    table[i], table[j] = mine, theirs
                    out.append(tuple(table))
                    if len(out) >= limit:
                        return out
    return out


def tidy_table(old_sets: Sequence[Sequence[int]], new_sets: list[list[int]]) -> list[tuple[int, ...]]:
    """Present a new table close to the old one: keep old sets verbatim where they survive.

    The programme merges runs (it never needs to split one); they are cut back at old boundaries
    when every part stays a valid run with the same joker meanings. A group with the same tiles as
    an old group is written in the old order. Old sets come first, in their old order, then the rest.
    """
    old_keys = [tuple(s) for s in old_sets]
    pieces: list[tuple[int, ...]] = []
    for s in new_sets:
        pieces.extend(tuple(p) for p in _split_run(list(s), old_keys))
    old_groups = {tuple(sorted(k)): k for k in old_keys if set_kind(k) == "group"}
    norm: Counter[tuple[int, ...]] = Counter()
    for p in pieces:
        target = old_groups.get(tuple(sorted(p)))
        norm[target if target is not None and set_kind(p) == "group" else p] += 1
    kept: list[tuple[int, ...]] = []
    for k in old_keys:
        if norm[k] > 0:
            norm[k] -= 1
            kept.append(k)
    rest = [p for p, c in norm.items() for _ in range(c)]
    rest.sort(key=_set_sort_key)
    return kept + rest


def _set_sort_key(s: tuple[int, ...]) -> tuple[int, int]:
    reals = [t for t in s if t != JOKER]
    return (min(number(t) for t in reals), min(colour(t) for t in reals)) if reals else (99, 0)


def _split_run(s: list[int], old_keys: list[tuple[int, ...]]) -> list[list[int]]:
    if len(s) < 6 or set_kind(s) != "run":
        return [s]
    for k in old_keys:
        n = len(k)
        if n < 3 or n > len(s) - 3:
            continue
        for i in range(0, len(s) - n + 1):
            if tuple(s[i:i + n]) != k:
                continue
            left, right = s[:i], s[i + n:]
            parts = [x for x in (left, list(k), right) if x]
            if all(len(x) >= 3 and set_kind(x) == "run" for x in parts) and _same_jokers(s, parts):
                out: list[list[int]] = []
                if left:
                    out += _split_run(left, old_keys)
                out.append(list(k))
                if right:
                    out += _split_run(right, old_keys)
                return out
    return [s]


def _same_jokers(whole: list[int], parts: list[list[int]]) -> bool:
    before = joker_meanings([whole])
    after = joker_meanings(parts)
    return sorted(before) == sorted(after)
