"""The Rummikub board (``games/boards/rummikub.html``), shared by the puzzles and the game against the
computer: the *working table* of the turn in progress, the tiles chosen on it, the edits that rearrange it
(move tiles, split a set, put the table back), and the template context that draws it.

A turn is built on the working table and judged whole when it ends: an edit judges nothing. It only refuses
a tile or set that is not there (``BadTiles``, answered with 400) and, with the engine's
``rummikub.table.tile-missing`` rule, a tile sent back to the rack that was not played from it this turn.
Every tile, gap and target is a button (``Control``); each set says whether it is valid yet and why not
(``rummikub.check_set``). Choosing tiles is a GET (``pick``) that changes nothing; moving them and splitting
a set are POSTed (``act``), so the board works without JavaScript (``static/js/board.js`` upgrades it).

The forms send ``from`` (the chosen tiles: a rack tile by its face, ``R7``, ``J``, or a table tile ``S-I``,
set S, tile I, both from 1; joined by ``,``) and ``to`` (``S@P`` into set S before its tile P+1, ``S@fit``
where the set is valid, ``new`` or ``rack``), or ``move`` (``split:S@P``, a whole turn).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from html import escape
from itertools import zip_longest
from typing import Any

from django.utils.safestring import SafeString
from django.utils.translation import gettext, ngettext, pgettext

from config.parsing import grammar
from engine import rummikub
from engine.rummikub.sets import VALID_SETS
from engine.rummikub.tiles import JOKER, sort_key, tile_from_text, tile_text
from engine.verdict import Problem
from games.diagrams.faces import TileFace
from games.diagrams.rummikub import set_tiles
from games.texts.rummikub_words import tile_name
from games.verdicts import rule_sentence

TILE = r"(?:[KBRO](?:1[0-3]|[1-9])|J)"
SPOT = r"(?:[1-9][0-9]?-[1-9][0-9]?)"
SELECTION = grammar(rf"(?:{TILE}|{SPOT})(?:,(?:{TILE}|{SPOT})){{0,29}}")
"""What the board's tiles send as ``from``: the chosen tiles."""
TARGET = grammar(r"[1-9][0-9]?@(?:[0-9]{1,2}|fit)|new|rack")
"""What the bar of moves sends as ``to``: where the chosen tiles go."""
SPLIT = grammar(r"split:([1-9][0-9]?)@([1-9][0-9]?)")
"""What a gap between two tiles sends as ``move``: cut the set there."""
TILE_MISSING = "rummikub.table.tile-missing"

Tile = tuple[int, bool]  # (engine tile, placed from the rack this turn)


class BadTiles(ValueError):
    """An edit names a tile or set that is not on the working table (a tampered or stale form)."""


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
        """The working table as a whole turn, in the engine's notation (``t:SETS``)."""
        return "t:" + rummikub.table_text(self.table())

    def to_json(self) -> dict[str, Any]:
        return {"sets": [[[t, f] for t, f in s] for s in self.sets], "rack": list(self.rack)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Work:
        return cls([[(int(t), bool(f)) for t, f in s] for s in data["sets"]], [int(t) for t in data["rack"]])


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
    landed in (None for the rack); BadTiles if one is not there."""
    rack = list(work.rack)
    taken: list[Tile] = []
    marks: set[tuple[int, int]] = set()
    for item in selection.split(","):
        if "-" in item:
            s, i = (int(x) - 1 for x in item.split("-"))
            if s >= len(work.sets) or i >= len(work.sets[s]) or (s, i) in marks:
                raise BadTiles("tile")
            marks.add((s, i))
            taken.append(work.sets[s][i])
        else:
            tile = tile_from_text(item)
            if tile not in rack:
                raise BadTiles("tile")
            rack.remove(tile)
            taken.append((tile, True))
    into: tuple[int, int] | None = None
    if "@" in target:
        number, _at, place = target.partition("@")
        s = int(number)
        if not 1 <= s <= len(work.sets) or (place != "fit" and int(place) > len(work.sets[s - 1])):
            raise BadTiles("target")
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


def split(work: Work, number: int, at: int) -> Work:
    """The working table with set ``number`` cut after its first ``at`` tiles; BadTiles if it has no such
    gap."""
    s = number - 1
    if s >= len(work.sets) or not 1 <= at < len(work.sets[s]):
        raise BadTiles("split")
    new = work.copy()
    tiles = new.sets[s]
    new.sets[s:s + 1] = [tiles[:at], tiles[at:]]
    return new


def to_rack_refused(pos: rummikub.Position, new: Work) -> list[Problem]:
    """Why tiles sent back to the rack may not go there (the engine's ``tile-missing``: only tiles played
    from the rack this turn may); [] when they may, and then the "placed this turn" marks are made true."""
    verdict = rummikub.judge(pos, new.move())
    missing = [p for p in verdict.problems if p.rule == TILE_MISSING]
    if not missing:
        reflag(new, pos.table)
    return missing


@dataclass(slots=True)
class Control:
    """One button on the board: ``form`` is ``pick`` (GET: choose tiles) or ``act`` (POST: a move).
    ``disabled``: a tile that cannot be chosen now (it is not the player's turn)."""

    id: str
    form: str
    name: str
    value: str
    label: str
    face: TileFace | None = None
    pressed: bool = False
    fresh: bool = False
    kind: str = ""
    item: str = ""
    text: str = ""
    disabled: bool = False

    @property
    def html(self) -> SafeString:
        """A tile's toggle button as ``games/boards/rummikub.html`` draws it, written in one pass (a board
        has up to a hundred tiles, and the template's tags for each were most of a move's round trip).
        Every text is escaped as the template's autoescape does; the face is its own cached HTML."""
        classes = "bd-btn rk-btn" + (" is-chosen" if self.pressed else "") + (" is-fresh" if self.fresh else "")
        face = self.face.html if self.face is not None else ""
        return SafeString(
            f'<button type="submit" id="{escape(self.id)}" form="pick-form" name="from" value="{escape(self.value)}" '
            f'class="{classes}" aria-pressed="{"true" if self.pressed else "false"}" data-item="{escape(self.item)}" '
            f'data-face="{escape(self.text)}"{" disabled" if self.disabled else ""}><span class="visually-hidden">'
            f'{escape(self.label)}</span><span class="bd-face" aria-hidden="true">{face}</span></button>')


@dataclass(frozen=True)
class Reason:
    """Why a set is not valid yet: the engine's rule in words and the link to it."""

    text: str
    link: str
    link_text: str
    rule: str


@dataclass
class SetView:
    """One set on the working table: its tiles, and whether it is a valid set yet, with the reasons when
    not."""

    number: int
    tiles: list[Control]
    valid: bool
    status: str
    reasons: list[Reason] = field(default_factory=list)
    words: str = ""
    cuts: list[Control] = field(default_factory=list)

    @property
    def cells(self) -> list[tuple[Control, Control | None]]:
        """Each tile with the gap after it (None after the last tile, or where the set has no gaps)."""
        return list(zip_longest(self.tiles, self.cuts))


def player(index: int) -> str:
    """A seat's name: "Player 2"."""
    return pgettext("seat name", "Player %(number)s") % {"number": index + 1}


def board(pos: rummikub.Position, seat: int, work: Work | None, selection: str | None) -> dict[str, Any]:
    """The context of ``games/boards/rummikub.html``: ``pos`` seen from ``seat`` (a view: other racks face
    down), the working table of the turn in progress (``work``; None: the table as it lies) and the tiles
    chosen on it."""
    work = work or Work.start(pos, seat)
    chosen = choose(work, selection or "")
    selection = ",".join(chosen.items) if chosen.items else ""
    your_turn = pos.active == seat and pos.winner is None
    sets = [_set_view(s, tiles, chosen, your_turn) for s, tiles in enumerate(work.sets)]
    me = pos.seats[seat]
    others = []
    for k in range(1, len(pos.seats)):
        index = (seat + k) % len(pos.seats)
        size = pos.seats[index].size
        others.append(ngettext("%(player)s: %(count)s tile on the rack.",
                               "%(player)s: %(count)s tiles on the rack.", size)
                      % {"player": player(index), "count": size})
    return {
        "sets": sets, "rack": _rack(work, me, chosen, your_turn), "bar": _bar(work, chosen) if your_turn else None,
        "selection": selection,
        "can_draw": your_turn and rummikub.judge(pos, "draw").legal,
        "can_pass": your_turn and rummikub.judge(pos, "pass").legal,
        "selection_messages": [selection_words(work, chosen)] if selection else [],
        "your_turn": your_turn, "changed": work.table() != pos.table, "melded": me.melded,
        "can_put_back": your_turn and work.table() != pos.table,
        "pool_text": ngettext("Pool: %(count)s tile", "Pool: %(count)s tiles", pos.pool_size)
        % {"count": pos.pool_size} if pos.pool_size else gettext("Pool: empty"),
        "pool_empty": pos.pool_size == 0, "others": others, "game_over": pos.winner is not None,
        "notation": rummikub.dump(pos), "working": work.move(), "timer": False, "quiz": [], "quiz_scores": [],
    }


def selection_words(work: Work, chosen: Chosen) -> str:
    """The chosen tiles in words, announced when a tile is chosen."""
    names = []
    for item in chosen.items:
        if "-" in item:
            s, i = (int(x) - 1 for x in item.split("-"))
            names.append(tile_name(tile_text(work.sets[s][i][0])))
        else:
            names.append(tile_name(item))
    # Translators: shown after choosing tiles; %(tiles)s lists them: "red 7, blue 7".
    return ngettext("Chosen: %(tiles)s. Choose more tiles, or where it goes.",
                    "Chosen: %(tiles)s. Choose more tiles, or where they go.", len(names)) % {
        "tiles": ", ".join(names)}


def _set_view(s: int, tiles: list[Tile], chosen: Chosen, your_turn: bool) -> SetView:
    """Set ``s + 1``: its tiles to choose, the gaps between them to split it at (``_cuts``), and its
    validity by the engine."""
    faces = set_tiles(tuple(t for t, _f in tiles))
    controls = []
    for i, ((tile, fresh), face) in enumerate(zip(tiles, faces, strict=True)):
        spot = f"{s + 1}-{i + 1}"
        # Translators: the accessible name of a tile on the table: "red 7, set 2, tile 3".
        label = gettext("%(tile)s, set %(set)s, tile %(number)s") % {
            "tile": face.name, "set": s + 1, "number": i + 1}
        if fresh:
            # Translators: added to a tile's name when the learner placed it from the rack this turn.
            label = gettext("%(tile)s, placed this turn") % {"tile": label}
        pressed = spot in chosen.spots
        controls.append(Control(f"rk-t{s + 1}-{i + 1}", "pick", "from", toggle(chosen, spot), label,
                                face, pressed=pressed, fresh=fresh, kind="tile", item=spot, text=tile_text(tile),
                                disabled=not your_turn))
    words = ", ".join(f.name for f in faces)
    problems = rummikub.check_set(tuple(t for t, _f in tiles), s + 1)
    kind: str | None = None
    if problems:
        reasons = [_reason(p.rule, dict(p.params)) for p in problems]
        status = gettext("Not valid yet")
    else:
        reasons = []
        kind = rummikub.set_kind(tuple(t for t, _f in tiles))
        status = (pgettext("set status", "Valid group") if kind == "group"
                  else pgettext("set status", "Valid run"))
    cuts = _cuts(s + 1, len(tiles)) if your_turn and (problems or kind == "run") else []
    return SetView(s + 1, controls, not problems, status, reasons, words, cuts)


def _reason(rule: str, params: dict[str, Any]) -> Reason:
    said = rule_sentence(rule, params, False)
    return Reason(said.sentence, said.url, said.link_text, said.rule)


def _cuts(number: int, size: int) -> list[Control]:
    """The gaps between the tiles of set ``number``, each a button that splits the set there (``SPLIT``).
    A valid group has none: cutting one never helps a turn, and its tiles move one by one."""
    # Translators: the accessible name of the gap between two tiles of a set on the table, a button that
    # cuts the set in two there: "Split set 1 after tile 3".
    name = gettext("Split set %(set)s after tile %(number)s")
    return [Control(f"rk-cut-{number}-{at}", "act", "move", f"split:{number}@{at}",
                    name % {"set": number, "number": at}, kind="cut") for at in range(1, size)]


def _bar(work: Work, chosen: Chosen) -> dict[str, Any]:
    """The contextual bar of chosen tiles: into a set (at the place the engine finds valid, see
    ``move_tiles``), a new set, or back to the rack (a set is split at the gaps between its tiles,
    ``_cuts``). The page shows it once tiles are chosen (board.js keeps it in step with the choice it makes
    and floats it beside the choice)."""
    into = [Control(f"rk-into-{n}", "act", "to", f"{n}@fit",
                    # Translators: a button in the bar of chosen tiles: put them into set 2.
                    gettext("Into set %(set)s") % {"set": n}, kind="target", text=str(n))
            for n in range(1, len(work.sets) + 1)]
    return {
        "into": into,
        # Translators: a button in the bar of chosen tiles: lay them down as a new set.
        "new": Control("rk-to-new", "act", "to", "new", gettext("New set"), kind="target"),
        # Translators: a button in the bar of chosen tiles: take them (played this turn) back to your rack.
        "rack": Control("rk-to-rack", "act", "to", "rack", gettext("Back to your rack"), kind="target"),
        "open": bool(chosen.items),
    }


def _rack(work: Work, seat: rummikub.Seat, chosen: Chosen, your_turn: bool) -> list[Control]:
    """The player's rack in order, each tile a button that chooses it (or takes the choice back), and the
    tiles a puzzle keeps hidden as one face-down stack."""
    rack = []
    counts: Counter[str] = Counter()
    for i, tile in enumerate(sorted(work.rack, key=sort_key)):
        text = tile_text(tile)
        counts[text] += 1
        face = TileFace(tile)
        # Translators: the accessible name of a tile on the learner's rack: "red 7, on your rack".
        label = gettext("%(tile)s, on your rack") % {"tile": face.name}
        pressed = chosen.rack[text] >= counts[text]
        value = toggle(chosen, text, remove=pressed)
        rack.append(Control(f"rk-r{i + 1}", "pick", "from", value, label, face, pressed=pressed, kind="tile",
                            item=text, text=text, disabled=not your_turn))
    if seat.unknown:
        rack.append(Control("rk-r-hidden", "", "", "", TileFace(JOKER + 1, count=seat.unknown).name,
                            TileFace(JOKER + 1, count=seat.unknown), kind="hidden"))
    return rack
