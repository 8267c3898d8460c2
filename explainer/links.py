"""The explainer's entries in each game's nav group (registered in ``ExplainerConfig.ready()``); the
game's name heads each group, so the labels stay short."""

from __future__ import annotations

from django.utils.translation import pgettext_lazy

from games.nav import Section

SECTIONS = (
    Section("rules", pgettext_lazy("main nav, under a game's name", "Rules"), order=10),
    Section("faq", pgettext_lazy("main nav, under a game's name", "FAQ"), order=20,
            covers=frozenset({"faq_answer"})),
    Section("glossary", pgettext_lazy("main nav, under a game's name", "Glossary"), order=40),
)
