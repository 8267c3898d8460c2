"""The checker's figures: the verdict page (target: median ≤ 10 ms warm), the preview PNG (≤ 60 ms cold,
cached after) and the score keeper page, through Django's test client.

    bin/bench --only checker
"""

from __future__ import annotations

import os
import statistics
import time
from functools import partial
from urllib.parse import urlencode

LINKS = [
    ("skip-bo", "b:4,-,-,- w:+30 / s:6.8+22 h:1.5.7.9.12 / s:8+19 h:#5", "h9-b1"),
    ("skip-bo", "b:6,-,-,- w:+40 v:team / s:9+20 h:1.3.3.10.11 / s:2+20 h:#5 / s:7+20 h:#5 d:8,-,-,- / s:4+20 h:#5",
     "@2s-b1"),
    ("rummikub", "t:R2.R3.J.R5.R6 p:+50 / r:R1.K4.R7.B8.B10 m:1 / r:#12 m:1", "t:R1.R2.R3,R5.R6.R7,B8.J.B10"),
    ("rummikub", "t:K9.B9.R9,B1.B2.B3 p:+78 / r:O5.K13.O6.O7 / r:#14", "t:K9.B9.R9,B1.B2.B3,O5.O6.O7"),
    ("rummikub", "t:J.B7.K7,R4.R5.R6 p:+30 / r:K2.R7.O9 m:1 / r:#14 m:1", "t:R7.B7.K7,J.R4.R5.R6"),  # issue 22
]
BOARDS = [  # the builder itself: the palette of 53 tiles, the Skip-Bo card palette, one tap (a redirect)
    ("ru", "rummikub", {"p": "t:J.B7.K7,R4.R5.R6 p:+30 / r:R7 m:1 / r:#14 m:1", "st": "set", "to": "rack"}),
    ("fi", "skip-bo", {"p": "b:4,-,-,- w:+80 / s:6+29 h:9.12 d:7,-,-,- / s:+30 h:#5", "sel": "h3"}),
    ("ru", "rummikub", {"p": "t:J.B7.K7,R4.R5.R6 p:+30 / r:R7 m:1 / r:#14 m:1", "st": "turn", "sel": "r1",
                        "tap": "pick:s1.1"}),
]
SCORES = [("skip-bo", {"n": "3", "g": ["0.12.7", "5.0.9", "0.3.3"]}),
          ("rummikub", {"n": "3", "g": ["-_5.8_J.2", "4.4_-_13", "1_2_3"]})]


def bench_checker(quick: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.test import Client

    from checker import preview
    from tools.timing import median_ms

    client = Client()
    repeat = 20 if quick else 200
    print("== Checker (test client; targets: verdict page ≤ 10 ms warm, preview PNG ≤ 60 ms cold, cached after)")
    print(f"{'page':44} {'median ms':>10} {'median CPU ms':>14}")
    for lang in ("en", "ru"):
        for game, position, move in LINKS:
            path = f"/{lang}/{game}/check/?{urlencode({'p': position, 'm': move})}"
            assert client.get(path).status_code == 200, path
            ms = median_ms(partial(client.get, path), repeat)
            cpu = median_ms(partial(client.get, path), repeat, clock=time.process_time)
            print(f"{'verdict page ' + lang + ' ' + game + ' ' + move[:14]:44} {ms:10.2f} {cpu:14.2f}")
    for lang, game, query in BOARDS:
        path = f"/{lang}/{game}/check/?{urlencode(query)}"
        assert client.get(path).status_code in (200, 302), path
        ms = median_ms(partial(client.get, path), repeat)
        cpu = median_ms(partial(client.get, path), repeat, clock=time.process_time)
        what = "tap " + query["tap"] if "tap" in query else "board " + ("palette" if "st" in query else "card palette")
        print(f"{what + ' ' + lang + ' ' + game:44} {ms:10.2f} {cpu:14.2f}")
    client.get(f"/en/skip-bo/check/preview.png?{urlencode({'p': LINKS[0][1], 'm': LINKS[0][2]})}")  # fonts loaded
    cold, cold_cpu = [], []
    for lang in ("en", "ru", "fi", "sv"):
        for game, position, move in LINKS:
            path = f"/{lang}/{game}/check/preview.png?{urlencode({'p': position, 'm': move})}"
            preview.render.cache_clear()
            start, start_cpu = time.perf_counter(), time.process_time()
            response = client.get(path)
            cold.append((time.perf_counter() - start) * 1000)
            cold_cpu.append((time.process_time() - start_cpu) * 1000)
            assert response.status_code == 200 and len(response.content) <= 300 * 1024, path
    path = f"/ru/skip-bo/check/preview.png?{urlencode({'p': LINKS[0][1], 'm': LINKS[0][2]})}"
    client.get(path)
    cached = median_ms(lambda: client.get(path), repeat)
    size = len(client.get(path).content) / 1024
    print(f"{'preview PNG, cold (16 links; max wall ' + format(max(cold), '.0f') + ' ms)':44} "
          f"{statistics.median(cold):10.2f} {statistics.median(cold_cpu):14.2f}")
    print(f"{'preview PNG, cached':44} {cached:10.2f}   ({size:.0f} KB)")
    for game, games in SCORES:
        path = f"/sv/{game}/score/?{urlencode(games, doseq=True)}"
        assert client.get(path).status_code == 200, path
        ms = median_ms(partial(client.get, path), repeat)
        cpu = median_ms(partial(client.get, path), repeat, clock=time.process_time)
        print(f"{'score page sv ' + game + ' (3 games)':44} {ms:10.2f} {cpu:14.2f}")
