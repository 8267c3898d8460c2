"""Which words belong to which game: the per-game text registries, looked up by rule id."""

from __future__ import annotations

from importlib import import_module

from explainer.texts.base import GlossaryEntry, RuleText

GAMES = {"skip-bo": "skipbo", "rummikub": "rummikub"}


def _texts(module: str):
    return import_module(f"explainer.texts.{module}")


def game_of(rule_id: str) -> str:
    """``"skipbo.build.next-number"`` → ``"skipbo"``."""
    return rule_id.split(".", 1)[0]


def rule_texts(game_module: str) -> dict[str, RuleText]:
    return _texts(game_module).RULE_TEXTS


def rule_text(rule_id: str) -> RuleText:
    return rule_texts(game_of(rule_id))[rule_id]


def glossary(game_module: str) -> list[GlossaryEntry]:
    return list(_texts(game_module).GLOSSARY)
