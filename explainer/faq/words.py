"""The FAQ's display words: verdicts and badges (each game's FAQ title is on its ``Game`` record).

One module, so the pages (``views``) and the preview image (``preview``) say the same thing without
importing each other.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from explainer.faq.base import Answer
from games.texts.base import Text

# Translators: the verdict that opens an answer ("Yes — you may …"); also the badge on the FAQ index.
VERDICT_WORDS: dict[str, Text] = {
    "yes": pgettext_lazy("faq verdict", "Yes"),
    "no": pgettext_lazy("faq verdict", "No"),
    # Translators: the verdict that opens an answer where the printed leaflets disagree.
    "depends": pgettext_lazy("faq verdict", "It depends on your edition"),
    # Translators: the verdict that opens an answer for the reader's leaflet when our sources for it say
    # nothing on the point (the leaflet is silent, or our source does not cover it).
    "unstated": pgettext_lazy("faq verdict", "Our sources do not say"),
    # Translators: the verdict that opens an answer where our sources contradict each other.
    "disputed": pgettext_lazy("faq verdict", "Our sources disagree"),
}
# Short forms for badges on the index and the preview image.
VERDICT_BADGES: dict[str, Text] = {
    "yes": pgettext_lazy("faq verdict", "Yes"),
    "no": pgettext_lazy("faq verdict", "No"),
    # Translators: a short badge on the FAQ index: the answer depends on the edition of the rules.
    "depends": pgettext_lazy("faq verdict, short", "It depends"),
    # Translators: a short badge on the FAQ index: our sources for the reader's leaflet say nothing on this.
    "unstated": pgettext_lazy("faq verdict, short", "Not in our sources"),
    # Translators: a short badge on the FAQ index: our sources contradict each other.
    "disputed": pgettext_lazy("faq verdict, short", "Sources disagree"),
}
VERDICT_ICONS: dict[str, str] = {"yes": "✓", "no": "✗", "depends": "↔", "unstated": "?", "disputed": "≠"}

def verdict_line(a: Answer, leaflet: str | None = None) -> str:
    """"Yes. You may …": the verdict word, then the verdict sentence (og:description too), for a reader
    holding ``leaflet`` (None: not chosen; an "it depends" answer then says so)."""
    said = a.verdict_for(leaflet)
    # Translators: the one-line verdict of an answer: "Yes. …", "No. …". The sentence is its own msgid; a
    # language that joins with a dash instead («Нет — …») writes those sentences lower-case.
    return str(_("%(verdict)s. %(sentence)s") % {"verdict": VERDICT_WORDS[said.verdict], "sentence": said.text})
