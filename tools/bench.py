"""The project's benchmark: speed and size figures for both engines and the pages.

    bin/bench                 # everything
    bin/bench --only pages    # one part: skipbo, rummikub, hint, pages, faq, search, tutorial, checker, coach, play,
                              # http (gunicorn + wrk),
                              # progress (the learner's map),
                              # fuzz (10,000 malformed requests), load (50 learners against gunicorn),
                              # faults (database killed/frozen, worker killed, cache stopped, var/ read-only)
                              # lighthouse (Lighthouse 12 mobile, production settings)
    bin/bench --quick         # smaller samples (a smoke run)

Figures are printed, not asserted: targets live in the issues and the README.
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import importlib.util
import os
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any
from urllib.parse import urlencode

from tools.timing import median_ms

FORM = "application/x-www-form-urlencoded"  # what the site's forms send (multipart is refused with 415)


def bench_pages(quick: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.test import Client

    from games.registry import GAMES

    client = Client()
    repeat = 20 if quick else 200
    print("== Pages (test client, warm; target: median ≤ 5 ms and ≤ 40 KB gzip for rules pages)")
    print(f"{'page':32} {'median ms':>10} {'HTML KB':>9} {'gzip KB':>9}")
    for lang in ("en", "ru", "fi", "sv"):
        for slug in GAMES:
            for path in (f"/{lang}/{slug}/", f"/{lang}/{slug}/glossary/"):
                response = client.get(path)
                assert response.status_code == 200, path
                body = response.content
                for _ in range(5):
                    client.get(path)
                ms = median_ms(partial(client.get, path), repeat)
                packed = len(gzip.compress(body, 6))
                print(f"{path:32} {ms:10.2f} {len(body) / 1024:9.1f} {packed / 1024:9.1f}")
    bench_diagrams(repeat)


def bench_diagrams(repeat: int) -> None:
    """One Skip-Bo and one Rummikub diagram rendered warm (target: median ≤ 0.5 ms for the pair)."""
    from django.template import Context, Template

    source = Template('{% load diagrams %}{% skipbo_diagram a move="h5-b1" %}{% rummikub_diagram r %}')
    context = Context({"a": "b:4,-,-,- w:3.3.11.2.SB+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5",
                       "r": "t:R4.R5.R6.R7.R8,B9.R9.K9,R9.J.R11 p:+60 / r:R6.B8.B10.J m:1 / r:#14"})
    source.render(context)
    print(f"{'two diagrams (warm)':32} {median_ms(partial(source.render, context), repeat):10.3f}")


def bench_faq(quick: bool) -> None:
    """FAQ: answer page server time (target ≤ 5 ms) and search over the whole FAQ (target ≤ 20 ms)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.test import Client

    from explainer.faq import registry

    client = Client()
    repeat = 5 if quick else 30
    answers = list(registry.all_answers())
    print(f"== FAQ ({len(answers)} answers; test client, warm; targets: answer page ≤ 5 ms, search ≤ 20 ms)")
    print(f"{'part':44} {'median ms':>10} {'max of medians':>15} {'median CPU ms':>14}")
    for lang in ("en", "ru", "fi", "sv"):
        paths = [f"/{lang}/{game}/faq/{a.slug}/" for game, a in answers]
        for path in paths:
            assert client.get(path).status_code == 200, path
        medians = [median_ms(partial(client.get, path), repeat) for path in paths]
        cpu = [median_ms(partial(client.get, path), repeat, clock=time.process_time) for path in paths]
        print(f"{'answer pages /' + lang + '/…/faq/<slug>/ (all)':44} {statistics.median(medians):10.2f} "
              f"{max(medians):15.2f} {statistics.median(cpu):14.2f}")
    for lang in ("en", "sv"):
        path = f"/{lang}/skip-bo/faq/"
        ms = median_ms(partial(client.get, path, {"q": "pile"}, HTTP_HX_REQUEST="true"), repeat * 4)
        print(f"{'search request, htmx partial ' + path:44} {ms:10.2f}")
        ms = median_ms(partial(client.get, path, {"q": "pile"}), repeat * 4)
        print(f"{'search request, full page ' + path:44} {ms:10.2f}")


def bench_search(quick: bool) -> None:
    """Search quality and speed: the share of the kept test set's natural questions whose answer is in
    the top three (target ≥ 90 % per language) and the time per query, warm (target median ≤ 5 ms),
    with the index's build time per language."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.utils import translation

    from explainer.search.query import index_for, search
    from tools.search_quality import TOP, hit_rate, questions, run

    rounds = 3 if quick else 20
    print(f"== Search (kept test set, top-{TOP} hit rate; warm latency per query; targets ≥ 90 %, median ≤ 5 ms)")
    print(f"{'lang':6} {'questions':>9} {'top-3':>7} {'build s':>8} {'median ms':>10} {'p99 ms':>8} "
          f"{'CPU median':>11} {'CPU p99':>8}")
    for lang in ("en", "ru", "fi", "sv"):
        with translation.override(lang):
            start = time.perf_counter()
            index_for(lang)
            build = time.perf_counter() - start
        outcomes = run(lang)
        texts = [q.text for q in questions(lang)]
        wall: list[float] = []
        cpu: list[float] = []  # CPU time: what a busy machine's other processes do not add
        with translation.override(lang):
            for _ in range(rounds):
                for text in texts:
                    began, began_cpu = time.perf_counter(), time.process_time()
                    search(text)
                    wall.append((time.perf_counter() - began) * 1000)
                    cpu.append((time.process_time() - began_cpu) * 1000)

        def p99(samples: list[float]) -> float:
            return sorted(samples)[min(len(samples) - 1, int(len(samples) * 0.99))]

        print(f"{lang:6} {len(outcomes):9d} {hit_rate(outcomes):7.0%} {build:8.2f} "
              f"{statistics.median(wall):10.3f} {p99(wall):8.3f} {statistics.median(cpu):11.3f} {p99(cpu):8.3f}")


def bench_tutorial(quick: bool) -> None:
    """Puzzle board: a move's round trip (htmx POST → board partial, target median ≤ 15 ms) and the size of
    the board partial (target ≤ 15 KB), in a throwaway test database."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.db import connection
    from django.test import Client

    from tutorial.puzzles import puzzles

    # One visitor posts thousands of moves in a second here: the rate limits would answer 429.
    settings.RATE_LIMITS = {scope: {kind: (10**9, 60) for kind in kinds}
                            for scope, kinds in settings.RATE_LIMITS.items()}
    old_name = connection.settings_dict["NAME"]
    connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        repeat = 20 if quick else 200
        hx: dict[str, Any] = {"HTTP_HX_REQUEST": "true"}
        print("== Tutorial (test client, warm; targets: move round trip median ≤ 15 ms, board partial ≤ 15 KB)")
        print(f"{'request':52} {'median ms':>10} {'CPU ms':>7} {'KB':>7} {'gzip KB':>8}")

        def row(label: str, fn, repeat: int) -> None:
            body = fn().content
            ms = median_ms(fn, repeat)
            cpu = median_ms(fn, repeat, clock=time.process_time)
            print(f"{label:52} {ms:10.2f} {cpu:7.2f} {len(body) / 1024:7.1f} {len(gzip.compress(body, 6)) / 1024:8.1f}")

        client = Client()
        url = "/en/skip-bo/puzzles/next-number/"
        client.get(url)
        step = [0]

        def post(data: dict[str, str]):
            response = client.post(url, urlencode({**data, "step": str(step[0])}), FORM, **hx)
            step[0] += 1
            return response

        def move_and_undo():
            response = post({"from": "h5", "to": "b1"})
            post({"action": "undo"})
            return response

        for _ in range(5):
            move_and_undo()
        body = move_and_undo().content
        samples, cpu = [], []
        for _ in range(repeat):
            start, start_cpu = time.perf_counter(), time.process_time()
            post({"from": "h5", "to": "b1"})
            samples.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
            post({"action": "undo"})
        print(f"{'legal move, htmx POST → partial':52} {statistics.median(samples):10.2f} "
              f"{statistics.median(cpu):7.2f} {len(body) / 1024:7.1f} {len(gzip.compress(body, 6)) / 1024:8.1f}")
        row("illegal move, htmx POST → partial", lambda: post({"from": "s", "to": "b1"}), repeat)
        row("undo, htmx POST → partial", lambda: post({"action": "undo"}), repeat)
        row("choose a card, htmx GET → partial", lambda: client.get(url + "?from=h5", **hx), repeat)
        row("full page GET", lambda: client.get(url), repeat)
        largest = max(puzzles("skip-bo"), key=lambda p: len(client.get(f"/en/skip-bo/puzzles/{p.slug}/?from=s",
                                                                        **hx).content))
        big = f"/en/skip-bo/puzzles/{largest.slug}/?from=s"
        row(f"largest board partial ({largest.slug}, card chosen)", lambda: client.get(big, **hx), repeat)
        bench_tutorial_rummikub(client, row, repeat)
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)


def bench_tutorial_rummikub(client, row, repeat: int) -> None:
    """Rummikub board: a tile move's round trip (target median ≤ 15 ms) and End turn, the whole table judged
    by the engine and the board rendered (target ≤ 25 ms)."""
    import re

    hx: dict[str, Any] = {"HTTP_HX_REQUEST": "true"}
    print("-- Rummikub (targets: tile move round trip median ≤ 15 ms, end of turn judge + render ≤ 25 ms)")

    def runner(url: str):
        found = re.search(r'name="step" value="(\d+)"', client.get(url).content.decode())
        assert found, f"{url} has no step field"
        step = [int(found.group(1))]

        def post(data: dict[str, str]):
            response = client.post(url, urlencode({**data, "step": str(step[0])}), FORM, **hx)
            step[0] += 1
            return response
        return post

    def paired(label: str, do, undo) -> None:
        """Time ``do`` alone; ``undo`` (not timed) puts the attempt back between samples."""
        body = do().content
        undo()
        samples, cpu = [], []
        for _ in range(repeat):
            start, start_cpu = time.perf_counter(), time.process_time()
            do()
            samples.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
            undo()
        print(f"{label:52} {statistics.median(samples):10.2f} {statistics.median(cpu):7.2f} "
              f"{len(body) / 1024:7.1f} {len(gzip.compress(body, 6)) / 1024:8.1f}")

    split = runner("/en/rummikub/puzzles/split-a-run/")
    undo = {"action": "undo"}
    paired("tile move (rack → set), htmx POST → partial", lambda: split({"from": "R5", "to": "1@6"}),
           lambda: split(undo))
    paired("split a run, htmx POST → partial", lambda: split({"move": "split:1@3"}), lambda: split(undo))
    row("choose tiles, htmx GET → partial", lambda: client.get("/en/rummikub/puzzles/split-a-run/?from=R5,1-2",
                                                               **hx), repeat)
    groups = runner("/en/rummikub/puzzles/groups-and-runs/")
    groups({"from": "K7,B7,R7,O7,R7", "to": "new"})
    row("End turn, invalid table (every problem listed)", lambda: groups({"move": "end"}), repeat)
    split({"move": "split:1@3"})
    split({"from": "R5", "to": "2@0"})
    paired("End turn, legal (judged, solved panel)", lambda: split({"move": "end"}), lambda: split(undo))

def game_parts() -> dict[str, Callable[[bool], object]]:
    """Every registered game's own benchmark parts by name: the ``BENCHES`` of ``tools/<key>/bench.py``
    (the engine package's key, as ``engine.<key>``); a game with no such module has none."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from games.registry import GAMES

    parts: dict[str, Callable[[bool], object]] = {}
    for game in GAMES.values():
        try:
            found = importlib.util.find_spec(f"tools.{game.key}.bench")
        except ModuleNotFoundError:  # no tools/<key>/ package at all
            found = None
        if found is not None:
            parts.update(importlib.import_module(found.name).BENCHES)
    return parts


PARTS: dict[str, Callable[[bool], object]] = {
    "pages": bench_pages,
    "faq": bench_faq,
    "search": bench_search,
    "tutorial": bench_tutorial,
    "http": lambda quick: importlib.import_module("tools.bench_http").bench_http(quick),
    "checker": lambda quick: importlib.import_module("tools.bench_checker").bench_checker(quick),
    "coach": lambda quick: importlib.import_module("tools.bench_coach").bench_coach(quick),
    "play": lambda quick: importlib.import_module("tools.bench_play").bench_play(quick),
    "progress": lambda quick: importlib.import_module("tools.bench_progress").bench_progress(quick),
    "fuzz": lambda quick: importlib.import_module("tools.bench_fuzz").bench_fuzz(quick),
    "load": lambda quick: importlib.import_module("tools.bench_load").bench_load(quick),
    "faults": lambda quick: importlib.import_module("tools.bench_faults").bench_faults(quick),
    "lighthouse": lambda quick: importlib.import_module("tools.bench_lighthouse").bench_lighthouse(quick),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parts = {**game_parts(), **PARTS}
    parser.add_argument("--only", choices=sorted(parts), action="append")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    for name in args.only or list(parts):
        parts[name](args.quick)
        print()


if __name__ == "__main__":
    main()
