"""The Rummikub board's template context (``tutorial/rummikub/board.html``): every tile, gap and target is
a button (``Control``), each set says whether it is valid yet and why not, and the rack, the pool, the other
players and the score quiz sit beside the table.

Choosing tiles is a GET (``pick``) that changes nothing; moving them, splitting a set and the quiz answers
are POSTed actions (``act``), so the board works without JavaScript.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import zip_longest
from typing import Any

from django.utils.translation import gettext, ngettext, pgettext

from engine import rummikub
from engine.rummikub.tiles import JOKER, sort_key, tile_text
from games.diagrams.faces import TileFace
from games.diagrams.rummikub import set_tiles
from tutorial import feedback
from tutorial.games.rummikub.goals import Penalty, Score
from tutorial.games.rummikub.table import Chosen, Tile, Work, choose, toggle
from tutorial.games.rummikub.turns import RummikubReplay
from tutorial.games.rummikub.words import player, quiz_rows, selection_words, signed


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
    item: str = ""
    text: str = ""


@dataclass
class SetView:
    """One set on the working table: its tiles, and whether it is a valid set yet, with the reasons when
    not."""

    number: int
    tiles: list[Control]
    valid: bool
    status: str
    reasons: list[feedback.Message] = field(default_factory=list)
    words: str = ""
    cuts: list[Control] = field(default_factory=list)

    @property
    def cells(self) -> list[tuple[Control, Control | None]]:
        """Each tile with the gap after it (None after the last tile, or where the set has no gaps)."""
        return list(zip_longest(self.tiles, self.cuts))


def board(puzzle: Any, replay: RummikubReplay, selection: str | None) -> dict[str, Any]:
    """The context of ``tutorial/rummikub/board.html`` for the working table and the chosen tiles."""
    pos = replay.position
    work = replay.work or Work.start(pos, replay.learner)
    chosen = choose(work, selection or "")
    selection = ",".join(chosen.items) if chosen.items else ""
    your_turn = pos.active == replay.learner and pos.winner is None
    sets = [_set_view(s, tiles, chosen, your_turn) for s, tiles in enumerate(work.sets)]
    seat = pos.seats[replay.learner]
    rack = _rack(work, seat, chosen)
    changed = work.table() != pos.table
    others = []
    for k in range(1, len(pos.seats)):
        index = (replay.learner + k) % len(pos.seats)
        size = pos.seats[index].size
        others.append(ngettext("%(player)s: %(count)s tile on the rack.",
                               "%(player)s: %(count)s tiles on the rack.", size)
                      % {"player": player(index), "count": size})
    quiz = _quiz(pos, replay.learner) if puzzle.goal.includes(Score) and replay.answer is None else []
    return {
        "sets": sets, "rack": rack, "bar": _bar(work, chosen) if your_turn else None, "selection": selection,
        "can_draw": your_turn and rummikub.judge(pos, "draw").legal,
        "can_pass": your_turn and rummikub.judge(pos, "pass").legal,
        "selection_messages": [selection_words(work, chosen)] if selection else [],
        "your_turn": your_turn, "changed": changed,
        "melded": seat.melded, "timer": puzzle.goal.includes(Penalty), "quiz": quiz,
        "quiz_scores": quiz_rows(pos) if quiz else [],
        "pool_text": ngettext("Pool: %(count)s tile", "Pool: %(count)s tiles", pos.pool_size)
        % {"count": pos.pool_size} if pos.pool_size else gettext("Pool: empty"),
        "pool_empty": pos.pool_size == 0, "others": others,
        "game_over": pos.winner is not None,
        "notation": rummikub.dump(pos), "working": work.move(),
    }


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
                                face, pressed=pressed, fresh=fresh, kind="tile", item=spot, text=tile_text(tile)))
    words = ", ".join(f.name for f in faces)
    problems = rummikub.check_set(tuple(t for t, _f in tiles), s + 1)
    kind: str | None = None
    if problems:
        reasons = [feedback.rule_message(p.rule, dict(p.params), False) for p in problems]
        status = gettext("Not valid yet")
    else:
        reasons = []
        kind = rummikub.set_kind(tuple(t for t, _f in tiles))
        status = (pgettext("set status", "Valid group") if kind == "group"
                  else pgettext("set status", "Valid run"))
    cuts = _cuts(s + 1, len(tiles)) if your_turn and (problems or kind == "run") else []
    return SetView(s + 1, controls, not problems, status, reasons, words, cuts)


def _cuts(number: int, size: int) -> list[Control]:
    """The gaps between the tiles of set ``number``, each a button that splits the set there (the same
    ``split:S@P`` the action grammar reads). A valid group has none: cutting one never helps a turn, and
    its tiles move one by one."""
    # Translators: the accessible name of the gap between two tiles of a set on the table, a button that
    # cuts the set in two there: "Split set 1 after tile 3".
    name = gettext("Split set %(set)s after tile %(number)s")
    return [Control(f"rk-cut-{number}-{at}", "act", "move", f"split:{number}@{at}",
                    name % {"set": number, "number": at}, kind="cut") for at in range(1, size)]


def _bar(work: Work, chosen: Chosen) -> dict[str, Any]:
    """The contextual bar of chosen tiles: into a set (at the place the engine finds valid, see
    ``table.move_tiles``), a new set, or back to the rack (a set is split at the gaps between its tiles,
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
        rack.append(Control(f"rk-r{i + 1}", "pick", "from", value, label, face, pressed=pressed, kind="tile",
                            item=text, text=text))
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

