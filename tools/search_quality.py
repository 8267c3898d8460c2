"""The search's quality, measured on the project's own test set of natural questions.

``tests/search/questions/<lang>.tsv`` holds, per language, questions written as players type them
(inflected, colloquial, a few typos; never a copy of a FAQ question), each with the pages that answer it.
A question is *found* when one of its pages is among the first three results of the site-wide search.
``tests/search/test_quality.py`` fails when a language falls below ``TARGET``; ``bin/bench --only search``
prints the same figures with the latency.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from django.utils import translation

from explainer.search.query import search

QUESTIONS = Path(__file__).resolve().parents[1] / "tests" / "search" / "questions"
TARGET = 0.9
TOP = 3


@dataclass(frozen=True)
class Question:
    text: str
    accepted: frozenset[str]  # paths without the language prefix: "skip-bo/faq/who-goes-first/"


@dataclass(frozen=True)
class Outcome:
    question: Question
    found: list[str]  # the first results' paths, without the language prefix

    @property
    def hit(self) -> bool:
        return bool(self.question.accepted & set(self.found[:TOP]))


def questions(lang: str) -> list[Question]:
    out = []
    for line in (QUESTIONS / f"{lang}.tsv").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        text, accepted = line.split("\t")
        out.append(Question(text, frozenset(accepted.split())))
    return out


def _path(url: str, lang: str) -> str:
    return url.removeprefix(f"/{lang}/")


def run(lang: str) -> list[Outcome]:
    """Every question of the language searched once."""
    with translation.override(lang):
        search("warm up")
        outcomes = []
        for q in questions(lang):
            results = search(q.text)
            outcomes.append(Outcome(q, [_path(h.document.url, lang) for h in results.hits[:5]]))
    return outcomes


def hit_rate(outcomes: list[Outcome]) -> float:
    return sum(o.hit for o in outcomes) / len(outcomes) if outcomes else 0.0
