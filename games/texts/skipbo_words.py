"""Skip-Bo's own words inside sentences: a card as a noun, and the params of its rule texts that need
words rather than notation (``PARAM_WORDS``, registered on the ``Game`` record as ``param_words``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import pgettext_lazy

from engine.skipbo import cards as sb_cards
from games.texts.base import ParamWords


def card_name(card: int | str) -> str:
    """A Skip-Bo card as a noun inside a feedback sentence ("Your 7 goes on building pile 2").

    A bare number cannot take a language's endings, so each language says how its sentences name a
    card: Swedish uses the definite forms ("7:an", "Skip-Bo-kortet"), Russian writes «карта 7» /
    «карта Skip-Bo» around a bare label, Finnish «kortti 7» / «Skip-Bo-kortti». Lists of cards use
    ``games.diagrams.faces.card_words`` instead.
    """
    if isinstance(card, str):
        try:
            card = sb_cards.card(card)
        except KeyError:  # no card at all (a missing param): show it as it came
            return str(card)
    if card == sb_cards.SB:
        # Translators: the wild card as a noun inside a feedback sentence ("Your Skip-Bo card goes on
        # building pile 2"); write the form your sentences with %(card)s are built around (sv: definite
        # "Skip-Bo-kortet"; ru: the bare label "Skip-Bo" after «карта»; fi: "Skip-Bo-kortti").
        return str(pgettext_lazy("card as a noun in a sentence", "Skip-Bo card"))
    # Translators: a number card as a noun inside a feedback sentence ("Your 7 goes on building pile
    # 2"); %(number)s is 1-12. Write the form your sentences with %(card)s are built around (sv: "7:an";
    # ru: "7" after «карта»; fi: "kortti 7").
    return str(pgettext_lazy("card as a noun in a sentence", "%(number)s") % {"number": card})


def _card_param(value: Any) -> str:
    return card_name(str(value))


PARAM_WORDS: ParamWords = {"card": _card_param}
"""``card`` ("7", "SB") is the card as a noun; every other Skip-Bo param is a number or a list of them."""
