"""The words for every way Rummikub notation can be broken (``engine.rummikub.ERRORS``) and for the
parts of a Rummikub position, in the reader's language (``games.texts.notation``)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from games.texts.base import Text
from games.texts.notation import NotationWords

_SYNTAX = _("this is not written in the notation.")
_MISSING = _("a part is missing or empty.")
_NUMBER = _("there is no such tile — numbers go from 1 to 13.")
_JOKERS = _("there are only two jokers in the game.")
_COPIES = _("there are only two of each tile in the game (%(tile)s appears more often).")
_OTHER = _("this is not written correctly.")

ERRORS: dict[str, Text] = {
    "rummikub.tile-empty": _MISSING,
    "rummikub.tile-colour": _("there is no such tile — colours are K (black), B (blue), R (red) and O (orange), "
                              "and J is a joker."),
    "rummikub.tile-number": _NUMBER,
    "rummikub.tile-range": _NUMBER,
    "rummikub.table-empty": _MISSING,
    "rummikub.set-empty": _MISSING,
    "rummikub.not-a-count": _("a count must be a whole number."),
    "rummikub.section-empty": _MISSING,
    "rummikub.spaces": _SYNTAX,
    "rummikub.not-key-value": _SYNTAX,
    "rummikub.unknown-key": _("it has an entry the notation does not know."),
    "rummikub.repeated-key": _("an entry is written twice."),
    "rummikub.no-value": _("an entry has no value after its colon."),
    "rummikub.meld-flag": _("write 1 if the initial meld has been made, else 0."),
    "rummikub.jokers": _JOKERS,
    "rummikub.tile-copies": _COPIES,
    "rummikub.tile-total": _("more tiles than the game has (%(total)s in all)."),
    "rummikub.not-text": _OTHER,
    "rummikub.seats": _("Rummikub is played by 2 to 4 players, one part each after the table."),
    "rummikub.no-such-seat": _("there is no such player at this table."),
    "rummikub.rack-missing": _("every player’s rack must be written (r:- when it is empty)."),
    # Translators: Rummikub has no stockpile and no teams: the winner is the one whose rack is empty.
    "rummikub.seats-won": _("only one player can have emptied their rack and won."),
    "rummikub.move-not-text": _OTHER,
    "rummikub.move-unknown": _SYNTAX,
    "rummikub.move-jokers": _JOKERS,
    "rummikub.move-tile-copies": _COPIES,
}

WORDS = NotationWords(
    errors=ERRORS,
    places={
        "a": _("Whose turn it is"),
        "seats": _("The number of players"),
        "t": _("The table"),
        "p": _("The pool"),
    },
    seat_places={
        "": _("Player %(player)s’s part of the position"),
        "r": _("Player %(player)s’s rack"),
        "m": _("Player %(player)s’s initial meld"),
    },
    # Translators: a set of the Rummikub table the position shows; %(set)s is 1, 2, …
    table_set=_("Set %(set)s on the table"),
    # Translators: a set of the Rummikub table the player wrote as their move; %(set)s is 1, 2, …
    move_set=_("Set %(set)s of the table after your turn"),
)
