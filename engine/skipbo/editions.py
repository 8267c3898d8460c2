"""The Skip-Bo leaflets the site knows, and what each says where they differ: who starts and what
partners may say to each other. Everything else (the deck, stockpile sizes, moves, scoring) is the same
in all of them, so ``judge`` and ``play`` need no edition.

Facts per leaflet (shared/spec/editions.md): 42050-0925, the default -- the youngest player starts and
partners stay silent [000, 004]; 42050-0922 -- whoever draws the highest number card deals and the
player on the dealer's left starts, and our only source [000] says nothing more of it (not ties, not the
direction of play, not partner play); the Finnish leaflet -- the same dealer draw, plus a Skip-Bo card
does not count, ties draw again, play goes left, the deal passes left, and the player whose turn it is
may ask the partner to play a given card [002]; 52370 -- its own rules for the dealer and the direction
of play, which the Swedish guide [004] says are not 42050's and does not give (``"own-rules"``), and
limited play instructions between partners; the quick-start leaflet -- the highest card starts (partner
play is not covered) [003]. ``None`` means the leaflet does not say.

>>> EDITIONS["finnish"].starter, EDITIONS["finnish"].partner_talk, EDITIONS["finnish"].deal_passes_left
('dealer-left', 'ask-for-card', True)
>>> edition("52370").starter
'own-rules'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Starter = Literal["youngest", "dealer-left", "highest-card", "own-rules"]
PartnerTalk = Literal["silent", "ask-for-card", "short-instructions"]

DEFAULT_EDITION = "42050-0925"


@dataclass(frozen=True)
class Edition:
    """One leaflet: its code and what it says about the points where leaflets differ.

    ``starter``: how the first player is chosen; ``"own-rules"`` when the leaflet has a way of its own
    that our sources do not give (a game needs the starting seat from the caller then).
    ``deal_passes_left``: in a series the next game is dealt by the player on this game's dealer's left
    (the Finnish leaflet); False where the leaflet does not say (every game's dealer is drawn again).
    """

    code: str
    starter: Starter | None
    partner_talk: PartnerTalk | None
    deal_passes_left: bool = False


EDITIONS: dict[str, Edition] = {e.code: e for e in (
    Edition("42050-0925", "youngest", "silent"),
    Edition("42050-0922", "dealer-left", None),
    Edition("finnish", "dealer-left", "ask-for-card", deal_passes_left=True),
    Edition("52370", "own-rules", "short-instructions"),
    Edition("quick-start", "highest-card", None),
)}


def edition(code: str) -> Edition:
    """The leaflet with this code; ValueError naming the known codes otherwise."""
    found = EDITIONS.get(code)
    if found is None:
        raise ValueError(f"unknown edition {code!r} (known: {', '.join(EDITIONS)})")
    return found
