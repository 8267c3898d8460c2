"""Groups of phrases that mean the same thing to a player, per language, and the query expansion they
give.

Three sources, all per language: every glossary entry of every registered game (its term in the
language, the other names a reader of that language meets, and for a term like «карта Skip-Bo» the
leaflet's «джокер»), the term tables of ``locale/<lang>/TERMS.md`` (our word and the leaflets' own
names), and the players' words of ``lexicon.PLAYER_WORDS``. A phrase is matched on its analysed terms,
so «джокера» matches «джокер» and «poistopinooni» matches «poistopino».
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.conf import settings
from django.utils import translation

from explainer.search.analysis import sequence, terms
from explainer.search.lexicon import PLAYER_WORDS
from games.registry import GAMES
from games.texts import catalog

SYNONYM_WEIGHT = 0.7
"""How much a word reached through a synonym counts beside a word typed."""

_REFERENCE = re.compile(r"\[\d+\]|\*\*|[«»“”\"']|\([^)]*\)")


def _glossary_groups(lang: str) -> Iterator[tuple[str, ...]]:
    with translation.override(lang):
        for game in GAMES.values():
            for entry in catalog.glossary(game.key):
                names = [str(name) for name, *_rest in entry.other_names.get(lang, ())]
                yield (str(entry.term), *names)


def _cells(text: str) -> list[str]:
    """The names in one cell of a TERMS.md table: references, bold and notes in brackets taken out."""
    out = []
    for item in re.split(r"[;,]", _REFERENCE.sub(" ", text)):
        item = item.split(":")[-1].strip(" .—-")
        if item and len(item.split()) <= 3:
            out.append(item)
    return out


def terms_md_groups(text: str) -> Iterator[tuple[str, ...]]:
    """Groups from the term tables of a TERMS.md: per row, our word and the names in the next column
    (the concept in English too); a row of pairs ("group / run" | "группа / ряд") gives one group each.

    >>> list(terms_md_groups("| concept (en) | our word | leaflet | never |\\n|---|---|---|---|\\n"
    ...                      "| rack | teline | pidike | — |\\n| group / run | ryhmä / suora | run: sarja | — |"))
    [('rack', 'teline', 'pidike'), ('group', 'ryhmä'), ('run', 'suora', 'sarja')]
    """
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or set(cells[0]) <= set("-: ") or cells[0].startswith("concept") or cells[0] == "forbidden":
            continue
        concept, ours, leaflets = cells[0], cells[1], cells[2]
        if len(concept.split()) > 3:
            continue
        if " / " in concept and " / " in ours:
            for en, own in zip(concept.split(" / "), ours.split(" / "), strict=False):
                extra = [c for c in _cells(leaflets) if en.strip() in leaflets.split(":")[0]]
                yield tuple(dict.fromkeys([en.strip(), *_cells(own), *extra]))
            continue
        yield tuple(dict.fromkeys([concept, *_cells(ours), *_cells(leaflets)]))


def _terms_md(lang: str) -> Iterator[tuple[str, ...]]:
    path = Path(settings.BASE_DIR) / "locale" / lang / "TERMS.md"
    if path.exists():
        yield from terms_md_groups(path.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Phrase:
    """A name as its full word sequence (to find it) and its content terms (to search for)."""

    words: tuple[str, ...]
    terms: tuple[str, ...]


@cache
def groups(lang: str) -> tuple[tuple[Phrase, ...], ...]:
    """Every synonym group of the language (phrases without content words dropped)."""
    found = []
    for group in (*PLAYER_WORDS.get(lang, ()), *_glossary_groups(lang), *_terms_md(lang)):
        phrases: dict[tuple[str, ...], Phrase] = {}
        for name in group:
            content = tuple(terms(name, lang))
            if content:
                phrases.setdefault(sequence(name, lang), Phrase(sequence(name, lang), content))
        if len(phrases) > 1:
            found.append(tuple(phrases.values()))
    return tuple(found)


def _places(words: tuple[str, ...], phrase: tuple[str, ...]) -> list[int]:
    n = len(phrase)
    return [i for i in range(len(words) - n + 1) if words[i:i + n] == phrase]


def expansions(words: tuple[str, ...], lang: str) -> dict[int, dict[str, float]]:
    """The terms each word of a query (its ``sequence``) also searches for through its synonyms, by the
    word's place (every word of a matched phrase gets them), with their weight.

    >>> found = expansions(("забра", "джокер"), "ru")
    >>> "взят" in found[0], "skipbo" in found[1]
    (True, True)
    """
    found: dict[int, dict[str, float]] = {}
    for group in groups(lang):
        for phrase in group:
            for start in _places(words, phrase.words):
                for place in range(start, start + len(phrase.words)):
                    extra = found.setdefault(place, {})
                    for other in group:
                        for term in other.terms:
                            if term not in phrase.terms:
                                extra[term] = SYNONYM_WEIGHT
    return found
