"""Everything the checker takes from the shared core, in one place: the game records, the words for
a rule id, and the links other apps offer for a rule (FAQ answers, puzzles).

The checker is a leaf app: it depends on the engine and on this core, never on another app's
internals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.urls import reverse

from games.diagrams.faces import tile_face
from games.diagrams.skipbo import move_text as skipbo_move_text
from games.nav import Link, RulePosition, rule_links, rule_positions
from games.registry import GAMES, Game
from games.texts import catalog
from games.texts.base import Text, fill

__all__ = ["GAMES", "Game", "Link", "Text", "RuleWords", "rule_words", "rule_url", "rule_links", "rule_positions",
           "RulePosition",
           "skipbo_move_text", "tile_face", "TILE_TEMPLATE"]


@dataclass(frozen=True)
class RuleWords:
    """A verdict's rule in the reader's language: its short title and the sentence with its numbers."""

    rule: str
    title: str
    sentence: str


def rule_words(rule: str, params: Mapping[str, Any], legal: bool) -> RuleWords:
    text = catalog.rule_text(rule)
    template = (text.allowed or text.forbidden) if legal else (text.forbidden or text.allowed)
    return RuleWords(rule, str(text.title), fill(template, params) or str(text.rule))


def rule_url(game: Game, rule: str) -> str:
    """The rule's anchor on the game's rules page."""
    return f"{reverse('rules', kwargs={'game': game.slug})}#{rule}"


TILE_TEMPLATE = "games/diagrams/tile.html"
