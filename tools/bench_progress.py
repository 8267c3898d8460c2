"""The learner's map's cost (issue 26; targets: recording adds ≤ 1 ms to a move, the map page ≤ 10 ms median
warm): what a move's lesson costs (the engine's ``rules_used`` and the one upsert, in a transaction), what
a turn the coach noted costs (its mark and the personal puzzle made from it: only such turns pay it), and
the map page's round trip, in a throwaway test database."""

from __future__ import annotations

import itertools
import os
import time
from dataclasses import asdict
from typing import Any

from tools.timing import median_ms


def bench_progress(quick: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.db import connection, transaction
    from django.test import Client

    from engine import rummikub, skipbo
    from games import learning
    from games.coach import rummikub as rummikub_coach
    from games.coach import skipbo as skipbo_coach
    from games.registry import GAMES

    old_name = connection.settings_dict["NAME"]
    connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        repeat = 50 if quick else 500
        print("== Learner's map (targets: recording ≤ 1 ms per move, map page median ≤ 10 ms warm)")
        print(f"{'what':60} {'median ms':>10} {'CPU ms':>7}")

        def row(label: str, fn: Any) -> None:
            fn()
            print(f"{label:60} {median_ms(fn, repeat):10.3f} {median_ms(fn, repeat, clock=time.process_time):7.3f}")

        sb = skipbo.parse("b:10,-,-,- w:3.3.11.2.SB+30 / s:SB.8+22 h:1.5.7.9.12 / s:8+19 h:#5")
        sb_verdict = skipbo.judge(sb, "s-b1")
        rk = rummikub.parse("t:R1.R2.R3,K9.B9.R9 p:+50 / r:R4.R5.O9.J m:1 / r:#14")
        rk_move = "t:R1.R2.R3.R4.R5,K9.B9.R9.O9"
        rk_verdict = rummikub.judge(rk, rk_move)

        def record(game: str, pos: Any, move: str, verdict: Any) -> None:
            with transaction.atomic():
                learning.tell(learning.Lesson("bench-visitor", GAMES[game],
                                              applied=learning.used(GAMES[game], pos, move, verdict)))

        row("Skip-Bo: rules_used of a legal move (verdict given)",
            lambda: skipbo.rules_used(sb, "s-b1", sb_verdict))
        row("Rummikub: rules_used of a legal turn (verdict given)",
            lambda: rummikub.rules_used(rk, rk_move, rk_verdict))
        row("Skip-Bo: recording a legal move (rules + upsert, transaction)",
            lambda: record("skip-bo", sb, "s-b1", sb_verdict))
        row("Rummikub: recording a legal turn (rules + upsert, transaction)",
            lambda: record("rummikub", rk, rk_move, rk_verdict))
        visitors = itertools.count()

        def missed(game: str, note: Any) -> None:
            with transaction.atomic():
                learning.tell(learning.Lesson(f"bench-{next(visitors)}", GAMES[game], noted=(note.rule,),
                                              missed=(asdict(note),)))

        sb_note = skipbo_coach.missed(skipbo.parse("b:4,-,-,- w:+40 / s:7+9 h:1.5.6.10.12 / s:8+9 h:#5"),
                                      ["h12-d1"])[0]
        rk_note = rummikub_coach.missed(rummikub.parse("t:R7.R8.R9,K5.B5.O5 p:+40 / r:R10.K2.B12 m:1 / r:#14"),
                                        "draw")[0]
        row("Skip-Bo: a noted missed play (mark + personal puzzle)",
            lambda: missed("skip-bo", sb_note))
        row("Rummikub: a noted missed placement (mark + personal puzzle)",
            lambda: missed("rummikub", rk_note))
        client = Client()
        for game in ("skip-bo", "rummikub"):
            url = f"/en/{game}/progress/"
            client.get(url)
            row(f"map page GET {url} (a visitor with marks)", lambda url=url: client.get(url))
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
