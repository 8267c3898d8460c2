"""The explainer's part of the games the site ships: each game's rules page and FAQ, registered on its
record (``explainer.parts``) by ``ExplainerConfig.ready()``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext_lazy as _

from explainer.faq import rummikub as rummikub_faq
from explainer.faq import skipbo as skipbo_faq
from explainer.parts import FAQ, RULES_PAGE, FaqSource, RulesPage
from games.registry import RUMMIKUB, SKIP_BO
from games.texts.base import Text

RUMMIKUB_MOVES: dict[str, Text] = {
    # Translators: a Rummikub turn in an FAQ scenario.
    "draw": _("The player draws a tile from the pool."),
    "pass": _("The player passes."),
    # The scenario's verdict says the table could not be put back, so the turn must not say it was.
    "penalty": _("The time ran out and the table could not be put back: the player takes back their own tiles "
                 "and draws three as a penalty."),
}


def rummikub_turn(move: str) -> Mapping[str, Any]:
    """A Rummikub scenario's turn for its template: the sets of the table it leaves, or the turn in words."""
    if move.startswith("t:"):
        return {"after": {"sets": [] if move == "t:-" else move[2:].split(",")}}
    return {"after": {"words": RUMMIKUB_MOVES.get(move, "")}}


def register() -> None:
    """Give the games the site ships their rules pages and FAQs."""
    SKIP_BO.provide(RULES_PAGE, RulesPage("explainer/rules/skipbo.html", leaflet_points={
        "who_starts": "who-starts", "partner_talk": "partner-talk"}))
    RUMMIKUB.provide(RULES_PAGE, RulesPage("explainer/rules/rummikub.html"))
    SKIP_BO.provide(FAQ, FaqSource(skipbo_faq.TOPICS, skipbo_faq.ANSWERS, "explainer/faq/scenario/skipbo.html"))
    RUMMIKUB.provide(FAQ, FaqSource(rummikub_faq.TOPICS, rummikub_faq.ANSWERS,
                                    "explainer/faq/scenario/rummikub.html", scenario=rummikub_turn))
