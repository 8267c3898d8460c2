"""How a rule id becomes words: the shape of each game's rule texts and the param formatting.

Each game's module (``games/texts/skipbo.py``, ``games/texts/rummikub.py``) maps every rule id
of its engine registry to a ``RuleText``. The texts are lazy translations, so one registry serves every
language; ``games.verdicts`` fills a verdict's params into the right sentence (plural-aware where a count
is involved), each param in its game's words (``ParamWords``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from django.utils.functional import Promise

Text = str | Promise


@dataclass(frozen=True)
class ByParam:
    """A feedback sentence chosen by the value of one param, as ``ngettext_lazy(..., "count")`` is chosen
    by a number: ``ByParam("table", {"changed": _("…"), "unchanged": _("…")})``. Each choice is a whole
    sentence of its own in the catalogs. Filling it with params that lack the key, or hold a value it has
    no sentence for, is a KeyError (``games.verdicts`` then says the rule in general words)."""

    key: str
    sentences: Mapping[str, Text]

    def __mod__(self, params: Mapping[str, Any]) -> str:
        return str(self.sentences[params[self.key]] % params)


type Feedback = Text | ByParam
"""A feedback sentence: one (lazy, possibly plural) message, or one per value of a param (``ByParam``)."""


@dataclass(frozen=True)
class RuleText:
    """What a reader sees for one rule id.

    ``title``: a short name (a heading on the rule page). ``rule``: the rule itself in one or two
    sentences, general (no params). ``forbidden`` / ``allowed``: feedback for a concrete verdict,
    with ``%(param)s`` placeholders from the engine's params (after ``display_params``); the one that
    does not apply to the rule's kind is None. Plural-aware texts are ``ngettext_lazy(..., "count")``;
    texts that say different things by a param's value are ``ByParam``.
    """

    title: Text
    rule: Text
    forbidden: Feedback | None = None
    allowed: Feedback | None = None


type ParamWords = Mapping[str, Callable[[Any], str]]
"""How one game says its own kinds of params in a sentence, by param name (Skip-Bo's ``card`` as a noun,
Rummikub's ``tiles`` as "red 9, joker"). Each game registers its own on its ``Game`` record
(``param_words``), so no shared code knows which game names a param what."""


def display_params(params: Mapping[str, Any], words: ParamWords) -> dict[str, Any]:
    """Engine params made ready for a sentence in the active language.

    A param the game words (``words``, the game's ``param_words``) becomes those words; any other list is
    joined ("3, 5, —, 11": an empty pile's 0 or None is a dash); None is a dash; counts and numbers stay
    numbers (so plural forms can be chosen).
    """
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if key in words:
            shown[key] = words[key](value)
        elif isinstance(value, (list, tuple)):
            shown[key] = ", ".join("—" if v in (0, None, "-") else str(v) for v in value)
        elif value is None:
            shown[key] = "—"
        else:
            shown[key] = value
    return shown


def fill(template: Feedback | None, params: Mapping[str, Any], words: ParamWords) -> str:
    """Fill a (lazy, possibly plural) message with display params; tolerant of unused params."""
    if template is None:
        return ""
    return str(template % display_params(params, words))


@dataclass(frozen=True)
class GlossaryEntry:
    """One glossary term of a game.

    ``term`` and ``definition`` are translated; ``other_names`` are the literal names a reader may
    meet in a leaflet, per language code, each with the source that uses it (they are quotations, so
    they are data, not catalog strings), and a third item, the quotation's language code, when it is
    not the page's language. ``warning`` flags a false friend. ``see`` is an anchor on the
    game's rules page (a section id or a rule id).
    """

    slug: str
    term: Text
    definition: Text
    other_names: Mapping[str, tuple[tuple[str, Text] | tuple[str, Text, str], ...]]
    warning: Text | None = None
    see: str | None = None
