"""What the explainer offers the rest of the site (registered in ``ExplainerConfig.ready()``): its
entries in each game's nav group (the game's name heads each group, so the labels stay short), the
FAQ answers about a rule, the FAQ scenarios decided by it, and the rules page's quick start's link to a
first game with the coach."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import pgettext_lazy

from explainer.faq import registry
from explainer.parts import FAQ
from games import nav
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


PLAY_START = "play_start"
"""The URL name of the page where a game against the computer starts (the play app's nav section)."""


def first_game(game: Game) -> Link | None:
    """The quick start's next step where the game can be played against the computer with the coach: the
    explainer cannot import the app that hosts it, so it follows that app's entry in the game's nav group
    (a section for ``PLAY_START`` whose ``has`` says the game is playable), as its templates follow URL names."""
    section = next((s for s in nav.sections() if s.url_name == PLAY_START), None)
    if section is None or not section.has(game):
        return None
    return Link(reverse(PLAY_START, kwargs={"game": game.slug}), nav.FIRST_GAME_TITLE)
