"""Reading numbers from request data: ASCII digits only, bounded length — the one way the site does it.

``str.isdigit()`` is true for ``²``, ``①``, ``٣`` and ``０``, ``int()`` reads ``١٢`` and ``１２`` as 12,
and a regular expression's ``\\d`` matches them all unless it is compiled ASCII-only. So neither may
judge what a visitor typed. A number standing alone in a field is read with :func:`read_count`; a number
inside a small grammar (a board tap such as ``size:+12``, a score line such as ``0.12.7``, a move) is
matched by a pattern made with :func:`grammar`, after which ``int()`` of the matched digits is safe.

>>> read_count("42", digits=3)
42
>>> [read_count(text, digits=3) for text in ("³", "٣", "١٢", "１２", "12a", " 12", "1234", "")]
[None, None, None, None, None, None, None, None]
>>> grammar(r"size:[+-]\\d{1,2}").fullmatch("size:+١٢") is None
True
"""

from __future__ import annotations

import re

ASCII_DIGITS = re.compile(r"[0-9]+", re.ASCII)


def read_count(value: object, digits: int) -> int | None:
    """A whole number of at most ``digits`` ASCII digits, or None for anything else."""
    if not isinstance(value, str) or not 0 < len(value) <= digits or not ASCII_DIGITS.fullmatch(value):
        return None
    return int(value)


def grammar(pattern: str) -> re.Pattern[str]:
    """A pattern for request data, compiled ASCII-only: ``\\d`` is 0-9 and ``\\w`` is [A-Za-z0-9_]."""
    return re.compile(pattern, re.ASCII)
