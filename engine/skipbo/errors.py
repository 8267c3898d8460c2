"""Every way Skip-Bo notation can be broken, by code, with its English message (``str`` of the error).

``NotationError(code, place, **params)`` carries the code and the params; the site words each code in
the reader's language (``games.texts.skipbo_notation``), and a test keeps the two sets equal.
"""

from __future__ import annotations

from engine.verdict import error_codes

ERRORS = error_codes("skipbo", {
    # cards, stacks, piles
    "card-missing": "a card is missing (empty between dots)",
    "not-a-card": "{text!r} is not a card (1-12 or SB)",
    "not-a-count": "{text!r} is not a whole number",
    "stack-empty": "empty stack must be written '-'",
    "hand-empty": "empty hand must be written '-'",
    "hand-size": "{count} hand cards, more than {most}",
    "discards-too-many": "{count} discard piles, more than {most}",
    "discards-too-few": "{count} discard piles given; write all {most} ('-' for an empty one)",
    "building-too-many": "{count} building slots, but there are at most {most} building piles",
    "building-too-few": "{count} building slots given; write all {most} ('-' for an empty one)",
    "building-wild": "slot {slot} shows SB; write the number the pile shows",
    "building-number": "slot {slot}: {text!r} is not a number 1-11 or '-'",
    "building-full": "slot {slot} shows 12, but a full pile is set aside and cannot stand",
    # sections and keys
    "not-key-value": "{token!r} is not key:value",
    "unknown-key": "unknown key {key!r} (expected one of {expected})",
    "repeated-key": "key {key!r} given twice",
    "no-value": "key {key!r} has no value",
    "section-empty": "empty section; write '-' for all defaults",
    "not-text": "a position must be text",
    "section-missing": "empty section between '/' separators",
    # the table as a whole
    "team-word": "{text!r} is neither solo nor team",
    "seats": "{count} seat{s}; Skip-Bo is for 2 to 6 players",
    "team-seats": "team play needs 4 or 6 seats, not {count}",
    "stock-missing": "the stockpile 's' must be given (s:- when empty)",
    "completed": "{count} is not a whole number of completed piles (12 cards each)",
    "no-such-seat": "active seat {seat} does not exist (seats 0-{last})",
    "turn-word": "{text!r} is neither play nor start",
    "hand-empty-mid-turn": "the hand is empty mid-turn while the {pile} has cards (a hand emptied by plays is "
                           "refilled at once); give the hand, or write t:start",
    "deck-wild": "{count} Skip-Bo cards, but the deck holds {deck}",
    "deck-copies": "{count} cards {card}, but the deck holds {deck}",
    "deck-total": "{count} cards in all, but the deck holds {deck}",
    "teams-won": "more than one team has already emptied both stockpiles",
    "seats-won": "seats {seats} have all emptied their stockpile; only one can have won",
    # moves
    "move-part-missing": "missing",
    "move-seat-number": "{text!r}: '@' must be followed by a seat number",
    "move-seat-pile": "{text!r}: the pile after the seat is missing",
    "move-pile-kind": "{text!r}: expected {expected}",
    "move-hand-card": "{text!r}: the hand card is missing",
    "move-not-a-card": "{text!r}: {card!r} is not a card (1-12 or SB)",
    "move-stock-number": "{text!r}: the stockpile takes no number",
    "move-building-seat": "{text!r}: building piles are shared; write b1-b4 without a seat",
    "move-pile-missing": "{text!r}: the pile number (1-4) is missing",
    "move-pile-number": "{text!r}: pile {pile} is outside 1-4",
    "move-not-text": "a move must be text",
    "move-syntax": "{text!r} is not SOURCE-TARGET, draw or pass",
})
