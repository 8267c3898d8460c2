"""Judging a whole Rummikub turn: every problem, each with its rule id and params.

Moves are ``draw``, ``pass``, ``penalty`` and ``t:SETS`` (the complete table after the turn). For a
table move the tiles the player placed are the difference between the new table and the old one.

Problems are listed in this order (the first is the verdict's headline): tiles taken off the table,
tiles not on the rack, tiles whose face is unknown, no tile added (``table``: ``"unchanged"`` when the
turn ends on the table as it was, else ``"changed"``); before the initial meld, table sets
touched and table jokers taken; every invalid set, in table order; the initial meld below 30; freed
jokers not reused.

**Initial meld.** Old sets written again are left aside, matched as whole sets in any place and in any
listing of their tiles (a group in another colour order, a run either way; with jokers, the same reading).
Every other new set that holds a tile of an old set that was not written again *touches the table*;
the rest form the meld, whose total counts each valid set's value in the reading most favourable to the
mover (``J.J.K10`` is 10-11-12, worth 33, not 8-9-10).

**Freed jokers** (:func:`freed_jokers`, defined once, from the physical table). A table joker stands
for a tile in its set's reading: in a run exactly one tile, in a group a colour the group lacks; a set is
read one way for all its jokers (``J.J.B9`` is 7-8-9, 9-10-11 or a group of nines, never two of them at
once). The joker is *freed* when the tile it stood for is put in its place (that tile now lies with its
old neighbours), or when its set is broken up so that it leaves its set's reading: it ends in a set that
holds no tile of its old set, or stands for something else there. A joker that keeps its place is not
freed: its run extended at either end, its group gaining or losing a colour, its run split or joined
with the joker still beside its old neighbours as the same tile. A joker in a broken set that keeps its
old company or holds a rack tile is not called freed (the set's own problems are reported), nor is one
in a set that was already broken before the turn (it had no settled meaning).

Every freed joker must end the turn in a *new* valid set holding at least one tile from the rack (a
tile of a kind the turn added, or a joker from the rack). Our ruling on "new", which the booklet leaves
open: a set is new when it was not on the table in that form at the start of the turn -- so an old set
that you extend with at least one tile of your own is new and may take the joker, while an old set that
gains only the joker (or only table tiles) is not. Jokers and copies of a tile look alike, so every
matching of old jokers to new ones and every reading is tried, and the story most favourable to the
player counts. Each freed joker left without a rack tile is one ``rummikub.joker.not-reused`` problem
naming where it stood, what it stood for and where it went. Before the initial meld, freeing a table
joker at all, or taking one off the table, is ``rummikub.joker.before-meld``.

**The timer.** ``penalty`` is the booklet's case of a table that cannot be put back when the minute
runs out: your own tiles go back to your rack and you draw three (fewer if the pool has fewer); at a real
table, shared tiles that cannot be put back into sets are shuffled into the pool. If you did put the
table back, the turn is simply ``draw``: one tile.

>>> from engine.rummikub.notation import parse
>>> judge(parse("p:+50 / r:K9.B9.R9.B1.B2.B3 / r:#14"), "t:K9.B9.R9").params
{'total': 27}
>>> judge(parse("p:+50 / r:K9.B9.R9.B1.B2.B3 / r:#14"), "t:K9.B9.R9,B1.B2.B3").params
{'total': 33, 'count': 6}
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import permutations, product

from engine.rummikub.notation import Move, parse_move
from engine.rummikub.position import Position
from engine.rummikub.sets import VALID_SETS, Role, SetInfo, diagnose, joker_readings, normalise, role_tiles, same_set
from engine.rummikub.tiles import COPIES, JOKER, tile_text
from engine.verdict import Problem, Verdict

__all__ = ["judge", "as_move", "freed_jokers", "FreedJoker", "MELD_MINIMUM", "PENALTY_TILES"]

MELD_MINIMUM = 30
PENALTY_TILES = 3

_TEXT = tuple(tile_text(t) for t in range(JOKER + 1))
_TILES = range(JOKER + 1)


def as_move(move: str | Move) -> Move:
    return parse_move(move)


def judge(position: Position, move: str | Move) -> Verdict:
    """The verdict on one whole turn by the active seat; NotationError only for a malformed move."""
    move = as_move(move)
    winner = position.winner
    if winner is not None:
        return Verdict.forbid([Problem("rummikub.game.over", {"winner": winner})])
    if move.kind == "draw":
        if position.pool_size == 0:
            return Verdict.forbid([Problem("rummikub.draw.pool-empty", {})])
        return Verdict.allow("rummikub.draw.ends-turn")
    if move.kind == "pass":
        if position.pool_size:
            return Verdict.forbid([Problem("rummikub.pass.pool-not-empty", {"count": position.pool_size})])
        return Verdict.allow("rummikub.pass.pool-empty")
    if move.kind == "penalty":
        return Verdict.allow("rummikub.timer.penalty", drawn=min(PENALTY_TILES, position.pool_size))
    return _judge_table(position, move.table)


def _texts(tiles: tuple[int, ...] | list[int]) -> list[str]:
    return [_TEXT[t] for t in tiles]


def _counts(sets: tuple[tuple[int, ...], ...]) -> list[int]:
    counts = [0] * (JOKER + 1)
    for tile_set in sets:
        for tile in tile_set:
            counts[tile] += 1
    return counts


def _judge_table(position: Position, new: tuple[tuple[int, ...], ...]) -> Verdict:
    new = tuple(normalise(tile_set) for tile_set in new)  # a Move built in code may list a run either way
    old = tuple(normalise(tile_set) for tile_set in position.table)  # so may a Position built in code
    seat = position.seats[position.active]
    balance = [0] * (JOKER + 1)  # new copies minus old copies, per tile
    for tile_set in new:
        for tile in tile_set:
            balance[tile] += 1
    for tile_set in old:
        for tile in tile_set:
            balance[tile] -= 1
    added: list[int] = []
    missing: list[int] = []
    for tile in _TILES:
        difference = balance[tile]
        if difference:
            if difference > 0:
                added.extend([tile] * difference)
            else:
                missing.extend([tile] * -difference)

    problems: list[Problem] = []
    if missing:
        problems.append(Problem("rummikub.table.tile-missing",
                                {"tiles": [_TEXT[t] for t in missing], "count": len(missing)}))
    if added:
        problems.extend(_rack_problems(position, added))
    else:
        problems.append(Problem("rummikub.turn.no-tile-added", {"table": _table_change(old, new, missing)}))

    infos = [VALID_SETS.get(tile_set) for tile_set in new]
    meld_total = 0
    meld_problems: list[Problem] = []
    if not seat.melded:
        meld_total, touched = _meld(old, new, infos)
        if touched:
            meld_problems.append(Problem("rummikub.meld.table-touched", {"sets": touched}))

    freed = freed_jokers(old, new, added, before_meld=not seat.melded)
    stranded = [joker for joker in freed if not joker.reused]
    if (freed or JOKER in missing) and not seat.melded:
        meld_problems.append(Problem("rummikub.joker.before-meld", {}))
    problems.extend(meld_problems)

    for index, (tile_set, info) in enumerate(zip(new, infos, strict=True), start=1):
        if info is None:
            problems.extend(diagnose(tile_set, index))
    if not seat.melded and added and meld_total < MELD_MINIMUM:
        problems.append(Problem("rummikub.meld.below-30", {"total": meld_total}))
    for joker in stranded:
        problems.append(Problem("rummikub.joker.not-reused", {
            "count": len(stranded), "set": joker.new_set + 1, "tiles": _texts(new[joker.new_set]),
            "from_set": joker.old_set + 1, "from_tiles": _texts(old[joker.old_set]),
            "stood_for": _texts(joker.stood_for), "freed_by": "replaced" if joker.replaced else "moved"}))

    if problems:
        return Verdict.forbid(problems)
    if not seat.melded:
        return Verdict.allow("rummikub.meld.initial", total=meld_total, count=len(added))
    if freed:
        return Verdict.allow("rummikub.joker.reused", count=len(freed),
                             sets=sorted({joker.new_set + 1 for joker in freed}))
    return Verdict.allow("rummikub.turn.table-valid", count=len(added))


def _table_change(old: tuple[tuple[int, ...], ...], new: tuple[tuple[int, ...], ...],
                  missing: list[int]) -> str:
    """``"unchanged"`` when the new table holds the old sets (in any order, each listed any way: the turn
    placed and moved nothing), else ``"changed"``: the feedback then says what happened."""
    if missing or len(old) != len(new):
        return "changed"
    left = list(old)
    for tile_set in new:
        match = next((k for k, before in enumerate(left) if same_set(before, tile_set)), None)
        if match is None:
            return "changed"
        del left[match]
    return "unchanged"


def _rack_problems(position: Position, added: list[int]) -> list[Problem]:
    """Placed tiles must come from the rack; a rack with unknown faces cannot vouch for them."""
    seat = position.seats[position.active]
    rack = Counter(seat.rack)
    strangers = []
    for tile in added:
        if rack[tile]:
            rack[tile] -= 1
        else:
            strangers.append(tile)
    if not strangers:
        return []
    hidden_faces = 0
    not_on_rack = strangers
    if seat.unknown:
        # A stranger may be one of the unknown rack tiles if a copy of it is unaccounted for elsewhere.
        accounted = _counts(position.table)
        for tile in position.pool:
            accounted[tile] += 1
        for other in position.seats:
            for tile in other.rack:
                accounted[tile] += 1
        not_on_rack = []
        for tile in strangers:
            if hidden_faces < seat.unknown and accounted[tile] < COPIES:
                accounted[tile] += 1
                hidden_faces += 1
            else:
                not_on_rack.append(tile)
    problems = []
    if not_on_rack:
        problems.append(Problem("rummikub.rack.not-on-rack",
                                {"tiles": [_TEXT[t] for t in not_on_rack], "count": len(not_on_rack)}))
    if hidden_faces:
        problems.append(Problem("rummikub.rack.unknown-face", {"count": hidden_faces}))
    return problems


def _meld(old: tuple[tuple[int, ...], ...], new: tuple[tuple[int, ...], ...],
          infos: list[SetInfo | None]) -> tuple[int, list[int]]:
    """The initial meld's total and the (1-based) new sets that touch the old table.

    An old set written again is left aside however its tiles are listed (:func:`same_set`: the same
    tiles, and with jokers the same reading), so it neither counts towards the meld nor touches.
    """
    unchanged_left = list(old)
    fresh = []
    for index, tile_set in enumerate(new):
        match = next((k for k, before in enumerate(unchanged_left) if same_set(before, tile_set)), None)
        if match is None:
            fresh.append(index)
        else:
            del unchanged_left[match]
    loose = [0] * (JOKER + 1)
    for tile_set in unchanged_left:
        for tile in tile_set:
            loose[tile] += 1
    total = 0
    touched = []
    for index in fresh:
        if any(loose[tile] for tile in new[index]):
            touched.append(index + 1)
        elif (info := infos[index]) is not None:
            total += info.value
    return total, touched


@dataclass(frozen=True, slots=True)
class FreedJoker:
    """A table joker the turn freed: the old set it stood in (0-based, old table), the tiles it stood
    for there, the new set it ended in (0-based, new table), whether the tile it stood for was put in
    its place (else its set was broken up around it), and whether it was reused with a rack tile."""

    old_set: int
    stood_for: tuple[int, ...]
    new_set: int
    replaced: bool
    reused: bool


@dataclass(frozen=True, slots=True)
class _OldJoker:
    set_index: int
    place: int  # its place in the old set, among the set's jokers (0 or 1)


def freed_jokers(old: tuple[tuple[int, ...], ...], new: tuple[tuple[int, ...], ...],
                 added: list[int] | None = None, *, before_meld: bool = False) -> list[FreedJoker]:
    """The table jokers a turn from ``old`` to ``new`` frees, under the most favourable story.

    The notation does not tell one joker (or one copy of a tile) from another, so every matching of
    old jokers to new ones and every reading of each set (one reading for all the jokers of a set) is
    tried, and the story with the fewest freed jokers left without a rack tile counts (before the
    meld: the fewest freed at all). ``added`` are the tiles the turn added (the difference of the
    tables when omitted).

    >>> from engine.rummikub.notation import parse_move, tiles_text
    >>> old = parse_move("t:K6.R6.J,O7.O8.O9").table
    >>> [(f.old_set, tiles_text(f.stood_for), f.new_set, f.replaced, f.reused)
    ...  for f in freed_jokers(old, parse_move("t:K6.R6.O6,J.O7.O8.O9").table)]
    [(0, 'B6.O6', 1, True, False)]
    >>> freed_jokers(old, parse_move("t:K6.R6.J.O6,O7.O8.O9").table)  # it stays a 6 in its group
    []
    """
    if added is None:
        balance = Counter(t for s in new for t in s)
        balance.subtract(t for s in old for t in s)
        added = [t for t, n in balance.items() for _ in range(max(0, n))]
    old_jokers = [_OldJoker(i, k) for i, s in enumerate(old) for k in range(s.count(JOKER))]
    if not old_jokers:
        return []
    return _Story(old, new, added).best(old_jokers, before_meld)


def _in_order(matching: tuple[int | None, ...]) -> list[int]:
    return [-1 if slot is None else slot for slot in matching]


class _Story:
    """What the old and new tables say about their jokers, for :func:`freed_jokers`."""

    def __init__(self, old: tuple[tuple[int, ...], ...], new: tuple[tuple[int, ...], ...],
                 added: list[int]) -> None:
        self.old, self.new = old, new
        self.kinds: list[frozenset[int]] = [frozenset(t for t in s if t != JOKER) for s in old]
        unchanged_left = list(old)
        self.unchanged: set[int] = set()  # new sets that are an old set written again
        for index, tile_set in enumerate(new):
            match = next((k for k, before in enumerate(unchanged_left) if same_set(before, tile_set)), None)
            if match is not None:
                del unchanged_left[match]
                self.unchanged.add(index)
        kinds_added = set(added)
        self.rack_tile = [any(t in kinds_added for t in s if t != JOKER) for s in new]
        self.slots = [(i, k) for i, s in enumerate(new) for k in range(s.count(JOKER))]

    def best(self, old_jokers: list[_OldJoker], before_meld: bool) -> list[FreedJoker]:
        old_sets = sorted({j.set_index for j in old_jokers if self.old[j.set_index] in VALID_SETS})
        new_sets = sorted({i for i, _ in self.slots if self.new[i] in VALID_SETS})
        old_options = [joker_readings(self.old[i]) for i in old_sets]
        new_options = [joker_readings(self.new[i]) for i in new_sets]
        choices: list[int | None] = list(range(len(self.slots)))
        choices += [None] * max(0, len(old_jokers) - len(self.slots))  # jokers gone from the table
        matchings = sorted(set(permutations(choices, len(old_jokers))), key=_in_order)
        best: tuple[tuple[int, int], list[FreedJoker]] | None = None
        for old_reading in product(*old_options):
            old_roles = dict(zip(old_sets, old_reading, strict=True))
            for new_reading in product(*new_options):
                new_roles = dict(zip(new_sets, new_reading, strict=True))
                for matching in matchings:
                    freed = self._freed(old_jokers, matching, old_roles, new_roles)
                    stranded = sum(1 for f in freed if not f.reused)
                    cost = (stranded + (len(freed) if before_meld else 0), len(freed))
                    if best is None or cost < best[0]:
                        best = (cost, freed)
                        if cost == (0, 0):
                            return freed
        assert best is not None
        return best[1]

    def _freed(self, old_jokers: list[_OldJoker], matching: tuple[int | None, ...],
               old_roles: dict[int, tuple[Role, ...]],
               new_roles: dict[int, tuple[Role, ...]]) -> list[FreedJoker]:
        """The jokers freed in one story: a matching of old jokers to new places and one reading per set."""
        used = {slot for slot in matching if slot is not None}
        rack_joker_in = {self.slots[s][0] for s in range(len(self.slots)) if s not in used}
        out = []
        for joker, slot in zip(old_jokers, matching, strict=True):
            if slot is None:
                continue  # taken off the table: reported as a missing tile
            origin = joker.set_index
            if origin not in old_roles:
                continue  # its set was broken before the turn: the joker had no settled meaning
            role = old_roles[origin][joker.place]
            stood_for = role_tiles(role, self.old[origin])
            set_index, place = self.slots[slot]
            with_company = not self.kinds[origin].isdisjoint(self.new[set_index])
            with_rack_tile = self.rack_tile[set_index] or set_index in rack_joker_in
            replaced = self._in_its_place(origin, set_index, stood_for)
            if set_index not in new_roles:  # a broken set: its own problems are reported
                if with_company or with_rack_tile:
                    continue
                out.append(FreedJoker(origin, stood_for, set_index, replaced, False))
                continue
            kept = new_roles[set_index][place] == role and with_company
            if kept and not (role[0] == "run" and replaced):
                continue
            out.append(FreedJoker(origin, stood_for, set_index, replaced, with_rack_tile))
        return out

    def _in_its_place(self, origin: int, joker_set: int, stood_for: tuple[int, ...]) -> bool:
        """Whether a tile the joker stood for now lies with tiles of the joker's old set, in a set
        other than the joker's own (and other than an old set written again)."""
        if joker_set in self.unchanged and same_set(self.old[origin], self.new[joker_set]):
            return False  # its set is as it was: another copy of the tile lies elsewhere
        company = self.kinds[origin]
        return any(index != joker_set and index not in self.unchanged and not company.isdisjoint(tile_set)
                   and any(t in tile_set for t in stood_for)
                   for index, tile_set in enumerate(self.new))
