"""The game against the computer (issue 25's targets): a computer turn's server time at the strong level
(p99 ≤ 50 ms, both games: the bot's move from its own view, applying it, and the coach's reason for it),
a human move's round trip through the test client (median, as the puzzles' ≤ 10 ms; Skip-Bo's moves and
Rummikub's tile moves on the working table, with 2 and 4 players), and the stored
game's size after 100 turns (≤ 50 KB: the whole row, snapshot, record and the last computer turn's
words' data) and the time to load it at its end (thawed from its snapshot, never replayed).

Every row gives wall-clock time and the process's CPU time: the machine is shared, and under load the
wall clock counts the time other processes ran too (the load average is printed with the figures).
Rummikub's computer turns are timed through its play kit once one is registered; until then on the
engine's own strong bot (``engine.rummikub.bots.SolverBot``, ``RUMMIKUB_STRONG_MS``) and the coach's
reasons, over real games between such bots.
"""

from __future__ import annotations

import json
import os
import statistics
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

FORM = "application/x-www-form-urlencoded"
RUMMIKUB_STRONG_MS = 40
"""The engine bot's solver budget per turn when no Rummikub play kit is registered (the coach's own)."""


def _p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


class Clock:
    """Wall-clock and CPU milliseconds of one measured stretch (``start`` … ``stop``)."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self._started: tuple[float, float] | None = None

    @property
    def running(self) -> bool:
        return self._started is not None

    def start(self) -> None:
        self._started = (time.perf_counter(), time.process_time())

    def stop(self) -> None:
        assert self._started is not None
        wall, cpu = self._started
        self.wall.append((time.perf_counter() - wall) * 1000)
        self.cpu.append((time.process_time() - cpu) * 1000)
        self._started = None

    def row(self, label: str) -> None:
        if not self.wall:
            print(f"{label:52} {0:6}")
            return
        print(f"{label:52} {len(self.wall):6} {statistics.median(self.wall):10.2f} {_p99(self.wall):10.2f} "
              f"{max(self.wall):10.2f} {statistics.median(self.cpu):9.2f} {_p99(self.cpu):9.2f}")


def _header(title: str) -> None:
    print(f"== {title} (load average {' '.join(f'{x:.2f}' for x in os.getloadavg())})")
    print(f"{'what':52} {'n':>6} {'median':>10} {'p99':>10} {'max':>10} {'CPU med':>9} {'CPU p99':>9}")


def _turns(clock: Clock, state: Any, human: Callable[[Any], str], active: Callable[[Any], int],
           ended: Callable[[Any], object], computer: Callable[[Any], str], apply: Callable[[Any, str], Any]) -> None:
    """Play one game to its end: seat 0 by ``human`` (not timed), the others by ``computer`` (each
    computer turn timed from its first move to the move that hands the turn on)."""
    for _ in range(20_000):
        if ended(state) is not None:
            return
        seat = active(state)
        if seat == 0:
            state = apply(state, human(state))
            continue
        if not clock.running:
            clock.start()
        after = apply(state, computer(state))
        if active(after) != seat or ended(after) is not None:
            clock.stop()
        state = after


def _skipbo_computer_turns(games: int, players: int) -> Clock:
    """Every computer turn of ``games`` full Skip-Bo games at the strong level, as the server runs it."""
    from engine import skipbo
    from engine.skipbo.bots import SolverBot
    from games.coach import SKIP_BO_COACH
    from play.kits.skipbo import KIT
    from play.parts import Options

    clock = Clock()
    human = SolverBot(budget_ms=10)
    options = Options(players=players, level="strong", coach=True, leaflet="42050-0925")

    def computer(state: Any) -> str:
        move, plan = KIT.bot_move(state, "strong")
        SKIP_BO_COACH.reasons(KIT.seen_by(state, state.active), move, plan)
        return move

    for seed in range(games):
        _turns(clock, KIT.deal(options, seed), lambda s: human.choose(skipbo.view(s, 0)), KIT.active, KIT.ended,
               computer, KIT.apply)
    return clock


def _rummikub_computer_turns(games: int, players: int) -> tuple[Clock, str]:
    """Every computer turn of ``games`` full Rummikub games at the strong level: through the play kit
    when Rummikub has one, else the engine's strong bot and the coach's reasons on the engine's
    positions. Seat 0 plays as the strong bot too (untimed)."""
    from engine import rummikub
    from engine.rummikub.bots import SolverBot
    from engine.rummikub.view import view
    from games.coach import RUMMIKUB_COACH
    from games.registry import RUMMIKUB
    from play.parts import PLAY, Options

    clock = Clock()
    human = SolverBot(budget_ms=RUMMIKUB_STRONG_MS)
    kit = RUMMIKUB.find(PLAY)
    if kit is not None:
        options = Options(players=players, level="strong", coach=True)

        def kit_move(state: Any) -> str:
            move, plan = kit.bot_move(state, "strong")
            RUMMIKUB_COACH.reasons(kit.seen_by(state, kit.active(state)), move, plan)
            return move

        for seed in range(games):
            _turns(clock, kit.deal(options, seed), lambda s: human.choose(kit.seen_by(s, 0)), kit.active,
                   kit.ended, kit_move, kit.apply)
        return clock, "play kit"
    bot = SolverBot(budget_ms=RUMMIKUB_STRONG_MS)

    def engine_move(pos: rummikub.Position) -> str:
        move = bot.choose(pos)
        RUMMIKUB_COACH.reasons(view(pos, pos.active), move, bot.last)
        return move

    for seed in range(games):
        _turns(clock, rummikub.new_game(players, seed=seed), human.choose, lambda p: p.active, rummikub.outcome,
               engine_move, rummikub.play)
    return clock, f"engine bot {RUMMIKUB_STRONG_MS} ms"


def bench_play(quick: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()

    games = 3 if quick else 20
    _header("Play against the computer (targets: computer turn p99 ≤ 50 ms at strong, both games; human move "
            "median ≤ 10 ms; stored game ≤ 50 KB after 100 turns)")
    for players in (2, 4):
        _skipbo_computer_turns(games, players).row(f"Skip-Bo computer turn, strong, {players} players (ms)")
    for players in (2, 4):
        clock, how = _rummikub_computer_turns(games, players)
        clock.row(f"Rummikub computer turn, strong, {players} pl. ({how})")
    for players in (2, 4):
        _human_moves(players)
    _human_moves(2, learner=True)
    for players in (2, 4):
        _rummikub_human_moves(players, turns=20 if quick else 60)


def _lift_rate_limits() -> None:
    """No rate limit in the way: one benchmark client plays thousands of moves a minute."""
    from django.conf import settings

    settings.RATE_LIMITS = {scope: {kind: (10**9, 60) for kind in kinds}
                            for scope, kinds in settings.RATE_LIMITS.items()}


def _started(client: Any, path: str, fields: dict[str, str]) -> tuple[str, str]:
    """A coached game started through the form, as a player would: its page URL and its key (the page
    fetched once, so its templates are compiled as on a running server)."""
    response = client.post(path, urlencode(fields), FORM)
    url = response["Location"]
    client.get(url)
    return url, url.rstrip("/").rsplit("/", 1)[1]


def _human_moves(players: int, learner: bool = False) -> None:
    """One whole Skip-Bo game through the test client (htmx POSTs, coach on): each move's round trip,
    within a turn and at its end (the end runs the coach on the turn and the computer seats' turns), and
    the stored row's size after 100 turns (every seat's) and at the end. The human plays the solver's
    best plan (the coach then has nothing to say), or as a learner (``LearningBot``: it misses plays from
    the hand, so the coach holds discards back and the human ends those turns anyway, a second request)."""
    from django.db import connection
    from django.test import Client

    from engine import skipbo
    from engine.skipbo.bots import LearningBot, SolverBot
    from games.registry import SKIP_BO
    from play import state as state_module
    from play.kits.skipbo import KIT
    from play.models import Match

    _lift_rate_limits()
    old_name = connection.settings_dict["NAME"]
    connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        client = Client()
        url, key = _started(client, "/en/skip-bo/play/", {
            "players": str(players), "length": "full", "leaflet": "42050-0925", "level": "strong", "coach": "on"})
        human = LearningBot() if learner else SolverBot(budget_ms=10)
        who = "a learner" if learner else "best play"
        within, ending, anyway = Clock(), Clock(), Clock()
        size_at_100 = 0
        for _ in range(5000):
            match = Match.objects.get(key=key)
            state = KIT.thaw(match.snapshot)
            if skipbo.outcome(state) is not None:
                break
            move = human.choose(skipbo.view(state, 0))
            source, _, target = move.partition("-")
            data: dict[str, Any] = {"step": str(match.step)} if learner else {"step": str(match.step), "anyway": "1"}
            data.update({"from": source, "to": target} if target else {"move": move})
            clock = ending if target.startswith("d") else within
            clock.start()
            client.post(url, urlencode(data), FORM, HTTP_HX_REQUEST="true")
            clock.stop()
            held = Match.objects.get(key=key)
            if held.last.get("coach"):  # the coach held the discard back: the learner ends the turn anyway
                anyway.start()
                client.post(url, urlencode({"step": str(held.step), "move": move, "anyway": "1"}), FORM,
                            HTTP_HX_REQUEST="true")
                anyway.stop()
            turns = sum(1 for m in Match.objects.get(key=key).moves if "-d" in m or m == "pass")
            if turns >= 100 and not size_at_100:
                row = Match.objects.filter(key=key).values().get()
                size_at_100 = len(json.dumps(row, default=str).encode())
        within.row(f"human move within a turn, {who}, {players} pl. (ms)")
        ending.row(f"human discard (coach, computer turns), {who}, {players} pl.")
        if learner:
            anyway.row(f"end the turn anyway, coach held it, {players} pl. (ms)")
        opened = Clock()
        for _ in range(20):  # a stored game is thawed from its snapshot, never replayed from the deal
            opened.start()
            state_module.load(SKIP_BO, key)
            opened.stop()
        row = Match.objects.filter(key=key).values().get()
        final = len(json.dumps(row, default=str).encode())
        opened.row(f"load the stored game at its end, {players} pl. (ms)")
        if size_at_100:
            print(f"{f'stored game after 100 turns, {players} players (KB)':52} {'':6} {size_at_100 / 1024:10.1f}")
        ended = sum(1 for m in row["moves"] if "-d" in m or m == "pass")
        print(f"{f'stored game at its end, {ended} turns, {players} pl. (KB)':52} {'':6} {final / 1024:10.1f}")
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)


def _rummikub_human_moves(players: int, turns: int) -> None:
    """A Rummikub game through the test client (htmx POSTs, coach on, strong computer players): on each
    of the human's first ``turns`` turns, a tile moved from the rack to a new set on the working table and
    back (a move within a turn: an edit of the turn in progress, the whole board drawn again), then a
    draw that ends the turn (ended anyway when the coach holds it: the computer seats then play, untimed).
    The board grows as the computer players lay their sets down."""
    from django.db import connection
    from django.test import Client

    from engine.rummikub.tiles import tile_text
    from games.registry import RUMMIKUB
    from play.models import Match
    from play.parts import PLAY

    kit = RUMMIKUB.find(PLAY)
    if kit is None:
        return
    _lift_rate_limits()
    old_name = connection.settings_dict["NAME"]
    connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        client = Client()
        url, key = _started(client, "/en/rummikub/play/", {"players": str(players), "level": "strong", "coach": "on"})
        within = Clock()

        def post(data: dict[str, str], clock: Clock | None = None) -> None:
            step = Match.objects.values_list("step", flat=True).get(key=key)
            if clock is not None:
                clock.start()
            client.post(url, urlencode({"step": str(step), **data}), FORM, HTTP_HX_REQUEST="true")
            if clock is not None:
                clock.stop()

        for _ in range(turns):
            match = Match.objects.get(key=key)
            if match.finished:
                break
            position = kit.position(kit.thaw(match.snapshot))
            rack = sorted(position.seats[0].rack)
            if rack:
                post({"from": tile_text(rack[0]), "to": "new"}, within)
                post({"from": f"{len(position.table) + 1}-1", "to": "rack"}, within)
            post({"move": "draw", "anyway": "1"})
            if Match.objects.get(key=key).last.get("coach"):
                post({"move": "draw", "anyway": "1"})
        within.row(f"Rummikub human move within a turn, {players} pl. (ms)")
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
