"""Everything the checker takes from the shared core, in one place: the game records, the words for
a rule id, and the links other apps offer for a rule (FAQ answers, puzzles).

The checker is a leaf app: it depends on the engine and on this core, never on another app's
internals.
"""

from __future__ import annotations

from games.diagrams.faces import tile_face
from games.diagrams.rummikub import rack_after
from games.diagrams.skipbo import say_move as skipbo_move_words
from games.moves import move_words
from games.nav import Link, RulePosition, rule_links, rule_positions
from games.preview import PICTURE
from games.registry import GAMES, Game
from games.texts.base import Text
from games.verdicts import RuleSentence, problem_sentences, verdict_sentence

__all__ = ["GAMES", "Game", "Link", "Text", "RuleSentence", "problem_sentences", "verdict_sentence", "rule_links",
           "rule_positions", "RulePosition", "move_words", "PICTURE", "rack_after", "skipbo_move_words", "tile_face",
           "TILE_TEMPLATE"]


TILE_TEMPLATE = "games/diagrams/tile.html"
