"""The Rummikub board's template context (``tutorial/rummikub/board.html``): every tile, gap and target is
a button (``Control``), each set says whether it is valid yet and why not, and the rack, the pool, the other
players and the score quiz sit beside the table.

Choosing tiles is a GET (``pick``) that changes nothing; moving them, splitting a set and the quiz answers
are POSTed actions (``act``), so the board works without JavaScript.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext, ngettext, pgettext

from engine import rummikub
from engine.rummikub.tiles import JOKER, sort_key, tile_text
from games.diagrams.faces import TileFace
from games.diagrams.rummikub import set_tiles
from tutorial import feedback
from tutorial.games.rummikub.goals import GOAL_KINDS
from tutorial.games.rummikub.table import Chosen, Tile, Work, choose, toggle
from tutorial.games.rummikub.turns import RummikubReplay
from tutorial.games.rummikub.words import player, quiz_rows, selection_words, signed, slot_label
from tutorial.goals import check


@dataclass(slots=True)
class Control:
    """One button on the board: ``form`` is ``pick`` (GET: choose tiles) or ``act`` (POST: a move)."""

    id: str
    form: str
    name: str
    value: str
    label: str
    face: TileFace | None = None
    pressed: bool = False
    fresh: bool = False
    kind: str = ""


@dataclass
class SetView:
    """One set on the working table: its tiles, the gaps before, between and after them (a target or a
    split button, or None), and whether it is a valid set yet, with the reasons when not."""

    number: int
    tiles: list[Control]
    slots: list[Control | None]
    valid: bool
    status: str
    reasons: list[feedback.Message] = field(default_factory=list)
    words: str = ""

    @property
    def row(self) -> list[Control]:
        """Tiles with the gaps between them (insert or split buttons), in table order."""
        out: list[Control] = []
        for i, slot in enumerate(self.slots):
            if slot is not None:
                out.append(slot)
            if i < len(self.tiles):
                out.append(self.tiles[i])
        return out


def board(puzzle: Any, replay: RummikubReplay, selection: str | None) -> dict[str, Any]:
    """The context of ``tutorial/rummikub/board.html`` for the working table and the chosen tiles."""
    pos = replay.position
    work = replay.work or Work.start(pos, replay.learner)
    chosen = choose(work, selection or "")
    selection = ",".join(chosen.items) if chosen.items else ""
    your_turn = pos.active == replay.learner and pos.winner is None
    picking = not selection
    sets = [_set_view(s, tiles, chosen, your_turn, picking) for s, tiles in enumerate(work.sets)]
    seat = pos.seats[replay.learner]
    rack = _rack(work, seat, chosen)
    targets: dict[str, Control] = {}
    if your_turn and not picking:
        # Translators: a button: put the chosen tiles down as a new set at the end of the table.
        targets["new"] = Control("rk-to-new", "act", "to", "new", gettext("Make a new set with them"),
                                 kind="target")
        # Translators: a button: take the chosen tiles (played this turn) back to your rack.
        targets["rack"] = Control("rk-to-rack", "act", "to", "rack", gettext("Back to your rack"), kind="target")
    changed = work.table() != pos.table
    others = []
    for k in range(1, len(pos.seats)):
        index = (replay.learner + k) % len(pos.seats)
        size = pos.seats[index].size
        others.append(ngettext("%(player)s: %(count)s tile on the rack.",
                               "%(player)s: %(count)s tiles on the rack.", size)
                      % {"player": player(index), "count": size})
    parts = {p.kind for p in check(puzzle.goal, GOAL_KINDS)}
    quiz = _quiz(pos, replay.learner) if "score" in parts and replay.answer is None else []
    return {
        "sets": sets, "rack": rack, "targets": targets, "selection": selection,
        "selection_messages": [selection_words(work, chosen)] if selection else [],
        "has_targets": True, "your_turn": your_turn, "changed": changed,
        "melded": seat.melded, "timer": "penalty" in parts, "quiz": quiz,
        "quiz_scores": quiz_rows(pos) if quiz else [],
        "pool_text": ngettext("Pool: %(count)s tile", "Pool: %(count)s tiles", pos.pool_size)
        % {"count": pos.pool_size} if pos.pool_size else gettext("Pool: empty"),
        "pool_empty": pos.pool_size == 0, "others": others,
        "game_over": pos.winner is not None,
        "notation": rummikub.dump(pos), "working": work.move(),
    }


def _set_view(s: int, tiles: list[Tile], chosen: Chosen, your_turn: bool, picking: bool) -> SetView:
    """Set ``s + 1``: its tiles to choose, its gaps (targets once tiles are chosen, else split buttons
    between two tiles; nothing when it is not the learner's turn), and its validity by the engine."""
    faces = set_tiles(tuple(t for t, _f in tiles))
    controls = []
    for i, ((_tile, fresh), face) in enumerate(zip(tiles, faces, strict=True)):
        spot = f"{s + 1}-{i + 1}"
        # Translators: the accessible name of a tile on the table: "red 7, set 2, tile 3".
        label = gettext("%(tile)s, set %(set)s, tile %(number)s") % {
            "tile": face.name, "set": s + 1, "number": i + 1}
        if fresh:
            # Translators: added to a tile's name when the learner placed it from the rack this turn.
            label = gettext("%(tile)s, placed this turn") % {"tile": label}
        pressed = spot in chosen.spots
        controls.append(Control(f"rk-t{s + 1}-{i + 1}", "pick", "from", toggle(chosen, spot), label,
                                face, pressed=pressed, fresh=fresh, kind="tile"))
    slots: list[Control | None] = []
    words = ", ".join(f.name for f in faces)
    for p in range(len(tiles) + 1):
        if not your_turn:
            slots.append(None)
        elif not picking:
            slots.append(Control(f"rk-to-{s + 1}-{p}", "act", "to", f"{s + 1}@{p}",
                                 slot_label(s + 1, faces, p), kind="slot"))
        elif 0 < p < len(tiles):
            # Translators: a button that cuts a set in two between two tiles.
            label = gettext("Split set %(set)s between %(left)s and %(right)s") % {
                "set": s + 1, "left": faces[p - 1].name, "right": faces[p].name}
            slots.append(Control(f"rk-split-{s + 1}-{p}", "act", "move", f"split:{s + 1}@{p}", label,
                                 kind="split"))
        else:
            slots.append(None)
    problems = rummikub.check_set(tuple(t for t, _f in tiles), s + 1)
    if problems:
        reasons = [feedback.rule_message("rummikub", p.rule, dict(p.params), False) for p in problems]
        status = gettext("Not valid yet")
    else:
        reasons = []
        kind = rummikub.set_kind(tuple(t for t, _f in tiles))
        status = (pgettext("set status", "Valid group") if kind == "group"
                  else pgettext("set status", "Valid run"))
    return SetView(s + 1, controls, slots, not problems, status, reasons, words)


def _rack(work: Work, seat: rummikub.Seat, chosen: Chosen) -> list[Control]:
    """The learner's rack in order, each tile a button that chooses it (or takes the choice back), and the
    tiles the puzzle keeps hidden as one face-down stack."""
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
        rack.append(Control(f"rk-r{i + 1}", "pick", "from", value, label, face, pressed=pressed, kind="tile"))
    if seat.unknown:
        rack.append(Control("rk-r-hidden", "", "", "", TileFace(JOKER + 1, count=seat.unknown).name,
                            TileFace(JOKER + 1, count=seat.unknown), kind="hidden"))
    return rack


def _quiz(pos: rummikub.Position, learner: int) -> list[Control]:
    """The score quiz's answer buttons once the game is over (none before)."""
    try:
        result = rummikub.result(pos)
    except ValueError:
        return []
    return [Control(f"rk-score-{i}", "act", "move", f"score:{n}", signed(n), kind="quiz")
            for i, n in enumerate(_score_options(pos, result, learner), start=1)]


def _score_options(pos: rummikub.Position, result: Any, seat: int) -> list[int]:
    """The right score and the usual slips: a joker counted as nothing, only one rack counted, the sign."""
    right = result.points[seat]
    losers = [i for i in range(len(pos.seats)) if i != result.winner]
    jokers = sum(pos.seats[i].rack.count(JOKER) for i in losers)
    options = [right, right - 30 * jokers if jokers else right + 10,
               max(result.rack_values[i] for i in losers), -right]
    out: list[int] = []
    for n in options:
        while n in out:
            n += 1
        out.append(n)
    return sorted(out)

