"""Rummikub benchmark: ``python -m tools.rummikub.bench`` (``main(quick=True)`` for a CI smoke run).

Prints set validation µs and whole-turn judge µs on 60- and 100-tile tables (the core's
``bench_core``), then solver ms -- median, p90, p99, worst, and how many calls hit the budget -- on
two position sets generated reproducibly from fixed seeds:

* *realistic*: every position to move harvested from simulated 4-player games between solver bots;
* *dense*: random valid tables of 60 tiles (runs and groups, one joker on the table) with a 14-tile
  melded rack holding the other joker.

Targets (issue 3): realistic median ≤ 5 ms, p90 ≤ 25 ms, p99 ≤ 150 ms; dense median ≤ 100 ms,
p90 ≤ 500 ms; hard budget 1 s.

``--slowest N`` also prints, per set, the N slowest positions (ms, states searched, tiles placed and
the position in notation), to profile them: ``python -m tools.rummikub.bench --slowest 5``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from engine.rummikub.notation import dump
from engine.rummikub.position import Position, Seat
from engine.rummikub.setup import all_tiles, new_game
from engine.rummikub.solver import solve
from engine.rummikub.tiles import JOKER, make
from tools.rummikub.bots import SolverBot, play_game

__all__ = ["main", "realistic_positions", "dense_positions", "time_solver"]

BUDGET_MS = 1000
TARGETS = {"realistic": (5, 25, 150), "dense": (100, 500, None)}


def realistic_positions(count: int, seed: int = 2015) -> list[Position]:
    """At least ``count`` positions to move, from whole 4-player games (seeds from ``seed``)."""
    rng = random.Random(seed)
    out: list[Position] = []
    bot = SolverBot(budget_ms=BUDGET_MS)
    while len(out) < count:
        play_game(new_game(4, seed=rng.randrange(2**31)), [bot] * 4,
                  check=lambda before, _move, _after: out.append(before))
    return out


def _random_table(rng: random.Random, size: int) -> tuple[list[tuple[int, ...]], list[int]] | None:
    """A valid table of exactly ``size`` tiles with one joker in it, and the tiles left over."""
    bag = all_tiles()
    bag.remove(JOKER)
    bag.remove(JOKER)
    left = {t: 2 for t in range(52)}
    sets: list[list[int]] = []
    total = 0
    tries = 0
    while total < size and tries < 2000:
        tries += 1
        want = size - total
        if want < 3:
            return None
        if rng.random() < 0.5:
            colour, length = rng.randrange(4), rng.randint(3, min(6, want))
            start = rng.randint(1, 14 - length)
            tiles = [make(colour, n) for n in range(start, start + length)]
        else:
            num, length = rng.randint(1, 13), rng.randint(3, min(4, want))
            tiles = [make(c, num) for c in rng.sample(range(4), length)]
        if want - length in (1, 2) or any(left[t] == 0 for t in tiles):
            continue
        for t in tiles:
            left[t] -= 1
        sets.append(tiles)
        total += length
    if total != size:
        return None
    # one joker on the table, standing for a tile of a set with 4+ tiles (that tile goes back)
    long_sets = [s for s in sets if len(s) >= 4]
    if not long_sets:
        return None
    victim = rng.choice(long_sets)
    i = rng.randrange(len(victim))
    left[victim[i]] += 1
    victim[i] = JOKER
    rest = [t for t in range(52) for _ in range(left[t])]
    return [tuple(s) for s in sets], rest


def dense_positions(count: int, seed: int = 1406) -> list[Position]:
    """``count`` positions: a 60-tile valid table with one joker, a 14-tile melded rack with the other."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        made = _random_table(rng, 60)
        if made is None:
            continue
        table, rest = made
        rng.shuffle(rest)
        rack = tuple(rest[:13]) + (JOKER,)
        pool = tuple(rest[13:])
        out.append(Position(table=tuple(table), pool=pool, active=0,
                            seats=(Seat(rack, melded=True), Seat(unknown=14))))
    return out


def time_solver(positions: Sequence[Position], label: str, progress: bool = True, slowest: int = 0) -> dict:
    """Solve each position once; timings in ms, how many calls hit the budget, and the ``slowest``
    positions as (ms, states searched, tiles placed, position in notation)."""
    from tqdm import tqdm

    times: list[float] = []
    hits = 0
    worst: list[tuple[float, int, int, str]] = []
    for pos in tqdm(positions, desc=label, unit="pos", disable=None if progress else True, file=sys.stderr):
        start = time.perf_counter()
        best = solve(pos, budget_ms=BUDGET_MS)
        elapsed = (time.perf_counter() - start) * 1000
        times.append(elapsed)
        hits += not best.exact
        if slowest:
            worst.append((elapsed, best.nodes, best.placed, dump(pos)))
            worst.sort(key=lambda w: -w[0])
            del worst[slowest:]
    times.sort()

    def pct(p: float) -> float:
        return times[min(len(times) - 1, int(p * len(times)))]

    return {"n": len(times), "median": statistics.median(times), "p90": pct(0.90), "p99": pct(0.99),
            "worst": times[-1], "budget_hits": hits, "slowest": worst}


def _print_solver(label: str, s: dict) -> None:
    med, p90, p99 = TARGETS[label]
    target = f"targets: median ≤ {med}, p90 ≤ {p90}" + (f", p99 ≤ {p99}" if p99 else "")
    print(f"solver, {label} ({s['n']} positions): median {s['median']:.1f} ms, p90 {s['p90']:.1f} ms, "
          f"p99 {s['p99']:.1f} ms, worst {s['worst']:.1f} ms; budget hit {s['budget_hits']} "
          f"({target} ms; budget {BUDGET_MS} ms)")
    for ms, nodes, placed, text in s.get("slowest", []):
        print(f"  {ms:8.1f} ms  {nodes:7d} states  {placed:2d} placed  {text}")


def main(quick: bool = False, slowest: int = 0) -> int:
    """Print every figure; ``quick`` uses fewer positions and batches (a smoke run); ``slowest``: how
    many of the slowest positions to print per set."""
    from tools.rummikub import bench_core

    batches = 5 if quick else 25
    print(f"set validation: {bench_core.bench_set_validation(batches=batches):.2f} µs (target ≤ 2)")
    for size in (60, 100):
        us = bench_core.bench_judge(size, batches=batches)
        print(f"whole-turn judge, {size}-tile table: {us:.1f} µs" + (" (target ≤ 100)" if size == 60 else ""))
    realistic = realistic_positions(40 if quick else 400)
    _print_solver("realistic", time_solver(realistic, "realistic", progress=not quick, slowest=slowest))
    dense = dense_positions(10 if quick else 100)
    _print_solver("dense", time_solver(dense, "dense", progress=not quick, slowest=slowest))
    return 0


def _slowest_arg(argv: list[str]) -> int:
    if "--slowest" not in argv:
        return 0
    i = argv.index("--slowest")
    return int(argv[i + 1]) if i + 1 < len(argv) and argv[i + 1].isdigit() else 10


def _hint(quick: bool) -> int:
    from tools.rummikub import hint_bench

    return hint_bench.main([], quick=quick)


BENCHES: dict[str, Callable[[bool], object]] = {"rummikub": lambda quick: main(quick=quick), "hint": _hint}
"""Rummikub's parts of ``bin/bench``, the solver and the hints (``tools.bench`` finds them through the game
registry)."""

if __name__ == "__main__":
    raise SystemExit(main(quick="--quick" in sys.argv[1:], slowest=_slowest_arg(sys.argv[1:])))
