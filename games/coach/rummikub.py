"""The Rummikub coach: missed placements, help on request, and why a computer player moved.

The measure is the solver's (``engine.rummikub.solve``): the most rack tiles placeable this turn. A
whole turn is one move (the table after it), so a turn is judged against the best turn from the same
position, seen through the player's ``view`` (their rack and the table: other racks and the pool are
face down). What the best turn does differently is told in the player's terms: a tile laid off on a set
as it lies, a tile that takes a joker's place and frees it, a new set from the rack, or a rearrangement.

>>> from engine.rummikub import parse
>>> start = parse("t:R7.R8.R9,K5.B5.O5 p:+40 / r:R10.K2.B12 m:1 / r:#14")
>>> [(note.code, note.params["tile"], note.left) for note in missed(start, "draw")]
[('rummikub.coach.lay-off', 'R10', 1)]
>>> missed(start, "t:R7.R8.R9.R10,K5.B5.O5")
[]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.rummikub import Position, Seat, dump, judge, parse_move
from engine.rummikub.solver import Solution, arrangement_value, solve
from engine.rummikub.tiles import JOKER, face_value, tile_text
from games.coach.notes import Note
from games.coach.plans import Plans

__all__ = ["missed", "ask", "reasons", "placements", "Placement", "view", "DEFAULT_BUDGET_MS"]

DEFAULT_BUDGET_MS = 40
PLANS: Plans[Position, Solution] = Plans(lambda seen, budget_ms: solve(seen, budget_ms=budget_ms))
"""The solver's exact answers per view, shared by the notes, the help and the reasons (``games.coach.plans``)."""
Table = tuple[tuple[int, ...], ...]


def view(pos: Position, seat: int) -> Position:
    """``pos`` as ``seat`` sees it: its own rack and the table; other racks and the pool face down."""
    seats = tuple(s if i == seat else Seat(unknown=s.size, melded=s.melded) for i, s in enumerate(pos.seats))
    return replace(pos, seats=seats, pool=(), pool_unknown=pos.pool_size)


@dataclass(frozen=True)
class Placement:
    """Where some rack tiles went in a turn. ``kind``: ``"lay-off"`` (added to ``base``, a set of the old
    table, making ``set``), ``"free-joker"`` (the first of ``tiles`` took the place of a joker in ``base``;
    the joker went on to ``joker_set``, with the rest of ``tiles`` when that is a new set), ``"new-set"``
    (``set`` is made of rack tiles) or
    ``"rearrange"`` (placed by moving table tiles: ``tiles`` only)."""

    kind: str
    tiles: tuple[int, ...]
    set: tuple[int, ...] = ()
    base: tuple[int, ...] = ()
    joker_set: tuple[int, ...] = ()


def placed_tiles(pos: Position, move: str) -> Counter[int]:
    """The rack tiles ``move`` puts on the table (none for draw, pass, penalty)."""
    parsed = parse_move(move)
    if parsed.kind != "table":
        return Counter()
    new = Counter(t for s in parsed.table for t in s)
    return new - Counter(pos.table_tiles())


def _within(part: Counter[int], whole: Counter[int]) -> bool:
    return not part - whole


def placements(old: Table, new: Table, placed: Counter[int]) -> list[Placement]:
    """The turn from ``old`` to ``new`` (placing ``placed``) told set by set, in the new table's order."""
    old_left = list(old)
    changed: list[tuple[int, ...]] = []
    for s in new:
        same = next((i for i, o in enumerate(old_left) if sorted(o) == sorted(s)), None)
        if same is None:
            changed.append(s)
        else:
            old_left.pop(same)
    rack = Counter(placed)
    out: list[Placement] = []
    unexplained: list[tuple[int, ...]] = []
    freed: list[Placement] = []
    for s in changed:
        cs = Counter(s)
        found: Placement | None = None
        for i, o in enumerate(old_left):
            co = Counter(o)
            extra = cs - co
            if not extra or not _within(extra, rack):
                continue
            if _within(co, cs):
                found = Placement("lay-off", tuple(extra.elements()), s, o)
            elif co[JOKER] > cs[JOKER] and _within(co - Counter({JOKER: co[JOKER] - cs[JOKER]}), cs):
                found = Placement("free-joker", tuple(extra.elements()), s, o)
                freed.append(found)
            if found is not None:
                old_left.pop(i)
                rack -= extra
                out.append(found)
                break
        if found is None:
            unexplained.append(s)
    rest: list[tuple[int, ...]] = []
    for s in unexplained:
        cs = Counter(s)
        numbered = cs - Counter({JOKER: cs[JOKER]})
        jokers_from_rack = min(cs[JOKER], rack[JOKER])
        jokers_freed = cs[JOKER] - jokers_from_rack
        if numbered and _within(numbered, rack) and jokers_freed <= len(freed):
            rack -= numbered + Counter({JOKER: jokers_from_rack})
            tiles = tuple(numbered.elements()) + (JOKER,) * jokers_from_rack
            if not jokers_freed:
                out.append(Placement("new-set", tiles, s))
            for _ in range(jokers_freed):  # the new set is where the freed joker plays again: one story
                joker = freed.pop(0)
                out[out.index(joker)] = replace(joker, tiles=joker.tiles + tiles, joker_set=s)
                tiles = ()
        else:
            rest.append(s)
    for joker in freed:  # the joker went on into a set that was rearranged as well
        home = next((s for s in rest if JOKER in s), ())
        out[out.index(joker)] = replace(joker, joker_set=home) if home else Placement("rearrange", joker.tiles)
    if +rack:
        out.append(Placement("rearrange", tuple(sorted(rack.elements()))))
    return out


def _texts(tiles: Sequence[int]) -> list[str]:
    return [tile_text(t) for t in tiles]


def _table_texts(table: Sequence[Sequence[int]]) -> list[list[str]]:
    return [_texts(s) for s in table]


def _placement_params(p: Placement) -> dict[str, Any]:
    return {"tile": tile_text(p.tiles[0]) if p.tiles else "", "tiles": _texts(p.tiles), "count": len(p.tiles),
            "set": _texts(p.set), "base": _texts(p.base), "joker_set": _texts(p.joker_set)}


_MISSED_RULE = {"lay-off": "rummikub.turn.table-valid", "free-joker": "rummikub.joker.reused",
                "new-set": "rummikub.set.no-pattern", "rearrange": "rummikub.turn.table-valid"}


def _new_sets(old: Table, new: Table) -> list[tuple[int, ...]]:
    old_left = list(old)
    out = []
    for s in new:
        same = next((i for i, o in enumerate(old_left) if sorted(o) == sorted(s)), None)
        if same is None:
            out.append(s)
        else:
            old_left.pop(same)
    return out


def missed(start: Position, move: str, *, seat: int | None = None,
           budget_ms: float = DEFAULT_BUDGET_MS) -> list[Note]:
    """What the player of ``seat`` (default: the active seat) left on the rack with ``move`` (a whole
    turn) from ``start``; nothing when it placed as many tiles as the best turn. Each note's params also
    hold that best turn (``plan``, the move; ``placed``, its rack tiles placed)."""
    seat = start.active if seat is None else seat
    seen = view(start, seat)
    best = PLANS(seen, budget_ms)
    mine = placed_tiles(seen, move)
    left = best.placed - sum(mine.values())
    if left <= 0:
        return []
    where = dump(seen)
    theirs = placed_tiles(seen, best.move)
    missing = theirs - mine
    # The best turn itself, so whoever keeps the note (the tutorial's personal puzzles) need not solve again.
    plan = {"plan": str(best.move), "placed": best.placed}
    if not seen.seats[seat].melded:
        sets = _new_sets(seen.table, best.table)
        points = max(0, sum(face_value(t) for t in theirs.elements()) - sum(face_value(t) for t in mine.elements()))
        return [Note("rummikub.coach.meld", "rummikub.meld.initial",
                     {"sets": _table_texts(sets), "total": arrangement_value(sets), "count": best.placed, **plan},
                     left=left, points=points, position=where, move=move)]
    notes = []
    budget = left
    for p in placements(seen.table, best.table, theirs):
        here = Counter(p.tiles) & missing
        if not here or budget <= 0:
            continue
        lost = sorted(here.elements(), key=face_value, reverse=True)[:budget]
        budget -= len(lost)
        missing -= Counter(lost)
        notes.append(Note(f"rummikub.coach.{p.kind}", _MISSED_RULE[p.kind], {**_placement_params(p), **plan},
                          left=len(lost), points=sum(face_value(t) for t in lost), position=where, move=move))
    return notes


def ask(pos: Position, level: int, *, seat: int | None = None, budget_ms: float = DEFAULT_BUDGET_MS) -> Note:
    """Help for the player to move: ``level`` 1 a nudge (which set or part of the table to look at), 2
    the tile to start with, 3 the whole table after the best turn; a level above 3 is 3."""
    seat = pos.active if seat is None else seat
    seen = view(pos, seat)
    best = PLANS(seen, budget_ms)
    where = dump(seen)
    if not best.placed:
        if seen.pool_size:
            return Note("rummikub.help.draw", "rummikub.draw.ends-turn", position=where, move=best.move)
        return Note("rummikub.help.pass", "rummikub.pass.pool-empty", position=where, move=best.move)
    sets = _new_sets(seen.table, best.table)
    theirs = placed_tiles(seen, best.move)
    melded = seen.seats[seat].melded
    if level >= 3:
        return Note("rummikub.help.plan", judge(seen, best.move).rule,
                    {"sets": _table_texts(sets), "count": best.placed}, position=where, move=best.move)
    found = placements(seen.table, best.table, theirs) if melded else [Placement("new-set", sets[0], sets[0])]
    first = found[0]
    if level == 2:
        return Note("rummikub.help.first", _MISSED_RULE[first.kind] if melded else "rummikub.meld.initial",
                    {"tile": tile_text(first.tiles[0] if melded else max(first.tiles, key=face_value))},
                    position=where)
    if not melded:
        return Note("rummikub.help.look-meld", "rummikub.meld.initial", {"count": best.placed}, position=where)
    if first.kind in ("lay-off", "free-joker"):
        return Note("rummikub.help.look", _MISSED_RULE[first.kind], {"base": _texts(first.base)}, position=where)
    if first.kind == "new-set":
        return Note("rummikub.help.look-rack", "rummikub.set.no-pattern", position=where)
    return Note("rummikub.help.look-table", "rummikub.turn.table-valid", {"count": len(first.tiles)},
                position=where)


def reasons(before: Position, move: str, plan: Solution | None = None, *,
            budget_ms: float = DEFAULT_BUDGET_MS) -> list[Note]:
    """Why the active seat of ``before`` played ``move`` (a whole turn), set by set: what it laid off,
    which joker it freed, what it laid down. ``plan``: the solver's answer the player moved by, if any
    (a draw is explained as "nothing to place" only when the plan, or the solver here, found nothing).
    Each note's params carry ``seat``, the player who moved."""
    return [replace(note, params={**note.params, "seat": before.active})
            for note in _reasons(before, move, plan, budget_ms)]


def _reasons(before: Position, move: str, plan: Solution | None, budget_ms: float) -> list[Note]:
    parsed = parse_move(move)
    if parsed.kind == "pass":
        return [Note("rummikub.bot.pass", "rummikub.pass.pool-empty")]
    if parsed.kind == "draw":
        if plan is None:
            plan = PLANS(view(before, before.active), budget_ms)
        if plan.placed:
            return [Note("rummikub.bot.draw-chose", "rummikub.draw.ends-turn")]
        return [Note("rummikub.bot.draw", "rummikub.draw.ends-turn")]
    if parsed.kind != "table":
        return []
    placed = placed_tiles(before, move)
    seat = before.seats[before.active]
    notes: list[Note] = []
    if not seat.melded:
        sets = _new_sets(before.table, parsed.table)
        notes.append(Note("rummikub.bot.meld", "rummikub.meld.initial",
                          {"sets": _table_texts(sets), "total": arrangement_value(sets)}))
    else:
        notes += [Note(f"rummikub.bot.{p.kind}", _MISSED_RULE[p.kind], _placement_params(p))
                  for p in placements(before.table, parsed.table, placed)]
    if sum(placed.values()) == seat.size:
        notes.append(Note("rummikub.bot.out", "rummikub.game.over", {"count": sum(placed.values())}))
    return notes

