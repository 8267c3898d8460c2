"""The simulated learner the load benches share (``tools.bench_load`` for puzzles and coached games,
``tools.bench_load_play``'s player, ``tools.bench_faults``): its requests with cookies and think time,
the tally every thread appends to, and the report of what they saw against the target (0 errors,
p99 ≤ 100 ms)."""

from __future__ import annotations

import http.client
import os
import random
import re
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from urllib.parse import urlencode

from engine import skipbo

THINK_S = (0.5, 1.5)
LANGS = ("en", "ru", "fi", "sv")
STEP = re.compile(r'name="step" value="(\d+)"')
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


@dataclass
class Tally:
    """What all learners saw, shared between their threads (appends are atomic in CPython)."""

    latencies_ms: dict[str, list[float]] = field(default_factory=dict)
    statuses: Counter[str] = field(default_factory=Counter)
    solves: set[tuple[str, str, str]] = field(default_factory=set)


class Learner(threading.Thread):
    def __init__(self, number: int, port: int, until: float, tally: Tally, puzzles: dict[str, list]) -> None:
        super().__init__(daemon=True)
        self.port, self.until, self.tally, self.puzzles = port, until, tally, puzzles
        self.rng = random.Random(number)
        self.address = f"127.77.{number // 250}.{number % 250 + 1}"  # as the proxy would report it
        self.lang = LANGS[number % len(LANGS)]
        self.cookies: dict[str, str] = {}
        self.location = ""  # the last answer's Location header (a 303's target)

    def request(self, method: str, path: str, fields: dict[str, str] | None = None,
                hx: bool = False) -> tuple[int, str]:
        headers = {"X-Forwarded-For": self.address, "Origin": f"http://127.0.0.1:{self.port}",
                   "Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        body = None
        if fields is not None:
            body = urlencode(fields)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if hx:
            headers["HX-Request"] = "true"
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=15)
        start = time.perf_counter()
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            text = response.read().decode(errors="replace")
        except OSError as error:
            self.tally.statuses[f"no answer ({type(error).__name__})"] += 1
            return 0, ""
        finally:
            connection.close()
        kind = "POST (htmx)" if method == "POST" else "GET tap (htmx)" if hx else "GET page"
        self.tally.latencies_ms.setdefault(kind, []).append((time.perf_counter() - start) * 1000)
        self.tally.statuses[str(response.status)] += 1
        self.location = response.getheader("Location", "")
        for header in response.headers.get_all("Set-Cookie") or []:
            for name, morsel in SimpleCookie(header).items():
                self.cookies[name] = morsel.value
        return response.status, text

    def think(self) -> bool:
        time.sleep(self.rng.uniform(*THINK_S))
        return time.monotonic() < self.until

    def run(self) -> None:
        time.sleep(self.rng.uniform(0, 3))  # learners arrive over a few seconds
        while time.monotonic() < self.until:
            game = self.rng.choice(sorted(self.puzzles))
            self.request("GET", f"/{self.lang}/{game}/puzzles/")
            if not self.think():
                return
            slug, line = self.rng.choice(self.puzzles[game])
            self.play(f"/{self.lang}/{game}/puzzles/{slug}/", game, slug, line)

    def play(self, url: str, game: str, slug: str, line: tuple[str, ...]) -> None:
        status, html = self.request("GET", url)
        csrf_field, step_field = CSRF.search(html), STEP.search(html)
        if status != 200 or not (csrf_field and step_field):
            return
        csrf, step = csrf_field.group(1), step_field.group(1)

        def post(**fields: str) -> str | None:
            status, page = self.request("POST", url, {**fields, "step": step, "csrfmiddlewaretoken": csrf}, hx=True)
            found = STEP.search(page)
            return found.group(1) if status == 200 and found else None

        for move in line:
            if not self.think():
                return
            if self.rng.random() < 0.1:
                step = post(action="hint") or step
                if not self.think():
                    return
            tap = skipbo.parse_move(move) if game == "skip-bo" else None
            if move.startswith("mv:"):  # a Rummikub tile move: chosen tiles, then where they go
                source, target = move[3:].split(">")
                new = post(**{"from": source, "to": target})
            elif tap and tap.kind == "play" and self.rng.random() < 0.7:  # a play: tap its source, then its target
                self.request("GET", f"{url}?from={tap.source_text}", hx=True)
                if not self.think():
                    return
                new = post(**{"from": tap.source_text, "to": tap.target_text})
            else:
                new = post(move=move)
            if new is None:
                return
            step = new
        self.tally.solves.add((self.cookies.get("tr_visitor", "").split(":")[0], game, slug))
        if self.think():
            post(action="reset")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def run(threads: list[Learner], seconds: int) -> None:
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(seconds + 60)


def report(tally: Tally, seconds: int, log: str) -> bool:
    """Print what the clients saw and what gunicorn's access log timed; True when 0 errors, p99 ≤ 100 ms."""
    total = sum(tally.statuses.values())
    errors = sum(n for status, n in tally.statuses.items() if status not in ("200", "303"))
    lat = [ms for kind in tally.latencies_ms.values() for ms in kind]
    print(f"requests: {total:,} ({total / seconds:.0f}/s); errors: {errors} "
          f"({100 * errors / max(total, 1):.2f} %); statuses: "
          + ", ".join(f"{status}: {n:,}" for status, n in sorted(tally.statuses.items())))
    print(f"{'latency ms':16} {'requests':>9} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7}")
    for kind, values in [*sorted(tally.latencies_ms.items()), ("all", lat)]:
        print(f"{kind:16} {len(values):9,} {percentile(values, 0.5):7.1f} {percentile(values, 0.95):7.1f} "
              f"{percentile(values, 0.99):7.1f} {max(values, default=float('nan')):7.1f}")
    served = [float(ms) for ms in re.findall(r"^served (\d+) ms \d+$", log, re.M)]
    print(f"{'server time':16} {len(served):9,} {percentile(served, 0.5):7.1f} {percentile(served, 0.95):7.1f} "
          f"{percentile(served, 0.99):7.1f} {max(served, default=float('nan')):7.1f}  (inside gunicorn: no queue)")
    return errors == 0 and percentile(lat, 0.99) <= 100
