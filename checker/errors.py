"""Bad notation in the reader's language: the engine's ``NotationError`` (a field and an English message
for developers) becomes a sentence naming the part that is wrong and what is wrong with it.

The engine names the field (``seat 1 h``, ``b``, ``t set 2``, ``move source``); the kind of mistake is
read from its message, whose wording the engine's doctests and our tests pin. Anything not recognised
still gets a localized sentence naming the part.

>>> from engine import skipbo
>>> try:
...     skipbo.parse("b:13,-,-,- / s:5 / s:6")
... except skipbo.NotationError as error:
...     explain(error, "p").kind
'building-number'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext, pgettext

from engine.verdict import NotationError


@dataclass(frozen=True)
class BadInput:
    """What the page shows: which form field to mark, and the sentence saying what is wrong."""

    field: str
    kind: str
    message: str


def _where(field: str | None, param: str, game: str) -> str:
    """The part of the position or move the engine's field names, in words."""
    field = field or ""
    if param == "m" or field.startswith("move"):
        if field == "move source":
            return gettext("The start of the move (where the card comes from)")
        if field == "move target":
            return gettext("The end of the move (where the card goes)")
        match = re.fullmatch(r"move set (\d+)", field)
        if match:
            # Translators: a set of the Rummikub table the player wrote as their move; %(set)s is 1, 2, …
            return gettext("Set %(set)s of the table after your turn") % {"set": match[1]}
        return gettext("The move")
    match = re.fullmatch(r"seat (\d+)(?: (\w+))?(?: pile (\d+))?(?: set (\d+))?", field)
    if match:
        player = {"player": int(match[1]) + 1}
        part = match[2]
        if part == "s":
            return gettext("Player %(player)s’s stockpile") % player
        if part == "h":
            return gettext("Player %(player)s’s hand") % player
        if part == "d" and match[3]:
            return gettext("Discard pile %(pile)s of player %(player)s") % {**player, "pile": match[3]}
        if part == "d":
            return gettext("Player %(player)s’s discard piles") % player
        if part == "r":
            return gettext("Player %(player)s’s rack") % player
        if part == "m":
            return gettext("Player %(player)s’s initial meld") % player
        return gettext("Player %(player)s’s part of the position") % player
    match = re.fullmatch(r"t set (\d+)", field)
    if match:
        return gettext("Set %(set)s on the table") % {"set": match[1]}
    words: dict[str, Callable[[], str]] = {
        "b": lambda: gettext("The building piles"),
        "w": lambda: gettext("The draw pile"),
        "x": lambda: gettext("The completed piles set aside"),
        "a": lambda: gettext("Whose turn it is"),
        "v": lambda: gettext("Partner play"),
        "s": lambda: gettext("The stockpiles"),
        "seats": lambda: gettext("The number of players"),
        "cards": lambda: gettext("The cards in all"),
        "t": lambda: gettext("The table"),
        "p": lambda: gettext("The pool"),
    }
    if field in words:
        if field == "t" and game == "skipbo":
            return gettext("The state of the turn")
        return words[field]()
    return gettext("The position")


# (kind, pattern on the engine's message, sentence maker taking the match). Order matters: the first
# pattern that matches names the mistake.
Rule = tuple[str, re.Pattern[str], Callable[[re.Match[str]], str]]


def _n(match: re.Match[str], group: int | str = 1) -> int:
    return int(match[group])


RULES: list[Rule] = [
    ("building-number", re.compile(r"slot \d+(?: shows (12|SB)|: '.*' is not a number 1-11)"),
     lambda m: gettext("a building pile shows a number from 1 to 11 (a pile that reaches 12 is set aside "
                       "at once).")),
    ("building-slots", re.compile(r"building slots"),
     lambda m: gettext("there are exactly four building piles; write all four, with - for an empty one.")),
    ("discard-count", re.compile(r"discard piles (?:given|, more)|\d+ discard piles"),
     lambda m: gettext("every player has exactly four discard piles; write all four, with - for an empty "
                       "one.")),
    ("hand-size", re.compile(r"(\d+) hand cards, more than"),
     lambda m: ngettext("%(count)s card, but a hand holds at most five.",
                        "%(count)s cards, but a hand holds at most five.", _n(m)) % {"count": _n(m)}),
    ("deck-total", re.compile(r"(\d+) cards in all, but the deck holds (\d+)"),
     lambda m: ngettext("%(count)s card in all, but the deck has only %(deck)s.",
                        "%(count)s cards in all, but the deck has only %(deck)s.", _n(m)) % {
                            "count": _n(m), "deck": _n(m, 2)}),
    ("deck-wild", re.compile(r"(\d+) Skip-Bo cards, but the deck holds (\d+)"),
     lambda m: gettext("%(count)s Skip-Bo cards, but the deck has only %(deck)s.") % {
         "count": _n(m), "deck": _n(m, 2)}),
    ("deck-copies", re.compile(r"(\d+) cards (\d+), but the deck holds (\d+)"),
     lambda m: gettext("%(count)s cards with the number %(card)s, but the deck has only %(deck)s.") % {
         "count": _n(m), "card": m[2], "deck": _n(m, 3)}),
    ("not-a-card", re.compile(r"is not a card"),
     lambda m: gettext("there is no such card — Skip-Bo cards are 1 to 12 and SB (the Skip-Bo card).")),
    ("tile-colour", re.compile(r"unknown colour in tile"),
     lambda m: gettext("there is no such tile — colours are K (black), B (blue), R (red) and O (orange), "
                       "and J is a joker.")),
    ("tile-number", re.compile(r"(?:bad number in tile|is outside 1-13)"),
     lambda m: gettext("there is no such tile — numbers go from 1 to 13.")),
    ("tile-jokers", re.compile(r"more than 2 jokers"),
     lambda m: gettext("there are only two jokers in the game.")),
    ("tile-copies", re.compile(r"more than 2 copies of (\w+)"),
     lambda m: gettext("there are only two of each tile in the game (%(tile)s appears more often).") % {
         "tile": m[1]}),
    ("tile-total", re.compile(r"more than (\d+) tiles in all"),
     lambda m: gettext("more tiles than the game has (%(total)s in all).") % {"total": m[1]}),
    ("skipbo-seats", re.compile(r"Skip-Bo is for 2 to 6"),
     lambda m: gettext("Skip-Bo is played by 2 to 6 players.")),
    ("rummikub-seats", re.compile(r"Rummikub has 2 to 4"),
     lambda m: gettext("Rummikub is played by 2 to 4 players, one part each after the table.")),
    ("team-seats", re.compile(r"team play needs 4 or 6"),
     lambda m: gettext("partner play needs four or six players.")),
    ("team-word", re.compile(r"neither solo nor team"),
     lambda m: gettext("write solo or team.")),
    ("turn-word", re.compile(r"neither play nor start"),
     lambda m: gettext("write play (hand already filled) or start (not drawn yet).")),
    ("completed", re.compile(r"whole number of completed piles"),
     lambda m: gettext("completed piles hold 12 cards each, so the count must be a multiple of 12.")),
    ("no-seat", re.compile(r"active seat \d+ does not exist"),
     lambda m: gettext("there is no such player at this table.")),
    ("winners", re.compile(r"only (?:one|one seat) can have won|more than one team"),
     lambda m: gettext("only one player (or team) can have emptied their pile and won.")),
    ("missing-stock", re.compile(r"stockpile 's' must be given"),
     lambda m: gettext("every player’s stockpile must be written (s:- when it is empty).")),
    ("missing-rack", re.compile(r"rack 'r' is required"),
     lambda m: gettext("every player’s rack must be written (r:- when it is empty).")),
    ("meld-flag", re.compile(r"must be 0 or 1"),
     lambda m: gettext("write 1 if the initial meld has been made, else 0.")),
    ("count", re.compile(r"whole number|is not a count"),
     lambda m: gettext("a count must be a whole number.")),
    ("unknown-key", re.compile(r"unknown key"),
     lambda m: gettext("it has an entry the notation does not know.")),
    ("repeated-key", re.compile(r"given twice"),
     lambda m: gettext("an entry is written twice.")),
    ("no-value", re.compile(r"has no value"),
     lambda m: gettext("an entry has no value after its colon.")),
    ("syntax", re.compile(r"is not key:value|bad syntax|not SOURCE-TARGET|unknown move"),
     lambda m: gettext("this is not written in the notation.")),
    ("pile-number", re.compile(r"pile \d* ?is outside 1-4|pile number \(1-4\) is missing"),
     lambda m: gettext("piles are numbered 1 to 4.")),
    ("seat-number", re.compile(r"'@' must be followed|seat is missing|without a seat"),
     lambda m: gettext("another player is written @ and their seat number, such as @1s.")),
    ("hand-empty-mid-turn", re.compile(r"hand is empty mid-turn"),
     lambda m: gettext("it is empty in the middle of a turn while there are cards to draw, but a hand "
                       "played out is refilled to five at once. Add the cards in hand, or set the turn to "
                       "its start.")),
    ("missing", re.compile(r"missing|empty"),
     lambda m: gettext("a part is missing or empty.")),
]


def _mistake(message: str) -> tuple[str, str]:
    """The kind of mistake and what is wrong, from the engine's message."""
    for kind, pattern, sentence in RULES:
        match = pattern.search(message)
        if match:
            return kind, sentence(match)
    return "other", gettext("this is not written correctly.")


def explain(error: NotationError, param: str, game: str = "") -> BadInput:
    """The localized sentence for ``error`` raised while reading ``param`` (``p`` or ``m``) of ``game``
    (the engine package name, ``skipbo`` or ``rummikub``)."""
    kind, what = _mistake(str(error))
    # Translators: a mistake in a position or move: "Player 2’s hand: 6 cards, but a hand holds at most
    # five." — the part, then what is wrong with it.
    text = pgettext("bad notation", "%(where)s: %(what)s") % {"where": _where(error.field, param, game), "what": what}
    return BadInput(param, kind, text)
