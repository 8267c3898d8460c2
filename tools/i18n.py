"""Translation catalogs with Babel (no GNU gettext needed).

    python -m tools.i18n extract   # sources -> locale/django.pot
    python -m tools.i18n update    # .pot -> locale/<lang>/LC_MESSAGES/django.po (keeps translations)
    python -m tools.i18n compile [LANG…]  # .po -> .mo (run by setup and before tests)
    python -m tools.i18n check [LANG…]    # fails on untranslated, fuzzy or missing entries in ru, fi, sv

English is the source language; ru, fi and sv are complete catalogs.

For the translator, each entry names the files it comes from (``#: explainer/faq/rummikub.py``) and, for
the prose of an FAQ answer or a puzzle, which one (``#. FAQ answer: run-12-13-1``, ``#. Puzzle:
next-number``): the page to open for context is ``/en/<game>/faq/<slug>/`` or ``/en/<game>/puzzles/<slug>/``.
"""

from __future__ import annotations

import ast
import io
import os
import sys
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE_DIR = ROOT / "locale"
POT = LOCALE_DIR / "django.pot"
TARGET_LANGUAGES = ("ru", "fi", "sv")
# The project's own Django apps (every top-level package with an apps.py), the settings and the site
# templates: a new app's strings are extracted without editing this list.
SOURCE_DIRS = ("config", *sorted(p.parent.name for p in ROOT.glob("*/apps.py")), "templates")
KEYWORDS = {
    "_": None,
    "gettext": None,
    "gettext_lazy": None,
    "ngettext": (1, 2),
    "ngettext_lazy": (1, 2),
    "pgettext": ((1, "c"), 2),
    "pgettext_lazy": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "npgettext_lazy": ((1, "c"), 2, 3),
}
METHOD_MAP = [
    ("**.html", "tools.babel_django:extract_django"),
    ("**.txt", "tools.babel_django:extract_django"),
    ("**.py", "python"),
]
COMMENT_TAGS = ["Translators:"]
# Catalogs are sorted by msgid, and their "#:" references name files without line numbers: an entry moves
# only when its English changes and its references only when a string moves to another file, so parallel
# branches that add or edit strings merge without touching each other's lines, and re-running the update
# changes nothing.
PO_LAYOUT = {"sort_output": True, "include_lineno": False}
# The records whose prose a translator needs to see together: a call ``Answer(slug="…", …)`` or
# ``Puzzle(slug="…", …)`` names every string inside it in an extracted comment.
OWNERS = {"Answer": "FAQ answer", "Puzzle": "Puzzle"}


@cache
def owners(path: Path) -> tuple[tuple[int, int, str], ...]:
    """(first line, last line, comment) of each FAQ answer or puzzle written in a Python file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in OWNERS:
            slug = next((k.value.value for k in node.keywords
                         if k.arg == "slug" and isinstance(k.value, ast.Constant)), None)
            if isinstance(slug, str) and node.end_lineno is not None:
                found.append((node.lineno, node.end_lineno, f"{OWNERS[node.func.id]}: {slug}"))
    return tuple(found)


def owner_comments(path: Path, lineno: int) -> list[str]:
    """The comment naming the FAQ answer or puzzle a string at ``lineno`` of ``path`` belongs to, if any
    (the innermost one)."""
    if path.suffix != ".py":
        return []
    around = [(last - first, text) for first, last, text in owners(path) if first <= lineno <= last]
    return [min(around)[1]] if around else []


def _setup_django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()


def po_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / "django.po"


def extract() -> Catalog:
    """Every translatable string in the project's Python and templates, as a Babel catalog."""
    _setup_django()
    catalog = Catalog(project="Table Rules", charset="utf-8", fuzzy=False)
    for directory in SOURCE_DIRS:
        for filename, lineno, message, comments, context in extract_from_dir(
            ROOT / directory, METHOD_MAP, keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
            strip_comment_tags=True,
        ):
            path = f"{directory}/{filename}"
            if "/tests/" in f"/{path}" or path.endswith("_test.py"):
                continue
            catalog.add(message, None, [(path, lineno)], context=context,
                        auto_comments=[*comments, *owner_comments(ROOT / path, lineno)])
    return catalog


def write_pot(catalog: Catalog) -> None:
    LOCALE_DIR.mkdir(exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, **PO_LAYOUT)
    POT.write_bytes(buffer.getvalue())


def update(template: Catalog, locale_dir: Path = LOCALE_DIR) -> None:
    """Merge the template into each language's catalog; new strings arrive untranslated.

    Fuzzy matching is on: a msgid whose English was edited (a comma, a word) keeps its translation,
    marked fuzzy, so the translator reviews it instead of writing it again — and a fuzzy entry still
    fails the catalog check (``problems``) and is never compiled, so nothing unreviewed reaches a page."""
    for lang in TARGET_LANGUAGES:
        path = po_path(lang, locale_dir)
        if path.exists():
            with path.open("rb") as f:
                catalog = read_po(f, locale=lang)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, project="Table Rules", charset="utf-8", fuzzy=False)
        created = catalog.creation_date
        catalog.update(template, no_fuzzy_matching=False)
        catalog.creation_date = created  # the header's POT-Creation-Date would change on every run
        buffer = io.BytesIO()
        write_po(buffer, catalog, width=100, ignore_obsolete=True, **PO_LAYOUT)
        path.write_bytes(buffer.getvalue())


def compile_all(languages: tuple[str, ...] = TARGET_LANGUAGES) -> None:
    for lang in languages:
        path = po_path(lang)
        if not path.exists():
            continue
        with path.open("rb") as f:
            catalog = read_po(f, locale=lang)
        with path.with_suffix(".mo").open("wb") as f:
            write_mo(f, catalog, use_fuzzy=False)


def problems(template: Catalog | None = None, languages: tuple[str, ...] = TARGET_LANGUAGES,
             locale_dir: Path = LOCALE_DIR) -> list[str]:
    """Untranslated, fuzzy, missing or stale entries in the target catalogs."""
    found: list[str] = []
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in template if m.id} if template else None
    for lang in languages:
        path = po_path(lang, locale_dir)
        if not path.exists():
            found.append(f"{lang}: no catalog at {path}")
            continue
        with path.open("rb") as f:
            catalog = read_po(f, locale=lang)
        have = set()
        for m in catalog:
            if not m.id:
                continue
            key = (m.id if isinstance(m.id, str) else m.id[0], m.context)
            have.add(key)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if m.fuzzy:
                found.append(f"{lang}: fuzzy: {key[0][:70]!r}")
            elif not all(strings) or (isinstance(m.id, tuple) and len(strings) != catalog.num_plurals):
                found.append(f"{lang}: untranslated: {key[0][:70]!r}")
        if wanted is not None:
            for key in sorted(wanted - have, key=str):
                found.append(f"{lang}: missing from catalog (run update): {key[0][:70]!r}")
    return found


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "help"
    languages = tuple(argv[2:]) or TARGET_LANGUAGES
    if command == "extract":
        write_pot(extract())
    elif command == "update":
        template = extract()
        write_pot(template)
        update(template)
    elif command == "compile":
        compile_all(languages)
    elif command == "check":
        found = problems(extract(), languages)
        print("\n".join(found) if found else "catalogs complete")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
