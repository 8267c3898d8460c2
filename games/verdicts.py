"""A verdict's rule in the reader's language: one sentence and one link, the same on every page.

The engine answers a move with a rule id and its params (``engine.verdict.Verdict``); the checker, the FAQ,
the puzzles and the play pages all show that answer as the rule's sentence, filled with the params, and a
link to the rule on the game's rules page (``/<lang>/<game>/#<rule id>``). ``rule_sentence`` makes that
record, once, with one fallback policy:

- a legal verdict takes the rule's ``allowed`` sentence, an illegal one its ``forbidden`` sentence;
- a rule with no sentence of that kind, or whose params the sentence cannot take (a record stored by older
  code), says the rule itself in general words (``RuleText.rule``);
- a rule id no registered game words (a record older than a renamed rule) says only that the move is or is
  not allowed, with no title and no link: never a 500, never another rule's words.

The game is the one whose key starts the rule id (``skipbo.build.next-number`` → Skip-Bo), so callers pass
the verdict only. The words come out in the active language, so make the record while rendering the page.

>>> from django.utils import translation
>>> with translation.override("en"):
...     said = rule_sentence("skipbo.build.next-number", {"card": "7", "needs": 5}, legal=False)
>>> said.url, said.title
('/en/skip-bo/#skipbo.build.next-number', 'Each pile takes the next number')
>>> with translation.override("en"):
...     rule_sentence("skipbo.no-such-rule", {}, legal=False).sentence
'This move is not allowed.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engine.verdict import Verdict
from games import labels
from games.registry import by_key
from games.texts.base import ParamWords, RuleText, fill
from games.texts.catalog import game_of

UNKNOWN_ALLOWED = _("This move is allowed.")
UNKNOWN_FORBIDDEN = _("This move is not allowed.")


@dataclass(frozen=True)
class RuleSentence:
    """One verdict's rule as a reader sees it.

    ``rule``: the rule id (the page's ``data-rule``). ``legal``: the verdict (``data-verdict``). ``title``:
    the rule's short name, "" for a rule nobody words. ``sentence``: the feedback sentence with the
    verdict's numbers. ``url``: the rule's anchor on its game's rules page, "" when there is none.
    """

    rule: str
    legal: bool
    title: str
    sentence: str
    url: str

    @property
    def verdict(self) -> str:
        """``"legal"`` or ``"illegal"``, as pages write it in ``data-verdict``."""
        return "legal" if self.legal else "illegal"

    @property
    def link_text(self) -> str:
        """The link's words: "Rule: Each pile takes the next number" ("" without a link)."""
        if not self.url:
            return ""
        # Translators: the label of a link after a feedback sentence, before the rule's title ("Rule: Each
        # pile takes the next number").
        return labels.join(gettext("Rule:"), self.title, kind="title")


def rule_url(rule: str) -> str:
    """The rule's anchor on its game's rules page (``KeyError`` for a rule id of no registered game)."""
    return f"{reverse('rules', kwargs={'game': by_key(game_of(rule)).slug})}#{rule}"


def _game_words(rule: str) -> tuple[RuleText, ParamWords] | None:
    """The rule's texts and its game's param words; None for a rule id no registered game words."""
    try:
        game = by_key(game_of(rule))
        return game.texts.RULE_TEXTS[rule], game.param_words
    except KeyError:
        return None


def rule_sentence(rule: str, params: Mapping[str, Any], legal: bool) -> RuleSentence:
    """The sentence and link for a verdict on ``rule`` with ``params`` (see the module for the fallbacks)."""
    found = _game_words(rule)
    if found is None:
        return RuleSentence(rule, legal, "", str(UNKNOWN_ALLOWED if legal else UNKNOWN_FORBIDDEN), "")
    words, param_words = found
    template = words.allowed if legal else words.forbidden
    try:
        sentence = fill(template, params, param_words) if template is not None else ""
    except (KeyError, TypeError, ValueError):  # params the sentence does not take (stored by older code)
        sentence = ""
    return RuleSentence(rule, legal, str(words.title), sentence or str(words.rule), rule_url(rule))


def verdict_sentence(verdict: Verdict) -> RuleSentence:
    """The deciding rule of an engine verdict in words (the first problem of an illegal move)."""
    return rule_sentence(verdict.rule, verdict.params, verdict.legal)


def problem_sentences(verdict: Verdict) -> tuple[RuleSentence, ...]:
    """Every rule an illegal move breaks, in words, deciding rule first (empty for a legal move)."""
    return tuple(rule_sentence(p.rule, p.params, False) for p in verdict.problems)
