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
}
# Short forms for badges on the index and the preview image.
VERDICT_BADGES: dict[str, Text] = {
    "yes": pgettext_lazy("faq verdict", "Yes"),
    "no": pgettext_lazy("faq verdict", "No"),
    # Translators: a short badge on the FAQ index: the answer depends on the edition of the rules.
    "depends": pgettext_lazy("faq verdict, short", "It depends"),
}

def verdict_line(a: Answer) -> str:
    """"Yes. You may …": the verdict word, then the verdict sentence (og:description too)."""
    # Translators: the one-line verdict of an answer: "Yes. …", "No. …". The sentence is its own msgid; a
    # language that joins with a dash instead («Нет — …») writes those sentences lower-case.
    return str(_("%(verdict)s. %(sentence)s") % {"verdict": VERDICT_WORDS[a.verdict], "sentence": a.verdict_text})
