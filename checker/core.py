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

from explainer import catalog
from explainer.games import GAMES, Game
from explainer.texts.base import Text, fill

__all__ = ["GAMES", "Game", "Text", "RuleWords", "rule_words", "rule_url", "rule_links"]


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


@dataclass(frozen=True)
class Link:
    url: str
    title: str


def rule_links(game: Game, rule: str) -> list[Link]:
    """FAQ answers and puzzles that cover ``rule``: the places to read more or to practise it."""
    from explainer.faq import registry
    from tutorial.puzzles import puzzles

    links = [Link(reverse("faq_answer", kwargs={"game": game.slug, "slug": a.slug}), str(a.question))
             for a in registry.faq(game.slug).answers
             if rule in a.rules or (a.scenario is not None and a.scenario.rule == rule)]
    links += [Link(reverse("puzzle", kwargs={"game": game.slug, "slug": p.slug}), str(p.title))
              for p in puzzles(game.slug) if rule in p.teaches]
    return links


def skipbo_move_text(pos: Any, move: Any) -> str:
    """A Skip-Bo move in words, as the diagrams name it ("from your hand: 5 → building pile 1")."""
    from explainer.diagrams.skipbo import move_text

    return move_text(pos, move)


def tile_face(tile: int) -> Any:
    """A Rummikub tile as the diagrams draw it (``tile.html``)."""
    from explainer.diagrams.faces import tile_face as face

    return face(tile)


TILE_TEMPLATE = "explainer/diagrams/tile.html"
