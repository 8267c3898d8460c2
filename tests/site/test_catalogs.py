"""The ru, fi and sv catalogs are complete: nothing untranslated, fuzzy, missing or with lost placeholders."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from tools import i18n

PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]|\{\w+\}")


@pytest.fixture(scope="module")
def template():
    return i18n.extract()


def test_every_string_in_the_sources_is_translated_in_ru_fi_sv(template) -> None:
    problems = i18n.problems(template)
    assert not problems, "\n".join(problems[:40]) + (f"\n… and {len(problems) - 40} more" if len(problems) > 40 else "")


@pytest.mark.parametrize("lang,plurals", [("ru", 3), ("fi", 2), ("sv", 2)])
def test_plural_forms_and_placeholders_survive_translation(lang: str, plurals: int) -> None:
    with i18n.po_path(lang).open("rb") as f:
        catalog = read_po(f, locale=lang)
    assert catalog.num_plurals == plurals
    for message in catalog:
        if not message.id:
            continue
        source = message.id if isinstance(message.id, str) else message.id[1]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(PLACEHOLDER.findall(source))
        for text in strings:
            if not text:
                continue  # untranslated: reported by the completeness test
            found = set(PLACEHOLDER.findall(text))
            # A plural form may leave out the count ("one tile" in words), never add unknown names.
            assert found <= wanted, f"{lang}: {source!r} → {text!r} uses unknown placeholders"
            if not isinstance(message.id, tuple):
                assert found == wanted, f"{lang}: {source!r} → {text!r} lost placeholders"
