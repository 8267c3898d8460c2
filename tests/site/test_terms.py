"""The word decisions of each language stay decided: no translation uses a term its ``TERMS.md`` forbids.

``locale/<lang>/TERMS.md`` ends with a "Forbidden" table. Each row is a regular expression, matched as a
whole word and case-insensitively against every ``msgstr`` (stems such as ``выкладк\\w*`` or
``joukku\\w*`` catch the inflected forms of Russian and Finnish); an optional second pattern limits the
row to strings whose English source or translation also matches it (a word that is right for one game
and wrong for the other); and an example that the row must catch, so a row that can never fire fails too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tools import i18n

LANGUAGES = i18n.TARGET_LANGUAGES
CELL = re.compile(r"(?<!\\)\|\s*(`[^`]*`|[^|]*?)\s*(?=(?<!\\)\|)")


@dataclass(frozen=True)
class ForbiddenTerm:
    pattern: re.Pattern[str]
    scope: re.Pattern[str] | None
    example: str
    instead: str

    def finds(self, text: str) -> re.Match[str] | None:
        return self.pattern.search(text)

    def applies_to(self, source: str, translation: str) -> bool:
        return self.scope is None or bool(self.scope.search(source) or self.scope.search(translation))


def terms_path(lang: str) -> Path:
    return i18n.LOCALE_DIR / lang / "TERMS.md"


def _code(cell: str) -> str:
    """A cell's text; inside a Markdown table a regex alternation is written ``\\|``."""
    text = cell[1:-1] if cell.startswith("`") and cell.endswith("`") else cell
    return text.replace("\\|", "|")


def forbidden_terms(lang: str) -> list[ForbiddenTerm]:
    """The rows of the "Forbidden" table of the language's TERMS.md."""
    text = terms_path(lang).read_text(encoding="utf-8")
    section = text.split("\n## Forbidden", 1)[1]
    rows = []
    for line in section.splitlines():
        if not line.startswith("| `"):
            continue
        cells = [_code(c) for c in CELL.findall(line)]
        word, scope, example, instead = cells[:4]
        flags = re.IGNORECASE | re.DOTALL
        rows.append(ForbiddenTerm(
            pattern=re.compile(rf"(?<!\w)(?:{word})(?!\w)", flags),
            scope=re.compile(scope, flags) if scope else None,
            example=example, instead=instead,
        ))
    return rows


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_forbidden_term_catches_its_own_example(lang: str) -> None:
    rows = forbidden_terms(lang)
    assert len(rows) >= 5, f"{terms_path(lang)} forbids almost nothing"
    for row in rows:
        assert row.finds(row.example), f"{lang}: {row.pattern.pattern!r} does not catch its example {row.example!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_translation_uses_a_term_that_terms_md_forbids(lang: str) -> None:
    rows = forbidden_terms(lang)
    with i18n.po_path(lang).open("rb") as f:
        catalog = read_po(f, locale=lang)
    found = []
    for message in catalog:
        if not message.id:
            continue
        source = " ".join(message.id) if isinstance(message.id, tuple) else message.id
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            for row in rows:
                hit = row.finds(text) if row.applies_to(source, text) else None
                if hit:
                    found.append(f"{lang}: «{hit.group(0)}» (use: {row.instead}) in {text[:90]!r}")
    assert not found, "\n".join(found)
