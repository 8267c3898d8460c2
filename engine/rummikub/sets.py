"""What makes a Rummikub set: groups and runs, their value, and what each joker stands for.

*Group*: 3 or 4 tiles of one number, every colour different; a joker stands for a missing colour.
*Run*: 3 or more consecutive numbers of one colour, written lowest first; 1 only before 2 (no 12-13-1,
no 13-1-2) and nothing beyond 13 (``R12.R13.J`` is invalid). A joker's place says what it stands for:
``R9.J.R11`` -> the red 10, ``J.R2.R3`` -> the red 1.

**Group or run?** A set with jokers can sometimes be read both ways: exactly one numbered tile and two
jokers (``R5.J.J``, ``J.R5.J``, ``J.J.R5``). The rule here: *if the places are consistent with a run of
that tile's colour, it is a run; otherwise a group.* Its value and what its jokers stand for follow that
reading: ``R5.J.J`` is the run R5-R6-R7 worth 18 (not a group of fives worth 15); ``R13.J.J`` cannot be a
run (14, 15), so it is a group of thirteens worth 39; ``J.J.R1`` is a group of ones worth 3.

Every valid set (about ten thousand, all with at most two jokers) is computed once into
:data:`VALID_SETS`, so checking a valid set is one dictionary look-up; the slower diagnosis runs only
for invalid sets and names every rule they break.

>>> set_kind("R9.J.R11"), set_value("R9.J.R11")
('run', 30)
>>> set_kind("R5.J.J"), set_value("R5.J.J"), set_kind("R13.J.J"), set_value("R13.J.J")
('run', 18, 'group', 39)
>>> [p.rule for p in check_set("R12.R13.R1")]
['rummikub.run.wrap-around']
>>> check_set("K9.B9.R9")
[]
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Literal

from engine.rummikub.notation import parse_tiles
from engine.rummikub.tiles import COLOURS, JOKER, make, tile_text
from engine.verdict import Problem

__all__ = [
    "SetInfo", "VALID_SETS", "check_set", "set_value", "set_kind", "set_info", "MAX_JOKERS",
    "TOO_SHORT", "NO_PATTERN", "DUPLICATE_COLOUR", "GROUP_TOO_MANY", "MIXED_COLOURS", "GAP",
    "WRAP_AROUND", "BEYOND_13", "RUN_ORDER",
]

TOO_SHORT = "rummikub.set.too-short"
NO_PATTERN = "rummikub.set.no-pattern"
DUPLICATE_COLOUR = "rummikub.group.duplicate-colour"
GROUP_TOO_MANY = "rummikub.group.too-many"
MIXED_COLOURS = "rummikub.run.mixed-colours"
GAP = "rummikub.run.gap"
WRAP_AROUND = "rummikub.run.wrap-around"
BEYOND_13 = "rummikub.run.beyond-13"
RUN_ORDER = "rummikub.run.order"

MAX_JOKERS = 2
Kind = Literal["run", "group"]

_NUMBER = tuple(t % 13 + 1 for t in range(JOKER))
_COLOUR = tuple(t // 13 for t in range(JOKER))
_TEXT = tuple(tile_text(t) for t in range(JOKER + 1))


@dataclass(frozen=True, slots=True)
class SetInfo:
    """A valid set: its kind, its points (jokers at the value they stand for), and, for each joker in
    written order, the tiles it may stand for (one tile in a run; the missing colours in a group)."""

    kind: Kind
    value: int
    stands_for: tuple[frozenset[int], ...]


def _with_jokers(tiles: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every way to replace at most two tiles by jokers, keeping a numbered tile: (set, replaced)."""
    out = []
    for count in range(MAX_JOKERS + 1):
        for places in combinations(range(len(tiles)), count):
            if count == len(tiles):
                continue
            written = tuple(JOKER if i in places else t for i, t in enumerate(tiles))
            out.append((written, tuple(tiles[i] for i in places)))
    return out


def _build_valid_sets() -> dict[tuple[int, ...], SetInfo]:
    valid: dict[tuple[int, ...], SetInfo] = {}
    for num in range(1, 14):
        for size in (3, 4):
            for colours in permutations(range(4), size):
                tiles = tuple(make(c, num) for c in colours)
                for written, _ in _with_jokers(tiles):
                    present = {_COLOUR[t] for t in written if t != JOKER}
                    missing = frozenset(make(c, num) for c in range(4) if c not in present)
                    jokers = written.count(JOKER)
                    valid[written] = SetInfo("group", num * size, (missing,) * jokers)
    # Runs are written after groups: a set that reads both ways is a run (see the module docstring).
    for colour_index in range(4):
        for start in range(1, 12):
            for end in range(start + 2, 14):
                tiles = tuple(make(colour_index, n) for n in range(start, end + 1))
                value = sum(range(start, end + 1))
                for written, replaced in _with_jokers(tiles):
                    valid[written] = SetInfo("run", value, tuple(frozenset((t,)) for t in replaced))
    return valid


VALID_SETS: dict[tuple[int, ...], SetInfo] = _build_valid_sets()


def _as_tiles(tiles: tuple[int, ...] | list[int] | str) -> tuple[int, ...]:
    if isinstance(tiles, str):
        return parse_tiles(tiles, "set")
    return tuple(tiles)


def set_info(tiles: tuple[int, ...] | list[int] | str) -> SetInfo | None:
    """The :class:`SetInfo` of a valid set, or None if the set is invalid."""
    return VALID_SETS.get(_as_tiles(tiles))


def set_kind(tiles: tuple[int, ...] | list[int] | str) -> Kind | None:
    """``"run"``, ``"group"``, or None for an invalid set."""
    info = VALID_SETS.get(_as_tiles(tiles))
    return info.kind if info else None


def set_value(tiles: tuple[int, ...] | list[int] | str) -> int:
    """Points of a valid set, jokers at the value they stand for; ValueError for an invalid set."""
    info = VALID_SETS.get(_as_tiles(tiles))
    if info is None:
        raise ValueError(f"not a valid set: {tiles!r}")
    return info.value


def check_set(tiles: tuple[int, ...] | list[int] | str, index: int = 1) -> list[Problem]:
    """Every rule the set breaks (empty when valid). ``index`` is the set's 1-based place on the table.

    >>> [(p.rule, p.params["count"]) for p in check_set("R5.R6", 3)]
    [('rummikub.set.too-short', 2)]
    >>> [(p.rule, dict(p.params)) for p in check_set("R4.R5.R7")]
    [('rummikub.run.gap', {'set': 1, 'tiles': ['R4', 'R5', 'R7'], 'missing': [6]})]
    """
    key = _as_tiles(tiles)
    if key in VALID_SETS:
        return []
    return diagnose(key, index)


def diagnose(tiles: tuple[int, ...], index: int) -> list[Problem]:
    """Name every rule an invalid set breaks; the slow path of :func:`check_set`."""
    texts = [_TEXT[t] for t in tiles]
    size = len(tiles)
    problems: list[Problem] = []
    if size < 3:
        problems.append(Problem(TOO_SHORT, {"set": index, "tiles": texts, "count": size}))
    placed = [(i, _NUMBER[t], _COLOUR[t]) for i, t in enumerate(tiles) if t != JOKER]
    if not placed:
        return problems
    numbers = {n for _, n, _ in placed}
    colours = {c for _, _, c in placed}
    if len(placed) == 1 or len(numbers) == 1:
        problems.extend(_group_problems(placed, size, texts, index))
    elif len(colours) == 1:
        problems.extend(_run_problems(placed, size, texts, index))
    elif all(a[1] < b[1] for a, b in zip(placed, placed[1:], strict=False)):
        problems.append(Problem(MIXED_COLOURS, {"set": index, "tiles": texts}))
        problems.extend(_run_problems(placed, size, texts, index))
    else:
        problems.append(Problem(NO_PATTERN, {"set": index, "tiles": texts}))
    if not problems:  # e.g. three jokers passed in directly: no rule above fits, the set is no pattern
        problems.append(Problem(NO_PATTERN, {"set": index, "tiles": texts}))
    return problems


def _group_problems(placed: list[tuple[int, int, int]], size: int, texts: list[str],
                    index: int) -> list[Problem]:
    problems = []
    seen: list[int] = []
    reported: list[int] = []
    for _, _, c in placed:
        if c in seen and c not in reported:
            reported.append(c)
            problems.append(Problem(DUPLICATE_COLOUR, {"set": index, "tiles": texts, "colour": COLOURS[c]}))
        seen.append(c)
    if size > 4:
        problems.append(Problem(GROUP_TOO_MANY, {"set": index, "tiles": texts, "count": size}))
    return problems


def _run_problems(placed: list[tuple[int, int, int]], size: int, texts: list[str],
                  index: int) -> list[Problem]:
    """Problems of a run's numbers: order, wrap-around, gaps, beyond 13 (colours are checked elsewhere)."""
    base = {"set": index, "tiles": texts}
    places = [i for i, _, _ in placed]
    numbers = [n for _, n, _ in placed]
    descents = [k for k in range(1, len(numbers)) if numbers[k] <= numbers[k - 1]]
    wrapped = False
    if len(descents) == 1:
        k = descents[0]
        # A wrap: 13 (or a joker standing for it) is followed by 1, exactly across the 13 -> 1 seam.
        seam_fits = numbers[k] + 13 - numbers[k - 1] - 1 == places[k] - places[k - 1] - 1
        tail_rises = all(a < b for a, b in zip(numbers[k:], numbers[k + 1:], strict=False))
        head_rises = all(a < b for a, b in zip(numbers[:k], numbers[1:k], strict=False))
        if seam_fits and tail_rises and head_rises and numbers[-1] < numbers[0]:
            wrapped = True
            numbers = numbers[:k] + [n + 13 for n in numbers[k:]]
    problems = []
    if wrapped:
        problems.append(Problem(WRAP_AROUND, base))
    elif descents:
        return [Problem(RUN_ORDER, base)]
    missing: list[int] = []
    crowded = False
    for (i, v), (j, w) in zip(zip(places, numbers, strict=True), zip(places[1:], numbers[1:], strict=True),
                              strict=False):
        jokers_between = j - i - 1
        needed = w - v - 1
        if needed > jokers_between:
            missing.extend((m - 1) % 13 + 1 for m in range(v + 1 + jokers_between, w))
        elif needed < jokers_between:
            crowded = True
    if missing:
        problems.append(Problem(GAP, {**base, "missing": missing}))
    if crowded:
        problems.append(Problem(RUN_ORDER, base))
    if not wrapped and not missing and not crowded:
        if numbers[0] - places[0] < 1:
            problems.append(Problem(WRAP_AROUND, base))
        if numbers[-1] + (size - 1 - places[-1]) > 13:
            problems.append(Problem(BEYOND_13, base))
    return problems
