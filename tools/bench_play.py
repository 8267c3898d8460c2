"""The game against the computer (issue 25's targets): a computer turn's server time at the strong level
(p99 ≤ 50 ms: the bot's move from its own view, applying it, and the coach's reason for it), a human
move's round trip through the test client (median, as the puzzles' ≤ 10 ms), and the stored game's size
after 100 turns (≤ 50 KB: the whole row, snapshot, record and the last computer turn's words' data).
"""

from __future__ import annotations

import json
import os
import statistics
import time
from typing import Any
from urllib.parse import urlencode

FORM = "application/x-www-form-urlencoded"


def _p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def _computer_turns(games: int, players: int) -> list[float]:
    """Every computer turn of ``games`` full games at the strong level, timed as the server runs it."""
    from engine import skipbo
    from engine.skipbo.bots import SolverBot
    from games.coach import SKIP_BO_COACH
    from play.kits.skipbo import KIT
    from play.parts import Options

    samples: list[float] = []
    human = SolverBot(budget_ms=10)
    options = Options(players=players, level="strong", coach=True, leaflet="42050-0925")
    for seed in range(games):
        state = KIT.deal(options, seed)
        started = None
        for _ in range(20_000):
            if skipbo.outcome(state) is not None:
                break
            if state.active == 0:
                state = KIT.apply(state, human.choose(skipbo.view(state, 0)))
                continue
            started = time.perf_counter() if started is None else started
            move, plan = KIT.bot_move(state, "strong")
            SKIP_BO_COACH.reasons(KIT.seen_by(state, state.active), move, plan)
            after = KIT.apply(state, move)
            if after.active != state.active:
                samples.append((time.perf_counter() - started) * 1000)
                started = None
            state = after
    return samples


def bench_play(quick: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.db import connection
    from django.test import Client

    from engine import skipbo
    from engine.skipbo.bots import SolverBot
    from play.kits.skipbo import KIT
    from play.models import Match

    games = 3 if quick else 20
    print("== Play against the computer, Skip-Bo (targets: computer turn p99 ≤ 50 ms at strong; "
          "human move median ≤ 10 ms; stored game ≤ 50 KB after 100 turns)")
    print(f"{'what':52} {'n':>6} {'median':>10} {'p99':>10} {'max':>10}")
    for players in (2, 4):
        samples = _computer_turns(games, players)
        print(f"{f'computer turn, strong, {players} players (ms)':52} {len(samples):6} "
              f"{statistics.median(samples):10.2f} {_p99(samples):10.2f} {max(samples):10.2f}")

    settings.RATE_LIMITS = {scope: {kind: (10**9, 60) for kind in kinds}
                            for scope, kinds in settings.RATE_LIMITS.items()}
    old_name = connection.settings_dict["NAME"]
    connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        client = Client()
        response = client.post("/en/skip-bo/play/", urlencode(
            {"players": "2", "length": "full", "leaflet": "42050-0925", "level": "strong", "coach": "on"}), FORM)
        url = response["Location"]
        key = url.rstrip("/").rsplit("/", 1)[1]
        human = SolverBot(budget_ms=10)
        rounds: list[float] = []
        size_at_100 = 0
        for _ in range(5000):
            match = Match.objects.get(key=key)
            state = KIT.thaw(match.snapshot)
            if skipbo.outcome(state) is not None:
                break
            move = human.choose(skipbo.view(state, 0))
            source, _, target = move.partition("-")
            data: dict[str, Any] = {"step": str(match.step), "anyway": "1"}
            data.update({"from": source, "to": target} if target else {"move": move})
            start = time.perf_counter()
            client.post(url, urlencode(data), FORM, HTTP_HX_REQUEST="true")
            elapsed = (time.perf_counter() - start) * 1000
            if not move.partition("-")[2].startswith("d"):
                rounds.append(elapsed)  # a move within the turn (a discard also runs the computer's turns)
            turns = sum(1 for m in Match.objects.get(key=key).moves if "-d" in m or m == "pass")
            if turns >= 100 and not size_at_100:
                row = Match.objects.filter(key=key).values().get()
                size_at_100 = len(json.dumps(row, default=str).encode())
        print(f"{'human move within a turn, htmx round trip (ms)':52} {len(rounds):6} "
              f"{statistics.median(rounds):10.2f} {_p99(rounds):10.2f} {max(rounds):10.2f}")
        row = Match.objects.filter(key=key).values().get()
        final = len(json.dumps(row, default=str).encode())
        if size_at_100:
            print(f"{'stored game after 100 turns (KB)':52} {'':6} {size_at_100 / 1024:10.1f}")
        ended = sum(1 for m in row["moves"] if "-d" in m or m == "pass")
        print(f"{f'stored game at its end, {ended} turns (KB)':52} {'':6} {final / 1024:10.1f}")
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
