"""The Rummikub checker board, built by taps: first the start of the turn (the table and your rack,
laid from a palette of the 106 tiles), then the turn on the same board (pick a tile, put it into a set,
a new set or back on your rack, split a set, or swap a joker for the tile it stands for in one tap).

Every tap is one GET parameter, ``tap`` (``add:R7``, ``to:new``, ``pick:r1``, ``put:s2``, …), read
against the position ``p`` and the move ``m`` of the link; the builder's own state (the stage, the
palette's target, the picked tile) travels beside them and stays out of the canonical link. The
engine checks every position a tap makes: a third copy of a tile is never offered, and anything else
impossible raises ``NotationError`` naming the part.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from checker.core import rack_after
from config.parsing import grammar
from engine import rummikub
from engine.rummikub.notation import table_text
from engine.rummikub.position import Seat, canonical_rack
from engine.rummikub.tiles import JOKER, number, tile_from_text
from engine.verdict import NotationError, Place
from games.registry import RUMMIKUB

STAGES = ("set", "turn")
SEATS = "|".join(str(n) for n in RUMMIKUB.seats)
"""How many may play (the ``n:`` tap), from the game's record."""
UI = {"st": grammar(r"set|turn"), "to": grammar(r"new|rack|s\d{1,2}"),
      "sel": grammar(r"r\d{1,3}|s\d{1,3}\.\d{1,3}")}
TAP = grammar(r"add:(?:[KBRO](?:1[0-3]|[1-9])|J)|to:(?:new|rack|s\d{1,2})|del:(?:r\d{1,3}|s\d{1,3}\.\d{1,3})"
                 rf"|n:(?:{SEATS})"
                 r"|pool:[+-]\d{1,2}|meld|st:(?:set|turn)|pick:(?:r\d{1,3}|s\d{1,3}\.\d{1,3})"
                 r"|put:(?:new|rack|s\d{1,3})|split:s\d{1,3}\.\d{1,3}|kind:(?:table|draw|pass|penalty)")
KINDS = ("draw", "pass", "penalty")
COPIES = 2
MAX_POOL = 106


def blank() -> rummikub.Position:
    """An empty table, an empty rack, the initial meld made (a dispute about the table comes after it)."""
    return rummikub.parse("p:+30 / r:- m:1 / r:#14 m:1")


def stage(pos: rummikub.Position, move: str, ui: dict[str, str]) -> str:
    """Laying out the start (``set``) or making the turn (``turn``): a link with a move or a table opens
    on the turn, an empty checker on the start."""
    if ui.get("st") in STAGES:
        return ui["st"]
    return "turn" if move or pos.table else "set"


def after_table(pos: rummikub.Position, move: str) -> list[list[int]]:
    table = rummikub.parse_move(move).table if move.startswith("t:") else pos.table
    return [list(s) for s in table]


def left_of(pos: rummikub.Position) -> Counter[int]:
    """How many of each tile can still be laid from the palette (two of each, two jokers)."""
    used = Counter(pos.table_tiles()) + Counter(pos.to_move.rack)
    return Counter({t: COPIES - used[t] for t in range(JOKER + 1)})


def _checked(pos: rummikub.Position) -> rummikub.Position:
    """The engine reads the position back (tile copies, totals); NotationError names the part."""
    return rummikub.parse(rummikub.dump(pos))


def _with_rack(pos: rummikub.Position, rack: list[int]) -> rummikub.Position:
    you = pos.to_move
    return pos.with_seat(pos.active, replace(you, rack=canonical_rack(rack)))


# -- Where a tile goes -------------------------------------------------------------------------------

def placed(tiles: list[int], tile: int) -> list[int]:
    """``tiles`` with ``tile`` added, laid out so the set reads as a valid group or run if it can.

    >>> from engine.rummikub.tiles import tile_from_text as t
    >>> tiles_text(placed([t("R9"), t("R11")], t("J")))
    'R9.J.R11'
    >>> tiles_text(placed([t("J"), t("B8")], t("B10")))
    'B8.J.B10'
    """
    options = [tiles[:i] + [tile] + tiles[i:] for i in range(len(tiles) + 1)]
    for option in options:
        if rummikub.set_info(tuple(option)) is not None:
            return option
    return arranged([*tiles, tile])


def arranged(tiles: list[int]) -> list[int]:
    """The tiles in number order with the jokers where the set reads as valid (else at the end)."""
    numbered = sorted((t for t in tiles if t != JOKER), key=number)
    jokers = len(tiles) - len(numbered)
    layouts = [numbered]
    for _joker in range(jokers):
        layouts = [x[:i] + [JOKER] + x[i:] for x in layouts for i in range(len(x) + 1)]
    for layout in layouts:
        if rummikub.set_info(tuple(layout)) is not None:
            return layout
    return numbered + [JOKER] * jokers


# -- Laying out the start of the turn ----------------------------------------------------------------

def _lay(pos: rummikub.Position, ui: dict[str, str], tap: str) -> tuple[rummikub.Position, dict[str, str]]:
    verb, _colon, arg = tap.partition(":")
    table = [list(s) for s in pos.table]
    rack = list(pos.to_move.rack)
    to = ui.get("to", "new")
    if verb == "add":
        tile = tile_from_text(arg)
        if left_of(pos)[tile] <= 0:
            if tile == JOKER:
                raise NotationError("rummikub.jokers", Place("t"), most=2)
            raise NotationError("rummikub.tile-copies", Place("t"), most=2, tile=arg)
        if to == "rack":
            rack.append(tile)
        elif to.startswith("s") and 0 < int(to[1:]) <= len(table):
            table[int(to[1:]) - 1] = placed(table[int(to[1:]) - 1], tile)
        else:
            table.append([tile])
            ui = {**ui, "to": f"s{len(table)}"}
    elif verb == "to":
        ui = {**ui, "to": arg}
    elif verb == "del":
        if arg.startswith("r"):
            index = int(arg[1:]) - 1
            if 0 <= index < len(rack):
                del rack[index]
        else:
            s, _dot, t = arg[1:].partition(".")
            si, ti = int(s) - 1, int(t) - 1
            if 0 <= si < len(table) and 0 <= ti < len(table[si]):
                del table[si][ti]
                table[si] = arranged(table[si])
            if to.startswith("s") and not any(table[int(to[1:]) - 1:int(to[1:])]):
                ui = {**ui, "to": "new"}
            table = [s for s in table if s]
    elif verb == "n":
        seats = list(pos.seats[:int(arg)])
        seats += [Seat(unknown=14, melded=True)] * (int(arg) - len(seats))
        pos = replace(pos, seats=tuple(seats), active=min(pos.active, int(arg) - 1))
    elif verb == "pool":
        size = min(max(pos.pool_size + int(arg), 0), MAX_POOL)
        pos = replace(pos, pool=(), pool_unknown=size)
    elif verb == "meld":
        pos = pos.with_seat(pos.active, replace(pos.to_move, melded=not pos.to_move.melded))
    pos = _with_rack(replace(pos, table=tuple(tuple(s) for s in table)), rack)
    return _checked(pos), ui


# -- The turn -----------------------------------------------------------------------------------------

def _tile_at(pos: rummikub.Position, after: list[list[int]], loc: str) -> int | None:
    if loc.startswith("r"):
        left = rack_after(pos, after)
        index = int(loc[1:]) - 1
        return left[index] if 0 <= index < len(left) else None
    s, _dot, t = loc[1:].partition(".")
    si, ti = int(s) - 1, int(t) - 1
    return after[si][ti] if 0 <= si < len(after) and 0 <= ti < len(after[si]) else None


def _swap(pos: rummikub.Position, after: list[list[int]], sel: str, joker_at: str) -> str:
    """The picked tile takes the joker's place; the freed joker is laid apart, picked, to go where the
    next tap says (the one gesture a player makes: tile on the joker, joker in hand)."""
    tile = _tile_at(pos, after, sel)
    s, _dot, t = joker_at[1:].partition(".")
    si, ti = int(s) - 1, int(t) - 1
    if tile is None:
        return ""
    after[si][ti] = tile
    if sel.startswith("s"):
        ss, _d, st = sel[1:].partition(".")
        del after[int(ss) - 1][int(st) - 1]
    after.append([JOKER])
    kept = [s for s in after if s]
    after[:] = kept
    return f"s{len(after)}.1"


def _turn(pos: rummikub.Position, move: str, ui: dict[str, str], tap: str) -> tuple[str, dict[str, str]]:
    verb, _colon, arg = tap.partition(":")
    if verb == "kind":
        return ("" if arg == "table" else arg), {k: v for k, v in ui.items() if k != "sel"}
    after = after_table(pos, move)
    sel = ui.get("sel", "")
    if verb == "pick" and sel and sel != arg and _tile_at(pos, after, arg) == JOKER \
            and arg.startswith("s") and _tile_at(pos, after, sel) not in (None, JOKER):
        sel = _swap(pos, after, sel, arg)
    elif verb == "pick":
        sel = "" if arg == sel else arg
    elif verb == "split":
        s, _dot, t = arg[1:].partition(".")
        si, ti = int(s) - 1, int(t) - 1
        if 0 <= si < len(after) and 0 < ti < len(after[si]):
            after.insert(si + 1, after[si][ti:])
            del after[si][ti:]
        sel = ""
    elif verb == "put" and sel:
        sel = _put(pos, after, sel, arg)
    table = tuple(tuple(s) for s in after if s)
    new_move = "" if table == pos.table else "t:" + table_text(table)
    return new_move, {**{k: v for k, v in ui.items() if k != "sel"}, **({"sel": sel} if sel else {})}


def _put(pos: rummikub.Position, after: list[list[int]], sel: str, where: str) -> str:
    tile = _tile_at(pos, after, sel)
    if tile is None:
        return ""
    if sel.startswith("s"):
        s, _dot, t = sel[1:].partition(".")
        del after[int(s) - 1][int(t) - 1]
    if where == "rack":  # off the table: the engine judges a table tile taken to the rack
        after[:] = [s for s in after if s]
        return ""
    if where == "new":
        after.append([tile])
    else:
        index = int(where[1:]) - 1
        if 0 <= index < len(after):
            after[index] = placed(after[index], tile)
        else:
            after.append([tile])
    after[:] = [s for s in after if s]
    return ""


def tap(pos: rummikub.Position, move: str, ui: dict[str, str], tap: str
        ) -> tuple[rummikub.Position, str, dict[str, str]]:
    """The position, move and builder state after one tap (see the module's docstring)."""
    verb = tap.partition(":")[0]
    if verb == "st":
        ui = {k: v for k, v in ui.items() if k != "sel"} | {"st": tap[3:]}
        return pos, move, ui
    if verb in ("add", "to", "del", "n", "pool", "meld"):
        pos, ui = _lay(pos, {**ui, "st": "set"}, tap)
        return pos, "", {k: v for k, v in ui.items() if k != "sel"}
    new_move, ui = _turn(pos, move if not move or move.startswith("t:") else "", {**ui, "st": "turn"}, tap)
    return pos, new_move, ui
