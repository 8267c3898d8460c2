"""Which words belong to which game: each game's rule texts and glossary, looked up by rule id or key
through the game's registration (``Game.texts``)."""

from __future__ import annotations

from collections.abc import Mapping

from games.registry import by_key
from games.texts.base import GlossaryEntry, RuleText


def game_of(rule_id: str) -> str:
    """``"skipbo.build.next-number"`` → ``"skipbo"``."""
    return rule_id.split(".", 1)[0]


def rule_texts(game_key: str) -> Mapping[str, RuleText]:
    """Every rule id of the game's engine with its words (``game_key``: ``"skipbo"``)."""
    return by_key(game_key).texts.RULE_TEXTS


def rule_text(rule_id: str) -> RuleText:
    return rule_texts(game_of(rule_id))[rule_id]


def glossary(game_key: str) -> list[GlossaryEntry]:
    return list(by_key(game_key).texts.GLOSSARY)
