"""What the Rummikub checker board shows for a position, a move and the builder's state: the start of
the turn with the palette (laying it out), or the table after the turn and the tiles left on the rack
(making the turn). Every tile is a button whose ``tap`` value says what the tap does; the names are the
players' words ("red 7"), the faces the shared tile drawing."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext

from checker import rummikub_board as rb
from checker.core import rack_after, tile_face
from engine import rummikub
from engine.rummikub.tiles import JOKER, tile_from_text
from games.registry import RUMMIKUB

COLOURS = "KBRO"


def _palette(pos: rummikub.Position) -> list[dict[str, Any]]:
    """Four colour rows of 1-13 and the jokers, each with how many are left (0: not offered)."""
    left = rb.left_of(pos)
    rows = []
    for colour in COLOURS:
        tiles = []
        for n in range(1, 14):
            tile = tile_from_text(f"{colour}{n}")
            tiles.append({"tap": f"add:{colour}{n}", "face": tile_face(tile), "left": left[tile]})
        rows.append({"colour": colour, "tiles": tiles})
    rows.append({"colour": "J", "tiles": [{"tap": "add:J", "face": tile_face(JOKER), "left": left[JOKER]}]})
    return rows


def _start(pos: rummikub.Position, ui: dict[str, str]) -> dict[str, Any]:
    to = ui.get("to") or ("new" if not pos.table else f"s{len(pos.table)}")
    if to.startswith("s") and not 0 < int(to[1:]) <= len(pos.table):
        to = "new"
    sets = [{"number": i, "target": to == f"s{i}",
             "tiles": [{"tap": f"del:s{i}.{j}", "face": tile_face(t)} for j, t in enumerate(s, 1)]}
            for i, s in enumerate(pos.table, 1)]
    rack = [{"tap": f"del:r{j}", "face": tile_face(t)} for j, t in enumerate(pos.to_move.rack, 1)]
    return {"start_sets": sets, "rack": rack, "to": to, "palette": _palette(pos),
            "players": [{"n": n, "current": n == len(pos.seats)} for n in RUMMIKUB.seats],
            "pool": pos.pool_size, "melded": pos.to_move.melded}


def _turn(pos: rummikub.Position, move: str, ui: dict[str, str]) -> dict[str, Any]:
    after = rb.after_table(pos, move)
    sel = ui.get("sel", "")
    picked = rb._tile_at(pos, after, sel) if sel else None
    swap = picked is not None and picked != JOKER
    sets = [{"number": i, "tiles": [{
        "tap": f"pick:s{i}.{j}", "face": tile_face(t), "picked": sel == f"s{i}.{j}",
        "swap": swap and t == JOKER, "split": f"s{i}.{j}" if sel == f"s{i}.{j}" and 1 < j <= len(s) else ""}
        for j, t in enumerate(s, 1)]} for i, s in enumerate(after, 1)]
    left = [{"tap": f"pick:r{j}", "face": tile_face(t), "picked": sel == f"r{j}"}
            for j, t in enumerate(rack_after(pos, after), 1)]
    picked_name = tile_face(picked).name if picked is not None else ""
    return {"after_sets": sets, "rack_left": left, "sel": sel, "picked_name": picked_name,
            "kind": move if move in rb.KINDS else "table", "kinds": _kinds(move)}


def _kinds(move: str) -> list[dict[str, Any]]:
    kind = move if move in rb.KINDS else "table"
    return [{"tap": f"kind:{k}", "current": kind == k, "label": label} for k, label in (
        # Translators: the kinds of Rummikub turn in the checker, as buttons.
        ("table", gettext("I lay tiles")),
        ("draw", gettext("I draw a tile")),
        ("pass", gettext("I pass (the pool is empty)")),
        ("penalty", gettext("Time ran out and I cannot put the table back")))]


def board(pos: rummikub.Position, move: str, ui: dict[str, str]) -> dict[str, Any]:
    stage = rb.stage(pos, move, ui)
    shown: dict[str, Any] = {"stage": stage, "ui": {k: v for k, v in ui.items() if k in rb.UI}}
    shown.update(_start(pos, ui) if stage == "set" else _turn(pos, move, ui))
    return shown
