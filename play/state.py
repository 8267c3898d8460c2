"""The stored game: start one, load it, apply the human's action, let the computer seats play.

Every form carries the game's ``step`` token; an action is stored with a compare-and-set on it, so a
double click, a second tab or an old page never applies a move to a board it did not see: it gets 409
and the current board. A value that is no move gets 400, a finished game 409; none of them changes the
row. A legal move that ends the human's turn lets the computer seats play at once, each from its own
view, until the human's turn comes round again (its opening draw made for them) or the game ends.

The coach (``games.coach``, when the game has one and the human left it on) speaks at two moments: a
move that would end the human's turn is first compared with the solver's plan for the whole turn, and
if something was left on the table the move waits while the coach says what (the human may end the turn
anyway); and "ask the coach" gives help one level more each time (a nudge, the card, the plan), counted
per turn. The position and move count at the start of the human's turn are kept for that (``turn``).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from http import HTTPStatus
from typing import Any

from django.db import transaction
from django.http import QueryDict
from django.utils import timezone

from config.parsing import read_count
from engine.verdict import Verdict
from games import learning
from games.coach import COACH, Coach, Note, words
from games.registry import Game
from play import lessons, models, series
from play.models import Match, Series
from play.parts import PLAY, BadMove, Edited, Options, PlayKit

log = logging.getLogger(__name__)

HUMAN = 0
MAX_MOVES = 20_000  # a whole game's record, every seat's moves: far above any real game, a bound on the row
SEED_BITS = 62
MAX_HELP = 3
REVIEWED = 3
"""How many of the human's turns the review after the game shows (the ones the coach found the most in)."""
HELP_CACHE = 512  # positions whose help is kept per process (a few KB each)
HIDDEN_REASONS = frozenset({"skipbo.bot.kept-wild", "rummikub.bot.draw-chose", "rummikub.bot.draw",
                            "rummikub.bot.pass"})
"""Reasons that would tell the human what a computer player holds (a Skip-Bo card kept in hand, tiles it
chose to keep): never shown. A Rummikub draw or pass is never given a reason at all: "nothing could be
placed" beside draws said without it would tell which draws kept placeable tiles back."""


@dataclass
class Outcome:
    """What a request did: its status, the verdict of the human's move (if one was judged), what went
    wrong in words' place (``problem``: "stale", "bad", "over"), and whether the human's turn ended
    (``turn_ended``: the computer seats then played, so what they did is new)."""

    status: HTTPStatus
    verdict: Verdict | None = None
    problem: str = ""
    move: str = ""
    turn_ended: bool = False


@dataclass
class Table:
    """A loaded game: the row, its kit, the game's coach (None for a game without one) and the current
    state (thawed from the snapshot)."""

    match: Match
    kit: PlayKit
    coach: Coach | None
    state: Any
    options: Options = field(init=False)

    def __post_init__(self) -> None:
        self.options = Options.from_json(self.match.options)

    @property
    def view(self) -> Any:
        return self.kit.seen_by(self.state, HUMAN)

    @property
    def over(self) -> bool:
        return self.kit.ended(self.state) is not None

    @property
    def coaching(self) -> bool:
        return self.coach is not None and self.options.coach and not self.over


def start(game: Game, options: Options, visitor: str, into: Series | None = None) -> Match:
    """Deal a new game, let the computer seats play up to the human's first turn, and store it: the first
    game of a new series, or the next game of ``into`` (dealt only if the series' ``step`` is still the
    one read, so a double submit deals one game; else ``series.Conflict``)."""
    kit = game.part(PLAY)
    seed = secrets.randbits(SEED_BITS)
    state = kit.deal(options, seed)
    fresh = into is None
    group = series.begin(game, options, visitor) if into is None else into
    step = group.step
    match = Match(visitor=visitor, game=game.slug, options=options.to_json(), seed=seed, moves=[], computer=[],
                  series=group, number=step + 1)
    state = play_on(kit, game.find(COACH), state, options.level, match)
    _store(kit, state, match)
    with transaction.atomic():
        if fresh:
            group.step, group.current = 1, match.key
            group.save(force_insert=True)
        elif not Series.objects.filter(pk=group.pk, step=step).update(step=step + 1, current=match.key,
                                                                      updated=timezone.now()):
            raise series.Conflict("stale")
        models.keep_recent(visitor, group)
        match.save(force_insert=True)
        if match.finished:
            series.record(match, kit, state)
    group.step, group.current = step + 1, match.key
    return match


def next_game(game: Game, group: Series, token: int, visitor: str) -> Match:
    """Deal the series' next game with the same options (``series.Conflict`` when it cannot be dealt now:
    an old token, a game still being played, a series already won)."""
    if token != group.step:
        raise series.Conflict("stale")
    if group.winner is not None:
        raise series.Conflict("won")
    if len(group.played) < group.step:
        raise series.Conflict("unfinished")
    options = Options.from_json(group.options)
    last = Match.objects.filter(key=group.current).values("options", "seed").first()
    if last is not None:  # the game just played decides who deals next where the leaflet passes the deal
        options = game.part(PLAY).next_options(Options.from_json(last["options"]), last["seed"])
    return start(game, options, visitor, group)


def load(game: Game, key: str) -> Table | None:
    """The game with this id, or None (an unknown or altered id)."""
    match = Match.objects.filter(key=key, game=game.slug).first()
    if match is None:
        return None
    kit = game.part(PLAY)
    return Table(match, kit, game.find(COACH), kit.thaw(match.snapshot))


def play_on(kit: PlayKit, coach: Coach | None, state: Any, level: str, match: Match) -> Any:
    """Let the computer seats move until it is the human's turn (whose opening move is made for them) or
    the game is over; each computer move is appended to the record and told (with its reason) in
    ``match.computer``; the human's new turn starts ``match.turn``."""
    moves: list[str] = match.moves
    while kit.ended(state) is None and len(moves) < MAX_MOVES:
        if kit.active(state) == HUMAN:
            opening = kit.opening_move(state)
            if opening is None:
                break
            move = opening
        else:
            move, plan = kit.bot_move(state, level)
            told = kit.told(state, move)
            if coach is not None:
                told["reasons"] = _reasons(kit, coach, state, move, plan)
            match.computer.append(told)
        state = kit.apply(state, move)
        moves.append(move)
    match.turn = {"start": kit.freeze(state), "from": len(moves), "help": 0, "past": match.turn.get("past", []),
                  "number": match.turn.get("number", 0)}
    return state


def _reasons(kit: PlayKit, coach: Coach, state: Any, move: str, plan: Any) -> list[dict[str, Any]]:
    """The coach's reasons for the active computer player's ``move`` (those the human may see), worked
    out on that player's view, as stored data. A reason is an explanation, never a condition of the
    move: one the coach cannot work out is logged and left out, and the move is played all the same (a
    failure here once cost the human's move a 500)."""
    seen = kit.seen_by(state, kit.active(state))
    try:
        notes = coach.reasons(seen, move, plan)
    except Exception:
        log.exception("no reason for the computer's move %s in %s", move, kit.notation(seen))
        return []
    return [_note_json(note) for note in notes if note.code not in HIDDEN_REASONS]


def reason_words(told: Mapping[str, Any]) -> list[str]:
    """A computer move's stored reasons in the reader's words; one that cannot be worded is logged and
    left out (the page still shows the move and the rest)."""
    said = []
    for data in told.get("reasons", ()):
        try:
            said.append(words.say(note_of(data)))
        except Exception:
            log.exception("a reason for the computer's move %s cannot be worded: %r", told.get("move"), data)
    return said


def read_token(data: QueryDict) -> int | None:
    return read_count(data.get("step", ""), digits=9)


def handle(table: Table, data: QueryDict) -> Outcome:
    """Apply one POSTed action of the human (a move, or ``action=ask`` for the coach's help)."""
    match, kit = table.match, table.kit
    token = read_token(data)
    if token is None:
        return Outcome(HTTPStatus.BAD_REQUEST, problem="bad")
    if token != match.step:
        return Outcome(HTTPStatus.CONFLICT, problem="stale")
    if table.over:
        return Outcome(HTTPStatus.CONFLICT, problem="over")
    action = data.get("action") or "move"
    if action == "ask" and table.coaching:
        return _ask(table, token)
    if action != "move":
        return Outcome(HTTPStatus.BAD_REQUEST, problem="bad")
    try:
        action = kit.read_move(data)
        edited = kit.edit(table.state, action)
    except BadMove:
        return Outcome(HTTPStatus.BAD_REQUEST, problem="bad")
    if edited is not None:
        return _edit(table, token, action, edited)
    move = kit.resolve(table.state, action)
    verdict = kit.judge(table.view, move)  # judged on what the human sees: no verdict can tell more
    last: dict[str, Any] = {"move": move, "legal": verdict.legal, "rule": verdict.rule,
                            "params": _jsonable(verdict.params),
                            "problems": [[p.rule, _jsonable(p.params)] for p in verdict.problems]}
    state = table.state
    fresh = Match(pk=match.pk, moves=list(match.moves), computer=list(match.computer), turn=dict(match.turn))
    turn_ended = False
    remembered: dict[str, Any] | None = None  # the human's turn that this move ended, with the coach's notes
    if verdict.legal:
        after = kit.apply(state, move)
        ends_turn = kit.active(after) != HUMAN and kit.ended(after) is None
        anyway = bool(data.get("anyway"))
        notes = None
        if ends_turn and table.coaching:
            notes = _held(match, move) if anyway else _missed(table, move)
        if notes and not anyway:
            last = {"move": move, "coach": [_note_json(n) for n in notes]}
        else:
            state = after
            fresh.moves.append(move)
            if kit.active(state) != HUMAN or kit.ended(state) is not None:
                remembered = _remember_turn(table, fresh, notes)
                turn_ended = True
                fresh.computer = []
                state = play_on(kit, table.coach, state, table.options.level, fresh)
    _store(kit, state, fresh)
    with transaction.atomic():  # the move, its series and the learner's map's marks: all stored or none
        changed = Match.objects.filter(pk=match.pk, step=token).update(
            moves=fresh.moves, computer=fresh.computer, turn=fresh.turn, last=last, step=token + 1,
            snapshot=fresh.snapshot, finished=fresh.finished, result=fresh.result)
        if changed and fresh.finished:
            fresh.key, fresh.series_id, fresh.number = match.key, match.series_id, match.number
            series.record(fresh, kit, state)
        if changed:
            _tell(table, move, verdict, fresh, remembered)
    if not changed:
        _reload(table)
        return Outcome(HTTPStatus.CONFLICT, problem="stale")
    match.moves, match.computer, match.turn, match.last, match.step = (
        fresh.moves, fresh.computer, fresh.turn, last, token + 1)
    match.snapshot, match.finished, match.result = fresh.snapshot, fresh.finished, fresh.result
    table.state = state
    return Outcome(HTTPStatus.OK, verdict, move=move, turn_ended=turn_ended)


def _edit(table: Table, token: int, action: str, edited: Edited) -> Outcome:
    """An edit of the human's turn in progress: the state changes (unless the engine refused it), the
    record does not, and nothing is judged."""
    match, kit = table.match, table.kit
    refused = edited.refused
    if refused is not None:
        last: dict[str, Any] = {"move": action, "legal": False, "rule": refused.rule,
                                "params": _jsonable(refused.params),
                                "problems": [[p.rule, _jsonable(p.params)] for p in refused.problems]}
        state = table.state
    else:
        last, state = {"move": action, "edit": _jsonable(edited.said)}, edited.state
    snapshot = kit.freeze(state)
    changed = Match.objects.filter(pk=match.pk, step=token).update(snapshot=snapshot, last=last, step=token + 1)
    if not changed:
        _reload(table)
        return Outcome(HTTPStatus.CONFLICT, problem="stale")
    match.snapshot, match.last, match.step = snapshot, last, token + 1
    table.state = state
    return Outcome(HTTPStatus.OK, refused, move=action)


def _tell(table: Table, move: str, verdict: Verdict, fresh: Match, remembered: dict[str, Any] | None) -> None:
    """Tell the learner's map what the stored move showed (``play.lessons``; ``games.learning``):
    ``remembered`` is the human's turn this move ended, if the coach found something in it."""
    match = table.match
    turn_ended = fresh.turn.get("from") != match.turn.get("from")
    ended = [remembered] if remembered is not None else []
    learned = lessons.lesson(
        match.game, match.visitor, table.view, move, verdict, played=len(fresh.moves) > len(match.moves),
        notes=[note for turn in ended for note in turn["notes"]],
        computer=fresh.computer if turn_ended else [],
        missed=[turn["notes"][0] for turn in ended if turn["notes"]])
    if learned is not None:
        learning.tell(learned)


def _remember_turn(table: Table, fresh: Match, notes: list[Note] | None) -> dict[str, Any] | None:
    """The human's turn has ended: keep what the coach found in it (if anything) while it may still be one
    of the review's turns (``kept``), and give it back (None when the coach found nothing)."""
    number = int(fresh.turn.get("number", 0)) + 1
    fresh.turn["number"] = number
    if notes is None and table.coaching:
        notes = _missed(table, fresh.moves[-1], played=fresh.moves[fresh.turn["from"]:])
    if not notes:
        return None
    remembered = {"number": number, "notes": [_note_json(n) for n in notes]}
    fresh.turn["past"] = kept([*fresh.turn.get("past", []), remembered])
    return remembered


def _held(match: Match, move: str) -> list[Note] | None:
    """The coach's notes on the turn that ``move`` ends, when the coach has just held that very move back
    (the human now ends the turn anyway): nothing has changed since, so they are not worked out again.
    None when the last action was another (the notes are then worked out as the turn ends)."""
    last = match.last
    if last.get("move") != move or "coach" not in last:
        return None
    return [note_of(data) for data in last["coach"]]


def _missed(table: Table, move: str, played: list[str] | None = None) -> list[Note]:
    """What the coach says of the human's turn if ``move`` ends it ([] when it matches the best plan)."""
    assert table.coach is not None
    turn = table.match.turn
    start = table.kit.position(table.kit.thaw(turn["start"]))
    if played is None:
        played = list(table.match.moves[turn["from"]:]) + [move]
    return table.coach.missed(start, played, HUMAN)


def _ask(table: Table, token: int) -> Outcome:
    """One more level of the coach's help on this turn (a nudge, then the card, then the plan)."""
    match = table.match
    turn = {**match.turn, "help": min(int(match.turn.get("help", 0)) + 1, MAX_HELP)}
    changed = Match.objects.filter(pk=match.pk, step=token).update(turn=turn, step=token + 1)
    if not changed:
        _reload(table)
        return Outcome(HTTPStatus.CONFLICT, problem="stale")
    match.turn, match.step = turn, token + 1
    return Outcome(HTTPStatus.OK)


def help_note(table: Table) -> Note | None:
    """The coach's help at the level asked for on this turn (None before the first ask)."""
    level = int(table.match.turn.get("help", 0))
    if not level or not table.coaching:
        return None
    assert table.coach is not None
    view = table.view
    try:
        hash(view)
    except TypeError:  # a kit whose view is no value: asked afresh
        return table.coach.ask(view, level, HUMAN)
    return _help(table.coach, view, level)


@lru_cache(maxsize=HELP_CACHE)
def _help(coach: Coach, view: Any, level: int) -> Note:
    """The coach's help on one position as the human sees it (a value: the help depends on nothing
    else), worked out once per position and level: once help is asked, every request of the turn
    draws the dock again (each tap, move and reload), and each answer is a search."""
    return coach.ask(view, level, HUMAN)


def _reload(table: Table) -> None:
    match = Match.objects.get(pk=table.match.pk)
    table.match, table.state = match, table.kit.thaw(match.snapshot)


def _store(kit: PlayKit, state: Any, match: Match) -> None:
    match.snapshot = kit.freeze(state)
    match.finished = kit.ended(state) is not None
    match.result = _result(kit, state)
    if match.finished:
        match.result["review"] = review(match)


def review(match: Match) -> list[dict[str, Any]]:
    """The human's turns where the coach found the most left on the table (stockpile cards or rack
    tiles, then their points), worst first, ties the earlier turn first: the review after the game."""
    worst = sorted(match.turn.get("past", ()), key=_weight)[:REVIEWED]
    return [{**turn, "position": turn["notes"][0].get("position", ""), "move": turn["notes"][0].get("move", "")}
            for turn in worst]


def kept(past: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The coached turns worth keeping on the row: those that may still be in the review, in the order they
    were played. A turn outside the worst ``REVIEWED`` so far can never come back into them (a later turn
    only pushes turns out), so the stored game stops growing with the coach's notes (each turn's notes
    hold a position: ~0.3 KB a turn, without bound in a long game) and the review is the same."""
    worst = sorted(past, key=_weight)[:REVIEWED]
    return sorted(worst, key=lambda turn: turn["number"])


def _weight(turn: dict[str, Any]) -> tuple[int, int, int]:
    """A coached turn's place in the review: most cards or tiles left, then most points, then the earlier."""
    notes = turn["notes"]
    return (-sum(n.get("left", 0) for n in notes), -sum(n.get("points", 0) for n in notes), turn["number"])


def _result(kit: PlayKit, state: Any) -> dict[str, Any]:
    ended = kit.ended(state)
    if ended is None:
        return {}
    return {"winner": ended.winner, "ending": str(ended.ending), "scores": kit.scores(state)}


def _note_json(note: Note) -> dict[str, Any]:
    data = asdict(note)
    data["params"] = _jsonable(note.params)
    return data


def note_of(data: Mapping[str, Any]) -> Note:
    return Note(data["code"], data["rule"], data.get("params", {}), data.get("left", 0), data.get("points", 0),
                data.get("position", ""), data.get("move", ""))


def _jsonable(params: Mapping[str, Any]) -> dict[str, Any]:
    """A verdict's or note's params as stored data (tuples become lists; anything else its text)."""
    def plain(value: Any) -> Any:
        if isinstance(value, (str, int, float, bool)) or value is None:
            return value
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if isinstance(value, dict):
            return {str(k): plain(v) for k, v in value.items()}
        return str(value)
    return {str(k): plain(v) for k, v in params.items()}
