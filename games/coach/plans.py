"""The solver's answers kept per position, for the coach (each game's module keeps one ``Plans``).

The coach asks about the same positions again and again: the help on a position ("ask the coach",
drawn again with every tap while it is on), the notes on the turn that started there, a computer
player's reasons. A view is a value (a frozen position), so the solver's best plan for it can be
kept: only exact answers are kept (one cut short by the time budget may be bettered by the next
search), at most ``size`` of them, the least recently used going first. The answer for a position is
the solver's, kept or not, so what the coach says does not change.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Protocol


class Answer(Protocol):
    @property
    def exact(self) -> bool: ...


class Plans[P: Hashable, A: Answer]:
    """``plans(view, budget_ms)``: ``solve(view, budget_ms=budget_ms)``, each exact answer kept."""

    def __init__(self, solve: Callable[[P, float], A], size: int = 1024) -> None:
        self._solve = solve
        self._size = size
        self._kept: OrderedDict[tuple[P, float], A] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, view: P, budget_ms: float) -> A:
        key = (view, budget_ms)
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                return found
        answer = self._solve(view, budget_ms)
        if answer.exact:
            with self._lock:
                self._kept[key] = answer
                while len(self._kept) > self._size:
                    self._kept.popitem(last=False)
        return answer

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
