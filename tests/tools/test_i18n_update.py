"""An English edit keeps the translations: after a comma is added to one msgid, ``tools.i18n.update``
carries each language's translation over as fuzzy (to be reviewed), on a copy of the catalogs; the
catalog check then reports exactly that entry as fuzzy, in each of ru, fi and sv."""

from __future__ import annotations

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
