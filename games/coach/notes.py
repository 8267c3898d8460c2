"""What the coach says, as data: a code, the rule it concerns, its params, and how much was left.

The coach's analysis (``games.coach.skipbo``, ``games.coach.rummikub``) never makes sentences: it
returns notes, and ``games.coach.words`` words them in the reader's language when a page is shown, the
way an engine verdict (rule id + params) becomes feedback. Params are plain data (card faces and tiles in
notation, move strings, numbers), so a note can be stored with a game and worded later.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Note", "NOTE_CODES", "HELP_CODES", "REASON_CODES", "CODES"]


@dataclass(frozen=True)
class Note:
    """One thing the coach (or a computer player's reason) says.

    ``code``: which sentence (``"skipbo.coach.stock-playable"``); ``rule``: the engine rule id it
    concerns, the anchor of its paragraph on the rules page; ``params``: what the sentence names.
    For a missed play, ``left`` is the size of what was left on the table (Skip-Bo: stockpile cards not
    played; Rummikub: rack tiles not placed) and ``points`` their value (Rummikub: the tiles' numbers, a
    joker 30; Skip-Bo: 0); ``position`` (the player's view, in notation) and ``move`` (what they played
    there) are where it happened, for a link to the checker.
    """

    code: str
    rule: str
    params: Mapping[str, Any] = field(default_factory=dict)
    left: int = 0
    points: int = 0
    position: str = ""
    move: str = ""

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Note:
        """A note stored as data (its fields by name, as ``dataclasses.asdict`` gives them)."""
        return cls(str(data["code"]), str(data["rule"]), data.get("params", {}), int(data.get("left", 0)),
                   int(data.get("points", 0)), str(data.get("position", "")), str(data.get("move", "")))


# Missed plays (before the turn ends, and in the review after the game).
NOTE_CODES = frozenset({
    "skipbo.coach.stock-playable",   # the turn ended with a stockpile card still playable
    "skipbo.coach.stock-blocked",    # a building play spoiled the way to a stockpile card
    "skipbo.coach.partner-stock-playable",  # … the partner's stockpile card (team play)
    "skipbo.coach.partner-stock-blocked",   # … the way to the partner's stockpile card
    "skipbo.coach.win-missed",       # the stockpile could have been emptied this turn
    "rummikub.coach.lay-off",        # a rack tile fitted a set on the table as it was
    "rummikub.coach.free-joker",     # a rack tile could take a joker's place and free it
    "rummikub.coach.new-set",        # the rack held a new set
    "rummikub.coach.rearrange",      # moving table tiles made room for rack tiles
    "rummikub.coach.meld",           # the initial meld was possible
})

# "Ask the coach": level 1 a nudge, 2 the card or tile to start with, 3 the whole plan.
HELP_CODES = frozenset({
    "skipbo.help.look",              # 1: a stockpile card can reach a building pile that shows n
    "skipbo.help.look-empty",        # 1: … an empty building pile
    "skipbo.help.look-partner",      # 1: the partner's stockpile card can reach a pile that shows n
    "skipbo.help.look-empty-partner",  # 1: … an empty building pile
    "skipbo.help.can-win",           # 1: the whole stockpile can go this turn
    "skipbo.help.no-stock",          # 1: nothing reaches the stockpile card: choose a discard
    "skipbo.help.first",             # 2: the first move of the plan
    "skipbo.help.plan",              # 3: every move of the plan
    "skipbo.help.discard",           # 2, 3 with no stockpile play: a discard that spoils the least
    "rummikub.help.look",            # 1: a rack tile fits a set on the table
    "rummikub.help.look-rack",       # 1: the rack holds a new set
    "rummikub.help.look-meld",       # 1: the rack holds an initial meld
    "rummikub.help.look-table",      # 1: rearranging the table makes room
    "rummikub.help.draw",            # 1-3: nothing can be placed, draw
    "rummikub.help.pass",            # 1-3: nothing can be placed and the pool is empty
    "rummikub.help.first",           # 2: the tile to start with
    "rummikub.help.plan",            # 3: the table after the turn
})

# Why a computer player made its move (one note per move; a Rummikub turn may give several).
REASON_CODES = frozenset({
    "skipbo.bot.draw",
    "skipbo.bot.stock",
    "skipbo.bot.stock-wins",
    "skipbo.bot.partner-stock",
    "skipbo.bot.toward-stock",
    "skipbo.bot.toward-partner-stock",
    "skipbo.bot.build",
    "skipbo.bot.discard-same",
    "skipbo.bot.discard-down",
    "skipbo.bot.discard-empty",
    "skipbo.bot.discard-higher",
    "skipbo.bot.discard-covers",
    "skipbo.bot.kept-wild",
    "skipbo.bot.pass",
    "rummikub.bot.draw",
    "rummikub.bot.draw-chose",
    "rummikub.bot.pass",
    "rummikub.bot.meld",
    "rummikub.bot.lay-off",
    "rummikub.bot.free-joker",
    "rummikub.bot.new-set",
    "rummikub.bot.rearrange",
    "rummikub.bot.out",
})

CODES = NOTE_CODES | HELP_CODES | REASON_CODES
"""Every code the coach can say; a test keeps it equal to the set of worded codes."""
