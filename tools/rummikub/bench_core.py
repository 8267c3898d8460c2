"""Timings of the rules core, used by the project benchmark (``bench.py``).

- :func:`bench_set_validation`: median microseconds for one :func:`check_set` call, over valid runs and
  groups with and without jokers (the case every judged table is full of).
- :func:`bench_judge`: median microseconds for judging one whole turn after the initial meld on a
  table of about ``table_tiles`` tiles: a table joker is replaced by the rack tile it stands for and
  reused at the end of another set, which is extended by a second rack tile -- so tile accounting,
  every set, and the joker matching all run.

Medians over batches, so one slow batch (a garbage collection) does not move the figure.

``python -m tools.rummikub.bench_core`` prints the figures.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from engine.rummikub.judge import judge
from engine.rummikub.notation import Move
from engine.rummikub.position import Position, Seat
from engine.rummikub.sets import check_set
from engine.rummikub.tiles import JOKER, make

__all__ = ["bench_set_validation", "bench_judge", "judge_case"]

_SAMPLE_SETS: tuple[tuple[int, ...], ...] = (
    tuple(make(2, n) for n in range(4, 9)),                 # R4-R8
    (make(0, 9), make(1, 9), make(2, 9)),                   # K9 B9 R9
    (make(2, 9), JOKER, make(2, 11)),                       # R9 J R11
    (make(0, 7), make(1, 7), JOKER, make(3, 7)),            # K7 B7 J O7
    tuple(make(1, n) for n in range(1, 14)),                # B1-B13
    (JOKER, make(3, 2), make(3, 3), JOKER),                 # J O2 O3 J
)


def _median_us(call: Callable[[], object], calls_per_batch: int, batches: int) -> float:
    timings = []
    for _ in range(batches):
        start = time.perf_counter_ns()
        for _ in range(calls_per_batch):
            call()
        timings.append((time.perf_counter_ns() - start) / calls_per_batch / 1000)
    return statistics.median(timings)


def bench_set_validation(batches: int = 25, calls_per_batch: int = 4000) -> float:
    """Median µs per :func:`check_set` call on valid sets."""
    sample = _SAMPLE_SETS

    def run() -> None:
        for tile_set in sample:
            check_set(tile_set)

    return _median_us(run, calls_per_batch // len(sample), batches) / len(sample)


def judge_case(table_tiles: int) -> tuple[Position, Move]:
    """A melded position with a table of about ``table_tiles`` tiles, and a legal rearranging move."""
    sets: list[tuple[int, ...]] = []
    total = 0
    for _copy in range(2):
        for colour in range(4):
            for low, high in ((1, 4), (5, 8), (9, 13)):
                run = tuple(make(colour, n) for n in range(low, high + 1))
                if total + len(run) > table_tiles:
                    break
                sets.append(run)
                total += len(run)
    first, last = sets[0], sets[-1]
    if last[-1] % 13 == 12:
        raise ValueError(f"no benchmark table of {table_tiles} tiles: its last run ends at 13")
    extension = last[-1] + 1                                 # the next number, from the rack
    old_first = (first[0], JOKER) + first[2:]
    old = (old_first,) + tuple(sets[1:])
    new = tuple(sets[:-1]) + (last + (extension, JOKER),)
    rack = (first[1], extension, make(0, 13), make(1, 13))
    pos = Position(table=old, pool_unknown=10, seats=(Seat(rack, melded=True), Seat(unknown=14)))
    return pos, Move.of_table(new)


def bench_judge(table_tiles: int = 60, batches: int = 25, calls_per_batch: int = 400) -> float:
    """Median µs to judge one whole turn on a table of about ``table_tiles`` tiles."""
    pos, move = judge_case(table_tiles)
    verdict = judge(pos, move)
    if not verdict.legal:
        raise AssertionError(f"the benchmark move must be legal: {verdict}")
    return _median_us(lambda: judge(pos, move), calls_per_batch, batches)


if __name__ == "__main__":
    print(f"set validation: {bench_set_validation():.2f} µs (target ≤ 2)")
    for size in (60, 100):
        print(f"judge, {size}-tile table: {bench_judge(size):.1f} µs (target ≤ 100 at 60)")
