"""Every way Rummikub notation can be broken, by code, with its English message (``str`` of the error).

``NotationError(code, place, **params)`` carries the code and the params; the site words each code in
the reader's language (``games.texts.rummikub_notation``), and a test keeps the two sets equal.
"""

from __future__ import annotations

from engine.verdict import error_codes

ERRORS = error_codes("rummikub", {
    # tiles, sets, tables
    "tile-empty": "empty tile (two dots or a dot at an end?)",
    "tile-colour": "unknown colour in tile {text!r} (colours are K, B, R, O; joker is J)",
    "tile-number": "bad number in tile {text!r}",
    "tile-range": "number {number} in tile {text!r} is outside 1-13",
    "table-empty": "empty table (write '-' for no sets)",
    "set-empty": "set {set} is empty",
    "not-a-count": "{text!r} is not a count",
    # sections and keys
    "section-empty": "empty section (write '-' for all defaults)",
    "spaces": "bad syntax: two spaces in a row or a space at an end",
    "not-key-value": "bad syntax: {token!r} is not key:value",
    "unknown-key": "unknown key {key!r} (expected one of {expected})",
    "repeated-key": "key {key!r} given twice",
    "no-value": "key {key!r} has no value",
    "meld-flag": "{text!r} must be 0 or 1",
    # the table as a whole
    "jokers": "more than {most} jokers in the game",
    "tile-copies": "more than {most} copies of {tile} in the game",
    "tile-total": "more than {total} tiles in all",
    "not-text": "a position is text",
    "seats": "{count} seats; Rummikub has {least} to {most} (sections are separated by ' / ')",
    "no-such-seat": "active seat {seat} does not exist (seats 0-{last})",
    "rack-missing": "the rack 'r' is required (write r:- for an empty rack)",
    "seats-won": "seats {seats} all have empty racks; only one seat can have won",
    # moves
    "move-not-text": "a move is text",
    "move-unknown": "unknown move {text!r} (draw, pass, penalty or t:SETS)",
    "move-jokers": "more than {most} jokers on the new table",
    "move-tile-copies": "more than {most} copies of {tile} on the new table",
})
