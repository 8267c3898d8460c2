"""An engine verdict as the checker shows it: legal or not, the deciding rule in the reader's language
with its numbers, a link to that rule on the rules page, every other problem, and the FAQ answers and
puzzles that cover the rule."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import pgettext

from checker.core import Game, Link, RuleSentence, problem_sentences, rule_links, rule_positions, verdict_sentence
from checker.links import checker_url
from engine.verdict import Verdict

MAX_LINKS = 5
MAX_STARTS = 3
"""FAQ answers and puzzles listed under a verdict: the first few (FAQ first), not a wall of links."""


@dataclass(frozen=True)
class Shown:
    legal: bool
    rule: str
    title: str
    sentence: str
    url: str
    problems: tuple[RuleSentence, ...]
    """The other rules the move breaks, after the deciding one."""
    links: tuple[Link, ...]
    meld_total: int | None = None
    starts: tuple[Link, ...] = ()
    """FAQ positions the engine decides by the same rule, each as a checker link ("start from here")."""

    @property
    def badge(self) -> str:
        # Translators: the checker's verdict badge: the move is allowed by the rules, or not.
        return pgettext("checker verdict", "Allowed") if self.legal else pgettext("checker verdict", "Not allowed")

    @property
    def line(self) -> str:
        """The verdict in one line (og:description, the preview image): "Not allowed. …". Its own msgid: the
        rule's sentence starts with a capital, so it follows a full stop, not the FAQ's dash."""
        # Translators: the checker's verdict, then the rule's feedback sentence (which starts with a
        # capital letter): "Not allowed. Each pile takes the next number…".
        return pgettext("checker verdict line", "%(verdict)s. %(sentence)s") % {"verdict": self.badge,
                                                                                "sentence": self.sentence}


def show(game: Game, verdict: Verdict) -> Shown:
    words = verdict_sentence(verdict)
    problems = problem_sentences(verdict)[1:]
    total = next((p.get("total") for p in (verdict.params, *(q.params for q in verdict.problems))
                  if "total" in p), None)
    starts = tuple(Link(checker_url(game, p.position, p.move), p.title)
                   for p in rule_positions(game, verdict.rule)[:MAX_STARTS])
    return Shown(verdict.legal, verdict.rule, words.title, words.sentence, words.url,
                 problems, tuple(rule_links(game, verdict.rule)[:MAX_LINKS]), total, starts)
