"""Old rows every app may keep per visitor, deleted by one command (``manage.py purge_attempts``).

An app registers a purger in its ``AppConfig.ready()``: a function that, given the age in days and
whether to only count, deletes (or counts) its rows untouched for that long and says what in a few
words. The command runs every registered purger, so one daily job keeps every table small.
"""

from __future__ import annotations

from collections.abc import Callable

Purger = Callable[[int, bool], str]
"""``purger(days, dry_run)`` -> what it deleted (or would delete), e.g. "3 games"."""

_PURGERS: list[Purger] = []


def register_purger(purger: Purger) -> None:
    if purger not in _PURGERS:
        _PURGERS.append(purger)


def purgers() -> tuple[Purger, ...]:
    return tuple(_PURGERS)
