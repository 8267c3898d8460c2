"""Rummikub's panel in a preview picture (``games.preview.PICTURE``). A table move is drawn as the table
before the turn beside the table after it, over the rack the turn leaves; a position without one (or a
draw, a pass) as the table and the rack."""

from __future__ import annotations

from django.utils.translation import gettext

from engine import rummikub
from games import preview as pic
from games.diagrams import rummikub as rk_view
from games.diagrams.faces import TileFace


def panel(draw: pic.Draw, top: int, notation: str, move: str) -> None:
    """Draw the position ``notation`` (and ``move``, "" for none) into the panel at ``top``."""
    pos = rummikub.parse(notation)
    parsed = rummikub.parse_move(move) if move else None
    if parsed is None or parsed.kind != "table":
        _position(draw, top, pos)
        return
    half = pic.WIDTH // 2
    rack = rk_view.rack_after(pos, parsed.table)
    pic.label(draw, pic.MARGIN, top, gettext("The table before your turn"))
    pic.tiles(draw, pic.MARGIN, top + 24, _faces(pos.table), right=half - 30)
    draw.text((half - 14, top + 52), "→", font=pic.font(34, True), fill=pic.MUTED, anchor="mm")
    pic.label(draw, half + 14, top, gettext("The table after your turn"))
    pic.tiles(draw, half + 14, top + 24, _faces(parsed.table))
    rack_label = gettext("Your rack after the turn")
    pic.label(draw, pic.MARGIN, top + 98, rack_label)
    if rack:
        pic.tiles(draw, pic.MARGIN + pic.label_width(rack_label) + 20, top + 94, [[TileFace(t) for t in rack[:20]]])


def _position(draw: pic.Draw, top: int, pos: rummikub.Position) -> None:
    view = rk_view.build(pos)
    pic.label(draw, pic.MARGIN, top, view.labels["table"])
    if view.sets:
        pic.tiles(draw, pic.MARGIN, top + 28, [s.tiles for s in view.sets])
    else:
        draw.text((pic.MARGIN, top + 40), view.labels["empty_table"], font=pic.font(22), fill=pic.MUTED)
    pic.label(draw, pic.MARGIN, top + 94, view.labels["rack"])
    pic.tiles(draw, pic.MARGIN + pic.label_width(view.labels["rack"]) + 20, top + 90, [view.rack[:18]])


def _faces(table: tuple[tuple[int, ...], ...]) -> list[list[TileFace]]:
    return [[TileFace(tile) for tile in group] for group in table]
