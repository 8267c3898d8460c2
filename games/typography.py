"""Numbers as a typesetter writes them: a negative number takes the minus sign (−13, U+2212), never the
hyphen-minus of ``str(-13)``.

>>> signed(45), signed(-13), signed(0), number(-13), number(7)
('+45', '−13', '0', '−13', '7')
"""

from __future__ import annotations

MINUS = "\u2212"


def number(value: int) -> str:
    """A count or total: −13, 0, 45."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """Points won or lost: +45, −13, 0."""
    return f"+{value}" if value > 0 else number(value)
