"""The generic tutorial: replaying a puzzle, judging one more move, the scripted opponents, following the
reference line. Every game plugs in by subclassing ``TutorialGame`` and saying only what differs.

The views, the attempt state (step token, undo/reset/hints, progress) and the feedback framing are the same
for every game (``tutorial.views``, ``tutorial.state``, ``tutorial.feedback``); so is the turn machinery
here: a learner's move is judged by the engine, applied, and the other seats' scripted moves follow until
it is the learner's turn again. A game supplies its hooks: how to read a move from a form and from the
stored line, its engine's parse/judge/apply, what a legal move caused, how a scripted turn the script left
open is finished, the next move to suggest, its board and the words of its events. The goal needs no
hook: a puzzle's goal is made of the game's predicates (``tutorial.goals``).

Moves are read once, at the edge: the form reader (``read_move``) and the stored line (``read_action``)
give the game's move object, and ``action_text`` is the notation the attempt stores. Records
(``tutorial.records``) are plain data: rule ids, params and notation, never sentences.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Self

from django.http import QueryDict

from engine.verdict import Verdict
from games.texts.base import Text
from tutorial.feedback import Message
from tutorial.goals import GoalStatus, puzzle_status
from tutorial.puzzles.base import Puzzle
from tutorial.records import Event, EventKind, MoveRecord, Record, jsonable


class BadAction(ValueError):
    """A form value that is no move of this game: tampered with or malformed (answered with 400)."""


def read_choice(data: QueryDict, name: str, pattern: re.Pattern[str]) -> str | None:
    """A chosen source from a form or query (``from``): None when absent, BadAction when not of the
    game's grammar."""
    value = data.get(name)
    if not value:
        return None
    if not pattern.fullmatch(value):
        raise BadAction(name)
    return value


class Seated(Protocol):
    """What the core reads of an engine position: whose turn it is."""

    @property
    def active(self) -> int: ...


@dataclass
class Step[P: Seated]:
    """One accepted whole move of the learner and what followed it: ``move`` is the engine's move object
    (read once), ``action`` its notation; ``scripted`` lists the other seats' scripted moves played after
    it as (move, position before it) pairs."""

    action: str
    before: P
    after: P
    rule: str
    params: dict[str, Any]
    scripted: list[tuple[str, P]] = field(default_factory=list)
    move: Any = None


@dataclass
class Replay[P: Seated]:
    """A puzzle replayed from its start: the current position, every accepted step, and how far the
    scripted opponent moves have got. The learner is the seat to move at the start."""

    start: P
    position: P
    history: list[Step[P]] = field(default_factory=list)
    script_index: int = 0

    @property
    def learner(self) -> int:
        return self.start.active

    def copy(self) -> Self:
        """A copy to try one more action on (steps are never changed, only added). Shallow and quick:
        every request makes one."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.history = list(self.history)
        return twin


def next_on_line(line: Sequence[str], made: Sequence[str]) -> str | None:
    """The reference line's next move while the moves made follow it, else None.

    >>> next_on_line(["a", "b", "c"], ["a"]), next_on_line(["a", "b"], ["b"]), next_on_line(["a"], ["a"])
    ('b', None, None)
    """
    if len(made) < len(line) and list(made) == list(line[:len(made)]):
        return line[len(made)]
    return None


REPLAYED = MoveRecord("", True, "")
"""The record of a legal move while replaying: nothing shows it, so nothing is built for it."""


LINES_KEPT = 4096
"""Reference lines kept per game (the built-in puzzles' and the most recent personal ones')."""


class TutorialGame[P: Seated, M, E, R: Replay[Any]]:
    """One game's tutorial: the hooks a game supplies, and the generic turn machinery built on them.

    Generic over ``P`` (the engine's position), ``M`` (a learner's action as the forms and the stored line
    give it), ``E`` (the engine's move) and ``R`` (the game's ``Replay``).

    ``read_move`` / ``read_selection`` raise ``BadAction`` for anything that is not the game's grammar
    (→ 400); any grammatical move goes to the engine's judge (the spec: every grammatical move gets a
    verdict). ``board`` returns the context of ``board_template`` and must include ``selection`` (the
    chosen source, "" for none; sent back as the hidden ``from``) and ``selection_messages`` (sentences
    announced when a source is chosen). Moves, undo, reset and hints are POSTed to ``act-form``; choices
    are GETs through ``pick-form`` (both forms are in ``tutorial/puzzle.html``).

    By default a learner's action is a whole engine move (``M`` is ``E``): a game with other actions
    (Rummikub's tile moves on a working table) overrides ``act``.
    """

    slug: ClassVar[str]
    board_template: ClassVar[str]
    typed_template: ClassVar[str] = ""  # the typed move (folded, under the dock), "" for a game without one
    tools_template: ClassVar[str] = ""  # the game's turn tools in the toolbar (end turn, draw, pass), "" for none
    board_css: ClassVar[str] = ""  # the board's own stylesheet (a static path), "" for none
    unreadable: ClassVar[Text]  # the 400 message: how moves are made on this board
    script_guard: ClassVar[int] = 60  # scripted moves after one learner move, at most

    # ----------------------------------------------------------------- the game's hooks

    def read_move(self, data: QueryDict) -> M:
        """The learner's action from a POSTed form; BadAction when it is none."""
        raise NotImplementedError

    def read_selection(self, data: QueryDict) -> str | None:
        """The chosen source of a GET (``from``); None when nothing is chosen, BadAction when malformed."""
        raise NotImplementedError

    def read_action(self, text: str) -> M:
        """An action of the stored line; ValueError when it no longer reads."""
        raise NotImplementedError

    def action_text(self, move: M) -> str:
        """The notation an action is stored in (``read_action`` reads it back)."""
        raise NotImplementedError

    def new_replay(self, puzzle: Puzzle) -> R:
        """The puzzle at its start, before any move."""
        raise NotImplementedError

    def judge(self, pos: P, move: E, /) -> Verdict:
        """The engine's verdict on one move."""
        raise NotImplementedError

    def apply(self, pos: P, move: E, /) -> P:
        """The position after a legal move."""
        raise NotImplementedError

    def parse_move(self, text: str) -> E:
        """A move of the engine's notation (the puzzles' scripted moves)."""
        raise NotImplementedError

    def move_text(self, move: E) -> str:
        """An engine move in the engine's notation."""
        raise NotImplementedError

    def is_over(self, pos: P) -> bool:
        """Whether the game has ended (no scripted move follows)."""
        raise NotImplementedError

    def goal(self, puzzle: Puzzle, replay: R) -> GoalStatus:
        """The goal in words, whether it is reached, and whether it still can be: the puzzle's goal is made
        of the game's predicates (``tutorial.goals``), so this is the same for every game."""
        return puzzle_status(puzzle, replay)

    def suggest(self, puzzle: Puzzle, replay: R, reference: str | None) -> str | None:
        """The last hint: the next move in words, None when no single move helps. ``reference`` is the
        reference line's next move while the learner follows it, else None."""
        raise NotImplementedError

    def board(self, puzzle: Puzzle, replay: R, selection: str | None) -> dict[str, Any]:
        """The context of ``board_template``."""
        raise NotImplementedError

    def consequences(self, replay: R, step: Step[P]) -> list[Event]:
        """What the learner's legal move caused beyond itself (before the scripted moves follow)."""
        return []

    def finish_scripted_turn(self, pos: P) -> str | None:
        """The move that ends a scripted turn the script began but left open; None: the turn stays open."""
        return None

    def opponent_event(self, before: P, move: str) -> Event:
        """A scripted move as an event of the learner's move."""
        return Event(EventKind.OPPONENT, {"seat": before.active, "move": move})

    def event_text(self, event: Event) -> str:
        """One event in words ("" for none)."""
        return ""

    def messages(self, record: Record) -> list[Message]:
        """The words of the game's own kinds of record (the generic kinds are worded by ``feedback``)."""
        return []

    def moves_made(self, replay: R) -> int:
        """The moves the learner made, as counted for the puzzle's score."""
        return len(replay.history)

    def line_end(self, replay: R) -> list[str]:
        """What the reference line holds after its last whole move (Rummikub: the quiz answer)."""
        return []

    def played(self, replay: R) -> list[str]:
        """What the learner's own line did, in words, for the solved puzzle (beside the puzzle's ``why``,
        which holds for every line); none by default."""
        return []

    # ----------------------------------------------------------------- the generic machinery

    def __init__(self) -> None:
        self._lines: dict[tuple[str, str], list[str]] = {}

    def reference_line(self, puzzle: Puzzle) -> list[str]:
        """The puzzle's reference solution as the history records it: whole moves in the engine's
        notation (Rummikub's tile moves folded into the table they end with), cached per puzzle."""
        key = (puzzle.game, puzzle.slug)
        line = self._lines.get(key)
        if line is None:
            replay = self.replay(puzzle, puzzle.solution)
            if len(self._lines) >= LINES_KEPT:  # visitors' own puzzles come and go: the cache stays bounded
                self._lines.clear()
            line = self._lines[key] = [step.action for step in replay.history] + self.line_end(replay)
        return line

    def hint_move(self, puzzle: Puzzle, replay: R) -> str | None:
        """The last hint in words: the game's suggestion, told the reference line's next move while the
        learner's moves follow the line."""
        made = [step.action for step in replay.history]
        return self.suggest(puzzle, replay, next_on_line(self.reference_line(puzzle), made))

    def act(self, puzzle: Puzzle, replay: R, move: M, /, *, explain: bool = True) -> Record:
        """Apply one action to ``replay`` in place and return its record (a refused one changes
        nothing). ``explain``: list what a legal move caused (not needed while replaying)."""
        # By default an action is an engine move (M is E; see the class docstring), which the type
        # parameters cannot say: a game whose actions differ overrides act.
        return self.play_turn(puzzle, replay, move, explain=explain)  # type: ignore[arg-type]

    def replay(self, puzzle: Puzzle, actions: Sequence[str]) -> R:
        """The puzzle replayed from its start through the stored actions; ValueError if one no longer
        reads or is refused (the puzzle data changed)."""
        replay = self.new_replay(puzzle)
        for text in actions:
            record = self.act(puzzle, replay, self.read_action(text), explain=False)
            if not record.accepted():
                raise ValueError(f"stored action {text!r} is refused")
        return replay

    def attempt(self, puzzle: Puzzle, replay: R, move: M) -> tuple[Record, R | None]:
        """One more action on a copy of ``replay``: its record, and the new replay (None when refused)."""
        after = replay.copy()
        record = self.act(puzzle, after, move)
        return record, (after if record.accepted() else None)

    def play_turn(self, puzzle: Puzzle, replay: R, move: E, *, explain: bool = True) -> MoveRecord:
        """A whole move judged by the engine; when legal, applied with the scripted moves after it.
        Without ``explain`` (a replay, which only asks whether each move is still legal) a legal move's
        record is the bare ``REPLAYED``."""
        pos = replay.position
        verdict = self.judge(pos, move)
        text = self.move_text(move)
        if not verdict.legal:
            return MoveRecord.judged(text, verdict)
        after = self.apply(pos, move)
        params = jsonable(verdict.params)
        step = Step(text, pos, after, verdict.rule, params, move=move)
        replay.history.append(step)
        replay.position = after
        if not explain:
            self.play_scripted(puzzle, replay, step)
            return REPLAYED
        events = self.consequences(replay, step)
        self.play_scripted(puzzle, replay, step)
        events += [self.opponent_event(before, scripted) for scripted, before in step.scripted]
        if step.scripted and replay.position.active == replay.learner:
            events.append(Event(EventKind.YOUR_TURN))
        return MoveRecord(text, True, verdict.rule, params, (), tuple(events))

    def play_scripted(self, puzzle: Puzzle, replay: R, step: Step[P]) -> None:
        """The other seats' scripted moves, in order, while it is not the learner's turn. A scripted move
        that is not legal on this line is skipped; a turn the script began and left open is finished by
        ``finish_scripted_turn``."""
        script = puzzle.opponents
        began = False
        for _ in range(self.script_guard):
            pos = replay.position
            if pos.active == replay.learner or self.is_over(pos):
                return
            if replay.script_index < len(script):
                text = script[replay.script_index]
                replay.script_index += 1
                move = self.parse_move(text)
                if not self.judge(pos, move).legal:
                    continue
            elif began:
                finish = self.finish_scripted_turn(pos)
                if finish is None:
                    return
                text, move = finish, self.parse_move(finish)
            else:
                return
            began = True
            replay.position = self.apply(pos, move)
            step.scripted.append((text, pos))
