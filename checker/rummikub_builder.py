"""The Rummikub builder: the table at the start of the turn, your rack and whether you have made your
initial meld; then the table as you leave it (typed, or built by taps: pick a tile, put it into a set,
start a new set, split a set), or draw / pass / the timer's penalty.

Tiles are typed as the notation writes them (``R9 J R11``; dots or spaces between tiles, commas or new
lines between sets; lower case is fine). The tap editor works on the table after the turn: a picked
tile (``sel``: ``r3`` the third tile left on your rack, ``s2.1`` the first tile of set 2) goes where
the next tap says, and a tile put into a set takes the place where the set reads as a valid group or
run, if there is one.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine import rummikub
from engine.rummikub.notation import parse_table, table_text, tiles_text
from engine.rummikub.tiles import JOKER, number

KINDS = [
    # Translators: the kinds of Rummikub turn in the checker.
    ("table", _("I lay tiles and leave the table like this")),
    ("draw", _("I draw a tile")),
    ("pass", _("I pass (the pool is empty)")),
    ("penalty", _("Time ran out and I cannot put the table back")),
]
SEL = re.compile(r"r\d{1,3}|s\d{1,3}\.\d{1,3}")
MAX_TEXT = 400


class RummikubBuilder(forms.Form):
    n = forms.TypedChoiceField(choices=[(k, str(k)) for k in range(2, 5)], coerce=int, initial=2,
                               label=_("Players"))
    pool = forms.IntegerField(min_value=0, max_value=106, initial=30, label=_("Tiles left in the pool"),
                              widget=forms.NumberInput(attrs={"inputmode": "numeric"}))
    meld = forms.BooleanField(required=False, label=_("I have made my initial meld"))
    start = forms.CharField(required=False, max_length=MAX_TEXT, label=_("The table at the start of your turn"),
                            widget=forms.Textarea(attrs={"rows": 3, "spellcheck": "false", "autocomplete": "off"}))
    rack = forms.CharField(required=False, max_length=MAX_TEXT, label=_("Your rack"),
                           widget=forms.TextInput(attrs={"spellcheck": "false", "autocomplete": "off"}))
    kind = forms.ChoiceField(choices=KINDS, initial="table", label=_("Your turn"), widget=forms.RadioSelect)
    after = forms.CharField(required=False, max_length=MAX_TEXT, label=_("The table after your turn"),
                            widget=forms.Textarea(attrs={"rows": 3, "spellcheck": "false", "autocomplete": "off"}))
    sel = forms.RegexField(SEL, required=False, max_length=9)
    pick = forms.RegexField(SEL, required=False, max_length=9)
    put = forms.RegexField(re.compile(r"s\d{1,3}|new|rack"), required=False, max_length=5)
    split = forms.RegexField(re.compile(r"s\d{1,3}\.\d{1,3}"), required=False, max_length=9)


def typed(text: str) -> str:
    """Typed tiles as notation: ``"r9 j r11, k7 b7 o7"`` → ``"R9.J.R11,K7.B7.O7"`` (``-`` when empty)."""
    sets = [".".join(part.upper() for part in chunk.replace(".", " ").split())
            for chunk in re.split(r"[,;\n]+", text)]
    sets = [s for s in sets if s]
    return ",".join(sets) if sets else "-"


def shown(table: tuple[tuple[int, ...], ...]) -> str:
    """A table as the builder's text field shows it: one set per line, tiles separated by spaces."""
    return "\n".join(" ".join(tiles_text(s).split(".")) for s in table)


def blank() -> rummikub.Position:
    return rummikub.parse("p:+30 / r:- / r:#14")


def initial(pos: rummikub.Position, move: str) -> dict[str, Any]:
    you = pos.seats[pos.active]
    values: dict[str, Any] = {"n": len(pos.seats), "pool": pos.pool_size, "meld": you.melded,
                              "start": shown(pos.table), "rack": " ".join(tiles_text(you.rack).split("."))
                              if you.rack else "", "kind": "table", "after": shown(pos.table)}
    if move in ("draw", "pass", "penalty"):
        values["kind"] = move
    elif move.startswith("t:"):
        values["after"] = shown(rummikub.parse_move(move).table)
    return values


def build(data: dict[str, Any], base: rummikub.Position | None) -> tuple[rummikub.Position, str, str]:
    """The position, the move and the tap editor's picked tile the cleaned form describes.

    NotationError names the engine's field: ``t`` (the start table), ``seat N r`` (the rack), ``p``
    (the pool), ``move`` (the table after the turn).
    """
    n = data["n"]
    same = base is not None and len(base.seats) == n
    active = base.active if same and base is not None else 0
    sections = []
    shared = [f"t:{typed(data.get('start') or '')}", f"p:+{data.get('pool') or 0}"]
    if active:
        shared.append(f"a:{active}")
    sections.append(" ".join(shared))
    for index in range(n):
        if index == active:
            rack = typed(data.get("rack") or "").replace(",", ".")
            sections.append(f"r:{rack}" + (" m:1" if data.get("meld") else ""))
        elif same and base is not None:
            seat = base.seats[index]
            known = tiles_text(seat.rack) if seat.rack else ""
            rack = (known + (f"#{seat.unknown}" if seat.unknown else "")) or "-"
            sections.append(f"r:{rack}" + (" m:1" if seat.melded else ""))
        else:
            sections.append("r:#14")
    pos = rummikub.parse(" / ".join(sections))
    kind = data.get("kind") or "table"
    if kind != "table":
        return pos, kind, ""
    after_text = typed(data.get("after") or "")
    if after_text == "-" or (base is not None and after_text == table_text(base.table)):
        after_text = table_text(pos.table)  # an untouched "after" follows the table at the start
    after = list(list(s) for s in parse_table(after_text, "move"))
    sel = data.get("sel") or ""
    sel = _tap(pos, after, sel, data)
    table = tuple(tuple(s) for s in after if s)
    move = "t:" + table_text(table)
    if table == pos.table:
        move = ""  # nothing changed yet: no question asked
    return pos, move, sel


# -- The tap editor ----------------------------------------------------------------------------------

def rack_left(pos: rummikub.Position, after: list[list[int]] | tuple[tuple[int, ...], ...]) -> list[int]:
    """Your rack tiles not on the table after the turn, in rack order."""
    played = Counter(t for s in after for t in s) - Counter(pos.table_tiles())
    left = []
    for tile in pos.to_move.rack:
        if played[tile]:
            played[tile] -= 1
        else:
            left.append(tile)
    return left


def _take(pos: rummikub.Position, after: list[list[int]], sel: str) -> int | None:
    """Remove the picked tile from where it is (a rack tile is simply named); None if it is gone."""
    if sel.startswith("r"):
        left = rack_left(pos, after)
        i = int(sel[1:]) - 1
        return left[i] if 0 <= i < len(left) else None
    s, _dot, t = sel[1:].partition(".")
    si, ti = int(s) - 1, int(t) - 1
    if not (0 <= si < len(after) and 0 <= ti < len(after[si])):
        return None
    return after[si].pop(ti)


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


def _tap(pos: rummikub.Position, after: list[list[int]], sel: str, data: dict[str, Any]) -> str:
    """Apply one tap to ``after`` (in place); the picked tile afterwards."""
    pick, put, split = data.get("pick") or "", data.get("put") or "", data.get("split") or ""
    if pick:
        return "" if pick == sel else pick
    if split:
        s, _dot, t = split[1:].partition(".")
        si, ti = int(s) - 1, int(t)
        if 0 <= si < len(after) and 0 < ti < len(after[si]):
            after.insert(si + 1, after[si][ti:])
            del after[si][ti:]
        return ""
    if put and sel:
        tile = _take(pos, after, sel)
        if tile is None or put == "rack":
            _drop_empty(after)
            return ""
        if put == "new":
            after.append([tile])
        else:
            si = int(put[1:]) - 1
            if 0 <= si < len(after):
                after[si] = placed(after[si], tile)
            else:
                after.append([tile])
        _drop_empty(after)
        return ""
    return sel


def _drop_empty(after: list[list[int]]) -> None:
    after[:] = [s for s in after if s]
