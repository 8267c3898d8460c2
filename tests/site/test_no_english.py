"""No English leaks into a translated page: every visible text that reads the same as on the English
page must be a name, a number or notation (brands, edition numbers), not an untranslated sentence."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from tests.conftest import TRANSLATED, public_paths, rendered

# Texts that are the same in every language: brand and product names, edition codes, notation.
SAME_EVERYWHERE = re.compile(
    r"^(Table Rules|Skip-Bo|Rummikub|English|Русский|Suomi|Svenska|SB|J|Mattel|42050[-\w]*|52370|"
    r"[\d\s.,:;+−\-–—=×()/#%→←↔✓✗★■●▲◆]+|[A-Z]{1,2}\d{0,2}([ .,]+[A-Z]{0,2}\d{0,2})*)$"
)


class VisibleText(HTMLParser):
    """Collects text a reader sees or hears: element text, alt/title/aria-label/placeholder, <title>."""

    SKIP = {"script", "style", "code", "kbd", "samp"}  # notation is not English
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.texts: list[str] = []
        self._skip = 0
        self._open: list[bool] = []  # per open element: does it start a foreign-language or skipped span?

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        foreign = (tag in self.SKIP or attributes.get("translate") == "no"
                   or (attributes.get("lang") not in (None, self.lang) and tag != "html"))
        if tag not in self.VOID:
            self._open.append(foreign)
            self._skip += foreign
        if self._skip:
            return
        for name, value in attrs:
            if name in {"alt", "title", "aria-label", "placeholder"} and value:
                self.texts.append(value.strip())
            if tag == "meta" and name == "content" and dict(attrs).get("name") == "description" and value:
                self.texts.append(value.strip())

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self._open:
            self._skip -= self._open.pop()

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.texts.append(" ".join(data.split()))


# Words that are spelled the same in English and in the page's language (not leaks).
SAME_WORDS = {
    "sv": {"hand", "joker", "jokrar", "orange", "och", "is", "match"},
    "fi": set(),
    "ru": set(),
}
WORD = re.compile(r"[^\W\d_]+")


def same_in_both(text: str, lang: str) -> bool:
    """A text whose every word is spelled alike in both languages ("orange 12, orange 13")."""
    words = {w.casefold() for w in WORD.findall(text)}
    return bool(words) and words <= SAME_WORDS[lang]


def visible_texts(html: str, lang: str) -> set[str]:
    """Texts in the page's own language (a quotation marked ``lang="en"`` on a Swedish page is fine)."""
    parser = VisibleText(lang)
    parser.feed(html)
    return {t for t in parser.texts if re.search(r"[A-Za-z]{3,}", t) and not SAME_EVERYWHERE.match(t)}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("index", range(len(public_paths("en"))))
def test_translated_page_shows_no_english_text(lang: str, index: int) -> None:
    english_path = public_paths("en")[index]
    path = public_paths(lang)[index]
    english = visible_texts(rendered(english_path).html, "en")
    translated = visible_texts(rendered(path).html, lang)
    leaked = sorted(t for t in english & translated if not same_in_both(t, lang))
    assert not leaked, f"{path} shows English text: {leaked[:10]}"
