"""Matched words marked in a result's title and snippet, everything else escaped.

A word is marked when one of its search terms (or a compound's part) is among the terms the query
matched in that document, so «джокера» is marked for «джокер» and "Skip-Bo-kortin" for "skip-bo kortti".

>>> str(highlight("Can I put <b>a</b> Skip-Bo card on a discard pile?", frozenset({"discard", "skipbo"}), "en"))
'Can I put &lt;b&gt;a&lt;/b&gt; <mark>Skip-Bo</mark> card on a <mark>discard</mark> pile?'
"""

from __future__ import annotations

import re

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from explainer.search.analysis import GAME_TOKEN, analyze, words

_WORD = re.compile(r"\w+(?:[-‐:']\w+)*")


def highlight(text: str, matched: frozenset[str], lang: str) -> SafeString:
    out: list[str] = []
    end = 0
    for found in _WORD.finditer(str(text)):
        out.append(escape(found.string[end:found.start()]))
        word = found.group(0)
        terms = {t.term for t in analyze(word, lang)} or set(words(word)) & {GAME_TOKEN}
        hit = bool(terms & matched)
        out.append(f"<mark>{escape(word)}</mark>" if hit else escape(word))
        end = found.end()
    out.append(escape(str(text)[end:]))
    return mark_safe("".join(out))
