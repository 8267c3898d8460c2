"""A BM25F index over one language's documents, and the ranking of a query against it.

Each document has three fields, weighted: the title (a question, a heading, a term) counts three times
a word of the body, other names twice. A query word reaches the index in four ways, each counting less
than the one before: as typed (its stem), through a synonym (``synonyms``), as a longer or shorter
form of the same stem (Russian verbs: «раздают» / «раздавать»), and, for a word the texts never use,
as the closest word they do use (rapidfuzz, one or two typing errors) — which also gives the corrected
spelling to offer.

The index is built once per process and language (``for_language``), from the registered games.
"""

from __future__ import annotations

import bisect
import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from rapidfuzz import fuzz, process

from explainer.search.analysis import Term, analyze, sequence
from explainer.search.documents import Document
from explainer.search.synonyms import expansions

FIELDS = {"title": 10.0, "names": 4.0, "body": 1.0}
LENGTH_NORM = {"title": 0.5, "names": 0.3, "body": 0.75}
K1 = 2.5
PART_WEIGHT = 0.5  # a compound's part counts half a word
KIND_PRIOR = {"answer": 1.15, "section": 1.0, "rule": 0.9, "term": 0.95}
AFFIX_WEIGHT = 0.6
FUZZY_WEIGHT = 0.75
MIN_AFFIX = 4
PHRASE_BOOST = 2.0  # every word of the query, in order, in a title
NAMED_GAME = 1.6  # a question that names a game ("how do you win skip-bo") is about that game


@dataclass(frozen=True)
class Hit:
    """A found document: its score, the share of the query it answers (``coverage``, 0–1) and the terms
    that matched (for highlighting)."""

    document: Document
    score: float
    coverage: float
    matched: frozenset[str]


@dataclass
class Expansion:
    """How one query word reaches the index: its terms with weights, and a spelling the texts use when
    the word itself is unknown (``corrected``)."""

    word: str
    terms: dict[str, float] = field(default_factory=dict)
    corrected: str | None = None


class Index:
    """BM25F postings: term → [(document number, saturated weight input)]."""

    def __init__(self, documents: list[Document], lang: str) -> None:
        self.lang = lang
        self.documents = documents
        counts: list[dict[str, dict[str, float]]] = []
        surfaces: dict[str, Counter[str]] = defaultdict(Counter)
        lengths: dict[str, list[int]] = {name: [] for name in FIELDS}
        for doc in documents:
            per_field: dict[str, dict[str, float]] = {}
            for name in FIELDS:
                found = analyze(getattr(doc, name), lang)
                tally: dict[str, float] = defaultdict(float)
                for piece in found:
                    tally[piece.term] += PART_WEIGHT if piece.part else 1.0
                    if not piece.part:
                        surfaces[piece.term][piece.word] += 1
                per_field[name] = tally
                lengths[name].append(sum(1 for t in found if not t.part))
            counts.append(per_field)
        average = {name: (sum(values) / len(values) if values else 0.0) or 1.0 for name, values in lengths.items()}
        self.postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
        for number, per_field in enumerate(counts):
            weighted: defaultdict[str, float] = defaultdict(float)
            for name, tally in per_field.items():
                norm = 1 - LENGTH_NORM[name] + LENGTH_NORM[name] * lengths[name][number] / average[name]
                for term, tf in tally.items():
                    weighted[term] += FIELDS[name] * tf / norm
            for term, tf in weighted.items():
                self.postings[term].append((number, tf))
        total = len(documents)
        self.idf = {term: math.log(1 + (total - len(p) + 0.5) / (len(p) + 0.5)) for term, p in self.postings.items()}
        self.titles = [sequence(doc.title, lang) for doc in documents]
        self.vocabulary = sorted(self.postings)
        self._spelled = [t for t in self.vocabulary if not t.isdigit() and len(t) >= 3]
        self.surface = {term: tally.most_common(1)[0][0] for term, tally in surfaces.items()}
        self.expand_word = lru_cache(maxsize=8192)(self._expand_word)

    # -- Query words ---------------------------------------------------------------------------------------

    def _affixes(self, term: str) -> dict[str, float]:
        """Indexed stems that are a longer or shorter form of ``term`` (at least 4 letters in common)."""
        found: dict[str, float] = {}
        if term.isdigit() or len(term) < MIN_AFFIX:
            return found
        start = bisect.bisect_left(self.vocabulary, term)
        for other in self.vocabulary[start:start + 50]:
            if not other.startswith(term):
                break
            if other != term and len(term) >= 0.6 * len(other):
                found[other] = AFFIX_WEIGHT
        for cut in range(len(term) - 1, MIN_AFFIX - 1, -1):
            prefix = term[:cut]
            if cut >= 0.6 * len(term) and prefix in self.idf:
                found.setdefault(prefix, AFFIX_WEIGHT)
        return found

    def _expand_word(self, term: str, word: str) -> Expansion:
        out = Expansion(word)
        if term in self.idf:
            out.terms[term] = 1.0
        out.terms.update((t, w) for t, w in self._affixes(term).items() if t not in out.terms)
        if not out.terms and not term.isdigit() and len(term) >= MIN_AFFIX:
            cutoff = 75 if len(term) == MIN_AFFIX else 80
            close = process.extract(term, self._spelled, scorer=fuzz.ratio, score_cutoff=cutoff, limit=3)
            for other, score, _n in close:
                out.terms.setdefault(other, FUZZY_WEIGHT * score / 100)
            if close:
                out.corrected = self.surface.get(close[0][0])
        return out

    def expand(self, query: list[Term], words: tuple[str, ...]) -> list[Expansion]:
        """Each query word (a compound counts once) with every term it reaches; ``words`` is the query's
        full ``sequence``, where synonyms are found."""
        synonyms = expansions(words, self.lang)
        out = []
        for t in (t for t in query if not t.part):
            found = self.expand_word(t.term, t.word)
            merged = Expansion(t.word, dict(found.terms), found.corrected)
            for part in (p for p in query if p.part and p.position == t.position):
                if part.term in self.idf:
                    merged.terms.setdefault(part.term, PART_WEIGHT)
            for term, weight in synonyms.get(t.position, {}).items():
                if term in self.idf and merged.terms.get(term, 0.0) < weight:
                    merged.terms[term] = weight
            out.append(merged)
        return out

    # -- Ranking -------------------------------------------------------------------------------------------

    def rank(self, query: list[Term], words: tuple[str, ...], allowed: set[int] | None = None,
             named: frozenset[str] = frozenset()) -> tuple[list[Hit], list[Expansion]]:
        """Documents by score (best first) with the query's expansions; ``allowed`` limits the documents,
        and the documents of the games the question names (``named``, by slug) come first."""
        expanded = self.expand(query, words)
        scores: dict[int, float] = defaultdict(float)
        covered: dict[int, float] = defaultdict(float)
        matched: dict[int, set[str]] = defaultdict(set)
        mass = 0.0
        top_idf = max(self.idf.values(), default=1.0)
        for e in expanded:
            # A word counts once per document: by the best of the terms it reaches there.
            if e.terms:
                exact = next((t for t, w in e.terms.items() if w == 1.0), None)
                mass += self.idf[exact] if exact else max(self.idf[t] * w for t, w in e.terms.items())
            else:
                mass += top_idf
            best: dict[int, tuple[float, float]] = {}
            for term, weight in e.terms.items():
                idf = self.idf[term]
                for number, tf in self.postings[term]:
                    if allowed is not None and number not in allowed:
                        continue
                    value = weight * idf * tf * (K1 + 1) / (tf + K1)
                    matched[number].add(term)
                    if value > best.get(number, (0.0, 0.0))[0]:
                        best[number] = (value, weight * idf)
            for number, (value, reach) in best.items():
                scores[number] += value
                covered[number] += reach
        if len(words) >= 2:  # the question as written (a pasted title): that document first
            for number in scores:
                title = self.titles[number]
                if any(title[i:i + len(words)] == words for i in range(len(title) - len(words) + 1)):
                    scores[number] *= PHRASE_BOOST
        hits = [
            Hit(self.documents[n], s * KIND_PRIOR[self.documents[n].kind] * (NAMED_GAME if self.documents[n].game
                                                                             in named else 1.0),
                min(1.0, covered[n] / mass) if mass else 0.0, frozenset(matched[n]))
            for n, s in scores.items()
        ]
        hits.sort(key=lambda h: (-h.score, h.document.ref))
        return hits, expanded
