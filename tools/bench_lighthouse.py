"""``bin/bench --only lighthouse``: Lighthouse 12 (mobile) on every kind of page (puzzles of both games, a
rules page, search, home, FAQ, checker, puzzle list, the learner's map, a coached game just started, its
replay and a position shared from it), production. ``LIGHTHOUSE_PAGES=game,replay`` audits only the pages
whose label starts with one of those words.

The site runs with ``config.production`` under gunicorn (``tools.bench_http.Server``: 2 workers, 127.0.0.1,
a free port, killed after a time limit whatever happens): static files collected and served by WhiteNoise
with hashed names, a throwaway SQLite database under ``var/lighthouse/``, plain HTTP
(``DJANGO_SSL_REDIRECT=0``: there is no TLS proxy in front of it here). Lighthouse comes from npm, installed
into ``tools/lighthouse/`` from its lock file (``npm ci``) when missing, and drives Debian's Chromium
(``/usr/bin/chromium``) with its default mobile profile (a mid-range phone, simulated slow 4G, 4× CPU
slowdown). Target: 100 in every category. Each page is audited ``RUNS`` times and the median score
reported (a busy machine can lose a point on one run); the JSON reports stay in ``var/lighthouse/``.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import statistics
import subprocess
import sys
import urllib.parse
import urllib.request
from pathlib import Path

from tools.bench_http import Server, free_port

ROOT = Path(__file__).resolve().parent.parent
LIGHTHOUSE_DIR = ROOT / "tools" / "lighthouse"
LIGHTHOUSE = LIGHTHOUSE_DIR / "node_modules" / ".bin" / "lighthouse"
OUT = ROOT / "var" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
PAGES = {
    "puzzle": "/ru/skip-bo/puzzles/next-number/",
    "puzzle (Rummikub)": "/fi/rummikub/puzzles/split-a-run/",
    "rules": "/sv/skip-bo/",
    "search": "/ru/search/",
    "home": "/fi/",
    "faq": "/sv/skip-bo/faq/",
    "checker": "/ru/skip-bo/check/",
    "puzzle list": "/en/rummikub/puzzles/",
    "map (learner's)": "/sv/skip-bo/progress/",
    "game (coached)": "/fi/skip-bo/play/",  # a game is started there first; its own page is audited
    "replay": "/ru/rummikub/play/",  # a game started there: its replay viewer at the last step
    "shared position": "/sv/skip-bo/play/",  # a game started there: the position shared from its replay
}
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
RUNS = 3


def ensure_lighthouse() -> Path:
    """The project-local Lighthouse, installed from ``tools/lighthouse/package-lock.json`` if missing."""
    if LIGHTHOUSE.exists():
        return LIGHTHOUSE
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("error: npm (Node.js ≥ 18.16) is needed to install Lighthouse into tools/lighthouse/.")
    print("==> installing Lighthouse from tools/lighthouse/package-lock.json (npm ci)", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=LIGHTHOUSE_DIR, check=True,
                   stdin=subprocess.DEVNULL)
    return LIGHTHOUSE


def production_env(port: int) -> dict[str, str]:
    """The environment ``config.production`` needs, for a throwaway local run."""
    OUT.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.production", "PYTHONPATH": str(ROOT),
           "DJANGO_SECRET_KEY": secrets.token_urlsafe(48), "DATABASE_URL": f"sqlite:///{OUT / 'db.sqlite3'}",
           "SITE_URL": f"http://127.0.0.1:{port}", "ALLOWED_HOSTS": "127.0.0.1",
           "DJANGO_SSL_REDIRECT": "0", "DJANGO_HSTS_SECONDS": "0"}
    env.pop("DJANGO_DEBUG", None)
    return env


def production_server() -> Server:
    """gunicorn with ``config.production`` on a free port, its static files collected and its database
    migrated first."""
    port = free_port()
    env = production_env(port)
    for command in (["manage.py", "collectstatic", "--noinput", "--verbosity", "0"],
                    ["manage.py", "migrate", "--noinput", "--verbosity", "0"]):
        subprocess.run([sys.executable, *command], cwd=ROOT, env=env, check=True, stdin=subprocess.DEVNULL)
    return Server(settings="config.production", ready="/en/", env=env, port=port)


def started_game(base: str, start: str) -> str:
    """The address of a game against the computer started with the start page's form (its defaults: the
    coach on); the game's page needs no cookie, its unguessable key is in the address. The cookies are
    carried by hand: production marks them Secure, and this server is plain HTTP."""
    page = urllib.request.urlopen(base + start, timeout=30)
    form = page.read().decode()
    cookies = "; ".join(c.split(";", 1)[0] for c in page.headers.get_all("Set-Cookie") or [])
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form)
    if token is None:
        raise SystemExit(f"error: no start form on {start}")
    checked = re.findall(r'<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"[^>]*checked', form)
    body = urllib.parse.urlencode({**dict(checked), "csrfmiddlewaretoken": token.group(1)}).encode()
    request = urllib.request.Request(base + start, data=body, headers={"Referer": base + start, "Cookie": cookies})
    return urllib.parse.urlsplit(urllib.request.urlopen(request, timeout=30).geturl()).path


def replay_of(base: str, start: str) -> str:
    """The replay viewer of a game started on ``start`` (its last step)."""
    return started_game(base, start) + "replay/"


def shared_from(base: str, start: str) -> str:
    """The shared position a game's replay viewer links to (the game just started on ``start``)."""
    page = urllib.request.urlopen(base + replay_of(base, start), timeout=30).read().decode()
    link = re.search(r'id="share-url"[^>]* value="([^"]+)"', page)
    if link is None:
        raise SystemExit(f"error: no share link on the replay of a game started on {start}")
    return urllib.parse.urlsplit(link.group(1)).path


STARTED = {"game": started_game, "replay": replay_of, "shared": shared_from}
"""Pages that need a game first: the first word of the label names how its address is found."""


def audit(lighthouse: Path, url: str, name: str) -> tuple[dict[str, float], list[str]]:
    """One Lighthouse run: each category's score (0-100) and the report's main figures, and the binary
    audits that failed."""
    report = OUT / f"{name}.json"
    env = {**os.environ, "CHROME_PATH": CHROMIUM}
    command = [str(lighthouse), url, "--quiet", "--output=json", f"--output-path={report}",
               f"--only-categories={','.join(CATEGORIES)}",
               "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"]
    # Lighthouse now and then exits 1 when Chromium is slow to hand over its debugging port (seen on a
    # loaded machine); one more try, then the error stands.
    for attempt in (1, 2):
        run = subprocess.run(command, env=env, stdin=subprocess.DEVNULL, timeout=180)
        if run.returncode == 0:
            break
        if attempt == 2:
            run.check_returncode()
    data = json.loads(report.read_text())
    scores: dict[str, float] = {c: round(100 * (data["categories"][c]["score"] or 0)) for c in CATEGORIES}
    audits = data["audits"]
    scores["fcp_ms"] = audits["first-contentful-paint"]["numericValue"]
    scores["lcp_ms"] = audits["largest-contentful-paint"]["numericValue"]
    scores["tbt_ms"] = audits["total-blocking-time"]["numericValue"]
    scores["cls"] = audits["cumulative-layout-shift"]["numericValue"]
    failed = [key for key, a in audits.items()
              if a.get("score") is not None and a["score"] < 1 and a.get("scoreDisplayMode") == "binary"]
    return scores, failed


def bench_lighthouse(quick: bool) -> None:
    if not Path(CHROMIUM).exists():
        raise SystemExit(f"error: Lighthouse here drives Debian's Chromium at {CHROMIUM}; install package chromium.")
    lighthouse = ensure_lighthouse()
    version = subprocess.run([str(lighthouse), "--version"], capture_output=True, text=True, check=True).stdout.strip()
    runs = 1 if quick else RUNS
    with production_server() as server:
        print(f"== Lighthouse {version} (mobile; gunicorn + WhiteNoise, config.production; median of {runs}; "
              "target 100 in each)")
        print(f"{'page':52} {'perf':>5} {'a11y':>5} {'best':>5} {'seo':>5} {'FCP ms':>7} {'LCP ms':>7} "
              f"{'TBT ms':>7} {'CLS':>6}")
        wanted = [w.strip() for w in os.environ.get("LIGHTHOUSE_PAGES", "").split(",") if w.strip()]
        for label, path in PAGES.items():
            if wanted and not any(label.startswith(w) for w in wanted):
                continue
            first = label.split()[0]
            if first in STARTED:
                path = STARTED[first](server.base, path)
            name = re.sub(r"[^a-z]+", "-", label.lower()).strip("-")
            audits = [audit(lighthouse, server.base + path, f"{name}-{i}") for i in range(runs)]
            results = [scores for scores, _ in audits]
            med = {key: statistics.median(r[key] for r in results) for key in (*CATEGORIES, "fcp_ms", "lcp_ms",
                                                                               "tbt_ms", "cls")}
            print(f"{label + ' ' + path:52} {med['performance']:5.0f} {med['accessibility']:5.0f} "
                  f"{med['best-practices']:5.0f} {med['seo']:5.0f} {med['fcp_ms']:7.0f} {med['lcp_ms']:7.0f} "
                  f"{med['tbt_ms']:7.0f} {med['cls']:6.3f}")
            failed = sorted({a for _, fails in audits for a in fails})
            if failed:
                print(f"  failing audits: {', '.join(failed)}")
