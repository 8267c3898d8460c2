"""The project's benchmark: speed and size figures for both engines and the pages.

    bin/bench                 # everything
    bin/bench --only pages    # one part: skipbo, rummikub, pages, faq
    bin/bench --quick         # smaller samples (a smoke run)

Figures are printed, not asserted: targets live in the issues and the README.
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import os
import statistics
import time


def median_ms(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def bench_pages(quick: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.test import Client

    from explainer.games import GAMES

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
                ms = median_ms(lambda p=path: client.get(p), repeat)
                packed = len(gzip.compress(body, 6))
                print(f"{path:32} {ms:10.2f} {len(body) / 1024:9.1f} {packed / 1024:9.1f}")


def bench_faq(quick: bool) -> None:
    """FAQ: answer page server time (target ≤ 5 ms) and search over the whole FAQ (target ≤ 20 ms)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.test import Client
    from django.utils import translation

    from explainer.faq import registry, search
    from explainer.games import GAMES

    def median_cpu_ms(fn, repeat: int) -> float:
        """CPU time of this process: steadier than wall time on a busy machine."""
        samples = []
        for _ in range(repeat):
            start = time.process_time()
            fn()
            samples.append((time.process_time() - start) * 1000)
        return statistics.median(samples)

    client = Client()
    repeat = 5 if quick else 30
    answers = list(registry.all_answers())
    print(f"== FAQ ({len(answers)} answers; test client, warm; targets: answer page ≤ 5 ms, search ≤ 20 ms)")
    print(f"{'part':44} {'median ms':>10} {'max of medians':>15} {'median CPU ms':>14}")
    for lang in ("en", "ru", "fi", "sv"):
        paths = [f"/{lang}/{game}/faq/{a.slug}/" for game, a in answers]
        for path in paths:
            assert client.get(path).status_code == 200, path
        medians = [median_ms(lambda p=path: client.get(p), repeat) for path in paths]
        cpu = [median_cpu_ms(lambda p=path: client.get(p), repeat) for path in paths]
        print(f"{'answer pages /' + lang + '/…/faq/<slug>/ (all)':44} {statistics.median(medians):10.2f} "
              f"{max(medians):15.2f} {statistics.median(cpu):14.2f}")
    queries = ["", "skip", "joker", "discard pile", "ещё", "kort", "pino", "a", "zzzz"]
    for lang in ("en", "ru", "fi", "sv"):
        with translation.override(lang):
            for game in GAMES:
                search.search(game, "warm")

            def every_query() -> None:
                for game in GAMES:
                    for q in queries:
                        search.search(game, q)

            per_call = median_ms(every_query, repeat * 4) / (len(GAMES) * len(queries))
        print(f"{'search, whole FAQ, one query (' + lang + ')':44} {per_call:10.3f}")
    for lang in ("en", "sv"):
        path = f"/{lang}/skip-bo/faq/"
        ms = median_ms(lambda p=path: client.get(p, {"q": "pile"}, HTTP_HX_REQUEST="true"), repeat * 4)
        print(f"{'search request, htmx partial ' + path:44} {ms:10.2f}")
        ms = median_ms(lambda p=path: client.get(p, {"q": "pile"}), repeat * 4)
        print(f"{'search request, full page ' + path:44} {ms:10.2f}")


PARTS = {
    "skipbo": lambda quick: importlib.import_module("engine.skipbo.bench").main(quick=quick),
    "rummikub": lambda quick: importlib.import_module("engine.rummikub.bench").main(quick=quick),
    "pages": bench_pages,
    "faq": bench_faq,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", choices=sorted(PARTS), action="append")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    for name in args.only or list(PARTS):
        PARTS[name](args.quick)
        print()


if __name__ == "__main__":
    main()
