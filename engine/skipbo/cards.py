"""Skip-Bo cards as small integers.

Number cards are ``1``-``12`` and a Skip-Bo (wild) card is ``SB`` = 13, so a sorted hand lists the
numbers first and the Skip-Bo cards last, exactly as notation writes it. Integers keep the judge, the
simulator and the solver fast; text appears only at the edges (notation and verdict params).

>>> face(SB), face(7), card("SB"), card("12")
('SB', '7', 13, 12)
>>> sum(DECK_COUNTS.values())
162
"""

from __future__ import annotations

SB = 13
NUMBERS = range(1, 13)
FACES: tuple[str, ...] = ("?",) + tuple(str(n) for n in NUMBERS) + ("SB",)
COPIES_OF_NUMBER = 12
COPIES_OF_SB = 18
DECK_SIZE = 162
DECK_COUNTS: dict[int, int] = {**{n: COPIES_OF_NUMBER for n in NUMBERS}, SB: COPIES_OF_SB}
HAND_SIZE = 5
SLOTS = 4
DISCARD_PILES = 4
PILE_TOP = 12
"""A building pile that reaches 12 is complete and set aside."""

_CARD_BY_TEXT: dict[str, int] = {text: i for i, text in enumerate(FACES) if i}


def face(card: int) -> str:
    """The card as notation writes it: ``"7"`` or ``"SB"``."""
    return FACES[card]


def card(text: str) -> int:
    """The card written ``text``; ``KeyError`` if it is no Skip-Bo card (``0``, ``13``, ``SBX``)."""
    return _CARD_BY_TEXT[text]


def is_card(text: str) -> bool:
    return text in _CARD_BY_TEXT


def full_deck() -> list[int]:
    """All 162 cards: twelve of each number and eighteen Skip-Bo cards (blank spares removed)."""
    return [c for c, copies in DECK_COUNTS.items() for _ in range(copies)]

