"""Everything that answers a question, as search documents, for every registered game in the active
language: FAQ answers (myths among them), rules-page sections, the rules' entries by rule id, and
glossary entries with their other names.

A document has a ``title`` (the question, heading or term: weighted highest), ``names`` (other names a
reader may know the thing by) and a ``body`` (the answer's verdict and explanation, the section's text).
Rules sections are read from the rules page as rendered for the default leaflet, so the index holds
exactly the words a reader sees there.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser

from django.template.loader import render_to_string
from django.urls import reverse

from explainer.faq import registry
from explainer.faq.words import verdict_line
from explainer.parts import RULES_PAGE
from explainer.views import rules_page
from games.leaflets import BY_CODE, DEFAULT
from games.registry import GAMES, Game
from games.sections import walk
from games.texts import catalog

KINDS = ("answer", "section", "rule", "term")


@dataclass(frozen=True)
class Document:
    """One thing a search can find. ``key`` is unique within its game and kind (an answer's slug, a
    section's anchor, a rule id, a glossary slug); ``snippet`` is the sentence shown under the title;
    ``verdict`` (yes / no / depends) and ``myth`` belong to FAQ answers."""

    game: str
    kind: str
    key: str
    url: str
    title: str
    snippet: str
    names: str = ""
    body: str = ""
    verdict: str | None = None
    myth: bool = False

    @property
    def ref(self) -> str:
        """``skip-bo/answer/who-goes-first``: how the test set names an accepted answer."""
        return f"{self.game}/{self.kind}/{self.key}"


class _RulesPageText(HTMLParser):
    """The text of each section of a rendered rules page (its headings and pictures left out) and the
    section each rule entry sits in."""

    SKIPPED = frozenset({"svg", "script", "style", "nav", "h2", "h3", "button", "figure", "form", "select"})
    VOID = frozenset({"br", "img", "input", "meta", "link", "hr", "wbr", "source", "col", "area"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: dict[str, list[str]] = {}
        self.rule_section: dict[str, str] = {}
        self._stack: list[tuple[str, str | None, bool]] = []  # (tag, section id opened, skipped)

    def _section(self) -> str | None:
        return next((opened for _tag, opened, _skip in reversed(self._stack) if opened), None)

    def _skipping(self) -> bool:
        return any(skip for _tag, _opened, skip in self._stack)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        attributes = dict(attrs)
        opened = attributes.get("id") if tag == "section" else None
        if opened:
            self.texts.setdefault(opened, [])
        classes = (attributes.get("class") or "").split()
        if tag == "div" and "rule" in classes and attributes.get("id") and self._section():
            self.rule_section[attributes["id"] or ""] = self._section() or ""
        skip = tag in self.SKIPPED or attributes.get("aria-hidden") == "true" or "practise" in classes
        self._stack.append((tag, opened, skip))

    def handle_endtag(self, tag: str) -> None:
        while self._stack:
            if self._stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        section = self._section()
        if section and not self._skipping() and data.strip():
            self.texts[section].append(data.strip())


def _rules_documents(game: Game) -> Iterator[Document]:
    page = _RulesPageText()
    page.feed(render_to_string(*rules_page(game, BY_CODE[DEFAULT])))
    rules_url = reverse("rules", kwargs={"game": game.slug})
    for _depth, section in walk(game.sections):
        text = " ".join(page.texts.get(section.id, ()))
        yield Document(game.slug, "section", section.id, f"{rules_url}#{section.id}", str(section.title),
                       snippet=_first_sentence(text), body=text)
    texts = catalog.rule_texts(game.key)
    for rule_id in page.rule_section:
        entry = texts[rule_id]
        yield Document(game.slug, "rule", rule_id, f"{rules_url}#{rule_id}", str(entry.title),
                       snippet=str(entry.rule), body=str(entry.rule))


def _answer_documents(game: Game) -> Iterator[Document]:
    for a in registry.faq(game.slug).answers:
        body = " ".join(str(p) for p in (a.verdict_text, *a.explanation, a.edition_note or "") if p)
        yield Document(game.slug, "answer", a.slug, reverse("faq_answer", kwargs={"game": game.slug, "slug": a.slug}),
                       str(a.question), snippet=verdict_line(a), body=body, verdict=a.verdict, myth=a.myth)


def _glossary_documents(game: Game, lang: str) -> Iterator[Document]:
    glossary_url = reverse("glossary", kwargs={"game": game.slug})
    for entry in catalog.glossary(game.key):
        names = " · ".join(str(name) for name, *_rest in entry.other_names.get(lang, ()))
        body = " ".join(str(p) for p in (entry.definition, entry.warning or "") if p)
        yield Document(game.slug, "term", entry.slug, f"{glossary_url}#{entry.slug}", str(entry.term),
                       snippet=str(entry.definition), names=names, body=body)


def _first_sentence(text: str, limit: int = 200) -> str:
    end = text.find(". ")
    sentence = text if end < 0 else text[: end + 1]
    return sentence if len(sentence) <= limit else sentence[:limit].rsplit(" ", 1)[0] + "…"


def documents(lang: str) -> list[Document]:
    """Every document of every registered game, in the active language (``lang`` names it for the
    glossary's other names, which are data per language)."""
    found: list[Document] = []
    with_faq = set(registry.games_with_faq())
    for game in GAMES.values():
        if game.slug in with_faq:
            found += _answer_documents(game)
        if game.find(RULES_PAGE) is not None:
            found += _rules_documents(game)
        found += _glossary_documents(game, lang)
    return found
