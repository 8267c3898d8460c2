"""A label and the text it introduces, joined by the reader's language's punctuation.

Pages often put a short label before a text that comes from elsewhere: "Edition note (Finnish leaflet)"
before the leaflet's sentence, "Puzzle 3 of 14" before a puzzle's title, a rule's title before its
feedback sentence. Glued in a template with a colon, those read as machine output in some languages:
two colons in a row when the text has a colon of its own («Tehtävä 1/14: Vuorosi alkaa: täydennä
kätesi»), a capital letter after a colon where Russian and Finnish write a full stop, or a label that
runs into a name with no punctuation at all.

``join`` takes the punctuation from the catalog, so each language decides it, and never puts a label's
colon before a text that has its own: such a text gets the catalog's other joiner (an em dash in
English, a full stop in ru, fi and sv). ``kind`` says what follows the label: ``"sentence"`` (a whole
sentence starting with a capital) or ``"title"`` (a heading or a name).

>>> from django.utils import translation
>>> with translation.override("en"):
...     join("Puzzle 3 of 14", "Your turn begins: fill your hand", kind="title")
'Puzzle 3 of 14 — Your turn begins: fill your hand'
>>> with translation.override("ru"):
...     join("Ваш буклет (42050-0925):", "Начинает младший.")
'Ваш буклет (42050-0925). Начинает младший.'
"""

from __future__ import annotations

import re
from typing import Literal

from django.utils.html import conditional_escape, format_html, strip_tags
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import pgettext

Kind = Literal["sentence", "title"]

LABEL_END = ":："
"""A colon a label's msgid may carry («Ваш буклет (%(name)s):»); ``join`` supplies its own punctuation."""
SENTENCE_END = ".!?…"


def _own_colon(text: str) -> bool:
    """Whether the text's first sentence has a colon (a colon in a later sentence is no double colon)."""
    first = re.split(r"(?<=[.!?])\s", strip_tags(text), maxsplit=1)[0]
    return bool(re.search(r":(?=\s|$)", first))


def _joiner(text: str, kind: Kind) -> str:
    own_colon = _own_colon(text)
    if kind == "title":
        if own_colon:
            # Translators: a label, then a title that has a colon of its own ("Puzzle 3 of 14 — Your turn
            # begins: fill your hand"); not a bare colon: quote the title or use a full stop.
            return pgettext("label, then a title with its own colon", "%(label)s — %(text)s")
        # Translators: a label, then a title or name ("Rule: Each pile takes the next number").
        return pgettext("label, then a title", "%(label)s: %(text)s")
    if own_colon:
        # Translators: a run-in label, then a whole sentence that has a colon of its own; do not use a
        # colon here (ru, fi, sv: a full stop).
        return pgettext("label, then a sentence with its own colon", "%(label)s — %(text)s")
    # Translators: a run-in label, then a whole sentence starting with a capital letter ("Edition note
    # (Finnish leaflet): Players draw…"); ru and fi end a run-in label with a full stop.
    return pgettext("label, then a sentence", "%(label)s: %(text)s")


def _bare(label: str) -> str:
    return str(label).rstrip().rstrip(LABEL_END).rstrip()


def _pattern(label: str, text: str, kind: Kind) -> str:
    if _bare(label)[-1:] in SENTENCE_END:  # «Внимание!», «Se upp!»: the label is punctuated already
        return "%(label)s %(text)s"
    return _joiner(str(text), kind)


_INNER_QUOTES = str.maketrans({"«": "„", "»": "“"})


def _nested(pattern: str, text: str) -> str:
    """The text with its own «» turned into „“ when the pattern quotes it with «» (Russian typography:
    «Правило: «Пас при пустом „магазине“»»), so quotes never close early."""
    if "«%(text)s»" not in pattern:
        return text
    nested = str(text).translate(_INNER_QUOTES)
    return mark_safe(nested) if isinstance(text, SafeString) else nested


def fill(pattern: str, **texts: str) -> str:
    """A whole-sentence msgid's placeholders filled, each text's own «» nested as „“ where the translation
    quotes that placeholder with «».

    >>> fill("Из вашей партии: «%(title)s»", title="Пас при пустом «магазине»")
    'Из вашей партии: «Пас при пустом „магазине“»'
    """
    return pattern % {key: _nested(pattern.replace(f"%({key})s", "%(text)s"), text) for key, text in texts.items()}


def join(label: str, text: str, *, kind: Kind = "sentence") -> str:
    """``label`` and ``text`` as one line of plain text, punctuated for the active language.

    >>> from django.utils import translation
    >>> with translation.override("ru"):
    ...     join("Правило:", "Пас при пустом «магазине»", kind="title")
    'Правило: «Пас при пустом „магазине“»'
    """
    pattern = _pattern(label, text, kind)
    return pattern % {"label": _bare(label), "text": _nested(pattern, text)}


def join_html(label: str, text: str, *, kind: Kind = "sentence", strong: bool = False,
              label_href: str | None = None, text_href: str | None = None, hidden: bool = False) -> SafeString:
    """``join`` for a template: both parts escaped unless already safe; ``strong`` bolds the label, and
    ``label_href``/``text_href`` make that part a link; ``hidden`` keeps the label and its punctuation for
    screen readers only (a verdict's icon says it to the eye).

    >>> from django.utils import translation
    >>> with translation.override("ru"):
    ...     join_html("Тренер:", "Можно было сделать первый выход: …", hidden=True)
    '<span class="visually-hidden">Тренер. </span>Можно было сделать первый выход: …'
    """
    pattern = _pattern(label, strip_tags(str(text)), kind)
    said = conditional_escape(_nested(pattern, text))
    if hidden:
        head, _, tail = conditional_escape(pattern).partition("%(text)s")
        parts = {"label": conditional_escape(_bare(label))}
        return format_html('<span class="visually-hidden">{}</span>{}{}', mark_safe(head % parts), said,
                           mark_safe(tail % parts))
    shown = conditional_escape(_bare(label))
    if label_href:
        shown = format_html('<a href="{}">{}</a>', label_href, shown)
    if strong:
        shown = format_html("<strong>{}</strong>", shown)
    if text_href:
        said = format_html('<a href="{}">{}</a>', text_href, said)
    return mark_safe(conditional_escape(pattern) % {"label": shown, "text": said})
