"""An English edit keeps the translations: after a comma is added to one msgid, ``tools.i18n.update``
carries each language's translation over as fuzzy (to be reviewed), on a copy of the catalogs; the
catalog check then reports exactly that entry as fuzzy, in each of ru, fi and sv."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tools import i18n

OLD = "Every Skip-Bo term in one line, and the other names your leaflet may use."
NEW = "Every Skip-Bo term, in one line, and the other names your leaflet may use."


def test_an_english_comma_keeps_the_three_translations_as_fuzzy(tmp_path: Path) -> None:
    shutil.copytree(i18n.LOCALE_DIR, tmp_path / "locale")
    template = Catalog(project="Table Rules", charset="utf-8")
    for lang in i18n.TARGET_LANGUAGES:
        with i18n.po_path(lang).open("rb") as f:
            for message in read_po(f, locale=lang):
                if message.id and message.id != OLD:
                    template.add(message.id, context=message.context)
        break
    template.add(NEW)
    i18n.update(template, tmp_path / "locale")
    for lang in i18n.TARGET_LANGUAGES:
        with i18n.po_path(lang).open("rb") as f:
            before = read_po(f, locale=lang)[OLD].string
        with i18n.po_path(lang, tmp_path / "locale").open("rb") as f:
            after = read_po(f, locale=lang)[NEW]
        assert before and after.string == before, lang
        assert after.fuzzy, f"{lang}: the carried translation must be reviewed"
    assert i18n.problems(template, locale_dir=tmp_path / "locale") == [
        f"{lang}: fuzzy: {NEW[:70]!r}" for lang in i18n.TARGET_LANGUAGES]


def test_a_second_update_changes_nothing_not_even_the_header_date(tmp_path: Path) -> None:
    shutil.copytree(i18n.LOCALE_DIR, tmp_path / "locale")
    template = i18n.extract()
    i18n.update(template, tmp_path / "locale")
    first = {lang: i18n.po_path(lang, tmp_path / "locale").read_bytes() for lang in i18n.TARGET_LANGUAGES}
    i18n.update(template, tmp_path / "locale")
    for lang in i18n.TARGET_LANGUAGES:
        assert i18n.po_path(lang, tmp_path / "locale").read_bytes() == first[lang], lang
        date = re.compile(rb'"POT-Creation-Date: [^"]*"')
        assert date.findall(first[lang]) == date.findall(i18n.po_path(lang).read_bytes()), lang


def test_each_entry_names_its_files_and_the_faq_answer_or_puzzle_it_belongs_to() -> None:
    with i18n.po_path("fi").open("rb") as f:
        catalog = read_po(f, locale="fi")
    question = catalog["Can a run go 12-13-1?"]
    assert [path for path, _ in question.locations] == ["explainer/faq/rummikub.py"]
    assert "FAQ answer: run-12-13-1" in question.auto_comments
    assert "12-13-1 are tile numbers in a run; keep them as digits." in question.auto_comments
    title = catalog["Each pile takes the next number"]
    assert "tutorial/puzzles/skipbo.py" in [path for path, _ in title.locations]
    assert "Puzzle: next-number" in title.auto_comments
    # A string outside any answer or puzzle names its file only.
    assert not any(c.startswith(("FAQ answer:", "Puzzle:")) for c in catalog["In the rules"].auto_comments)
    assert catalog["In the rules"].locations
