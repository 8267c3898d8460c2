"""The words for every way Skip-Bo notation can be broken (``engine.skipbo.ERRORS``) and for the parts
of a Skip-Bo position, in the reader's language (``games.texts.notation``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy

from games.texts.base import Text
from games.texts.notation import NotationWords

_SYNTAX = _("this is not written in the notation.")
_MISSING = _("a part is missing or empty.")
_NOT_A_CARD = _("there is no such card — Skip-Bo cards are 1 to 12 and SB (the Skip-Bo card).")
_PILES = _("piles are numbered 1 to 4.")
_SEAT = _("another player is written @ and their seat number, such as @1s.")
_BUILDING = _("a building pile shows a number from 1 to 11 (a pile that reaches 12 is set aside at once).")
_WON = _("only one player (or team) can have emptied their pile and won.")
_OTHER = _("this is not written correctly.")

ERRORS: dict[str, Text] = {
    "skipbo.card-missing": _MISSING,
    "skipbo.not-a-card": _NOT_A_CARD,
    "skipbo.not-a-count": _("a count must be a whole number."),
    "skipbo.stack-empty": _MISSING,
    "skipbo.hand-empty": _MISSING,
    "skipbo.hand-size": ngettext_lazy("%(count)s card, but a hand holds at most five.",
                                      "%(count)s cards, but a hand holds at most five.", "count"),
    "skipbo.discards-too-many": _("every player has exactly four discard piles; write all four, with - for an "
                                  "empty one."),
    "skipbo.discards-too-few": _("every player has exactly four discard piles; write all four, with - for an "
                                 "empty one."),
    "skipbo.building-too-many": _("there are exactly four building piles; write all four, with - for an empty "
                                  "one."),
    "skipbo.building-too-few": _("there are exactly four building piles; write all four, with - for an empty "
                                 "one."),
    "skipbo.building-wild": _BUILDING,
    "skipbo.building-number": _BUILDING,
    "skipbo.building-full": _BUILDING,
    "skipbo.not-key-value": _SYNTAX,
    "skipbo.unknown-key": _("it has an entry the notation does not know."),
    "skipbo.repeated-key": _("an entry is written twice."),
    "skipbo.no-value": _("an entry has no value after its colon."),
    "skipbo.section-empty": _MISSING,
    "skipbo.not-text": _OTHER,
    "skipbo.section-missing": _MISSING,
    "skipbo.team-word": _("write solo or team."),
    "skipbo.seats": _("Skip-Bo is played by 2 to 6 players."),
    "skipbo.team-seats": _("partner play needs four or six players."),
    "skipbo.stock-missing": _("every player’s stockpile must be written (s:- when it is empty)."),
    "skipbo.completed": _("completed piles hold 12 cards each, so the count must be a multiple of 12."),
    "skipbo.no-such-seat": _("there is no such player at this table."),
    "skipbo.turn-word": _("write play (hand already filled) or start (not drawn yet)."),
    "skipbo.hand-empty-mid-turn": _("it is empty in the middle of a turn while there are cards to draw, but a "
                                    "hand played out is refilled to five at once. Add the cards in hand, or set "
                                    "the turn to its start."),
    "skipbo.deck-wild": _("%(count)s Skip-Bo cards, but the deck has only %(deck)s."),
    "skipbo.deck-copies": _("%(count)s cards with the number %(card)s, but the deck has only %(deck)s."),
    "skipbo.deck-total": ngettext_lazy("%(count)s card in all, but the deck has only %(deck)s.",
                                       "%(count)s cards in all, but the deck has only %(deck)s.", "count"),
    "skipbo.teams-won": _WON,
    "skipbo.seats-won": _WON,
    "skipbo.move-part-missing": _MISSING,
    "skipbo.move-seat-number": _SEAT,
    "skipbo.move-seat-pile": _SEAT,
    "skipbo.move-pile-kind": _OTHER,
    "skipbo.move-hand-card": _MISSING,
    "skipbo.move-not-a-card": _NOT_A_CARD,
    "skipbo.move-stock-number": _OTHER,
    "skipbo.move-building-seat": _SEAT,
    "skipbo.move-pile-missing": _PILES,
    "skipbo.move-pile-number": _PILES,
    "skipbo.move-not-text": _OTHER,
    "skipbo.move-syntax": _SYNTAX,
}

WORDS = NotationWords(
    errors=ERRORS,
    places={
        "b": _("The building piles"),
        "w": _("The draw pile"),
        "x": _("The completed piles set aside"),
        "a": _("Whose turn it is"),
        "v": _("Partner play"),
        "t": _("The state of the turn"),
        "s": _("The stockpiles"),
        "seats": _("The number of players"),
        "cards": _("The cards in all"),
    },
    seat_places={
        "": _("Player %(player)s’s part of the position"),
        "s": _("Player %(player)s’s stockpile"),
        "h": _("Player %(player)s’s hand"),
        "d": _("Player %(player)s’s discard piles"),
        "d pile": _("Discard pile %(pile)s of player %(player)s"),
    },
)
