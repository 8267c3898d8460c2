"""The learner's map in each game's nav group (registered in ``ProgressConfig.ready()``)."""

from __future__ import annotations

from django.utils.translation import pgettext_lazy

from games.nav import Section

SECTION = Section("progress_map", pgettext_lazy("main nav, under a game's name", "Your map"), order=60,
                  covers=frozenset({"progress_reset", "progress_carry", "progress_take"}))
