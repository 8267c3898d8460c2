"""The working table of the learner's turn: the sets as they are being rearranged, the rack beside them,
the tiles chosen to move, and the edits (move, split, put back) that rearrange them.

An edit judges nothing: the whole turn is judged when it ends (``tutorial.games.rummikub.turns``). An edit
only refuses a tile or set that is not there (``BadAction``), and the engine's ``tile-missing`` rule when a
tile that was not played from the rack this turn is sent back to it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine import rummikub
from engine.rummikub.sets import VALID_SETS
from engine.rummikub.tiles import sort_key, tile_from_text, tile_text
from games.diagrams.faces import TileFace
from games.diagrams.rummikub import set_tiles
from tutorial.core import BadAction
from tutorial.games.rummikub.actions import Edit, PutBack, Split, TileMove
from tutorial.games.rummikub.records import PutBackRecord, SplitRecord, TilesMovedRecord
from tutorial.records import MoveRecord, Record, jsonable

TILE_MISSING = "rummikub.table.tile-missing"

Tile = tuple[int, bool]  # (engine tile, placed from the rack this turn)


@dataclass
class Work:
    """The working table of the turn in progress and the rack beside it."""

    sets: list[list[Tile]]
    rack: list[int]

    @classmethod
    def start(cls, pos: rummikub.Position, seat: int) -> Work:
        return cls([[(t, False) for t in s] for s in pos.table], list(pos.seats[seat].rack))

    def copy(self) -> Work:
        return Work([list(s) for s in self.sets], list(self.rack))

    def table(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(t for t, _fresh in s) for s in self.sets)

    def move(self) -> str:
        return "t:" + rummikub.table_text(self.table())


@dataclass
class Chosen:
    """The tiles chosen to move, in the order chosen: ``items`` as in the selection, ``rack`` how many of
    each face come from the rack, ``spots`` the table tiles (``S-I``)."""

    items: list[str]
    rack: Counter[str]
    spots: set[str]


def choose(work: Work, selection: str) -> Chosen:
    """The selection that still fits the board (a stale choice from an older page is dropped)."""
    items: list[str] = []
    rack: Counter[str] = Counter()
    spots: set[str] = set()
    have = Counter(tile_text(t) for t in work.rack)
    for item in selection.split(",") if selection else []:
        if "-" in item:
            s, i = (int(x) for x in item.split("-"))
            if s <= len(work.sets) and i <= len(work.sets[s - 1]) and item not in spots:
                spots.add(item)
                items.append(item)
        elif rack[item] < have[item]:
            rack[item] += 1
            items.append(item)
    return Chosen(items, rack, spots)


def toggle(chosen: Chosen, item: str, remove: bool | None = None) -> str:
    """The selection after choosing ``item`` or, when it is chosen, un-choosing it (the last copy chosen);
    a tile's button sends this, so pressing it again takes the choice back."""
    items = list(chosen.items)
    if remove is None:
        remove = item in chosen.spots
    if remove:
        items.reverse()
        items.remove(item)
        items.reverse()
    else:
        items.append(item)
    return ",".join(items)


def move_tiles(work: Work, selection: str, target: str) -> tuple[Work, list[str], int | None]:
    """The working table after moving the selected tiles, the tiles moved, and the index of the set they
    landed in (None for the rack); BadAction if one is not there."""
    rack = list(work.rack)
    taken: list[Tile] = []
    marks: set[tuple[int, int]] = set()
    for item in selection.split(","):
        if "-" in item:
            s, i = (int(x) - 1 for x in item.split("-"))
            if s >= len(work.sets) or i >= len(work.sets[s]) or (s, i) in marks:
                raise BadAction("tile")
            marks.add((s, i))
            taken.append(work.sets[s][i])
        else:
            tile = tile_from_text(item)
            if tile not in rack:
                raise BadAction("tile")
            rack.remove(tile)
            taken.append((tile, True))
    into: tuple[int, int] | None = None
    if "@" in target:
        number, _at, place = target.partition("@")
        s = int(number)
        if not 1 <= s <= len(work.sets) or (place != "fit" and int(place) > len(work.sets[s - 1])):
            raise BadAction("target")
        if place == "fit":  # a place among the tiles that stay in the set
            stay = [t for i, t in enumerate(work.sets[s - 1]) if (s - 1, i) not in marks]
            p, taken = fitting_place(stay, taken)
        else:
            p = int(place) - sum(1 for i in range(int(place)) if (s - 1, i) in marks)
        into = (s - 1, p)
    sets: list[list[Tile]] = []
    landed: int | None = None
    for s, tiles in enumerate(work.sets):
        kept = [t for i, t in enumerate(tiles) if (s, i) not in marks]
        if into is not None and s == into[0]:
            kept[into[1]:into[1]] = taken
            landed = len(sets)
        if kept:
            sets.append(kept)
    if target == "new":
        sets.append(list(taken))
        landed = len(sets) - 1
    if target == "rack":
        rack += [t for t, _f in taken]
    return Work(sets, sorted(rack, key=sort_key)), [tile_text(t) for t, _f in taken], landed


def fitting_place(kept: list[Tile], taken: list[Tile]) -> tuple[int, list[Tile]]:
    """Where the chosen tiles go into a set (``kept``, its tiles that stay): the last place, in the order
    chosen or else sorted, where the set is valid as written (a run lowest first: R9 dropped on R7-R8 ends
    it, R6 begins it; a joker ends a run it could begin, standing for the higher number, and a tile ends a
    group); else where the engine finds it valid in any writing. Failing both (a set still being
    built one tile at a time), in a run, before the first tile (or joker, by what it stands for) of the
    same number or higher, so a tile can take a joker's place before the joker is moved out, and R7
    dropped on R8 goes before it; in a group (every number alike), at its end."""
    orders = [taken, sorted(taken, key=lambda t: sort_key(t[0]))]
    for valid in (written_valid, lambda tiles: not rummikub.check_set(tiles, 1)):
        for order in orders:
            for p in reversed(range(len(kept) + 1)):
                if valid(tuple(t for t, _f in kept[:p] + order + kept[p:])):
                    return p, order
    values = [f.number or f.stands_number for f in set_tiles(tuple(t for t, _f in kept))]
    numbers = [n for n in (TileFace(t).number for t, _f in taken) if n is not None]
    if numbers and any(v is not None and v != numbers[0] for v in values):
        place = next((i for i, v in enumerate(values) if v is not None and v >= numbers[0]), len(kept))
        return place, taken
    return len(kept), taken


def written_valid(tiles: tuple[int, ...]) -> bool:
    """Whether the set is valid just as written: a run lowest first, a group in any order (the engine's
    check also takes a joker-free run in any order, which would show R9-R7-R8 on the table)."""
    return tiles in VALID_SETS


def reflag(work: Work, start: tuple[tuple[int, ...], ...]) -> None:
    """Keep "placed this turn" true to the counts after a tile went back to the rack (copies are alike)."""
    before = Counter(t for s in start for t in s)
    now = Counter(t for s in work.sets for t, _f in s)
    fresh_wanted = {t: now[t] - before[t] for t in now}
    fresh_seen: Counter[int] = Counter()
    for s in work.sets:
        for i, (t, f) in enumerate(s):
            if f:
                fresh_seen[t] += 1
                if fresh_seen[t] > fresh_wanted[t]:
                    s[i] = (t, False)
    for s in work.sets:
        for i, (t, f) in enumerate(s):
            if not f and fresh_seen[t] < fresh_wanted[t]:
                s[i] = (t, True)
                fresh_seen[t] += 1


def texts(tiles: list[Tile]) -> tuple[str, ...]:
    """The tiles' faces in the notation (``R7``, ``J``), for records."""
    return tuple(tile_text(t) for t, _f in tiles)


def edit(pos: rummikub.Position, work: Work, learner: int, action: Edit) -> tuple[Record, Work | None]:
    """One edit of the working table (put back, split or a tile move): its record and the new working
    table, or None when the engine refuses it (a table tile sent to the rack). BadAction when the action
    names a tile or set that is not there."""
    match action:
        case PutBack():
            return PutBackRecord(), Work.start(pos, learner)
        case Split(set_number=number, at=p):
            s = number - 1
            if s >= len(work.sets) or not 1 <= p < len(work.sets[s]):
                raise BadAction("split")
            new = work.copy()
            tiles = new.sets[s]
            new.sets[s:s + 1] = [tiles[:p], tiles[p:]]
            return SplitRecord(number, texts(tiles[:p]), texts(tiles[p:])), new
        case TileMove(selection=selection, target=target):
            pass
    new, taken, landed = move_tiles(work, selection, target)
    if target == "rack":
        verdict = rummikub.judge(pos, new.move())
        missing = [p for p in verdict.problems if p.rule == TILE_MISSING]
        if missing:
            return MoveRecord("", False, TILE_MISSING, jsonable(missing[0].params),
                              tuple((p.rule, jsonable(p.params)) for p in missing)), None
        reflag(new, pos.table)
    if landed is None:
        return TilesMovedRecord(tuple(taken), target), new
    return TilesMovedRecord(tuple(taken), target, landed + 1, texts(new.sets[landed])), new
