"""Small set helpers the solver needs: reading a set, its joker identities, and rebuilding tables.

Private to the solver so it does not lean on the core's internals. A set with one real tile and two
jokers reads as a run when it can (``R5.J.J`` is red 5-6-7), otherwise as a group (``R13.J.J``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations

from engine.rummikub.tiles import JOKER, colour, make, number

Identity = tuple[str, int]  # ("run", tile it stands for) or ("group", number)


def read_set(tiles: Sequence[int]) -> tuple[str, list[Identity], int] | None:
    """(kind, joker identities in order, point value) of a valid set, or None if it is not valid."""
    run = _read_run(tiles)
    if run is not None:
        return run
    return _read_group(tiles)


def _read_run(tiles: Sequence[int]) -> tuple[str, list[Identity], int] | None:
    if len(tiles) < 3:
        return None
    first = next((i for i, t in enumerate(tiles) if t != JOKER), None)
    if first is None:
        return None
    col = colour(tiles[first])
    start = number(tiles[first]) - first
    if start < 1 or start + len(tiles) - 1 > 13:
        return None
    ids: list[Identity] = []
    for i, t in enumerate(tiles):
        want = start + i
        if t == JOKER:
            ids.append(("run", make(col, want)))
        elif colour(t) != col or number(t) != want:
            return None
    value = sum(range(start, start + len(tiles)))
    return ("run", ids, value)


def _read_group(tiles: Sequence[int]) -> tuple[str, list[Identity], int] | None:
    if not 3 <= len(tiles) <= 4:
        return None
    reals = [t for t in tiles if t != JOKER]
    if not reals:
        return None
    num = number(reals[0])
    if any(number(t) != num for t in reals):
        return None
    if len({colour(t) for t in reals}) != len(reals):
        return None
    jokers = len(tiles) - len(reals)
    return ("group", [("group", num)] * jokers, num * len(tiles))


def is_valid_set(tiles: Sequence[int]) -> bool:
    return read_set(tiles) is not None


def joker_identities(sets: Iterable[Sequence[int]]) -> list[Identity]:
    """What each table joker stands for, read from the sets it sits in (invalid sets give none)."""
    out: list[Identity] = []
    for s in sets:
        r = read_set(s)
        if r is not None:
            out.extend(r[1])
    return out


def freed_jokers_ok(old_sets: Sequence[Sequence[int]], new_sets: Sequence[Sequence[int]],
                    rack_played: Counter[int]) -> bool:
    """Every freed table joker ends in a set with a rack tile (notation.md), matched favourably.

    A rack tile counts for a set if the set holds a tile of which copies were played; where a copy
    could serve two sets, a small matching decides.
    """
    old_ids = Counter(joker_identities(old_sets))
    old_count = sum(1 for s in old_sets for t in s if t == JOKER)
    if old_count == 0:
        return True
    new_sets_read = [(s, read_set(s)) for s in new_sets]
    kept = 0
    spare: list[int] = []  # indices of new sets holding a joker that is not kept in place
    remaining = Counter(old_ids)
    for idx, (_s, r) in enumerate(new_sets_read):
        if r is None:
            return False
        for ident in r[1]:
            if remaining[ident] > 0:
                remaining[ident] -= 1
                kept += 1
            else:
                spare.append(idx)
    freed = old_count - kept
    if freed <= 0:
        return True
    # choose `freed` spare jokers, each in a set with a rack tile; rack copies shared between sets
    return _match(freed, spare, new_sets, rack_played)


def _match(freed: int, spare: list[int], new_sets: Sequence[Sequence[int]],
           rack_played: Counter[int]) -> bool:
    for chosen in combinations(range(len(spare)), freed):
        need = sorted({spare[i] for i in chosen})
        if _assign(need, new_sets, Counter(rack_played)):
            return True
    return False


def _assign(need: list[int], new_sets: Sequence[Sequence[int]], avail: Counter[int]) -> bool:
    if not need:
        return True
    first, rest = need[0], need[1:]
    for t in set(new_sets[first]):
        if t != JOKER and avail[t] > 0:
            avail[t] -= 1
            if _assign(rest, new_sets, avail):
                return True
            avail[t] += 1
    if avail[JOKER] > 0 and JOKER in new_sets[first]:
        avail[JOKER] -= 1
        if _assign(rest, new_sets, avail):
            return True
        avail[JOKER] += 1
    return False


def tidy_table(old_sets: Sequence[Sequence[int]], new_sets: list[list[int]]) -> list[tuple[int, ...]]:
    """Present a new table close to the old one: keep old sets verbatim where they survive.

    Runs the programme merged (it never needs to split a run) are cut back at old boundaries when
    both parts stay valid; old sets come first, in their old order, then the new ones.
    """
    pieces: list[list[int]] = []
    old_keys = [tuple(s) for s in old_sets]
    for s in new_sets:
        pieces.extend(_split_run(s, old_keys))
    remaining = Counter(tuple(p) for p in pieces)
    # groups: same tiles as an old set -> write the old order
    multiset_of_old = {}
    for k in old_keys:
        multiset_of_old.setdefault(tuple(sorted(k)), k)
    out_old: list[tuple[int, ...] | None] = [None] * len(old_keys)
    rest: list[tuple[int, ...]] = []
    norm: Counter[tuple[int, ...]] = Counter()
    for p, c in remaining.items():
        key = tuple(sorted(p))
        target = multiset_of_old.get(key)
        form = p
        if target is not None and _kind(target) == "group" and _kind(p) == "group":
            form = target
        norm[form] += c
    for i, k in enumerate(old_keys):
        if norm[k] > 0:
            norm[k] -= 1
            out_old[i] = k
    for p, c in norm.items():
        rest.extend([p] * c)
    rest.sort(key=_set_sort_key)
    return [s for s in out_old if s is not None] + rest


def _kind(s: Sequence[int]) -> str | None:
    r = read_set(s)
    return r[0] if r else None


def _set_sort_key(s: tuple[int, ...]) -> tuple[int, int]:
    reals = [t for t in s if t != JOKER]
    return (min(number(t) for t in reals), min(colour(t) for t in reals)) if reals else (99, 0)


def _split_run(s: list[int], old_keys: list[tuple[int, ...]]) -> list[list[int]]:
    r = read_set(s)
    if r is None or r[0] != "run" or len(s) < 6:
        return [s]
    for k in old_keys:
        n = len(k)
        if n < 3 or n > len(s) - 3 and n != len(s):
            continue
        for i in range(0, len(s) - n + 1):
            if tuple(s[i:i + n]) == k:
                left, right = s[:i], s[i + n:]
                if (not left or len(left) >= 3) and (not right or len(right) >= 3):
                    if all(read_set(x) is not None for x in (left, right) if x):
                        out = [list(k)]
                        if left:
                            out = _split_run(left, old_keys) + out
                        if right:
                            out += _split_run(right, old_keys)
                        return out
    return [s]
