"""Rummikub's turn hooks for ``tutorial.core.TutorialGame``: tile moves go to the working table, whole
turns to the generic machinery (``rummikub.judge``, then the other seats' scripted turns), and ``score:N``
answers the score quiz.

Each action gives a record (``tutorial.records``): an ``EditRecord`` (the working table put back, a set
split, tiles moved), a ``MoveRecord`` (a whole turn judged, or an edit the engine refused) or a
``QuizRecord``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Self

from engine import rummikub
from engine.rummikub.tiles import sort_key, tile_text
from tutorial.core import BadAction, Replay, Step, TutorialGame
from tutorial.games.rummikub.actions import Action, Answer, Edit, EndTurn, PutBack, Split, TileMove, TimeUp, Turn
from tutorial.games.rummikub.records import EditRecord, QuizRecord
from tutorial.games.rummikub.table import Tile, Work, edit
from tutorial.puzzles.base import Puzzle
from tutorial.records import Event, EventKind, MoveRecord, Record


@dataclass
class RummikubReplay(Replay[rummikub.Position]):
    """A replay plus the working table, the tile moves made and the score-quiz answer."""

    work: Work | None = None
    edits: int = 0
    answer: int | None = None
    placed: int = 0
    undo_work: Work | None = None  # the working table before the last action, when that was an edit
    laid: list[Laid] = field(default_factory=list)

    def copy(self) -> Self:
        return replace(self, history=list(self.history), work=self.work.copy() if self.work else None,
                       laid=list(self.laid))


@dataclass(frozen=True)
class Laid:
    """A table the learner's turn left, each tile marked when it came from the rack in that turn (what the
    solved puzzle's words say about the line actually played); ``melded``: the turn was the initial
    meld."""

    sets: tuple[tuple[Tile, ...], ...]
    melded: bool


DRAW, PENALTY = rummikub.parse_move("draw"), rummikub.parse_move("penalty")


def new_replay(puzzle: Puzzle) -> RummikubReplay:
    """The puzzle at its start, with the working table as the table."""
    start = rummikub.parse(puzzle.start)
    return RummikubReplay(start, start, work=Work.start(start, start.active))


def is_over(pos: rummikub.Position) -> bool:
    return pos.winner is not None


def act(game: TutorialGame[Any, Action, rummikub.Move, RummikubReplay], puzzle: Puzzle, replay: RummikubReplay,
        action: Action, *, explain: bool = True) -> Record:
    """Apply one action to ``replay`` (in place) and return its record; a refused action changes
    nothing. BadAction when the action names a tile or set that is not there. (``game`` plays the whole
    turns: this is the game's ``act`` hook.)"""
    pos = replay.position
    prior, replay.undo_work = replay.undo_work, None
    if isinstance(action, Answer):
        return _answer(replay, action.points)
    if not isinstance(action, Turn) and (over := _over(pos)) is not None:
        return over
    work = replay.work
    match action:
        case TileMove() | Split() | PutBack():
            if pos.active != replay.learner:
                raise BadAction("not your turn")
            return _edit(replay, action, prior)
        case EndTurn():
            move = rummikub.parse_move(work.move() if work else "t:-")
        case TimeUp():
            move = PENALTY if work is not None and work.table() != pos.table else DRAW
        case Turn():
            move = action.move
    record = game.play_turn(puzzle, replay, move, explain=explain)
    if record.legal:
        step = replay.history[-1]
        replay.placed += max(step.before.seats[pos.active].size - step.after.seats[pos.active].size, 0)
        if move.kind == "table" and pos.active == replay.learner:
            sets = work.sets if isinstance(action, EndTurn) and work is not None else _marked(pos, move.table)
            replay.laid.append(Laid(tuple(tuple(s) for s in sets),
                                    not pos.seats[pos.active].melded and step.after.seats[pos.active].melded))
        replay.work = Work.start(replay.position, replay.learner)
    return record


def _marked(pos: rummikub.Position, table: tuple[tuple[int, ...], ...]) -> list[list[Tile]]:
    """A typed turn's table with the tiles that came from the rack marked. A face not on the table before
    is the rack's; where a face was there too (copies are alike), the copy its set shares with the most
    alike set of the old table counts as the old one, and the counts are then kept to the rack's."""
    old_tiles = Counter(t for s in pos.table for t in s)
    used = Counter(t for s in table for t in s) - old_tiles
    olds = [Counter(s) for s in pos.table]
    out: list[list[Tile]] = []
    for s in table:
        mine = Counter(s)
        kept = max((mine & o for o in olds), key=lambda c: c.total(), default=Counter())
        marked = []
        for t in s:
            fresh = used[t] > 0 and (old_tiles[t] == 0 or kept[t] == 0)
            kept[t] -= 0 if fresh else 1
            marked.append((t, fresh))
        out.append(marked)
    for face, count in used.items():  # keep to the rack's counts where copies made it unclear
        spots = [(i, j) for i, s in enumerate(out) for j, (t, _f) in enumerate(s) if t == face]
        laid = [x for x in spots if out[x[0]][x[1]][1]]
        for i, j in laid[count:]:
            out[i][j] = (face, False)
        for i, j in [x for x in spots if x not in laid][:max(count - len(laid), 0)]:
            out[i][j] = (face, True)
    return out


def consequences(replay: RummikubReplay, step: Step[rummikub.Position]) -> list[Event]:
    """What a whole turn caused beyond itself: a rearranged table put back and the tiles drawn (a draw or
    the timer's penalty), a win."""
    pos, after = step.before, step.after
    events: list[Event] = []
    if step.move.kind in ("draw", "penalty"):
        if replay.work is not None and replay.work.table() != pos.table:
            events.append(Event(EventKind.PUT_BACK))
        drawn = _drawn(pos.seats[pos.active].rack, after.seats[pos.active].rack)
        events.append(Event(EventKind.DREW, {
            "tiles": drawn, "hidden": after.seats[pos.active].unknown - pos.seats[pos.active].unknown}))
    if after.winner == replay.learner:
        events.append(Event(EventKind.WON))
    return events


def _edit(replay: RummikubReplay, action: Edit, prior: Work | None) -> Record:
    """An edit of the working table; a legal one counts as a move made (so undo takes it back). An edit
    that leaves the table and rack as they were before the previous edit ``reverts`` it."""
    pos = replay.position
    work = replay.work or Work.start(pos, replay.learner)
    record, new = edit(pos, work, replay.learner, action)
    if new is not None:
        if (prior is not None and isinstance(record, EditRecord) and new.table() == prior.table()
                and sorted(new.rack) == sorted(prior.rack)):
            record = replace(record, reverts=True)
        replay.work = new
        replay.undo_work = work
        replay.edits += 1
    return record


def _over(pos: rummikub.Position) -> MoveRecord | None:
    """The engine's "the game is over" record, None while the game goes on."""
    if pos.winner is None:
        return None
    return replace(MoveRecord.judged("", rummikub.judge(pos, "draw")), legal=False)


def _answer(replay: RummikubReplay, points: int) -> QuizRecord:
    """The score quiz: right when ``points`` is the learner's score by ``rummikub.result``."""
    try:
        result = rummikub.result(replay.position)
    except ValueError:
        return QuizRecord(False, early=True)
    correct = result.points[replay.learner]
    record = QuizRecord(points == correct, points, correct, result.winner, tuple(result.rack_values),
                        tuple(result.points))
    if record.legal:
        replay.answer = points
        replay.edits += 1
    return record


def _drawn(before: tuple[int, ...], after: tuple[int, ...]) -> list[str]:
    """The tiles a draw added to the rack, in rack order."""
    extra = Counter(after)
    extra.subtract(before)
    return [tile_text(t) for t in sorted(extra.elements(), key=sort_key)]
