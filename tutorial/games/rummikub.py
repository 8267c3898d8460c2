"""The Rummikub adapter: a turn is built on a working table on the server, then judged whole.

During the learner's turn every tile move, split and "put the table back" is an action of the attempt
(``tutorial.state`` stores and replays them like any move, so undo takes back one tile move). They only
rearrange the *working table*; nothing is judged until "End turn", which sends the working table as the
engine move ``t:SETS`` to ``rummikub.judge`` (every problem listed, each naming its set). ``draw``,
``pass``, ``penalty`` (the one-minute timer) and a typed ``t:...`` are whole turns as well.

Action grammar (stored in ``Attempt.actions``; the forms send ``from`` + ``to`` or ``move``):

- ``mv:SEL>TARGET`` — move the chosen tiles. ``SEL`` lists tiles joined by ``,``: a rack tile by its face
  (``R7``, ``J``; two ``R7`` = both copies) or a table tile ``S-I`` (set S, tile I, both from 1).
  ``TARGET``: ``S@P`` (into set S before its tile P+1; P from 0 to the set's length), ``new`` (a new set)
  or ``rack`` (back to the rack: only tiles played this turn; for a table tile the engine says no).
- ``split:S@P`` — cut set S after its first P tiles.
- ``back`` — put the table back as it was at the start of the turn.
- ``end`` — end the turn with the working table; ``timeup`` — the timer ran out: ``draw`` if the table is
  as it was, else ``penalty``.
- ``draw``, ``pass``, ``penalty``, ``t:SETS`` — engine moves; ``score:N`` — the answer to a score quiz.

Nothing here decides a rule: set validity and its reasons come from ``rummikub.check_set``, the turn from
``rummikub.judge``, reachability and the last hint from ``rummikub.solve``, points from ``rummikub.result``.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from django.http import QueryDict
from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext, pgettext

from engine import rummikub
from engine.rummikub.tiles import JOKER, sort_key, tile_from_text, tile_text
from explainer.diagrams.faces import TileFace
from explainer.diagrams.rummikub import set_tiles
from explainer.texts.base import tile_list, tile_name
from tutorial import feedback
from tutorial.games import BadAction, GoalStatus, Replay, Step, read_choice
from tutorial.goals import GoalPart, check

TILE = r"(?:[KBRO](?:1[0-3]|[1-9])|J)"
SPOT = r"(?:[1-9][0-9]?-[1-9][0-9]?)"
SELECTION = re.compile(rf"(?:{TILE}|{SPOT})(?:,(?:{TILE}|{SPOT})){{0,29}}")
TARGET = re.compile(r"[1-9][0-9]?@[0-9]{1,2}|new|rack")
SPLIT = re.compile(r"split:([1-9][0-9]?)@([1-9][0-9]?)")
SCORE = re.compile(r"score:(-?[0-9]{1,4})")
WORDS = ("end", "back", "timeup", "draw", "pass", "penalty")
ENGINE_WORDS = ("draw", "pass", "penalty")
MAX_TYPED = 400
SOLVER_MS = 300
SCRIPT_GUARD = 20
TILE_MISSING = "rummikub.table.tile-missing"

log = logging.getLogger(__name__)

Tile = tuple[int, bool]  # (engine tile, placed from the rack this turn)


def _jsonable(params: Any) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in dict(params).items()}


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
        return "t:" + rummikub.table_text(self.table())


@dataclass
class RummikubReplay(Replay):
    """A replay plus the working table, the tile moves made and the score-quiz answer."""

    work: Work | None = None
    edits: int = 0
    answer: int | None = None
    learner: int = 0
    placed: int = 0


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


class RummikubAdapter:
    slug = "rummikub"
    board_template = "tutorial/rummikub/board.html"
    board_css = "css/board-rummikub.css"
    goal_kinds = frozenset({"place", "meld", "draw", "pass", "penalty", "joker", "win", "score"})

    def __init__(self) -> None:
        self._solved: dict[str, Any] = {}

    # -- reading forms -------------------------------------------------------------------------------

    def read_move(self, data: QueryDict) -> str:
        typed = (data.get("move") or "").strip()
        if typed:
            if len(typed) > MAX_TYPED:
                raise BadAction("move")
            if typed in WORDS or SPLIT.fullmatch(typed) or SCORE.fullmatch(typed):
                return typed
            if typed.startswith("t:"):
                try:
                    return rummikub.dump_move(rummikub.parse_move(typed))
                except rummikub.NotationError as error:
                    raise BadAction("move") from error
            raise BadAction("move")
        source, target = data.get("from", ""), data.get("to", "")
        if not SELECTION.fullmatch(source) or not TARGET.fullmatch(target):
            raise BadAction("from/to")
        return f"mv:{source}>{target}"

    def read_selection(self, data: QueryDict) -> str | None:
        return read_choice(data, "from", SELECTION)

    # -- replaying -----------------------------------------------------------------------------------

    def replay(self, puzzle: Any, actions: list[str]) -> RummikubReplay:
        start = rummikub.parse(puzzle.start)
        replay = RummikubReplay(start, start, work=Work.start(start, start.active), learner=start.active)
        for action in actions:
            record = self._step(puzzle, replay, action)
            if not record.get("legal", True):
                raise ValueError(f"stored action {action!r} is illegal: {record.get('rule')}")
        return replay

    def attempt(self, puzzle: Any, replay: Replay, move: str) -> tuple[dict[str, Any], Replay | None]:
        assert isinstance(replay, RummikubReplay)
        after = RummikubReplay(replay.start, replay.position, list(replay.history), replay.script_index,
                               replay.work.copy() if replay.work else None, replay.edits, replay.answer,
                               replay.learner, replay.placed)
        record = self._step(puzzle, after, move)
        return record, (after if record.get("legal", True) else None)

    def _step(self, puzzle: Any, replay: RummikubReplay, action: str) -> dict[str, Any]:
        """Apply one action to ``replay`` (in place) and return its record; an illegal action changes
        nothing. BadAction when the action names a tile or set that is not there."""
        pos = replay.position
        over = self._over(pos)
        if action.startswith("score:"):
            return self._answer(replay, int(action[6:]))
        if over is not None and action not in ENGINE_WORDS and not action.startswith("t:"):
            return over
        if action.startswith("mv:") or action.startswith("split:") or action == "back":
            if pos.active != replay.learner:
                raise BadAction("not your turn")
            return self._edit(replay, action)
        work = replay.work
        changed = work is not None and work.table() != pos.table
        if action == "end":
            action = work.move() if work else "t:-"
        elif action == "timeup":
            action = "penalty" if changed else "draw"
        verdict = rummikub.judge(pos, action)
        record: dict[str, Any] = {
            "kind": "move", "move": action, "legal": verdict.legal, "rule": verdict.rule,
            "params": _jsonable(verdict.params),
            "problems": [[p.rule, _jsonable(p.params)] for p in verdict.problems],
        }
        if not verdict.legal:
            return record
        after = rummikub.play(pos, action)
        placed = pos.seats[pos.active].size - after.seats[pos.active].size
        step = Step(action, pos, after, verdict.rule, _jsonable(verdict.params))
        replay.history.append(step)
        replay.position = after
        replay.placed += max(placed, 0)
        events: list[list[Any]] = []
        if action in ("draw", "penalty"):
            drawn = _drawn(pos.seats[pos.active].rack, after.seats[pos.active].rack)
            if changed:
                events.append(["put-back", {}])
            events.append(["drew", {"tiles": drawn, "hidden": after.seats[pos.active].unknown
                                    - pos.seats[pos.active].unknown}])
        if after.winner == replay.learner:
            events.append(["won", {}])
        self._opponents(puzzle, replay, step)
        for move, before in step.scripted:
            events.append(["opponent", {"seat": before.active, "move": move}])
        if step.scripted and replay.position.active == replay.learner:
            events.append(["your-turn", {}])
        replay.work = Work.start(replay.position, replay.learner)
        record["events"] = events
        return record

    def _over(self, pos: rummikub.Position) -> dict[str, Any] | None:
        if pos.winner is None:
            return None
        verdict = rummikub.judge(pos, "draw")
        return {"kind": "move", "move": "", "legal": False, "rule": verdict.rule,
                "params": _jsonable(verdict.params),
                "problems": [[p.rule, _jsonable(p.params)] for p in verdict.problems]}

    def _answer(self, replay: RummikubReplay, points: int) -> dict[str, Any]:
        try:
            result = rummikub.result(replay.position)
        except ValueError:
            return {"kind": "quiz", "legal": False, "early": True}
        correct = result.points[replay.learner]
        record = {"kind": "quiz", "legal": points == correct, "points": points, "correct": correct,
                  "winner": result.winner, "values": list(result.rack_values), "all": list(result.points)}
        if record["legal"]:
            replay.answer = points
            replay.edits += 1
        return record

    def _opponents(self, puzzle: Any, replay: RummikubReplay, step: Step) -> None:
        """The other seats' scripted turns, in order, until it is the learner's turn again; a scripted move
        that is not legal on this line is skipped."""
        for _ in range(SCRIPT_GUARD):
            pos = replay.position
            if pos.active == replay.learner or pos.winner is not None:
                return
            if replay.script_index >= len(puzzle.opponents):
                return
            move = puzzle.opponents[replay.script_index]
            replay.script_index += 1
            if not rummikub.judge(pos, move).legal:
                continue
            replay.position = rummikub.play(pos, move)
            step.scripted.append((move, pos))

    # -- editing the working table -------------------------------------------------------------------

    def _edit(self, replay: RummikubReplay, action: str) -> dict[str, Any]:
        pos = replay.position
        work = replay.work or Work.start(pos, replay.learner)
        if action == "back":
            replay.work = Work.start(pos, replay.learner)
            replay.edits += 1
            return {"kind": "edit", "what": "back", "legal": True}
        split = SPLIT.fullmatch(action)
        if split:
            s, p = int(split.group(1)) - 1, int(split.group(2))
            if s >= len(work.sets) or not 1 <= p < len(work.sets[s]):
                raise BadAction("split")
            new = work.copy()
            tiles = new.sets[s]
            new.sets[s:s + 1] = [tiles[:p], tiles[p:]]
            replay.work = new
            replay.edits += 1
            return {"kind": "edit", "what": "split", "legal": True, "set": s + 1,
                    "sets": [_texts(tiles[:p]), _texts(tiles[p:])]}
        body = action[3:]
        selection, _gt, target = body.partition(">")
        if not SELECTION.fullmatch(selection) or not TARGET.fullmatch(target):
            raise BadAction("move")
        new, taken, landed = _move(work, selection, target)
        if target == "rack":
            verdict = rummikub.judge(pos, new.move())
            missing = [p for p in verdict.problems if p.rule == TILE_MISSING]
            if missing:
                return {"kind": "move", "move": "", "legal": False, "rule": TILE_MISSING,
                        "params": _jsonable(missing[0].params),
                        "problems": [[p.rule, _jsonable(p.params)] for p in missing]}
            _reflag(new, pos.table)
        replay.work = new
        replay.edits += 1
        record: dict[str, Any] = {"kind": "edit", "what": "move", "legal": True, "tiles": taken, "target": target}
        if landed is not None:
            record["set"] = landed + 1
            record["set_tiles"] = _texts(new.sets[landed])
        return record

    def moves_made(self, replay: Replay) -> int:
        assert isinstance(replay, RummikubReplay)
        return replay.edits + len(replay.history)

    # -- what happened, in words ---------------------------------------------------------------------

    def events(self, record: dict[str, Any]) -> list[str]:
        return [text for kind, p in record.get("events", []) if (text := _event_text(kind, p))]

    def messages(self, record: dict[str, Any]) -> list[feedback.Message] | None:
        kind = record.get("kind")
        if kind == "edit":
            return _edit_messages(record)
        if kind == "quiz":
            return _quiz_messages(record)
        if kind == "bad":
            return [feedback.Message(gettext(
                "That move could not be read, so nothing was done. Choose one or more tiles, then where they "
                "go, with the buttons on the board."), "bad")]
        return None

    # -- goals ---------------------------------------------------------------------------------------

    def goal(self, puzzle: Any, replay: Replay) -> GoalStatus:
        assert isinstance(replay, RummikubReplay)
        parts = check(puzzle.goal, self.goal_kinds)
        more_turns = replay.script_index < len(puzzle.opponents)
        lines, done, reachable = [], [], []
        for part in parts:
            ok = self._done(part, replay)
            done.append(ok)
            lines.append(_goal_line(part, replay.placed, ok))
            if ok:
                reachable.append(True)
            elif more_turns:
                reachable.append(None)
            elif replay.position.active != replay.learner and part.kind != "score":
                reachable.append(False)
            else:
                reachable.append(self._reachable(part, replay))
        if all(done):
            verdict: bool | None = True
        elif False in reachable:
            verdict = False
        elif None in reachable:
            verdict = None
        else:
            verdict = True
        return GoalStatus(all(done), verdict, lines)

    def _done(self, part: GoalPart, replay: RummikubReplay) -> bool:
        kind = part.kind
        steps = replay.history
        if kind == "place":
            return replay.placed >= int(part.arg or 1)
        if kind == "meld":
            return (not replay.start.seats[replay.learner].melded
                    and replay.position.seats[replay.learner].melded)
        if kind in ("draw", "pass", "penalty"):
            return any(s.action == kind for s in steps)
        if kind == "joker":
            return any(s.rule == "rummikub.joker.reused" for s in steps)
        if kind == "win":
            return replay.position.winner == replay.learner
        if kind == "score":
            return replay.answer is not None
        return False

    def _solve(self, pos: rummikub.Position) -> Any:
        """The solver's best turn (cached by position); None if the solver fails: a hint or a
        reachability check is then "cannot tell", never a 500 (the puzzle tests call the solver directly)."""
        key = rummikub.dump(pos)
        found = self._solved.get(key)
        if found is None:
            try:
                found = rummikub.solve(pos, budget_ms=SOLVER_MS)
            except Exception:
                log.exception("rummikub.solve failed on %s", key)
                return None
            if len(self._solved) > 512:
                self._solved.clear()
            self._solved[key] = found
        return found

    def _reachable(self, part: GoalPart, replay: RummikubReplay) -> bool | None:
        pos = replay.position
        kind = part.kind
        if kind == "score":
            if pos.winner is not None or (pos.pool_size == 0 and replay.history):
                return True
            return self._reachable(GoalPart("win"), replay)
        if pos.winner is not None:
            return False
        if kind == "draw":
            return pos.pool_size > 0
        if kind == "pass":
            return pos.pool_size == 0
        if kind == "penalty":
            return True
        plan = self._solve(pos)
        if plan is None:
            return None
        if kind == "place":
            ok = replay.placed + plan.placed >= int(part.arg or 1)
        elif kind == "meld":
            ok = plan.placed > 0
        elif kind == "win":
            ok = plan.placed == pos.seats[pos.active].size
        else:  # joker: the best table frees a joker and reuses it
            ok = plan.move.startswith("t:") and rummikub.judge(pos, plan.move).rule == "rummikub.joker.reused"
        return True if ok else (False if plan.exact else None)

    # -- hints ---------------------------------------------------------------------------------------

    def hint_move(self, puzzle: Any, replay: Replay) -> str | None:
        """The next whole turn in words: the solver's table where the goal is to place tiles, else the
        reference line's next turn (draw, penalty, a score) while the learner follows it."""
        assert isinstance(replay, RummikubReplay)
        pos = replay.position
        made = [s.action for s in replay.history]
        line = self._reference(puzzle)
        following = len(made) < len(line) and made == line[:len(made)]
        reference = line[len(made)] if following else None
        if reference and reference.startswith("score:"):
            if replay.answer is None:
                return _score_hint(int(reference[6:]))
            return None
        if pos.active != replay.learner or pos.winner is not None:
            return None
        if reference is None or reference.startswith("t:"):
            plan = self._solve(pos)
            if plan is None:
                if reference is None:
                    return None
            elif plan.move.startswith("t:") and (reference is None or plan.placed >= _placed(pos, reference)):
                reference = plan.move
            elif reference is None:
                reference = plan.move
        if not rummikub.judge(pos, reference).legal:
            return None
        return _turn_words(reference)

    def _reference(self, puzzle: Any) -> list[str]:
        """The reference line as whole turns (tile moves folded into the table they end with)."""
        key = f"reference {puzzle.game}/{puzzle.slug}"
        line = self._solved.get(key)
        if line is None:
            replay = self.replay(puzzle, list(puzzle.solution))
            line = [s.action for s in replay.history]
            if replay.answer is not None:
                line.append(f"score:{replay.answer}")
            self._solved[key] = line
        return line

    # -- the board -----------------------------------------------------------------------------------

    def board(self, puzzle: Any, replay: Replay, selection: str | None) -> dict[str, Any]:
        assert isinstance(replay, RummikubReplay)
        pos = replay.position
        work = replay.work or Work.start(pos, replay.learner)
        chosen = _chosen(work, selection or "")
        selection = ",".join(chosen.items) if chosen.items else ""
        your_turn = pos.active == replay.learner and pos.winner is None
        picking = not selection
        sets = []
        for s, tiles in enumerate(work.sets):
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
                controls.append(Control(f"rk-t{s + 1}-{i + 1}", "pick", "from", _toggle(chosen, spot), label,
                                        face, pressed=pressed, fresh=fresh, kind="tile"))
            slots: list[Control | None] = []
            words = ", ".join(f.name for f in faces)
            for p in range(len(tiles) + 1):
                if not your_turn:
                    slots.append(None)
                elif not picking:
                    slots.append(Control(f"rk-to-{s + 1}-{p}", "act", "to", f"{s + 1}@{p}",
                                         _slot_label(s + 1, faces, p), kind="slot"))
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
                reasons = [feedback.rule_message(self.slug, p.rule, dict(p.params), False) for p in problems]
                status = gettext("Not valid yet")
            else:
                reasons = []
                kind = rummikub.set_kind(tuple(t for t, _f in tiles))
                status = (pgettext("set status", "Valid group") if kind == "group"
                          else pgettext("set status", "Valid run"))
            sets.append(SetView(s + 1, controls, slots, not problems, status, reasons, words))
        rack = []
        counts: Counter[str] = Counter()
        for i, tile in enumerate(sorted(work.rack, key=sort_key)):
            text = tile_text(tile)
            counts[text] += 1
            face = TileFace(tile)
            # Translators: the accessible name of a tile on the learner's rack: "red 7, on your rack".
            label = gettext("%(tile)s, on your rack") % {"tile": face.name}
            pressed = chosen.rack[text] >= counts[text]
            value = _toggle(chosen, text, remove=pressed)
            rack.append(Control(f"rk-r{i + 1}", "pick", "from", value, label, face, pressed=pressed, kind="tile"))
        seat = pos.seats[replay.learner]
        if seat.unknown:
            rack.append(Control("rk-r-hidden", "", "", "", TileFace(JOKER + 1, count=seat.unknown).name,
                                TileFace(JOKER + 1, count=seat.unknown), kind="hidden"))
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
                          % {"player": _player(index), "count": size})
        parts = {p.kind for p in check(puzzle.goal, self.goal_kinds)}
        quiz = []
        if "score" in parts and replay.answer is None:
            try:
                result = rummikub.result(pos)
            except ValueError:
                result = None
            if result is not None:
                quiz = [Control(f"rk-score-{i}", "act", "move", f"score:{n}", _signed(n), kind="quiz")
                        for i, n in enumerate(_score_options(pos, result, replay.learner), start=1)]
        return {
            "sets": sets, "rack": rack, "targets": targets, "selection": selection,
            "selection_messages": [_selection_words(work, chosen)] if selection else [],
            "has_targets": True, "your_turn": your_turn, "changed": changed,
            "melded": seat.melded, "timer": "penalty" in parts, "quiz": quiz,
            "quiz_scores": _quiz_rows(pos) if quiz else [],
            "pool_text": ngettext("Pool: %(count)s tile", "Pool: %(count)s tiles", pos.pool_size)
            % {"count": pos.pool_size} if pos.pool_size else gettext("Pool: empty"),
            "pool_empty": pos.pool_size == 0, "others": others,
            "game_over": pos.winner is not None,
            "notation": rummikub.dump(pos), "working": work.move(),
        }


ADAPTER = RummikubAdapter()


# -- the working table ------------------------------------------------------------------------------

@dataclass
class Chosen:
    items: list[str]
    rack: Counter[str]
    spots: set[str]


def _chosen(work: Work, selection: str) -> Chosen:
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


def _toggle(chosen: Chosen, item: str, remove: bool | None = None) -> str:
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


def _move(work: Work, selection: str, target: str) -> tuple[Work, list[str], int | None]:
    """The working table after moving the selected tiles; BadAction if one is not there."""
    rack = list(work.rack)
    taken: list[Tile] = []
    marks: set[tuple[int, int]] = set()
    for item in selection.split(","):
        if "-" in item:
            s, i = (int(x) - 1 for x in item.split("-"))
            if s >= len(work.sets) or i >= len(work.sets[s]) or (s, i) in marks:
                raise BadAction("tile")
            marks.add((s, i))
            taken.append(work.sets[s][i])
        else:
            tile = tile_from_text(item)
            if tile not in rack:
                raise BadAction("tile")
            rack.remove(tile)
            taken.append((tile, True))
    into: tuple[int, int] | None = None
    if "@" in target:
        s, p = (int(x) for x in target.split("@"))
        if not 1 <= s <= len(work.sets) or p > len(work.sets[s - 1]):
            raise BadAction("target")
        into = (s - 1, p)
    sets: list[list[Tile]] = []
    landed: int | None = None
    for s, tiles in enumerate(work.sets):
        kept = [t for i, t in enumerate(tiles) if (s, i) not in marks]
        if into is not None and s == into[0]:
            p = into[1] - sum(1 for i in range(into[1]) if (s, i) in marks)
            kept[p:p] = taken
            landed = len(sets)
        if kept:
            sets.append(kept)
    if target == "new":
        sets.append(list(taken))
        landed = len(sets) - 1
    if target == "rack":
        rack += [t for t, _f in taken]
    return Work(sets, sorted(rack, key=sort_key)), [tile_text(t) for t, _f in taken], landed


def _reflag(work: Work, start: tuple[tuple[int, ...], ...]) -> None:
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


def _texts(tiles: list[Tile]) -> list[str]:
    return [tile_text(t) for t, _f in tiles]


def _drawn(before: tuple[int, ...], after: tuple[int, ...]) -> list[str]:
    extra = Counter(after)
    extra.subtract(before)
    return [tile_text(t) for t in sorted(extra.elements(), key=sort_key)]


def _placed(pos: rummikub.Position, move: str) -> int:
    table = rummikub.parse_move(move).table
    return sum(len(s) for s in table) - sum(len(s) for s in pos.table)


# -- words --------------------------------------------------------------------------------------------

def _player(index: int) -> str:
    return pgettext("seat name", "Player %(number)s") % {"number": index + 1}


def _signed(points: int) -> str:
    if points > 0:
        return f"+{points}"
    return f"\u2212{-points}" if points < 0 else "0"


def _slot_label(number: int, faces: list[TileFace], p: int) -> str:
    if not faces:
        return gettext("Put the chosen tiles into set %(set)s") % {"set": number}
    if p == 0:
        # Translators: a target button: put the chosen tiles at the start of a set, before its first tile.
        return gettext("Put the chosen tiles into set %(set)s, before %(tile)s") % {
            "set": number, "tile": faces[0].name}
    if p == len(faces):
        # Translators: a target button: put the chosen tiles at the end of a set, after its last tile.
        return gettext("Put the chosen tiles into set %(set)s, after %(tile)s") % {
            "set": number, "tile": faces[-1].name}
    # Translators: a target button: put the chosen tiles between two tiles of a set.
    return gettext("Put the chosen tiles into set %(set)s, between %(left)s and %(right)s") % {
        "set": number, "left": faces[p - 1].name, "right": faces[p].name}


def _selection_words(work: Work, chosen: Chosen) -> str:
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


def _edit_messages(record: dict[str, Any]) -> list[feedback.Message]:
    what = record.get("what")
    if what == "back":
        return [feedback.Message(gettext("The table is back as it was at the start of your turn, and your tiles "
                                         "are back on your rack."))]
    if what == "split":
        # Translators: after cutting a set in two; %(left)s and %(right)s list the tiles of the two parts.
        return [feedback.Message(gettext("Set %(set)s is split in two: (%(left)s) and (%(right)s).") % {
            "set": record["set"], "left": tile_list(record["sets"][0]), "right": tile_list(record["sets"][1])})]
    tiles = tile_list(record.get("tiles", []))
    count = len(record.get("tiles", []))
    if record.get("target") == "rack":
        return [feedback.Message(capfirst(ngettext("%(tiles)s went back to your rack.",
                                                   "%(tiles)s went back to your rack.", count) % {"tiles": tiles}))]
    number = record.get("set")
    out = [feedback.Message(capfirst(ngettext("%(tiles)s moved to set %(set)s.", "%(tiles)s moved to set %(set)s.",
                                              count) % {"tiles": tiles, "set": number}))]
    set_tiles_text = record.get("set_tiles") or []
    try:
        problems = rummikub.check_set(".".join(set_tiles_text), number) if set_tiles_text else []
    except rummikub.NotationError:
        problems = []
    if set_tiles_text and not problems:
        kind = rummikub.set_kind(".".join(set_tiles_text))
        text = (gettext("Set %(set)s is a valid group.") if kind == "group"
                else gettext("Set %(set)s is a valid run.")) % {"set": number}
        out.append(feedback.Message(text, "ok"))
    elif problems:
        out.append(feedback.Message(gettext("Set %(set)s is not valid yet:") % {"set": number}))
        # mid-turn: not yet a verdict, so the reasons are information, not "not allowed"
        out += [replace(feedback.rule_message("rummikub", p.rule, dict(p.params), False), tone="info")
                for p in problems]
    return out


def _quiz_messages(record: dict[str, Any]) -> list[feedback.Message]:
    if record.get("early"):
        return [feedback.Message(gettext("The game is not over yet, so there is nothing to score."), "bad")]
    values = record["values"]
    # Translators: one loser's rack value in a list, e.g. "Player 2: 35".
    racks = ", ".join(gettext("%(player)s: %(value)s") % {"player": _player(i), "value": v}
                      for i, v in enumerate(values) if i != record["winner"])
    if record["legal"]:
        # Translators: %(points)s is the learner's score, e.g. "+45"; %(racks)s lists the losers' rack values.
        return [feedback.Message(gettext("Right: %(points)s. The racks left over are worth %(racks)s.") % {
            "points": _signed(record["points"]), "racks": racks}, "ok")]
    return [feedback.Message(gettext("Not %(points)s. Add up what is left on each rack (a joker counts 30): "
                                     "%(racks)s.") % {"points": _signed(record["points"]), "racks": racks}, "bad")]


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


def _quiz_rows(pos: rummikub.Position) -> list[str]:
    rows = []
    for index, seat in enumerate(pos.seats):
        if seat.unknown:
            continue
        tiles = tile_list([tile_text(t) for t in seat.rack]) if seat.rack else pgettext("rack", "empty")
        # Translators: one line of the score quiz: "Player 2: red 5, joker".
        rows.append(gettext("%(player)s: %(tiles)s") % {"player": _player(index), "tiles": tiles})
    return rows


def _score_hint(points: int) -> str:
    # Translators: the last hint of the scoring quiz, after "Try this move:" — the answer to pick, e.g. "+48".
    return gettext("pick %(points)s") % {"points": _signed(points)}


def _turn_words(move: str) -> str:
    if move == "draw":
        return gettext("draw a tile")
    if move == "pass":
        return gettext("pass")
    if move == "penalty":
        return gettext("let the time run out with the table still rearranged (“Time is up”)")
    table = rummikub.parse_move(move).table
    sets = "; ".join(gettext("set %(number)s: %(tiles)s") % {
        "number": i, "tiles": ", ".join(f.name for f in set_tiles(s))} for i, s in enumerate(table, start=1))
    # Translators: the last hint shows the solver's table; %(sets)s is "set 1: red 3, red 4, red 5; set 2: …".
    return gettext("end your turn with this table — %(sets)s") % {"sets": sets}


def _goal_line(part: GoalPart, placed: int, done: bool) -> str:
    kind = part.kind
    if kind == "place":
        n = int(part.arg or 1)
        text = ngettext("Place %(count)s tile from your rack (placed: %(placed)s).",
                        "Place %(count)s tiles from your rack (placed: %(placed)s).", n) % {
            "count": n, "placed": min(placed, n)}
    elif kind == "meld":
        text = gettext("Make your initial meld: sets from your rack worth 30 or more.")
    elif kind == "draw":
        text = gettext("Draw a tile when you cannot play.")
    elif kind == "pass":
        text = gettext("Pass, since the pool is empty.")
    elif kind == "penalty":
        text = gettext("Let the timer run out with the table not put back, and take the penalty.")
    elif kind == "joker":
        text = gettext("Free a joker from the table and play it again with a tile of your own.")
    elif kind == "win":
        text = gettext("Place your last tile and win the game.")
    else:
        text = gettext("Score the finished game: choose your points.")
    if done:
        return gettext("Done: %(goal)s") % {"goal": text}
    return text


def _event_text(kind: str, p: dict[str, Any]) -> str:
    if kind == "put-back":
        return gettext("The table was put back as it was, and your tiles returned to your rack.")
    if kind == "drew":
        tiles = p.get("tiles") or []
        hidden = p.get("hidden") or 0
        if tiles:
            return ngettext("You drew %(tiles)s. It waits on your rack until your next turn.",
                            "You drew %(tiles)s. They wait on your rack until your next turn.", len(tiles)) % {
                "tiles": tile_list(tiles)}
        if hidden:
            return ngettext("You drew %(count)s tile.", "You drew %(count)s tiles.", hidden) % {"count": hidden}
        return ""
    if kind == "won":
        return gettext("Your rack is empty: you have won the game.")
    if kind == "opponent":
        player = _player(p["seat"])
        move = p["move"]
        if move == "draw":
            return gettext("%(player)s draws a tile.") % {"player": player}
        if move == "pass":
            return gettext("%(player)s passes.") % {"player": player}
        if move == "penalty":
            return gettext("%(player)s runs out of time and draws three tiles.") % {"player": player}
        return gettext("%(player)s plays and leaves this table: %(table)s.") % {
            "player": player, "table": "; ".join(tile_list([tile_text(t) for t in s])
                                                 for s in rummikub.parse_move(move).table)}
    if kind == "your-turn":
        return gettext("Now it is your turn again.")
    return ""
