"""``bin/bench --only http``: the site under load, as production serves it, beside a bare Django i18n page.

Starts gunicorn (2 workers, 127.0.0.1, a free port, stopped after ``LIMIT_S`` whatever happens) with the
site's settings plus one bare page (``tools.benchsite``), then measures with wrk (Debian's package,
installed here if missing) the Russian Skip-Bo rules page and the bare page in turns, as a browser asks
for them (``Accept-Encoding: gzip, deflate, br``). Target: rules page requests/s ≥ the bare page's.
Then the revalidations: a conditional request with the current ETag must be a bodiless 304, one with
another release's ETag a 200, and wrk measures 304s per second.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent.parent
RULES = "/ru/skip-bo/"
BARE = "/ru/bench/bare/"
BROWSER = {"Accept-Encoding": "gzip, deflate, br"}
WORKERS = 2
LIMIT_S = 300  # the server is killed after this, even if this process dies first


@dataclass(frozen=True)
class WrkResult:
    requests_per_s: float
    p50_ms: float
    p99_ms: float
    requests: int
    errors: int


def parse_wrk(output: str) -> WrkResult:
    """Read wrk's report (``--latency``): requests/s, median and 99th percentile latency, errors."""
    rate = re.search(r"Requests/sec:\s+([\d.]+)", output)
    total = re.search(r"(\d+) requests in", output)
    if not rate or not total:
        raise ValueError(f"wrk printed no figures:\n{output}")
    errors = sum(int(n) for n in re.findall(r"Non-2xx or 3xx responses:\s+(\d+)", output))
    socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    if socket_errors:
        errors += sum(int(n) for n in socket_errors.groups())
    return WrkResult(float(rate.group(1)), _latency(output, "50%"), _latency(output, "99%"),
                     int(total.group(1)), errors)


def _latency(output: str, percentile: str) -> float:
    found = re.search(rf"^\s*{re.escape(percentile)}\s+([\d.]+)(us|ms|s)\s*$", output, re.M)
    if not found:
        return float("nan")
    scale = {"us": 0.001, "ms": 1.0, "s": 1000.0}[found.group(2)]
    return float(found.group(1)) * scale


def ensure_wrk() -> str:
    """wrk's path, installing Debian's package first if it is missing (non-interactive)."""
    found = shutil.which("wrk")
    if found:
        return found
    print("==> installing wrk (Debian package)", flush=True)
    sudo: list[str] = []
    if os.geteuid() != 0:
        if subprocess.run(["sudo", "-n", "true"], capture_output=True).returncode != 0:
            raise SystemExit("error: wrk is missing and this user cannot install it. "
                             "Run: sudo apt-get install -y wrk")
        sudo = ["sudo", "-n"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    apt = [*sudo, "apt-get", "-y", "-qq", "-o", "Dpkg::Options::=--force-confold"]
    subprocess.run([*sudo, "apt-get", "update", "-qq"], check=True, env=env, stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, timeout=300)
    subprocess.run([*apt, "install", "--no-install-recommends", "wrk"], check=True, env=env,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, timeout=300)
    found = shutil.which("wrk")
    if not found:
        raise SystemExit("error: apt-get installed wrk but it is not on PATH")
    return found


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """gunicorn on 127.0.0.1:<free port>, bounded by ``timeout`` and stopped on exit; ready once ``ready``
    answers 200. ``settings`` and ``env`` let another benchmark run it otherwise (``tools.bench_lighthouse``
    runs ``config.production``)."""

    def __init__(self, settings: str = "tools.benchsite.settings", ready: str = BARE,
                 env: dict[str, str] | None = None, port: int | None = None, extra: tuple[str, ...] = ()) -> None:
        """``extra``: more gunicorn options (``bin/bench --only load`` adds an access log)."""
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.ready = ready
        self.log = tempfile.NamedTemporaryFile(prefix="bench-gunicorn-", suffix=".log", delete=False)
        env = {**(env or os.environ), "DJANGO_SETTINGS_MODULE": settings, "PYTHONPATH": str(ROOT)}
        env.pop("DJANGO_DEBUG", None)
        gunicorn = Path(sys.executable).with_name("gunicorn")
        self.process = subprocess.Popen(
            ["timeout", "--kill-after=5", str(LIMIT_S), str(gunicorn), "config.wsgi",
             "--workers", str(WORKERS), "--bind", f"127.0.0.1:{self.port}", "--log-level", "warning", *extra],
            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
            start_new_session=True,
        )

    def __enter__(self) -> Server:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.fail("gunicorn stopped at start")
            try:
                urllib.request.urlopen(self.base + self.ready, timeout=2).read()
                return self
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.2)
        self.fail("gunicorn did not answer within 30 s")

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        os.unlink(self.log.name)

    def fail(self, what: str) -> NoReturn:
        log = Path(self.log.name).read_text(errors="replace")[-4000:]
        self.stop()
        raise SystemExit(f"error: {what}; its log:\n{log}")


def fetch(url: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:  # 304 arrives as an "error" in urllib
        return error.code, dict(error.headers), error.read()


def wrk(binary: str, url: str, seconds: int, headers: dict[str, str]) -> WrkResult:
    command = [binary, "--threads", "2", "--connections", "16", "--duration", f"{seconds}s", "--latency",
               "--timeout", "5s"]
    for name, value in headers.items():
        command += ["--header", f"{name}: {value}"]
    done = subprocess.run([*command, url], capture_output=True, text=True, timeout=seconds + 30,
                          stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise SystemExit(f"error: wrk failed:\n{done.stdout}{done.stderr}")
    return parse_wrk(done.stdout)


def bench_http(quick: bool) -> None:
    binary = ensure_wrk()
    seconds, rounds = (3, 1) if quick else (8, 3)
    with Server() as server:
        pages = {"rules": server.base + RULES, "bare": server.base + BARE}
        sizes = {}
        for name, url in pages.items():
            status, headers, body = fetch(url, BROWSER)
            if status != 200:
                raise SystemExit(f"error: {url} answered {status}")
            sizes[name] = (len(body), headers.get("Content-Encoding", "identity"))
        for url in pages.values():  # warm both workers (each keeps its own copy in local memory)
            for _ in range(4 * WORKERS):
                fetch(url, BROWSER)
        print(f"== HTTP under load (gunicorn, {WORKERS} workers; wrk, 2 threads × 16 connections, {seconds} s × "
              f"{rounds} rounds in turns; target: rules page ≥ bare Django i18n page)")
        print(f"{'page':40} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'body':>14} {'errors':>7}")
        results: dict[str, list[WrkResult]] = {name: [] for name in pages}
        for _ in range(rounds):
            for name, url in pages.items():
                results[name].append(wrk(binary, url, seconds, BROWSER))
        labels = {"rules": f"{RULES} (Russian Skip-Bo rules)", "bare": f"{BARE} (bare Django i18n)"}
        rates = {}
        for name, runs in results.items():
            rates[name] = statistics.median(r.requests_per_s for r in runs)
            size, coding = sizes[name]
            print(f"{labels[name]:40} {rates[name]:9.0f} {statistics.median(r.p50_ms for r in runs):8.2f} "
                  f"{statistics.median(r.p99_ms for r in runs):8.2f} {f'{size / 1024:.1f} KB {coding}':>14} "
                  f"{sum(r.errors for r in runs):7d}")
        ratio = rates["rules"] / rates["bare"]
        verdict = "met" if ratio >= 1.0 else "NOT met"
        print(f"ratio rules / bare: {ratio:.2f} (target ≥ 1.0: {verdict}); each figure the median of {rounds}")
        revalidations(binary, pages["rules"], seconds)


def revalidations(binary: str, url: str, seconds: int) -> None:
    """304 behaviour: the current validator gets a bodiless 304 (in every coding), an old one a 200."""
    print("-- Revalidation (If-None-Match)")
    status, headers, body = fetch(url, BROWSER)
    tag = headers.get("ETag", "")
    print(f"first visit: {status}, ETag {tag or 'missing'}, Cache-Control: {headers.get('Cache-Control', 'missing')}, "
          f"Vary: {headers.get('Vary', 'missing')}")
    for label, sent, accept in (("same coding", tag, BROWSER), ("gzip only", tag, {"Accept-Encoding": "gzip"}),
                                ("another release's ETag", '"0000-br"', BROWSER)):
        status, answer, body = fetch(url, {**accept, "If-None-Match": sent})
        print(f"  {label:26} → {status}, {len(body)} bytes of body, ETag {answer.get('ETag', 'missing')}")
    if tag:
        result = wrk(binary, url, seconds, {**BROWSER, "If-None-Match": tag})
        print(f"  304s under load: {result.requests_per_s:.0f} req/s, p50 {result.p50_ms:.2f} ms, "
              f"p99 {result.p99_ms:.2f} ms, errors {result.errors}")
