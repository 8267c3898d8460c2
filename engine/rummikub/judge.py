"""Judging a whole Rummikub turn: every problem, each with its rule id and params.

Moves are ``draw``, ``pass``, ``penalty`` and ``t:SETS`` (the complete table after the turn). For a
table move the tiles the player placed are the difference between the new table and the old one.

Problems are listed in this order (the first is the verdict's headline): tiles taken off the table,
tiles not on the rack, tiles whose face is unknown, no tile added; before the initial meld, table sets
touched and table jokers taken; every invalid set, in table order; the initial meld below 30; freed
jokers not reused.

**Initial meld.** Old sets written again are left aside, matched as whole sets in any place and in any
listing of their tiles (a group in another colour order, a run either way; with jokers, the same reading).
Every other new set that holds a tile of an old set that was not written again *touches the table*;
the rest form the meld, whose total counts each valid set's value in the reading most favourable to the
mover (``J.J.K10`` is 10-11-12, worth 33, not 8-9-10).

**Freed jokers.** A table joker stands for a tile (a run: one tile; a group: any missing colour of its
number; a set read several ways: any of them). It is *freed* when, after the turn, it no longer stands
for a tile it could stand for before -- it sits in a valid set where it stands for something else, its
set is gone, or it lies in a broken set with neither its old companions nor a rack tile (alone, say). A
joker in a set that was already broken before the turn has no settled meaning and is not called freed.

Every freed joker must end the turn in a *new* valid set holding at least one tile from the rack (a
tile of a kind the turn added, or a joker from the rack). Our ruling on "new", which the booklet leaves
open: a set is new when it was not on the table in that form at the start of the turn -- so an old set
that you extend with at least one tile of your own is new and may take the joker, while an old set that
gains only the joker (or only table tiles) is not. Jokers are alike, so old and new jokers are matched
in the way most favourable to the player: with at most two jokers every matching is tried. Before the
initial meld, freeing a table joker at all, or taking one off the table, is ``rummikub.joker.before-meld``.

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
from itertools import permutations

from engine.rummikub.notation import Move, parse_move
from engine.rummikub.position import Position
from engine.rummikub.sets import VALID_SETS, SetInfo, diagnose, normalise, same_set
from engine.rummikub.tiles import COPIES, JOKER, tile_text
from engine.verdict import Problem, Verdict

__all__ = ["judge", "as_move", "MELD_MINIMUM", "PENALTY_TILES"]

MELD_MINIMUM = 30
PENALTY_TILES = 3

_TEXT = tuple(tile_text(t) for t in range(JOKER + 1))
_TILES = range(JOKER + 1)


def as_move(move: str | Move) -> Move:
    return parse_move(move) if isinstance(move, str) else move


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


def _counts(sets: tuple[tuple[int, ...], ...]) -> list[int]:
    counts = [0] * (JOKER + 1)
    for tile_set in sets:
        for tile in tile_set:
            counts[tile] += 1
    return counts


def _judge_table(position: Position, new: tuple[tuple[int, ...], ...]) -> Verdict:
    new = tuple(normalise(tile_set) for tile_set in new)  # a Move built in code may list a run either way
    old = position.table
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
        problems.append(Problem("rummikub.turn.no-tile-added", {}))

    infos = [VALID_SETS.get(tile_set) for tile_set in new]
    meld_total = 0
    meld_problems: list[Problem] = []
    if not seat.melded:
        meld_total, touched = _meld(old, new, infos)
        if touched:
            meld_problems.append(Problem("rummikub.meld.table-touched", {"sets": touched}))

    freed, not_reused = _jokers(old, new, infos, added, before_meld=not seat.melded)
    if (freed or JOKER in missing) and not seat.melded:
        meld_problems.append(Problem("rummikub.joker.before-meld", {}))
    problems.extend(meld_problems)

    for index, (tile_set, info) in enumerate(zip(new, infos, strict=True), start=1):
        if info is None:
            problems.extend(diagnose(tile_set, index))
    if not seat.melded and added and meld_total < MELD_MINIMUM:
        problems.append(Problem("rummikub.meld.below-30", {"total": meld_total}))
    if not_reused:
        problems.append(Problem("rummikub.joker.not-reused", {"count": not_reused}))

    if problems:
        return Verdict.forbid(problems)
    if not seat.melded:
        return Verdict.allow("rummikub.meld.initial", total=meld_total, count=len(added))
    if freed:
        return Verdict.allow("rummikub.joker.reused", count=freed)
    return Verdict.allow("rummikub.turn.table-valid", count=len(added))


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


# A joker's meaning: the tiles it may stand for, or None when its set is invalid (no settled meaning).
_Meaning = frozenset[int] | None


def _joker_meanings(table: tuple[tuple[int, ...], ...], infos: list[SetInfo | None]) -> list[tuple[int, _Meaning]]:
    """(set index, meaning) for every joker on a table, in table order; a meaning covers every reading
    of its set, so the mover's reading always counts."""
    out: list[tuple[int, _Meaning]] = []
    for index, (tile_set, info) in enumerate(zip(table, infos, strict=True)):
        if JOKER in tile_set:
            if info is None:
                out.extend((index, None) for t in tile_set if t == JOKER)
            else:
                out.extend((index, meaning) for meaning in info.may_stand_for)
    return out


def _jokers(old: tuple[tuple[int, ...], ...], new: tuple[tuple[int, ...], ...], infos: list[SetInfo | None],
            added: list[int], *, before_meld: bool) -> tuple[int, int]:
    """(freed jokers, freed jokers not reused with a rack tile) under the most favourable matching.

    A joker that ends the turn in a broken set is freed when nothing of its old set and no rack tile
    is with it (a joker left alone, or put with table tiles only): it stands for nothing any more, and
    no tile of yours came with it. In a broken set that keeps its old company or holds a rack tile it
    is not called freed; the set's own problems are reported instead.
    """
    old_with_jokers = [s for s in old if JOKER in s]
    if not old_with_jokers:
        return 0, 0
    old_jokers = _joker_meanings(tuple(old_with_jokers), [VALID_SETS.get(s) for s in old_with_jokers])
    new_jokers = _joker_meanings(new, infos)
    kinds_added = set(added)
    rack_tile_in = {index: any(t in kinds_added for t in new[index] if t != JOKER) for index, _ in new_jokers}
    slots: list[int | None] = list(range(len(new_jokers)))
    slots += [None] * max(0, len(old_jokers) - len(new_jokers))  # old jokers gone from the table
    best: tuple[int, int, int] | None = None
    for choice in set(permutations(slots, len(old_jokers))):
        rack_joker_sets = {new_jokers[s][0] for s in range(len(new_jokers)) if s not in choice}
        freed = not_reused = 0
        for (old_index, before), slot in zip(old_jokers, choice, strict=True):
            if slot is None:
                continue  # taken off the table: reported as a missing tile
            set_index, after = new_jokers[slot]
            with_rack_tile = rack_tile_in[set_index] or set_index in rack_joker_sets
            if after is None and before is not None:
                company = set(old_with_jokers[old_index]) - {JOKER}
                if with_rack_tile or company.intersection(new[set_index]):
                    continue
                freed += 1
                not_reused += 1
                continue
            if _same_meaning(before, after):
                continue
            freed += 1
            if not with_rack_tile:
                not_reused += 1
        cost = (not_reused + (freed if before_meld else 0), freed, not_reused)
        if best is None or cost < best:
            best = cost
    assert best is not None
    return best[1], best[2]


def _same_meaning(before: _Meaning, after: _Meaning) -> bool:
    return before is None or after is None or not before.isdisjoint(after)
