"""Catalog lint: the typography and the joins that code used to get wrong stay at zero.

Every pattern here was a finding of the native reviews (``shared/reviews``): sentences that templates and
code glued together rather than translations. Each test states one rule over every ``msgstr`` of the ru,
fi and sv catalogs (and, where the rule is about templates, over every template), and names each string
that breaks it.

- no plain space before a sentence dash (``\\u00a0—`` / ``\\u00a0–``: a line never starts with a dash);
- no ASCII hyphen as a minus before a digit (−13, U+2212), in catalogs and in templates;
- no typography written in templates (dashes, minus signs, a sign glued before a number);
- no double colon after an interpolation: a slot after a colon is never filled with a text that has a
  colon of its own (a label before such a text goes through ``games.labels``);
- no capital letter after a dash in a mid-sentence slot: a text that follows ``— %(slot)s`` starts
  lower-case.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from django.utils import translation

from explainer.faq import registry as faq_registry
from games.texts import catalog as texts
from tools import i18n
from tutorial import puzzles

LANGUAGES = i18n.TARGET_LANGUAGES
ROOT = i18n.ROOT

PLAIN_SPACE_DASH = re.compile(r"(?<=\S) [—–](?=\s)")
HYPHEN_MINUS = re.compile(r"(?<![\w\-:.,+/@(\[])-(?=\d)|(?<=[\s(])-(?=\d)")
COLON_SLOT = re.compile(r":\s+%\((\w+)\)s")
COLON = re.compile(r":(?=\s|$)")  # a colon as punctuation, not Finnish «13:n» nor the notation's «s:-»
DASH_SLOT = re.compile(r"[—–]\s*%\((\w+)\)s")
CAPITAL = re.compile(r"^[\"«„”(]?[A-ZÅÄÖА-ЯЁ]")
PROPER_START = re.compile(r"^[\"«„”(]?(?:Skip-Bo|Rummikub|Руммикуб|Mattel|\d)")


def _strings(message) -> tuple[str, ...]:
    return tuple(s for s in (message.string if isinstance(message.string, tuple) else (message.string,)) if s)


def _source(message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


@pytest.fixture(scope="module")
def catalogs():
    return {lang: read_po(i18n.po_path(lang).open("rb"), locale=lang) for lang in LANGUAGES}


def _each(catalogs) -> Iterator[tuple[str, str, str]]:
    for lang, catalog in catalogs.items():
        for message in catalog:
            if message.id:
                for text in _strings(message):
                    yield lang, _source(message), text


def test_a_sentence_dash_has_a_no_break_space_before_it(catalogs) -> None:
    found = [f"{lang}: {source[:60]!r} → {text!r}" for lang, source, text in _each(catalogs)
             if PLAIN_SPACE_DASH.search(text)]
    assert not found, "a plain space before a dash (use \\u00a0):\n" + "\n".join(found)


def test_a_minus_is_a_minus_sign_not_a_hyphen(catalogs) -> None:
    found = [f"{lang}: {source[:60]!r} → {text!r}" for lang, source, text in _each(catalogs)
             if HYPHEN_MINUS.search(text)]
    found += [f"en: {source!r}" for source in {s for _, s, _ in _each(catalogs)} if HYPHEN_MINUS.search(source)]
    assert not found, "an ASCII hyphen before a digit where a minus (−, U+2212) belongs:\n" + "\n".join(found)


# Template text outside tags: what the template itself prints. Comments and the English msgids inside
# translate tags are left out (the catalogs carry the typography of those).
TEMPLATE_SKIP = re.compile(r"{%\s*comment\s*%}.*?{%\s*endcomment\s*%}|{#.*?#}|{%\s*blocktranslate.*?"
                           r"{%\s*endblocktranslate\s*%}|{%.*?%}|{{.*?}}|<[^>]*>", re.DOTALL)
TEMPLATE_TYPOGRAPHY = re.compile(r"[—–]|(?<![\w\-])-\d")  # a sentence dash, a hyphen as a minus
HAND_SIGN = re.compile(r"(?<![\w\-=\"'/.#])[+\-−]\s*(?:{%\s*endif\s*%}\s*)?{{")


def _templates() -> list[Path]:
    return sorted(p for p in ROOT.glob("*/templates/**/*.html") if ".venv" not in p.parts) + sorted(
        (ROOT / "templates").glob("**/*.html"))


def test_templates_leave_typography_to_the_catalogs() -> None:
    found = []
    for path in _templates():
        raw = path.read_text(encoding="utf-8")
        if HAND_SIGN.search(raw):
            found.append(f"{path.relative_to(ROOT)}: a sign glued before a number (use |signed or |number)")
        for match in TEMPLATE_TYPOGRAPHY.finditer(TEMPLATE_SKIP.sub(" ", raw)):
            found.append(f"{path.relative_to(ROOT)}: {match.group()!r} written in the template")
    assert not found, "\n".join(found)


def _fillers() -> list[tuple[re.Pattern[str], str, list]]:
    """What fills a slot: (the English msgids with that slot, the slot, its fillers). Every rule and
    puzzle title, wherever a title goes; the checker's move labels in its question; the checker's "what
    is wrong" sentences after "%(where)s:"; the FAQ verdict sentences after the verdict word."""
    template = i18n.extract()

    def from_file(path: str, start: str = r"[a-z%]") -> list[str]:
        """The msgids of one file that continue a sentence (they start as ``start`` says) and say
        something (not a bare joiner such as "%(where)s: %(what)s")."""
        return [m.id for m in template if isinstance(m.id, str) and any(loc[0] == path for loc in m.locations)
                and re.match(start, m.id) and re.sub(r"%\(\w+\)s|\W", "", m.id)]

    titles = [t.title for game in ("skipbo", "rummikub") for t in texts.rule_texts(game).values()]
    titles += [p.title for game in ("skipbo", "rummikub") for p in puzzles.puzzles(game)]
    anywhere = re.compile("")
    return [
        (anywhere, "title", titles),
        (re.compile(r"is it allowed\?$|^Try this move"), "move",
         from_file("games/diagrams/skipbo.py", r"[a-z]|%\(card\)s ")),
        (re.compile(r"^%\(where\)s: %\(what\)s$"), "what",
         from_file("checker/errors.py", r"[a-z%]|Skip-Bo |Rummikub ")),
        (re.compile(r"^%\(verdict\)s. %\(sentence\)s$"), "sentence",
         [a.verdict_text for _, a in faq_registry.all_answers()]),
    ]


def _filled(fillers, source: str, slot: str) -> list:
    return [f for outer, name, texts in fillers if name == slot and outer.search(source) for f in texts]


@pytest.fixture(scope="module")
def fillers():
    return _fillers()


def _render(lang: str, text) -> str:
    with translation.override(lang):
        return str(text) if not isinstance(text, str) else translation.gettext(text)


def test_no_double_colon_after_an_interpolation(catalogs, fillers) -> None:
    found = []
    for lang, source, text in _each(catalogs):
        for slot in COLON_SLOT.findall(text):
            for filler in _filled(fillers, source, slot):
                shown = _render(lang, filler)
                if COLON.search(shown):
                    found.append(f"{lang}: {text!r} ← %({slot})s = {shown!r}")
                elif slot != "title" and CAPITAL.match(shown) and not PROPER_START.match(shown):
                    found.append(f"{lang}: {text!r} ← %({slot})s = {shown!r} (a capital after the colon)")
    assert not found, "a colon, then a text with its own colon (use games.labels):\n" + "\n".join(found)


def test_no_capital_after_a_dash_in_a_mid_sentence_slot(catalogs, fillers) -> None:
    found = []
    for lang, source, text in _each(catalogs):
        for slot in DASH_SLOT.findall(text):
            for filler in _filled(fillers, source, slot):
                shown = _render(lang, filler)
                if CAPITAL.match(shown) and not PROPER_START.match(shown):
                    found.append(f"{lang}: {text!r} ← %({slot})s = {shown[:70]!r}")
    assert not found, "a capital letter after a dash, mid-sentence:\n" + "\n".join(found)


def test_the_lint_catches_what_the_reviews_found() -> None:
    """Each rule fires on the reviewed example it was written for (a lint that cannot fail is a defect)."""
    assert PLAIN_SPACE_DASH.search("%(player)s – på tur")
    assert not PLAIN_SPACE_DASH.search("%(player)s\u00a0– på tur")
    assert HYPHEN_MINUS.search("Spelare 2 fick -13") and not HYPHEN_MINUS.search("42050-0925, h5-b1, s:-")
    assert TEMPLATE_TYPOGRAPHY.search(TEMPLATE_SKIP.sub(" ", '<a href="#v">{{ badge }}</a> — {{ title }}'))
    assert HAND_SIGN.search("{% if cell > 0 %}+{% endif %}{{ cell }}")
    assert COLON_SLOT.findall("Harjoittele tätä pelialueella: %(title)s") == ["title"]
    assert DASH_SLOT.findall("%(verdict)s\u00a0— %(sentence)s") == ["sentence"]
    assert CAPITAL.match("На общей стопке 1") and not PROPER_START.match("На общей стопке 1")
