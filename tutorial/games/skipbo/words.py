"""Every sentence the Skip-Bo tutorial says about its records and choices: what a legal move caused (the
events of its record) and the chosen card. The goals say their own sentences (``goals``).

Records hold rule ids, params and card faces only (``tutorial.games``); the words are made here when a page
is shown, so they come out in the learner's language.
"""

from __future__ import annotations

from django.utils.translation import gettext, ngettext

from engine.skipbo.cards import card as card_number
from games.diagrams.faces import card_words
from games.diagrams.skipbo import their_move_text
from games.texts.skipbo_words import card_name as card_noun
from tutorial.records import Event, EventKind


def card_name(card: str) -> str:
    """A card as a noun for a sentence ("8", "Skip-Bo card"; sv "8:an"); "" for none."""
    return card_noun(card) if card else ""


def event_text(event: Event) -> str:
    """One event of a move's record in words ("" for none): a new stockpile top, a refill, a reshuffle,
    an opponent's move."""
    p = event.params
    match event.kind:
        case EventKind.STOCK | EventKind.PARTNER_STOCK:
            count = p["count"]
            if not p.get("card"):
                return ngettext("The rest of your stockpile is face down in this puzzle (%(count)s card left).",
                                "The rest of your stockpile is face down in this puzzle (%(count)s cards left).",
                                count) % {"count": count}
            if event.kind is EventKind.STOCK:
                # Translators: after a stockpile card is played; %(card)s is the new top, %(count)s cards left.
                return ngettext("Your next stockpile card is %(card)s (%(count)s card left in your stockpile).",
                                "Your next stockpile card is %(card)s (%(count)s cards left in your stockpile).",
                                count) % {"card": card_name(p["card"]), "count": count}
            return ngettext("Your partner's stockpile now shows %(card)s (%(count)s card left).",
                            "Your partner's stockpile now shows %(card)s (%(count)s cards left).",
                            count) % {"card": card_name(p["card"]), "count": count}
        case EventKind.DREW:
            count = p["count"]
            hand = ", ".join(card_words(card_number(c)) for c in p["hand"])
            # Translators: a mid-turn refill; %(count)s cards drawn, %(hand)s lists the whole new hand.
            return ngettext("Your hand was empty, so you drew %(count)s new card and your turn goes on. "
                            "Your hand: %(hand)s.",
                            "Your hand was empty, so you drew %(count)s new cards and your turn goes on. "
                            "Your hand: %(hand)s.", count) % {"count": count, "hand": hand}
        case EventKind.RESHUFFLE:
            return gettext("The draw pile ran out, so the completed piles were shuffled into a new draw pile.")
        case EventKind.OPPONENT:
            return their_move_text(p["seat"], p["move"], p.get("card") or "")
        case EventKind.YOUR_TURN:
            return gettext("Now it is your turn again.")
    return ""
