"""What makes a Rummikub set: groups and runs, their value, and what each joker stands for.

*Group*: 3 or 4 tiles of one number, every colour different; a joker stands for a missing colour.
*Run*: 3 or more consecutive numbers of one colour; 1 only before 2 (no 12-13-1, no 13-1-2) and nothing
beyond 13 (``R12.R13.J`` is invalid). A joker's place says what it stands for: ``R9.J.R11`` -> the red
10, ``J.R2.R3`` -> the red 1.

**Direction is notation.** The booklet defines a run by its numbers, not by the way it is laid out, so
a run may be written either way: ``R11.J.R9`` is the run ``R9.J.R11``. :func:`normalise` gives the
canonical writing (runs lowest first), which ``parse`` applies to every table set, so ``dump`` writes
runs lowest first. Without a joker the tiles alone fix the run, so ``R6.R4.R5`` is the run 4-5-6 too.

**Several readings: the mover's.** Only a set of one numbered tile and two jokers can be read more than
one way (``J.J.K10``: the run 8-9-10, read from the other end the run 10-11-12, or a group of tens). The
booklet lets the joker be the number needed, so the reading most favourable to the mover counts: the
set's ``value`` and ``kind`` are those of its highest-scoring reading (a run on a tie), and
``may_stand_for`` lists, per joker, every tile it stands for in some reading (the judge uses it to tell
whether a joker was freed). ``J.J.K10`` is worth 33; ``R13.J.J`` is the group of thirteens (39), since
the run 11-12-13 is worth less.

Every valid set (about ten thousand, all with at most two jokers) is computed once into
:data:`VALID_SETS`, so checking a valid set is one dictionary look-up; the slower diagnosis runs only
for invalid sets and names every rule they break.

>>> set_kind("R9.J.R11"), set_value("R9.J.R11"), set_value("R11.J.R9")
('run', 30, 30)
>>> set_kind("R5.J.J"), set_value("R5.J.J"), set_kind("R13.J.J"), set_value("R13.J.J")
('run', 18, 'group', 39)
>>> from engine.rummikub.notation import tiles_text
>>> set_value("J.J.K10"), tiles_text(normalise(_as_tiles("J.J.K10")))
(33, 'K10.J.J')
>>> [p.rule for p in check_set("R12.R13.R1")]
['rummikub.run.wrap-around']
>>> check_set("K9.B9.R9"), check_set("R6.R5.R4")
([], [])
"""


from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations
from typing import Literal

from engine.rummikub.tiles import COLOURS, JOKER, make, tile_from_text, tile_text
from engine.verdict import Problem

__all__ = [
    "SetInfo", "VALID_SETS", "check_set", "set_value", "set_kind", "set_info", "normalise", "same_set",
    "Role", "joker_readings", "role_tiles",
    "MAX_JOKERS", "TOO_SHORT", "NO_PATTERN", "DUPLICATE_COLOUR", "GROUP_TOO_MANY", "MIXED_COLOURS", "GAP",
    "WRAP_AROUND", "BEYOND_13",
]

TOO_SHORT = "rummikub.set.too-short"
NO_PATTERN = "rummikub.set.no-pattern"
DUPLICATE_COLOUR = "rummikub.group.duplicate-colour"
GROUP_TOO_MANY = "rummikub.group.too-many"
MIXED_COLOURS = "rummikub.run.mixed-colours"
GAP = "rummikub.run.gap"
WRAP_AROUND = "rummikub.run.wrap-around"
BEYOND_13 = "rummikub.run.beyond-13"

MAX_JOKERS = 2
Kind = Literal["run", "group"]

_NUMBER = tuple(t % 13 + 1 for t in range(JOKER))
_COLOUR = tuple(t // 13 for t in range(JOKER))
_TEXT = tuple(tile_text(t) for t in range(JOKER + 1))

# What one reading of a set is: ("run", lowest tile, highest tile) or ("group", number, size).
Reading = tuple[str, int, int]


@dataclass(frozen=True, slots=True)
class SetInfo:
    """A valid set: its kind and points (jokers at the value they stand for) and, for each joker in
    written order, the tiles it may stand for (one tile in a run; the missing colours in a group) --
    all in the reading most favourable to the mover. ``may_stand_for`` is, per joker, what it stands
    for in any reading, and ``readings`` names every reading (they differ only for one numbered tile
    with two jokers)."""

    kind: Kind
    value: int
    stands_for: tuple[frozenset[int], ...]
    may_stand_for: tuple[frozenset[int], ...] = ()
    readings: frozenset[Reading] = frozenset()


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


_Candidate = tuple[Kind, int, tuple[frozenset[int], ...], Reading]


def _build_valid_sets() -> dict[tuple[int, ...], SetInfo]:
    candidates: dict[tuple[int, ...], list[_Candidate]] = {}
    for num in range(1, 14):
        for size in (3, 4):
            for colours in permutations(range(4), size):
                tiles = tuple(make(c, num) for c in colours)
                for written, _ in _with_jokers(tiles):
                    present = {_COLOUR[t] for t in written if t != JOKER}
                    missing = frozenset(make(c, num) for c in range(4) if c not in present)
                    jokers = written.count(JOKER)
                    candidates.setdefault(written, []).append(
                        ("group", num * size, (missing,) * jokers, ("group", num, size)))
    for colour_index in range(4):
        for start in range(1, 12):
            for end in range(start + 2, 14):
                tiles = tuple(make(colour_index, n) for n in range(start, end + 1))
                value = sum(range(start, end + 1))
                reading: Reading = ("run", tiles[0], tiles[-1])
                for written, replaced in _with_jokers(tiles):
                    meaning = tuple(frozenset((t,)) for t in replaced)
                    candidates.setdefault(written, []).append(("run", value, meaning, reading))
                    if len(written) - written.count(JOKER) == 1:
                        # One numbered tile: the writing does not show the direction, so the same
                        # tiles read from the other end are this run too (J.J.K10 as 12-11-10).
                        candidates.setdefault(written[::-1], []).append(("run", value, meaning[::-1], reading))
    valid = {}
    for written, options in candidates.items():
        best = max(options, key=lambda o: (o[1], o[0] == "run"))
        jokers = written.count(JOKER)
        may = tuple(frozenset().union(*(o[2][i] for o in options)) for i in range(jokers))
        valid[written] = SetInfo(best[0], best[1], best[2], may, frozenset(o[3] for o in options))
    return valid


VALID_SETS: dict[tuple[int, ...], SetInfo] = _build_valid_sets()


def _rising(numbers: list[int]) -> bool:
    return all(a < b for a, b in zip(numbers, numbers[1:], strict=False))


def _rising_or_wrapped(numbers: list[int]) -> bool:
    """Numbers that rise, or rise across the 13 -> 1 seam once (12-13-1): how a run (or a wrap) is
    written when no joker fixes the places."""
    if _rising(numbers):
        return True
    descents = [k for k in range(1, len(numbers)) if numbers[k] < numbers[k - 1]]
    if len(descents) != 1:
        return False
    k = descents[0]
    return numbers[k - 1] == 13 and numbers[k] == 1 and _rising(numbers[:k]) and _rising(numbers[k:]) \
        and numbers[-1] < numbers[0]


def normalise(tiles: tuple[int, ...]) -> tuple[int, ...]:
    """The canonical writing of a set: runs lowest first, everything else as written.

    A set written highest first is turned round; a joker-free run in any order is put in order (the
    tiles alone fix it; a wrap such as ``R1.R13.R12`` is written ``R12.R13.R1`` so its problem shows);
    a tile with two jokers at one end reads best as the run upwards from it (``J.J.K10`` ->
    ``K10.J.J``, unless that would pass 13). Groups keep their written order.

    >>> from engine.rummikub.notation import tiles_text
    >>> tiles_text(normalise(_as_tiles("R11.J.R9"))), tiles_text(normalise(_as_tiles("O7.K7.B7")))
    ('R9.J.R11', 'O7.K7.B7')
    """
    info = VALID_SETS.get(tiles)
    numbered = [t for t in tiles if t != JOKER]
    if info is not None:
        if len(numbered) == 1 and len(tiles) == 3 and tiles[0] == JOKER and tiles[1] == JOKER \
                and info.kind == "run":
            return (numbered[0], JOKER, JOKER)
        return tiles
    if len(numbered) < 2:
        return tiles
    numbers = [_NUMBER[t] for t in numbered]
    if len(set(numbers)) == 1:
        return tiles
    if JOKER not in tiles and len({_COLOUR[t] for t in tiles}) == 1 and len(set(numbers)) == len(numbers):
        if _rising_or_wrapped(numbers):
            return tiles
        if _rising_or_wrapped(numbers[::-1]):
            return tiles[::-1]
        return tuple(sorted(tiles))
    if all(a > b for a, b in zip(numbers, numbers[1:], strict=False)) and not _wraps_at_jokers(tiles):
        return tiles[::-1]
    return tiles


def _wraps_at_jokers(tiles: tuple[int, ...]) -> bool:
    """Two numbered tiles that fall across the 13 -> 1 seam with exactly the jokers between them that
    the seam needs (``R12.J.R1``): a wrap written lowest first, not a run written highest first."""
    placed = [(i, _NUMBER[t]) for i, t in enumerate(tiles) if t != JOKER]
    if len(placed) != 2:
        return False
    (i, high), (j, low) = placed
    return low + 13 - high - 1 == j - i - 1


def _as_tiles(tiles: tuple[int, ...] | list[int] | str) -> tuple[int, ...]:
    """Tiles as given, or read from ``R9.J.R11`` (this module sits below the notation module)."""
    if isinstance(tiles, str):
        return () if tiles == "-" else tuple(tile_from_text(part, field="set") for part in tiles.split("."))
    return tuple(tiles)


def set_info(tiles: tuple[int, ...] | list[int] | str) -> SetInfo | None:
    """The :class:`SetInfo` of a valid set written either way, or None if the set is invalid.

    Jokers are listed in the order they are written here, whichever way round that is.
    """
    key = _as_tiles(tiles)
    info = VALID_SETS.get(key)
    if info is not None:
        return info
    turned = VALID_SETS.get(key[::-1])
    if turned is not None:
        return SetInfo(turned.kind, turned.value, turned.stands_for[::-1], turned.may_stand_for[::-1],
                       turned.readings)
    canonical = normalise(key)
    if canonical != key and JOKER not in key:
        return VALID_SETS.get(canonical)
    return None


def set_kind(tiles: tuple[int, ...] | list[int] | str) -> Kind | None:
    """``"run"``, ``"group"``, or None for an invalid set."""
    info = set_info(tiles)
    return info.kind if info else None


def set_value(tiles: tuple[int, ...] | list[int] | str) -> int:
    """Points of a valid set in the mover's best reading (jokers at the value they stand for);
    ValueError for an invalid set."""
    info = set_info(tiles)
    if info is None:
        raise ValueError(f"not a valid set: {tiles!r}")
    return info.value


def same_set(before: tuple[int, ...], after: tuple[int, ...]) -> bool:
    """Whether two writings are one and the same set: the same tiles and, where jokers make it matter,
    a reading in common (``K9.B9.R9`` and ``R9.K9.B9`` are one set; ``J.R9.R10``, the run 8-9-10, and
    ``R9.R10.J``, the run 9-10-11, are not)."""
    if before == after:
        return True
    if sorted(before) != sorted(after):
        return False
    if JOKER not in before:
        return True
    old, new = set_info(before), set_info(after)
    if old is None or new is None:
        return old is None and new is None
    return not old.readings.isdisjoint(new.readings)


# What a joker stands for in one reading of its set: ("run", tile) -- exactly that tile -- or
# ("group", number) -- a colour the group lacks.
Role = tuple[str, int]


@lru_cache(maxsize=8192)
def joker_readings(tiles: tuple[int, ...]) -> tuple[tuple[Role, ...], ...]:
    """Every reading of a valid set as the roles of its jokers, in written order; () if invalid.

    One reading holds for all the jokers of a set at once: ``J.J.B9`` is 7-8-9 (the jokers are the
    blue 7 and 8), 9-10-11 read from the other end (blue 11 and 10) or a group of nines -- never the
    blue 7 and the blue 10 together.

    >>> from engine.rummikub.notation import tiles_text
    >>> [[(kind, tiles_text([t]) if kind == "run" else t) for kind, t in r]
    ...  for r in joker_readings(_as_tiles("J.J.B9"))]  # doctest: +NORMALIZE_WHITESPACE
    [[('group', 9), ('group', 9)], [('run', 'B7'), ('run', 'B8')], [('run', 'B11'), ('run', 'B10')]]
    """
    info = VALID_SETS.get(tiles)
    if info is None or JOKER not in tiles:
        return ()
    jokers = [i for i, t in enumerate(tiles) if t == JOKER]
    found: set[tuple[Role, ...]] = set()
    for kind, first, second in info.readings:
        if kind == "group":
            found.add((("group", first),) * len(jokers))
            continue
        for start, step in ((first, 1), (second, -1)):
            places = [start + step * i for i in range(len(tiles))]
            if all(t == JOKER or t == places[i] for i, t in enumerate(tiles)):
                found.add(tuple(("run", places[i]) for i in jokers))
    return tuple(sorted(found))


def role_tiles(role: Role, tiles: tuple[int, ...]) -> tuple[int, ...]:
    """The tiles a joker in ``tiles`` stands for in ``role``: one tile in a run; in a group, every
    colour of its number the set lacks."""
    kind, value = role
    if kind == "run":
        return (value,)
    present = {_COLOUR[t] for t in tiles if t != JOKER}
    return tuple(make(c, value) for c in range(4) if c not in present)


def check_set(tiles: tuple[int, ...] | list[int] | str, index: int = 1) -> list[Problem]:
    """Every rule the set breaks (empty when valid). ``index`` is the set's 1-based place on the table.

    >>> [(p.rule, p.params["count"]) for p in check_set("R5.R6", 3)]
    [('rummikub.set.too-short', 2)]
    >>> [(p.rule, dict(p.params)) for p in check_set("R4.R5.R7")]
    [('rummikub.run.gap', {'set': 1, 'tiles': ['R4', 'R5', 'R7'], 'missing': [6]})]
    """
    key = _as_tiles(tiles)
    if set_info(key) is not None:
        return []
    return diagnose(normalise(key), index)


def diagnose(tiles: tuple[int, ...], index: int) -> list[Problem]:
    """Name every rule an invalid set (in its canonical writing) breaks; the slow path of
    :func:`check_set`."""
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
    """Problems of a run's numbers: wrap-around, gaps, beyond 13, or no run at all (colours are checked elsewhere)."""
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
        # A number repeated, or numbers that go up and down around a joker: no run reads this way.
        return [Problem(NO_PATTERN, base)]
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
        # More jokers between two numbers than the numbers between them (R4.J.J.R6): not a run.
        problems.append(Problem(NO_PATTERN, base))
    if not wrapped and not missing and not crowded:
        if numbers[0] - places[0] < 1:
            problems.append(Problem(WRAP_AROUND, base))
        if numbers[-1] + (size - 1 - places[-1]) > 13:
            problems.append(Problem(BEYOND_13, base))
    return problems
