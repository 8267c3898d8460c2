"""The generic tutorial core against a tiny game defined here, so every rule of the core is pinned without
either real game: compare-and-set on the step token, bad input, undo/reset/hints, the "takes back the
previous move" shortcut, the bound on stored moves, the move and its progress in one transaction, the
scripted opponents, the stored records, the feedback chosen, and the goal status.

The counter game: a shared count, two seats. ``+1`` adds one and keeps the turn, ``+2`` adds two and ends
it; a bigger step is grammatical but illegal (rule ``counter.step.too-big``); at 10 the game is over.
``+0`` is grammatical but names nothing on the board (the core answers 400, as for a tampered index), and
``-N`` takes back a ``+N`` made just before (its record says so).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from http import HTTPStatus
from typing import Any

import pytest
from django.db import OperationalError
from django.http import QueryDict

from tutorial import feedback, progress, state
from tutorial.core import BadAction, Replay, Step, TutorialGame, next_on_line
from tutorial.games.rummikub.records import PutBackRecord, QuizRecord, SplitRecord, TilesMovedRecord
from tutorial.goals import GoalStatus
from tutorial.models import Attempt, Progress
from tutorial.records import (
    BadRecord,
    Event,
    EventKind,
    FullRecord,
    HintRecord,
    MoveRecord,
    Record,
    ResetRecord,
    StaleRecord,
    UndoRecord,
    from_json,
    record_kind,
)

TOO_BIG = "counter.step.too-big"
OVER = "counter.game.over"
ADDED = "counter.step.added"
MOVE = re.compile(r"([+-])([0-9])")


@dataclass(frozen=True)
class Count:
    value: int
    active: int = 0


@dataclass(frozen=True)
class Verdict:
    legal: bool
    rule: str
    params: dict[str, Any] = field(default_factory=dict)
    problems: tuple[Any, ...] = ()


@dataclass(frozen=True)
class CounterProblem:
    rule: str
    params: dict[str, Any]


@dataclass(frozen=True)
class CounterPuzzle:
    slug: str = "to-seven"
    game: str = "counter"
    start: int = 0
    target: int = 7
    solution: tuple[str, ...] = ("+2", "+2")
    opponents: tuple[str, ...] = ("+1", "+2")
    hints: tuple[str, ...] = ("Count up.", "Mind the opponent.")


@record_kind("counter-take-back")
@dataclass(frozen=True)
class TakeBack(Record):
    """The fake game's own record: a step taken back (worded by the game, takes back the previous move)."""

    step: int

    def takes_back_previous(self) -> bool:
        return True


class Counter(TutorialGame[Count, str, int, Replay[Count]]):
    slug = "counter"
    board_template = "counter.html"
    unreadable = "Press a counter button."

    def read_move(self, data: QueryDict) -> str:
        move = data.get("move", "")
        if not MOVE.fullmatch(move):
            raise BadAction("move")
        return move

    def read_selection(self, data: QueryDict) -> str | None:
        return data.get("from") or None

    def read_action(self, text: str) -> str:
        if not MOVE.fullmatch(text):
            raise ValueError(text)
        return text

    def action_text(self, move: str) -> str:
        return move

    def new_replay(self, puzzle: Any) -> Replay[Count]:
        return Replay(Count(puzzle.start), Count(puzzle.start))

    def parse_move(self, text: str) -> int:
        return int(text)

    def move_text(self, move: int) -> str:
        return f"+{move}"

    def judge(self, pos: Count, move: int) -> Verdict:
        if self.is_over(pos):
            return Verdict(False, OVER, problems=(CounterProblem(OVER, {}),))
        if move > 2:
            return Verdict(False, TOO_BIG, problems=(CounterProblem(TOO_BIG, {"step": move, "most": 2}),))
        return Verdict(True, ADDED, {"step": move})

    def apply(self, pos: Count, move: int) -> Count:
        return Count(pos.value + move, pos.active if move == 1 else 1 - pos.active)

    def is_over(self, pos: Count) -> bool:
        return pos.value >= 10

    def act(self, puzzle: Any, replay: Replay[Count], move: str, *, explain: bool = True) -> Record:
        found = MOVE.fullmatch(move)
        if found is None:
            raise BadAction("move")
        sign, step = found.groups()
        if step == "0":
            raise BadAction("step")
        if sign == "-":
            last = replay.history[-1] if replay.history else None
            if last is None or last.action != f"+{step}" or last.scripted:
                raise BadAction("nothing to take back")
            replay.history.pop()
            replay.position = last.before
            return TakeBack(int(step))
        return self.play_turn(puzzle, replay, int(step), explain=explain)

    def finish_scripted_turn(self, pos: Count) -> str | None:
        return "+2"

    def consequences(self, replay: Replay[Count], step: Step[Count]) -> list[Event]:
        return [Event(EventKind.WON)] if self.is_over(step.after) else []

    def goal(self, puzzle: Any, replay: Replay[Count]) -> GoalStatus:
        value = replay.position.value
        return GoalStatus(value == puzzle.target, value <= puzzle.target, [f"Reach {puzzle.target}"])

    def suggest(self, puzzle: Any, replay: Replay[Count], reference: str | None) -> str | None:
        return f"add {reference}" if reference else None

    def board(self, puzzle: Any, replay: Replay[Count], selection: str | None) -> dict[str, Any]:
        return {"value": replay.position.value, "selection": selection or "", "selection_messages": []}

    def event_text(self, event: Event) -> str:
        return {EventKind.WON: "Ten!", EventKind.OPPONENT: f"They add {event.params.get('move')}.",
                EventKind.YOUR_TURN: "Your turn."}.get(event.kind, "")

    def messages(self, record: Record) -> list[feedback.Message]:
        if isinstance(record, TakeBack):
            return [feedback.Message(f"Took back {record.step}.")]
        return []


GAME = Counter()
PUZZLE = CounterPuzzle()


def form(**values: str) -> QueryDict:
    data = QueryDict(mutable=True)
    data.update(values)
    return data


def attempt_at(puzzle: CounterPuzzle = PUZZLE) -> Attempt:
    """A stored attempt (in the site, ``state.handle`` creates it with the first action it applies)."""
    Attempt.objects.create(visitor="visitor", game=puzzle.game, slug=puzzle.slug)
    return state.load("visitor", puzzle)


def send(attempt: Attempt, puzzle: CounterPuzzle = PUZZLE, **values: str) -> state.Outcome:
    values.setdefault("step", str(attempt.step))
    return state.handle(GAME, puzzle, attempt, form(**values))


def stored(attempt: Attempt) -> tuple[list[str], int, int, dict[str, Any], bool]:
    row = Attempt.objects.get(pk=attempt.pk)
    return row.actions, row.step, row.hints, row.last, row.solved


# --------------------------------------------------------------------------- the turn machinery


def test_a_legal_move_is_applied_and_the_scripted_opponent_finishes_its_turn() -> None:
    """The opponent's script begins a turn (+1 keeps it) and runs out: the game's own move (+2) ends it."""
    puzzle = replace(PUZZLE, opponents=("+1",))
    replay = GAME.replay(puzzle, [])
    record, after = GAME.attempt(puzzle, replay, "+2")
    assert isinstance(record, MoveRecord) and record.legal and record.rule == ADDED
    assert after is not None and replay.history == [] and replay.position == Count(0)
    assert after.position == Count(2 + 1 + 2, active=0)
    assert [move for move, _before in after.history[0].scripted] == ["+1", "+2"]
    assert [e.kind for e in record.events] == [EventKind.OPPONENT, EventKind.OPPONENT, EventKind.YOUR_TURN]
    assert after.history[0].move == 2 and after.script_index == 1


def test_without_a_script_the_other_seat_does_not_move() -> None:
    record, after = GAME.attempt(replace(PUZZLE, opponents=()), GAME.replay(PUZZLE, []), "+2")
    assert after is not None and after.position == Count(2, active=1) and after.history[0].scripted == []
    assert isinstance(record, MoveRecord) and record.events == ()


def test_an_illegal_scripted_move_is_skipped() -> None:
    puzzle = replace(PUZZLE, opponents=("+5", "+2"))
    after = GAME.replay(puzzle, ["+2"])
    assert after.position == Count(4) and after.history[0].scripted[0][0] == "+2"


def test_an_illegal_move_changes_nothing_and_names_every_problem() -> None:
    replay = GAME.replay(PUZZLE, [])
    record, after = GAME.attempt(PUZZLE, replay, "+3")
    assert after is None
    assert record == MoveRecord("+3", False, TOO_BIG, {}, ((TOO_BIG, {"step": 3, "most": 2}),))


def test_a_stored_line_that_no_longer_replays_is_refused() -> None:
    with pytest.raises(ValueError, match="refused"):
        GAME.replay(PUZZLE, ["+2", "+3"])
    with pytest.raises(ValueError):
        GAME.replay(PUZZLE, ["two"])


def test_the_reference_line_is_followed_by_the_hint_and_dropped_off_it() -> None:
    assert GAME.reference_line(PUZZLE) == ["+2", "+2"]
    assert GAME.hint_move(PUZZLE, GAME.replay(PUZZLE, ["+2"])) == "add +2"
    assert GAME.hint_move(PUZZLE, GAME.replay(PUZZLE, ["+1"])) is None
    assert next_on_line(["a", "b"], ["a", "b"]) is None


# --------------------------------------------------------------------------- the attempt state


@pytest.mark.django_db
def test_a_move_is_stored_with_its_record_and_the_step_token_moves_on() -> None:
    attempt = attempt_at()
    outcome = send(attempt, move="+2")
    assert outcome.status == HTTPStatus.OK and outcome.changed
    actions, step, _hints, last, _solved = stored(attempt)
    assert (actions, step) == (["+2"], 1)
    assert from_json(last) == outcome.record and outcome.replay.position.value == 5


@pytest.mark.django_db
def test_an_illegal_move_is_stored_as_the_answer_but_not_as_a_move() -> None:
    attempt = attempt_at()
    outcome = send(attempt, move="+4")
    assert outcome.status == HTTPStatus.OK
    actions, step, _hints, last, _solved = stored(attempt)
    assert (actions, step, last["rule"], last["legal"]) == ([], 1, TOO_BIG, False)


@pytest.mark.django_db
def test_a_stale_step_token_is_a_409_and_changes_nothing() -> None:
    attempt = attempt_at()
    send(attempt, move="+2")
    before = stored(attempt)
    outcome = send(attempt, move="+1", step="0")
    assert (outcome.status, outcome.record, outcome.changed) == (HTTPStatus.CONFLICT, StaleRecord(), False)
    assert stored(attempt) == before and outcome.replay.position.value == 5


@pytest.mark.django_db
def test_a_row_changed_by_another_request_meanwhile_is_a_409_showing_the_board_as_it_is_now() -> None:
    """The token matched the page, but another worker moved the row on: the compare-and-set misses."""
    attempt = attempt_at()
    other = Attempt.objects.get(pk=attempt.pk)
    send(other, move="+2")
    outcome = send(attempt, move="+1", step="0")
    assert outcome.status == HTTPStatus.CONFLICT and isinstance(outcome.record, StaleRecord)
    assert outcome.replay.position.value == 5 and stored(attempt)[0] == ["+2"]


@pytest.mark.django_db
@pytest.mark.parametrize(("values", "field_name"), [
    ({"move": "two"}, "move"), ({"move": "+2", "action": "jump"}, "action"),
    ({"move": "+2", "step": "x"}, "step token"), ({"move": "+0"}, "step"), ({"move": "-2"}, "nothing to take back"),
])
def test_bad_input_is_a_400_naming_the_field_and_changes_nothing(values: dict[str, str], field_name: str) -> None:
    attempt = attempt_at()
    before = stored(attempt)
    outcome = send(attempt, **values)
    assert (outcome.status, outcome.record) == (HTTPStatus.BAD_REQUEST, BadRecord(field_name))
    assert stored(attempt) == before


@pytest.mark.django_db
def test_a_refused_action_on_a_new_attempt_leaves_no_row_and_the_first_applied_one_makes_it() -> None:
    attempt = state.load("newcomer", PUZZLE)
    assert send(attempt, move="two").status == HTTPStatus.BAD_REQUEST
    assert send(attempt, move="+1", step="7").status == HTTPStatus.CONFLICT
    assert not Attempt.objects.exists()
    assert send(attempt, move="+1").status == HTTPStatus.OK
    assert stored(attempt)[:2] == (["+1"], 1)


@pytest.mark.django_db
def test_undo_takes_back_one_move_and_says_when_there_is_none() -> None:
    attempt = attempt_at()
    assert send(attempt, action="undo").record == UndoRecord(False)
    send(attempt, move="+1")
    send(attempt, move="+2")
    outcome = send(attempt, action="undo")
    assert outcome.record == UndoRecord(True) and stored(attempt)[0] == ["+1"]
    assert outcome.replay.position == Count(1)


@pytest.mark.django_db
def test_reset_forgets_every_move() -> None:
    attempt = attempt_at()
    send(attempt, move="+1")
    outcome = send(attempt, action="reset")
    assert outcome.record == ResetRecord() and stored(attempt)[0] == [] and outcome.replay.position == Count(0)


@pytest.mark.django_db
def test_hints_count_up_to_the_written_ones_plus_one_and_are_recorded_as_progress() -> None:
    attempt = attempt_at()
    records = [send(attempt, action="hint").record for _ in range(4)]
    assert records == [HintRecord(True)] * 3 + [HintRecord(False)]
    assert stored(attempt)[2] == state.max_hints(PUZZLE) == 3
    assert Progress.objects.get(visitor="visitor", game="counter").hints_used == 3


@pytest.mark.django_db
def test_a_move_that_takes_back_the_previous_one_shortens_the_stored_line() -> None:
    """Back-and-forth never makes the stored line (and every replay of it) longer."""
    attempt = attempt_at(replace(PUZZLE, opponents=()))
    puzzle = replace(PUZZLE, opponents=())
    send(attempt, puzzle, move="+1")
    outcome = send(attempt, puzzle, move="-1")
    assert outcome.record == TakeBack(1) and stored(attempt)[0] == [] and outcome.replay.position == Count(0)
    assert [m.text for m in feedback.messages(GAME, outcome.record)] == ["Took back 1."]


@pytest.mark.django_db
def test_an_attempt_keeps_at_most_max_actions_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(state, "MAX_ACTIONS", 2)
    attempt = attempt_at()
    send(attempt, move="+1")
    send(attempt, move="+1")
    before = stored(attempt)
    outcome = send(attempt, move="+1")
    assert (outcome.status, outcome.record) == (HTTPStatus.BAD_REQUEST, FullRecord())
    assert stored(attempt) == before


@pytest.mark.django_db
def test_the_solving_move_marks_its_record_and_stores_the_progress() -> None:
    """+2, the opponent +1 +2, then +2 reaches 7: solved in two moves, marked once."""
    attempt = attempt_at()
    send(attempt, move="+2")
    outcome = send(attempt, move="+2")
    assert outcome.goal is not None and outcome.goal.reached and outcome.record.solved
    assert stored(attempt)[3]["solved"] is True and stored(attempt)[4] is True
    row = Progress.objects.get(visitor="visitor", game="counter", slug="to-seven")
    assert (row.solved, row.best_moves) == (True, 2)
    assert not send(attempt, action="hint").record.solved


@pytest.mark.django_db
def test_a_failed_progress_write_stores_neither_the_move_nor_the_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    attempt = attempt_at()
    send(attempt, move="+2")
    before = stored(attempt)

    def locked(attempt: Attempt, moves: int) -> None:
        raise OperationalError("database is locked")

    monkeypatch.setattr(progress, "record_solve", locked)
    with pytest.raises(OperationalError):
        send(attempt, move="+2")
    assert stored(Attempt.objects.get(pk=attempt.pk)) == before
    assert not Progress.objects.filter(solved=True).exists()


@pytest.mark.django_db
def test_a_stored_line_that_no_longer_replays_starts_over_quietly() -> None:
    attempt = attempt_at()
    Attempt.objects.filter(pk=attempt.pk).update(actions=["+2", "+9"], last={"kind": "reset"})
    attempt.refresh_from_db()
    replay = state.current(GAME, PUZZLE, attempt)
    assert replay.position == Count(0) and stored(attempt)[:2] == ([], 1) and stored(attempt)[3] == {}


@pytest.mark.django_db
def test_the_goal_status_comes_from_the_game() -> None:
    attempt = attempt_at()
    outcome = send(attempt, move="+2")
    assert outcome.goal == GoalStatus(False, True, ["Reach 7"])
    send(attempt, move="+1")
    outcome = send(attempt, move="+2")  # 8: past the target
    assert outcome.goal == GoalStatus(False, False, ["Reach 7"])


# --------------------------------------------------------------------------- records and feedback


LEGACY_ROWS = [
    ({"kind": "move", "move": "h5-b1", "legal": True, "rule": "r", "params": {"card": "5"}, "problems": [],
      "events": [["opponent", {"seat": 1, "move": "draw", "card": None}], ["your-turn", {}]], "solved": True},
     MoveRecord("h5-b1", True, "r", {"card": "5"}, (), (Event(EventKind.OPPONENT, {"seat": 1, "move": "draw",
                                                                                   "card": None}),
                                                      Event(EventKind.YOUR_TURN)), solved=True)),
    ({"kind": "move", "move": "", "legal": False, "rule": "r", "params": {}, "problems": [["r", {"n": [1, 2]}]]},
     MoveRecord("", False, "r", {}, (("r", {"n": [1, 2]}),))),
    ({"kind": "undo", "done": False}, UndoRecord(False)),
    ({"kind": "hint", "done": True}, HintRecord(True)),
    ({"kind": "reset"}, ResetRecord()),
    ({"kind": "stale"}, StaleRecord()),
    ({"kind": "full"}, FullRecord()),
    ({"kind": "bad"}, BadRecord()),
    ({"kind": "bad", "field": "from/to"}, BadRecord("from/to")),
    ({"kind": "edit", "what": "back", "legal": True}, PutBackRecord()),
    ({"kind": "edit", "what": "split", "legal": True, "set": 2, "sets": [["R1", "R2"], ["R3"]]},
     SplitRecord(2, ("R1", "R2"), ("R3",))),
    ({"kind": "edit", "what": "move", "legal": True, "tiles": ["O2"], "target": "1@3", "set": 1,
      "set_tiles": ["O1", "O2", "O3"], "reverts": True},
     TilesMovedRecord(("O2",), "1@3", 1, ("O1", "O2", "O3"), reverts=True)),
    ({"kind": "edit", "what": "move", "legal": True, "tiles": ["O2"], "target": "rack"},
     TilesMovedRecord(("O2",), "rack")),
    ({"kind": "edit", "what": "back", "legal": True, "reverts": True, "solved": True},
     PutBackRecord(reverts=True, solved=True)),
    ({"kind": "quiz", "legal": False, "early": True}, QuizRecord(False, early=True)),
    ({"kind": "quiz", "legal": True, "points": 45, "correct": 45, "winner": 0, "values": [0, 20, 25],
      "all": [45, -20, -25], "solved": True},
     QuizRecord(True, 45, 45, 0, (0, 20, 25), (45, -20, -25), solved=True)),
]


@pytest.mark.parametrize(("row", "record"), LEGACY_ROWS, ids=[str(row) for row, _r in LEGACY_ROWS])
def test_every_stored_shape_reads_back_and_is_written_the_same_way(row: dict[str, Any], record: Record) -> None:
    """Rows written before the records were typed are in production: they must read as the same record,
    and a record must survive its own JSON."""
    assert from_json(row) == record
    assert from_json(record.to_json()) == record


@pytest.mark.parametrize("row", [
    {}, None, [], "move", {"kind": "teleport"}, {"kind": "undo"}, {"kind": "hint", "done": "yes"},
    {"kind": "move", "legal": True}, {"kind": "move", "rule": "r", "legal": 1},
    {"kind": "move", "rule": "r", "legal": True, "events": [["opponent"]]},
    {"kind": "edit", "what": "teleport"}, {"kind": "quiz", "legal": True},
    {"kind": "edit", "what": "move", "tiles": "O2"}, {"kind": "edit", "what": "split", "set": 1, "sets": [["R1"]]},
])
def test_a_stored_row_of_an_unknown_or_broken_shape_is_no_record(row: Any) -> None:
    assert from_json(row) is None


def test_an_event_of_a_kind_no_longer_known_is_dropped_not_the_record() -> None:
    row = {"kind": "move", "move": "+1", "legal": True, "rule": "r", "events": [["fireworks", {}], ["won", {}]]}
    record = from_json(row)
    assert isinstance(record, MoveRecord) and record.events == (Event(EventKind.WON),)


def test_a_kind_tag_is_registered_once() -> None:
    with pytest.raises(ValueError, match="twice"):
        record_kind("undo")(TakeBack)


def test_feedback_words_each_generic_record_and_leaves_the_games_own_to_the_game() -> None:
    def texts(record: Record | None) -> list[tuple[str, str]]:
        return [(m.tone, m.text) for m in feedback.messages(GAME, record)]

    legal = MoveRecord("+2", True, "counter.step.added", {}, (), (Event(EventKind.WON), Event(EventKind.RESHUFFLE)))
    assert texts(legal)[1:] == [("info", "Ten!")] and texts(legal)[0][0] == "ok"
    illegal = MoveRecord("+3", False, TOO_BIG, {}, ((TOO_BIG, {}), (OVER, {})))
    assert [m.rule for m in feedback.messages(GAME, illegal)] == [TOO_BIG, OVER]
    assert texts(BadRecord("move")) == [("bad", "Press a counter button.")]
    assert texts(UndoRecord(True)) != texts(UndoRecord(False))
    assert texts(HintRecord(True)) != texts(HintRecord(False))
    assert texts(StaleRecord())[0][0] == texts(FullRecord())[0][0] == "bad"
    assert texts(None) == [] and texts(ResetRecord())
    assert texts(PutBackRecord()) == []  # another game's record: this game has no words for it


def test_the_board_shows_the_choice_then_the_new_hint_then_the_records_messages() -> None:
    hint = HintRecord(True)
    assert [m.text for m in feedback.shown(GAME, hint, choosing=["Chosen: 5."])] == ["Chosen: 5."]
    assert [(m.tone, m.text) for m in feedback.shown(GAME, hint, new_hint="Add two.")] == [("hint", "Add two.")]
    assert feedback.shown(GAME, HintRecord(False), new_hint="Add two.") == feedback.messages(GAME, HintRecord(False))
    assert feedback.shown(GAME, None) == []


@pytest.mark.django_db
@pytest.mark.parametrize(("last", "shown"), [
    ({"kind": "undo", "done": True}, "Your last move was taken back."),
    ({"kind": "move", "move": "h5-b1", "legal": True, "rule": "skipbo.build.next-number",
      "params": {"card": "5", "pile": 1, "needs": 5}, "problems": [], "events": [["your-turn", {}]]},
     "Now it is your turn again."),
    ({"kind": "move", "move": "s-b1", "legal": False, "rule": "skipbo.build.next-number",
      "params": {"top": 4}, "problems": [["skipbo.build.next-number", {"top": 4}]]},
     "A building pile goes up one number at a time"),  # params today's wording no longer takes: the rule
    ({"kind": "teleport", "to": "b1"}, None),
    ({"kind": "move", "legal": "maybe"}, None),
    ({"kind": "move", "rule": 7, "legal": True}, None),
])
def test_a_whole_page_shows_the_last_answer_stored_by_older_code_or_nothing_never_a_500(
        client: Any, last: dict[str, Any], shown: str | None) -> None:
    """``Attempt.last`` rows written before the records were typed are in production: the page reads them
    back, and a row it cannot read is shown as no answer."""
    from tests.tutorial.skipbo.helpers import visitor_of

    url = "/en/skip-bo/puzzles/next-number/"
    client.get(url)
    Attempt.objects.create(visitor=visitor_of(client), game="skip-bo", slug="next-number", last=last)
    response = client.get(url)
    html = response.content.decode()
    assert response.status_code == HTTPStatus.OK
    messages = re.findall(r'<p class="fb fb--[a-z]+"[^>]*>(.*?)</p>', html, re.S)
    if shown is None:
        assert messages == []
    else:
        assert any(shown in m for m in messages), messages
