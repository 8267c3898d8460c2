"""Timing for the benchmarks: the median of repeated calls (each bench part imports this, never the
``tools.bench`` entry point that imports them)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_ms(fn: Callable[[], object], repeat: int, clock: Callable[[], float] = time.perf_counter) -> float:
    """Median milliseconds of ``fn`` over ``repeat`` calls; ``clock=time.process_time`` gives CPU time,
    steadier than wall time on a busy machine."""
    samples = []
    for _ in range(repeat):
        start = clock()
        fn()
        samples.append((clock() - start) * 1000)
    return statistics.median(samples)
