"""``bin/bench --only load``: 50 simulated learners working through puzzles, then 50 people playing
coached games against the computer (``tools.bench_load_play``), against gunicorn.

Starts the site under gunicorn (``tools.bench_http.Server``: 2 workers, 127.0.0.1, a free port, killed
after its time limit) on a fresh SQLite database in a temporary folder, with 127.0.0.1 as the trusted
proxy so each learner can bring its own client address (``X-Forwarded-For``), as behind the production
TLS proxy. Each learner opens a puzzle list and a puzzle in its language, then plays the puzzle's
reference line the way the board does (tap a card with an htmx GET, then the pile with an htmx POST, or
a typed move), with a think time of 0.5–1.5 s between taps, asks for a hint now and then, starts the
puzzle over once solved and picks the next one, until the time is up.

Reported: requests, errors (anything but 200/303, or no answer), latency p50/p95/p99/max as the learners
saw it and as gunicorn's access log times it (without the wait for a free worker), and whether every
solve the learners saw left its progress row in the database. Target: 0 errors, p99 ≤ 100 ms. The
games against the computer are reported the same way, with the games started and finished; their
target is the same (issue 25). ``BENCH_LEARNERS`` / ``BENCH_PLAYERS`` change the crowds' sizes.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tools.bench_http import ROOT, Server
from tools.bench_load_client import THINK_S, Learner, Tally, load_average, report, run

LEARNERS = int(os.environ.get("BENCH_LEARNERS", "50"))
PLAYERS = int(os.environ.get("BENCH_PLAYERS", "50"))


def bench_load(quick: bool) -> None:
    seconds = 20 if quick else 60
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from tools.bench_load_play import Player, RummikubPlayer
    from tutorial.puzzles import games_with_puzzles, puzzles

    lines = {game: [(p.slug, tuple(p.solution)) for p in puzzles(game)] for game in games_with_puzzles()}
    with tempfile.TemporaryDirectory(prefix="bench-load-") as folder:
        database = Path(folder) / "db.sqlite3"
        env = {**os.environ, "DATABASE_URL": f"sqlite:///{database}", "TRUSTED_PROXIES": "127.0.0.1"}
        subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "--verbosity", "0"], cwd=ROOT,
                       check=True, timeout=300, env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"})
        access_log = ("--access-logfile", "-", "--access-logformat", "served %(M)s ms %(s)s")
        with Server(env=env, extra=access_log) as server:
            print(f"== Load: {LEARNERS} learners playing puzzles for {seconds} s, think time {THINK_S[0]}–"
                  f"{THINK_S[1]} s (gunicorn, 2 workers, SQLite; target: 0 errors, p99 ≤ 100 ms; "
                  f"load average {load_average()})", flush=True)
            tally = Tally()
            run([Learner(n, server.port, time.monotonic() + seconds, tally, lines) for n in range(LEARNERS)],
                 seconds)
            log = Path(server.log.name).read_text(errors="replace")
            with sqlite3.connect(database) as db:
                stored = db.execute("SELECT COUNT(*) FROM tutorial_progress WHERE solved").fetchone()[0]
            met = report(tally, seconds, log)
            print(f"puzzles solved: {len(tally.solves)}; progress rows stored: {stored} (every solve must be stored)")
            verdict = "met" if met and stored >= len(tally.solves) else "NOT met"
            print(f"server tracebacks logged: {log.count('Traceback')}; target (0 errors, p99 ≤ 100 ms, no lost "
                  f"progress): {verdict}\n")

            print(f"== Load: {PLAYERS} coached games against the computer (Skip-Bo and Rummikub, half each) for "
                  f"{seconds} s, think time {THINK_S[0]}–{THINK_S[1]} s (same server; target: 0 errors, p99 ≤ 100 ms; "
                  f"load average {load_average()})", flush=True)
            tally = Tally()
            run([(RummikubPlayer if n % 2 else Player)(LEARNERS + n, server.port, time.monotonic() + seconds, tally, {})
                 for n in range(PLAYERS)],
                 seconds)
            played = Path(server.log.name).read_text(errors="replace")[len(log):]
            with sqlite3.connect(database) as db:
                games, finished, moves = db.execute(
                    "SELECT COUNT(*), SUM(finished), SUM(json_array_length(moves)) FROM play_match").fetchone()
            met = report(tally, seconds, played)
            print(f"games started: {games}, finished: {finished or 0}; moves stored (every seat's): {moves or 0}")
            print(f"server tracebacks logged: {played.count('Traceback')}; target (0 errors, p99 ≤ 100 ms): "
                  f"{'met' if met else 'NOT met'}")


