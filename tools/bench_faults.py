"""``bin/bench --only faults``: the site under load while its database, a worker, its cache or its disk fail.

Each scenario starts its own gunicorn (``tools.bench_http.Server``: 2 gthread workers from
``gunicorn.conf.py``, 127.0.0.1, a free port, killed after its time limit), its own throwaway database
(SQLite in a temporary folder, or a PostgreSQL cluster from Debian's binaries on a free port) and, where the
scenario uses one, its own redis-server (page cache and rate-limit counters). Learners play puzzles
(``tools.bench_load_client.Learner``) and readers open rules, glossaries, FAQ answers and checker links while the
fault is injected, held and lifted:

- ``db-killed``: PostgreSQL stopped (immediate shutdown), then started again;
- ``db-frozen``: every PostgreSQL process stopped with SIGSTOP (a hung server), then SIGCONT;
- ``worker-killed``: one gunicorn worker killed with SIGKILL (the master starts another);
- ``cache-stopped``: the Redis of the page cache and the rate limits killed, then started again;
- ``var-read-only``: the SQLite folder made immutable (``chattr +i``: even root cannot write), then writable.

Asserted for each: no status but 200/303, and 503 carrying the localized "back in a moment" page (a worker
killed mid-request may reset the few connections it held); readers always get 200, the pages that need no
database included, while the database hangs; after the fault is lifted the puzzles answer 200 again
without a restart; every solve a learner saw confirmed is stored exactly once and nothing else is stored
as solved. A failed assertion fails the run. ``--quick``: the scenarios with Redis only;
``FAULTS=db-frozen,var-read-only``: only the scenarios named.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from tools.bench_http import ROOT, Server, fetch, free_port
from tools.bench_load_client import Learner, Tally, percentile

LEARNERS = 12
READS = ("/en/skip-bo/glossary/", "/ru/rummikub/", "/fi/skip-bo/faq/", "/sv/rummikub/check/?m=draw",
         "/en/skip-bo/faq/draw-after-every-card/")


# ------------------------------------------------------------------------------------------ services

def children(pid: int) -> list[int]:
    """The direct children of ``pid`` (from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


class Postgres:
    """A throwaway PostgreSQL cluster (Debian's binaries), run as ``postgres`` when we are root."""

    def __init__(self) -> None:
        bins = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
        if not bins:
            raise SystemExit("error: PostgreSQL binaries are missing (bin/test installs Debian's postgresql)")
        self.bin = bins[-1].parent
        self.dir = Path(tempfile.mkdtemp(prefix="bench-faults-pg-"))
        self.port = free_port()
        self.url = f"postgres://tablerules@127.0.0.1:{self.port}/tablerules"
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres")
        self.run("initdb", "-D", str(self.dir / "data"), "-U", "tablerules", "-A", "trust", "-E", "UTF8",
                 "--locale=C.UTF-8", "--no-sync")
        self.start()
        self.run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "tablerules", "tablerules")

    def run(self, program: str, *args: str) -> None:
        command = [str(self.bin / program), *args]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, cwd=self.dir, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=120)

    def start(self) -> None:
        self.run("pg_ctl", "-D", str(self.dir / "data"), "-l", str(self.dir / "log"), "-w", "-t", "60", "start",
                 "-o", f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off")

    def stop(self) -> None:
        self.run("pg_ctl", "-D", str(self.dir / "data"), "-m", "immediate", "-w", "stop")

    def processes(self) -> list[int]:
        postmaster = int((self.dir / "data" / "postmaster.pid").read_text().split()[0])
        return [postmaster, *children(postmaster)]

    def signal(self, sig: int) -> None:
        for pid in self.processes():
            try:
                os.kill(pid, sig)
            except ProcessLookupError:  # a backend that ended meanwhile
                pass

    def close(self) -> None:
        try:
            self.signal(signal.SIGCONT)
            self.stop()
        except (OSError, subprocess.SubprocessError, ValueError):
            pass
        shutil.rmtree(self.dir, ignore_errors=True)

    def solved(self) -> list[tuple[str, str, str]]:
        import psycopg

        with psycopg.connect(self.url.replace("postgres://", "postgresql://"), connect_timeout=5) as db:
            return [tuple(row) for row in db.execute(
                "SELECT visitor, game, slug FROM tutorial_progress WHERE solved")]


class Redis:
    """A throwaway redis-server in memory on a free port, which can be killed and started again."""

    def __init__(self) -> None:
        binary = shutil.which("redis-server")
        if not binary:
            raise SystemExit("error: redis-server is missing (bin/test installs Debian's redis-server)")
        self.binary, self.port = binary, free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen([self.binary, "--bind", "127.0.0.1", "--port", str(self.port), "--save", "",
                                         "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        import redis

        for _ in range(50):
            try:
                redis.Redis(port=self.port, socket_timeout=0.5).ping()
                return
            except redis.RedisError:
                time.sleep(0.1)
        raise SystemExit("error: redis-server did not start")

    def kill(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def keys(self) -> int:
        import redis

        return len(redis.Redis(port=self.port, socket_timeout=1).keys("*"))


# ------------------------------------------------------------------------------------------ load

@dataclass
class Reads:
    """What the readers saw: statuses and the slowest answer, per phase."""

    statuses: Counter[str] = field(default_factory=Counter)
    slowest_ms: dict[str, float] = field(default_factory=dict)
    phase: str = "before"


class Reader(threading.Thread):
    def __init__(self, port: int, until: float, reads: Reads) -> None:
        super().__init__(daemon=True)
        self.port, self.until, self.reads = port, until, reads

    def run(self) -> None:
        rng = random.Random(self.port)
        while time.monotonic() < self.until:
            path = rng.choice(READS)
            start = time.perf_counter()
            status, _, _ = fetch_quietly(f"http://127.0.0.1:{self.port}{path}")
            ms = (time.perf_counter() - start) * 1000
            phase = self.reads.phase
            self.reads.statuses[f"{phase} {status}"] += 1
            self.reads.slowest_ms[phase] = max(self.reads.slowest_ms.get(phase, 0.0), ms)
            time.sleep(0.2)


def fetch_quietly(url: str) -> tuple[int, dict[str, str], bytes]:
    try:
        return fetch(url, {"Accept-Encoding": "gzip"})
    except OSError as error:
        return 0, {}, str(error).encode()


class FaultLearner(Learner):
    """A learner that also checks every 503 is the localized page."""

    unlocalized: Counter[str] = Counter()

    def request(self, method: str, path: str, fields: dict[str, str] | None = None,
                hx: bool = False) -> tuple[int, str]:
        status, text = super().request(method, path, fields, hx)
        if status == 503 and (f'lang="{self.lang}"' not in text or BACK_SOON[self.lang] not in text):
            FaultLearner.unlocalized[path] += 1
        return status, text


BACK_SOON: dict[str, str] = {}


@dataclass
class Scenario:
    name: str
    database: str  # "sqlite" or "postgres"
    redis: bool
    inject: Callable[[Server, Postgres | None, Redis | None, Path], None]
    lift: Callable[[Server, Postgres | None, Redis | None, Path], None]
    hold_s: float = 6.0
    resets_allowed: int = 0
    recovers_by_s: float = 8.0


@contextmanager
def services(scenario: Scenario) -> Iterator[tuple[Path, Postgres | None, Redis | None, dict[str, str]]]:
    folder = Path(tempfile.mkdtemp(prefix="bench-faults-"))
    pg = Postgres() if scenario.database == "postgres" else None
    cache = Redis() if scenario.redis else None
    env = {**os.environ, "TRUSTED_PROXIES": "127.0.0.1",
           "DATABASE_URL": pg.url if pg else f"sqlite:///{folder / 'var' / 'db.sqlite3'}",
           "PAGE_CACHE_URL": cache.url if cache else "locmem://", "RATE_LIMIT_URL": cache.url if cache else ""}
    (folder / "var").mkdir()
    try:
        subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "--verbosity", "0"], cwd=ROOT,
                       check=True, timeout=300, env={**env, "DJANGO_SETTINGS_MODULE": "config.settings"})
        yield folder, pg, cache, env
    finally:
        subprocess.run(["chattr", "-R", "-i", str(folder)], capture_output=True)
        if cache:
            cache.kill()
        if pg:
            pg.close()
        shutil.rmtree(folder, ignore_errors=True)


def stored_solves(folder: Path, pg: Postgres | None) -> list[tuple[str, str, str]]:
    if pg:
        return pg.solved()
    with sqlite3.connect(folder / "var" / "db.sqlite3") as db:
        return [tuple(row) for row in db.execute("SELECT visitor, game, slug FROM tutorial_progress WHERE solved")]


def puzzles_answer(port: int) -> bool:
    status, _, _ = fetch_quietly(f"http://127.0.0.1:{port}/en/skip-bo/puzzles/next-number/")
    return status == 200


def run(scenario: Scenario, lines: dict[str, list]) -> list[str]:
    """Run one scenario; the list of what went wrong (empty: it passed)."""
    problems: list[str] = []
    FaultLearner.unlocalized.clear()
    with services(scenario) as (folder, pg, cache, env), Server(env=env) as server:
        tally, reads = Tally(), Reads()
        total = 4 + scenario.hold_s + scenario.recovers_by_s + 4
        until = time.monotonic() + total
        crowd: list[threading.Thread] = [FaultLearner(n, server.port, until, tally, lines) for n in range(LEARNERS)]
        crowd += [Reader(server.port, until, reads) for _ in range(2)]
        for member in crowd:
            member.start()
        time.sleep(4)
        reads.phase = "fault"
        scenario.inject(server, pg, cache, folder)
        time.sleep(scenario.hold_s)
        scenario.lift(server, pg, cache, folder)
        reads.phase = "after"
        lifted = time.monotonic()
        recovered = None
        while time.monotonic() - lifted < scenario.recovers_by_s:
            if puzzles_answer(server.port):
                recovered = time.monotonic() - lifted
                break
            time.sleep(0.25)
        for member in crowd:
            member.join(total + 30)
        stored = stored_solves(folder, pg)
        cached_again = cache.keys() if cache else None
    statuses = tally.statuses
    resets = sum(n for status, n in statuses.items() if status.startswith("no answer"))
    bad = {status: n for status, n in statuses.items() if status not in ("200", "303", "503")
           and not status.startswith("no answer")}
    if bad:
        problems.append(f"learners got {bad}")
    if resets > scenario.resets_allowed:
        problems.append(f"{resets} learner requests got no answer (allowed: {scenario.resets_allowed})")
    if FaultLearner.unlocalized:
        problems.append(f"503 without the localized page: {dict(FaultLearner.unlocalized)}")
    read_bad = {k: n for k, n in reads.statuses.items() if not k.endswith(" 200")}
    read_resets = sum(n for k, n in read_bad.items() if k.endswith(" 0"))
    if read_resets and read_resets + resets <= scenario.resets_allowed:  # held by the killed worker
        read_bad = {k: n for k, n in read_bad.items() if not k.endswith(" 0")}
    if read_bad:
        problems.append(f"readers got {read_bad}")
    if recovered is None:
        problems.append(f"puzzles did not answer 200 within {scenario.recovers_by_s} s of the fault's end")
    if len(stored) != len(set(stored)):
        problems.append("a solve was stored twice")
    if set(stored) != tally.solves:
        problems.append(f"solves confirmed {len(tally.solves)}, stored {len(set(stored))}: "
                        f"{len(tally.solves - set(stored))} confirmed but not stored, "
                        f"{len(set(stored) - tally.solves)} stored but never confirmed")
    lat = [ms for values in tally.latencies_ms.values() for ms in values]
    print(f"{scenario.name:15} {scenario.database:9} {'yes' if scenario.redis else 'no':6} "
          f"{sum(statuses.values()):6,} {statuses.get('200', 0) + statuses.get('303', 0):6,} "
          f"{statuses.get('503', 0):5,} {resets:6} {percentile(lat, 0.99):8.0f} "
          f"{reads.slowest_ms.get('fault', float('nan')):9.0f} "
          f"{'—' if recovered is None else f'{recovered:.1f} s':>9} {len(tally.solves):6} {len(set(stored)):6} "
          f"{'' if cached_again is None else cached_again:>6}  {'ok' if not problems else 'FAILED'}", flush=True)
    return problems


# ------------------------------------------------------------------------------------------ faults

def _gunicorn_workers(server: Server) -> list[int]:
    masters = children(server.process.pid)  # timeout → gunicorn master
    return [pid for master in masters for pid in children(master)]


def kill_worker(server: Server, *_: object) -> None:
    workers = _gunicorn_workers(server)
    if workers:
        os.kill(workers[0], signal.SIGKILL)


def _nothing(*_: object) -> None:
    return None


def _immutable(folder: Path, on: bool) -> None:
    done = subprocess.run(["chattr", "-R", "+i" if on else "-i", str(folder / "var")], capture_output=True)
    if done.returncode != 0:
        raise SystemExit(f"error: chattr failed (needs root on ext4/xfs): {done.stderr.decode()}")


def _pg(pg: Postgres | None) -> Postgres:
    assert pg is not None, "a database fault is injected on PostgreSQL only"
    return pg


def _cache(cache: Redis | None) -> Redis:
    assert cache is not None, "a cache fault is injected only where the page cache is Redis"
    return cache


SCENARIOS = [
    Scenario("db-killed", "postgres", False, lambda s, pg, c, f: _pg(pg).stop(), lambda s, pg, c, f: _pg(pg).start()),
    Scenario("db-frozen", "postgres", False, lambda s, pg, c, f: _pg(pg).signal(signal.SIGSTOP),
             lambda s, pg, c, f: _pg(pg).signal(signal.SIGCONT), hold_s=10, recovers_by_s=10),
    Scenario("db-frozen", "postgres", True, lambda s, pg, c, f: _pg(pg).signal(signal.SIGSTOP),
             lambda s, pg, c, f: _pg(pg).signal(signal.SIGCONT), hold_s=10, recovers_by_s=10),
    Scenario("worker-killed", "postgres", False, kill_worker, _nothing, hold_s=3, resets_allowed=8),
    Scenario("worker-killed", "sqlite", False, kill_worker, _nothing, hold_s=3, resets_allowed=8),
    Scenario("cache-stopped", "sqlite", True, lambda s, pg, c, f: _cache(c).kill(),
             lambda s, pg, c, f: _cache(c).start(), recovers_by_s=6),
    Scenario("cache-stopped", "postgres", True, lambda s, pg, c, f: _cache(c).kill(),
             lambda s, pg, c, f: _cache(c).start(), recovers_by_s=6),
    Scenario("var-read-only", "sqlite", False, lambda s, pg, c, f: _immutable(f, True),
             lambda s, pg, c, f: _immutable(f, False)),
]


def bench_faults(quick: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.utils import translation

    from tutorial.puzzles import games_with_puzzles, puzzles

    for lang in ("en", "ru", "fi", "sv"):
        with translation.override(lang):
            BACK_SOON[lang] = translation.gettext("Back in a moment")
    lines = {game: [(p.slug, tuple(p.solution)) for p in puzzles(game)] for game in games_with_puzzles()}
    wanted = os.environ.get("FAULTS", "")  # e.g. FAULTS=db-frozen,var-read-only: only those scenarios
    chosen = [s for s in SCENARIOS if (not quick or s.name in ("db-frozen", "cache-stopped") and s.redis)
              and (not wanted or s.name in wanted.split(","))]
    print(f"== Faults under load: {LEARNERS} learners and 2 readers per scenario against gunicorn (2 gthread "
          f"workers); targets: only 200/303 and the localized 503, readers always 200, recovery without a "
          f"restart, every confirmed solve stored once and nothing unconfirmed", flush=True)
    print(f"{'scenario':15} {'database':9} {'redis':6} {'reqs':>6} {'2xx/3xx':>6} {'503':>5} {'resets':>6} "
          f"{'p99 ms':>8} {'read max':>9} {'recovery':>9} {'solved':>6} {'stored':>6} {'keys':>6}")
    failures = {}
    for scenario in chosen:
        problems = run(scenario, lines)
        if problems:
            failures[f"{scenario.name} ({scenario.database}, redis {scenario.redis})"] = problems
    for name, problems in failures.items():
        print(f"FAILED {name}: " + "; ".join(problems))
    if failures:
        raise SystemExit("error: a fault scenario failed")
    print("every scenario passed")
