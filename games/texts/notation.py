"""Bad notation in the reader's language: an engine's ``NotationError`` is data (a code, a ``Place``,
params), and each game registers the words for its codes and places (``Game.notation``, from
``games/texts/<key>_notation.py``), the way it registers the words of its rule ids. No sentence is ever
recovered from the engine's English; a test keeps every code an engine can raise worded in every language.

>>> from engine import skipbo
>>> from games.registry import SKIP_BO
>>> try:
...     skipbo.parse("b:4,-,-,- / s:5 h:1.2.3.4.5.6 / s:6")
... except skipbo.NotationError as error:
...     sentence(SKIP_BO.notation, error)
'Player 1’s hand: 6 cards, but a hand holds at most five.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext, pgettext

from engine.verdict import NotationError, Place
from games.texts.base import Text


@dataclass(frozen=True)
class NotationWords:
    """One game's words for its notation errors.

    ``errors``: every code of the engine's ``ERRORS`` → what is wrong (``%(param)s`` from the error's
    params; plural-aware texts are ``ngettext_lazy(…, "count")``). ``places``: a shared part (``b``, ``t``,
    ``seats``, …) → its name. ``seat_places``: a seat's part (``h``, ``r``, …) → its name with
    ``%(player)s``; ``"d pile"`` (a discard pile, with ``%(pile)s``) and ``""`` (the seat's section).
    ``table_set``: a set of the table (``%(set)s``), ``move_set``: a set of the table a move leaves.
    """

    errors: Mapping[str, Text]
    places: Mapping[str, Text]
    seat_places: Mapping[str, Text]
    table_set: Text = ""
    move_set: Text = ""


def where(words: NotationWords, place: Place | None) -> str:
    """The place, in words: "Player 2’s hand", "Set 3 on the table", "The start of the move"."""
    if place is None:
        return gettext("The position")
    if place.seat is not None:
        player = {"player": place.seat + 1}
        if place.pile is not None and "d pile" in words.seat_places:
            return str(words.seat_places["d pile"]) % {**player, "pile": place.pile}
        text = words.seat_places.get(place.part) or words.seat_places.get("")
        return str(text) % player if text else gettext("The position")
    if place.part == "move source":
        return gettext("The start of the move (where the card comes from)")
    if place.part == "move target":
        return gettext("The end of the move (where the card goes)")
    if place.set is not None:
        text = words.move_set if place.part == "move" else words.table_set
        if text:
            return str(text) % {"set": place.set}
    if place.part == "move":
        return gettext("The move")
    found = words.places.get(place.part)
    return str(found) if found else gettext("The position")


def what(words: NotationWords, error: NotationError) -> str:
    """What is wrong, in words (a general sentence for an error raised without a code of its own)."""
    text = words.errors.get(error.code)
    if text is None:
        return gettext("this is not written correctly.")
    params: dict[str, Any] = dict(error.params)
    return str(text % params)


def sentence(words: NotationWords, error: NotationError) -> str:
    """The place, then what is wrong with it."""
    # Translators: a mistake in a position or move: "Player 2’s hand: 6 cards, but a hand holds at most
    # five." — the part, then what is wrong with it.
    return pgettext("bad notation", "%(where)s: %(what)s") % {"where": where(words, error.where),
                                                              "what": what(words, error)}
