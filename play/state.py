"""The stored game: start one, load it, apply the human's move, let the computer seats play.

Every form carries the game's ``step`` token; an action is stored with a compare-and-set on it, so a
double click, a second tab or an old page never applies a move to a board it did not see: it gets 409
and the current board. A value that is no move gets 400, a finished game 409; none of them changes the
row. A legal move that ends the human's turn lets the computer seats play at once, each from its own
view, until the human's turn comes round again (its opening draw made for them) or the game ends.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any

from django.db import transaction
from django.http import QueryDict

from config.parsing import read_count
from engine.verdict import Verdict
from games.registry import Game
from play import models
from play.models import Match
from play.parts import PLAY, BadMove, Options, PlayKit

HUMAN = 0
MAX_MOVES = 20_000  # a whole game's record, every seat's moves: far above any real game, a bound on the row
SEED_BITS = 62


@dataclass
class Outcome:
    """What a request did: its status, the verdict of the human's move (if one was judged), and what
    went wrong in words' place (``problem``: "stale", "bad", "over")."""

    status: HTTPStatus
    verdict: Verdict | None = None
    problem: str = ""
    move: str = ""


@dataclass
class Table:
    """A loaded game: the row, its kit and the current state (thawed from the snapshot)."""

    match: Match
    kit: PlayKit
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


def start(game: Game, options: Options, visitor: str) -> Match:
    """Deal a new game, let the computer seats play up to the human's first turn, and store it."""
    kit = game.part(PLAY)
    seed = secrets.randbits(SEED_BITS)
    state = kit.deal(options, seed)
    moves: list[str] = []
    computer: list[dict[str, Any]] = []
    state = play_on(kit, state, options.level, moves, computer)
    match = Match(visitor=visitor, game=game.slug, options=options.to_json(), seed=seed, moves=moves,
                  computer=computer)
    _store_result(kit, state, match)
    with transaction.atomic():
        models.keep_recent(visitor)
        match.save(force_insert=True)
    return match


def load(game: Game, key: str) -> Table | None:
    """The game with this id, or None (an unknown or altered id)."""
    match = Match.objects.filter(key=key, game=game.slug).first()
    if match is None:
        return None
    kit = game.part(PLAY)
    return Table(match, kit, kit.thaw(match.snapshot))


def play_on(kit: PlayKit, state: Any, level: str, moves: list[str], computer: list[dict[str, Any]]) -> Any:
    """Let the computer seats move until it is the human's turn (whose opening move is made for them) or
    the game is over; each computer move is appended to ``moves`` and told in ``computer``."""
    while kit.ended(state) is None and len(moves) < MAX_MOVES:
        if kit.active(state) == HUMAN:
            opening = kit.opening_move(state)
            if opening is None:
                break
            move = opening
        else:
            move = kit.bot_move(state, level)
            computer.append(kit.told(state, move))
        state = kit.apply(state, move)
        moves.append(move)
    return state


def read_token(data: QueryDict) -> int | None:
    return read_count(data.get("step", ""), digits=9)


def handle(table: Table, data: QueryDict) -> Outcome:
    """Apply one POSTed move of the human to the game (and the computer's turns it lets start)."""
    match, kit = table.match, table.kit
    token = read_token(data)
    if token is None:
        return Outcome(HTTPStatus.BAD_REQUEST, problem="bad")
    if token != match.step:
        return Outcome(HTTPStatus.CONFLICT, problem="stale")
    if table.over:
        return Outcome(HTTPStatus.CONFLICT, problem="over")
    try:
        move = kit.read_move(data)
    except BadMove:
        return Outcome(HTTPStatus.BAD_REQUEST, problem="bad")
    verdict = kit.judge(table.view, move)  # judged on what the human sees: no verdict can tell more
    last = {"move": move, "legal": verdict.legal, "rule": verdict.rule, "params": _jsonable(verdict.params),
            "problems": [[p.rule, _jsonable(p.params)] for p in verdict.problems]}
    moves, computer = list(match.moves), list(match.computer)
    state = table.state
    if verdict.legal:
        state = kit.apply(state, move)
        moves.append(move)
        if kit.active(state) != HUMAN or kit.ended(state) is not None:
            computer = []
            state = play_on(kit, state, table.options.level, moves, computer)
    changed = Match.objects.filter(pk=match.pk, step=token).update(
        moves=moves, computer=computer, last=last, step=token + 1, snapshot=kit.freeze(state),
        finished=kit.ended(state) is not None, result=_result(kit, state))
    if not changed:
        fresh = load_again(table)
        table.match, table.state = fresh.match, fresh.state
        return Outcome(HTTPStatus.CONFLICT, problem="stale")
    match.moves, match.computer, match.last, match.step = moves, computer, last, token + 1
    match.snapshot, match.finished, match.result = kit.freeze(state), kit.ended(state) is not None, _result(kit, state)
    table.state = state
    return Outcome(HTTPStatus.OK, verdict, move=move)


def load_again(table: Table) -> Table:
    match = Match.objects.get(pk=table.match.pk)
    return Table(match, table.kit, table.kit.thaw(match.snapshot))


def _store_result(kit: PlayKit, state: Any, match: Match) -> None:
    match.snapshot = kit.freeze(state)
    match.finished = kit.ended(state) is not None
    match.result = _result(kit, state)


def _result(kit: PlayKit, state: Any) -> dict[str, Any]:
    ended = kit.ended(state)
    if ended is None:
        return {}
    return {"winner": ended.winner, "ending": str(ended.ending), "scores": kit.scores(state)}


def _jsonable(params: Mapping[str, Any]) -> dict[str, Any]:
    """A verdict's params as stored data (tuples become lists; anything else its text)."""
    def plain(value: Any) -> Any:
        if isinstance(value, (str, int, float, bool)) or value is None:
            return value
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if isinstance(value, dict):
            return {str(k): plain(v) for k, v in value.items()}
        return str(value)
    return {str(k): plain(v) for k, v in params.items()}
