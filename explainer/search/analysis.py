"""Text into search terms, per language: the same steps for the indexed texts and for what people type.

1. ``normalize``: Unicode compatibility forms, case, ё → е, every spelling of the game's name
   ("Skip-Bo", "skip bo", «скип-бо», "Skip-Bo-kortti") as the one token ``skipbo``, "12:an" as "12";
2. words and numbers: runs of letters, runs of digits ("12–13–1" is three numbers);
3. stop words and question frames dropped (``stopwords``); number words read as digits;
4. a Snowball stem (PyStemmer), then folded the way phones type: ä/å → a, ö → o, other accents off;
5. Finnish and Swedish compounds also give their two parts (``lexicon.COMPOUND_HEADS``).

>>> [t.term for t in analyze("Voiko Skip-Bo-kortin laittaa poistopinoon?", "fi")]
['skipbo', 'kort', 'lait', 'poistopino', 'poisto', 'pino']
>>> [t.term for t in analyze("Får man slänga skip-bo kort?", "sv")]
['slang', 'skipbo', 'kort']
>>> [t.term for t in analyze("Can a run go 12-13-1?", "en")]
['run', 'go', '12', '13', '1']
"""

from __future__ import annotations

import re
import threading
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

import Stemmer

from explainer.search.lexicon import CARD_WORDS, COMPOUND_HEADS, NUMBER_STEMS, NUMBER_WORDS, WORD_FORMS
from explainer.search.stopwords import STOP_WORDS

ALGORITHMS = {"en": "english", "ru": "russian", "fi": "finnish", "sv": "swedish"}
"""The Snowball stemmer of each site language."""

_GAME_NAME = re.compile(r"(?<!\w)(?:skip|скип)[\s\-‐‑–—_]?(?:bo|бо)(?:\w{0,4}(?![\w-])|(?=-))", re.IGNORECASE)
_NUMBER_SUFFIX = re.compile(r"(\d+):\w+")
_WORD = re.compile(r"\d+|[^\W\d_]+")
_FOLD = str.maketrans({"ё": "е", "å": "a", "ä": "a", "ö": "o", "æ": "ae", "ø": "o"})
_local = threading.local()
GAME_TOKEN = "skipbo"
"""Every spelling of "Skip-Bo" becomes this token: the card when a card word is next to it, else the
game's name (dropped: the game a question names is read from the whole query, see ``query``)."""


@dataclass(frozen=True)
class Term:
    """One search term of a text: ``term`` as indexed, ``word`` the word it came from as written,
    ``position`` its word's place in the text, ``part`` true for a compound's part."""

    term: str
    word: str
    position: int
    part: bool = False


def fold(text: str) -> str:
    """Case, ё/å/ä/ö and every other accent off (how people type on a phone).

    >>> fold("Ёлка SKÅL Hyökkää Café")
    'елка skal hyokkaa cafe'
    """
    folded = text.casefold().translate(_FOLD)
    return "".join(ch for ch in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(ch))


def normalize(text: str) -> str:
    """Compatibility forms, case and the game's name made one token (``skipbo``)."""
    text = unicodedata.normalize("NFKC", str(text)).casefold().replace("ё", "е")
    text = _GAME_NAME.sub(f" {GAME_TOKEN} ", text)
    return _NUMBER_SUFFIX.sub(r"\1", text)


def words(text: str) -> list[str]:
    """The words and numbers of a text, normalized, in order (stop words kept)."""
    return _WORD.findall(normalize(text))


def _stemmer(lang: str) -> Stemmer.Stemmer:
    """A stemmer per thread and language (a PyStemmer object must not be shared between threads)."""
    stemmers = getattr(_local, "stemmers", None)
    if stemmers is None:
        stemmers = _local.stemmers = {}
    if lang not in stemmers:
        stemmers[lang] = Stemmer.Stemmer(ALGORITHMS[lang])
    return stemmers[lang]


@lru_cache(maxsize=65536)
def stem(word: str, lang: str) -> str:
    """The folded Snowball stem of one normalized word (digits stay as they are)."""
    if word.isdigit():
        return word.lstrip("0") or "0"
    return fold(_stemmer(lang).stemWord(word))


@cache
def _stop_words(lang: str) -> frozenset[str]:
    words_ = STOP_WORDS.get(lang, frozenset())
    return frozenset(words_) | frozenset(fold(w) for w in words_)


@cache
def _number_words(lang: str) -> dict[str, str]:
    table = NUMBER_WORDS.get(lang, {})
    return {**table, **{fold(w): n for w, n in table.items()}}


def number(word: str, lang: str) -> str | None:
    """The digit a number word stands for («двойку» → "2", «kolmosesta» → "3"), else None."""
    exact = _number_words(lang).get(word)
    if exact is not None:
        return exact
    folded = fold(word)
    return next((digit for prefix, digit in NUMBER_STEMS.get(lang, ()) if folded.startswith(prefix)), None)


@cache
def _heads(lang: str) -> tuple[str, ...]:
    """Compound heads as stems, longest first (so «kortit» is tried before «kort»)."""
    return tuple(sorted({stem(h, lang) for h in COMPOUND_HEADS.get(lang, ())}, key=len, reverse=True))


def _names_a_card(found: list[str], place: int, lang: str) -> bool:
    """Whether ``skipbo`` at ``place`` is the wild card («карта Skip-Bo», "Skip-Bo-kortti", "Skip-Bo
    cards") rather than the game's name, which says nothing about the question."""
    near = found[max(0, place - 1):place] + found[place + 1:place + 2]
    return any(fold(w).startswith(CARD_WORDS[lang]) for w in near)


def is_stop_word(word: str, lang: str) -> bool:
    return word in _stop_words(lang)


def parts(term: str, lang: str) -> tuple[str, str] | None:
    """A compound stem's (first part, head), when it ends in a known head after at least 3 letters.

    >>> parts("poistopino", "fi"), parts("kasthog", "sv"), parts("pino", "fi")
    (('poisto', 'pino'), ('kast', 'hog'), None)
    """
    for head in _heads(lang):
        if term.endswith(head) and len(term) - len(head) >= 3:
            first = term[: -len(head)]
            return stem(first.rstrip("s") if lang == "sv" and first.endswith("s") else first, lang), head
    return None


def _term(word: str, lang: str) -> str:
    return number(word, lang) or stem(WORD_FORMS.get(lang, {}).get(word, word), lang)


def analyze(text: str, lang: str) -> list[Term]:
    """The search terms of a text in order, with the words they came from (``position`` counts every
    word, stop words too, as ``sequence`` does)."""
    out: list[Term] = []
    found = words(text)
    for place, word in enumerate(found):
        if is_stop_word(word, lang) or (word == GAME_TOKEN and not _names_a_card(found, place, lang)):
            continue
        term = _term(word, lang)
        if not term:
            continue
        out.append(Term(term, word, place))
        split = parts(term, lang)
        if split is not None:
            out.extend(Term(p, word, place, part=True) for p in split)
    return out


def sequence(text: str, lang: str) -> tuple[str, ...]:
    """The term of every word, stop words included: how a phrase is found in a query ("runs out" is
    two words, not the word "run")."""
    return tuple(_term(word, lang) for word in words(text))


def terms(text: str, lang: str) -> list[str]:
    """Only the content terms (no compound parts), in order."""
    return [t.term for t in analyze(text, lang) if not t.part]
