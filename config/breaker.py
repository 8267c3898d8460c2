"""A circuit breaker: after a backing service fails, stop asking it for a while.

A dead cache or a hung database otherwise costs its full timeout on every request, and a crowd of
requests each waiting that long ties up every worker. With a breaker the first failure opens the
circuit for ``cooldown`` seconds: callers skip the service at once (the page cache serves uncached, the
rate limit lets the request through, the database answers 503). After the cooldown one caller (one
thread of one process) probes the service again; success closes the circuit, failure opens it again.

Each process keeps its own breakers (no shared state to fail along with the service).

>>> b = Breaker("demo", cooldown=30, clock=lambda: 100.0)
>>> b.allows()
True
>>> b.failed("connection refused"); b.allows()
False
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

log = logging.getLogger(__name__)


class Breaker:
    def __init__(self, name: str, cooldown: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.name, self.cooldown, self.clock = name, cooldown, clock
        self._open_until = 0.0  # 0: closed
        self._lock = threading.Lock()

    @property
    def is_open(self) -> bool:
        return self._open_until != 0.0

    def allows(self) -> bool:
        """May the caller use the service now? While open: no, except one probe once the cooldown ends
        (the others keep skipping it until that probe reports)."""
        if not self.is_open:
            return True
        with self._lock:
            now = self.clock()
            if now < self._open_until:
                return False
            self._open_until = now + self.cooldown  # this caller is the probe
            return True

    def failed(self, error: object) -> None:
        first = not self.is_open
        self._open_until = self.clock() + self.cooldown
        if first:
            log.warning("%s unavailable, skipped for %g s: %s", self.name, self.cooldown, error)

    def succeeded(self) -> None:
        if self.is_open:
            self._open_until = 0.0
            log.warning("%s available again", self.name)
