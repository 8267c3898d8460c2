"""What the explainer offers the rest of the site (registered in ``ExplainerConfig.ready()``): its
entries in each game's nav group (the game's name heads each group, so the labels stay short), the
FAQ answers about a rule and the FAQ scenarios decided by it."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import pgettext_lazy

from explainer.faq import registry
from explainer.parts import FAQ
from games.nav import Link, RulePosition, Section
from games.registry import Game

SECTIONS = (
    Section("rules", pgettext_lazy("main nav, under a game's name", "Rules"), order=10),
    Section("faq", pgettext_lazy("main nav, under a game's name", "FAQ"), order=20,
            covers=frozenset({"faq_answer"}), has=lambda game: game.find(FAQ) is not None),
    Section("glossary", pgettext_lazy("main nav, under a game's name", "Glossary"), order=40),
)


def faq_answers(game: Game, rule_id: str) -> list[Link]:
    """The game's FAQ answers that cite this rule or whose scenario the engine decides by it."""
    if game.find(FAQ) is None:
        return []
    return [Link(reverse("faq_answer", kwargs={"game": game.slug, "slug": a.slug}), a.question)
            for a in registry.faq(game.slug).answers
            if rule_id in a.rules or (a.scenario is not None and a.scenario.rule == rule_id)]


def faq_positions(game: Game, rule_id: str) -> list[RulePosition]:
    """The game's FAQ scenarios the engine decides by this rule (for "start from the FAQ position")."""
    if game.find(FAQ) is None:
        return []
    return [RulePosition(a.question, a.scenario.position, a.scenario.move)
            for a in registry.faq(game.slug).answers if a.scenario is not None and a.scenario.rule == rule_id]
