"""FAQ search in the reader's language: every word typed must appear in the question, the verdict
sentence or the explanation.

Matching forgives what people type on a phone at the table: case (``casefold``), Russian ё typed as е,
Finnish and Swedish å/ä typed as a and ö as o, and any other accent. Both the query and the texts go
through the same ``normalize``. The normalized texts are built once per (FAQ, language) and cached.

>>> normalize("Ёлка SKÅL Hyökkää Café")
'елка skal hyokkaa cafe'
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from django.conf import settings
from django.utils.translation import get_language

from explainer.faq import registry
from explainer.faq.base import Answer

_FOLD = str.maketrans({"ё": "е", "å": "a", "ä": "a", "ö": "o", "æ": "ae", "ø": "o"})


def normalize(text: str) -> str:
    """Lowercase without ё/å/ä/ö or other diacritics, whitespace collapsed."""
    folded = str(text).casefold().translate(_FOLD)
    bare = "".join(ch for ch in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(ch))
    return " ".join(bare.split())


@lru_cache(maxsize=32)
def _index(faq: registry.GameFAQ, language: str) -> tuple[tuple[Answer, str], ...]:
    """Each answer with its searchable text, normalized (built in the active language = ``language``)."""
    rows = []
    for a in faq.answers:
        parts = [a.question, a.verdict_text, *a.explanation]
        rows.append((a, normalize(" ".join(str(p) for p in parts))))
    return tuple(rows)


def terms(query: str) -> list[str]:
    return normalize(query).split()


def search(game: str, query: str) -> list[Answer]:
    """The game's answers that contain every word of ``query`` (all of them for an empty query)."""
    words = terms(query)
    rows = _index(registry.faq(game), get_language() or settings.LANGUAGE_CODE)
    if not words:
        return [a for a, _text in rows]
    return [a for a, text in rows if all(w in text for w in words)]

