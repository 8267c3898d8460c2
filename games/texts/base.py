"""How a rule id becomes words: the shape of each game's rule texts and the param formatting.

Each game's module (``games/texts/skipbo.py``, ``games/texts/rummikub.py``) maps every rule id
of its engine registry to a ``RuleText``. The texts are lazy translations, so one registry serves every
language; ``feedback`` fills a verdict's params into the right sentence (plural-aware where a count is
involved).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import pgettext_lazy

from engine.skipbo import cards as sb_cards

Text = str | Promise


@dataclass(frozen=True)
class RuleText:
    """What a reader sees for one rule id.

    ``title``: a short name (a heading on the rule page). ``rule``: the rule itself in one or two
    sentences, general (no params). ``forbidden`` / ``allowed``: feedback for a concrete verdict,
    with ``%(param)s`` placeholders from the engine's params (after ``display_params``); the one that
    does not apply to the rule's kind is None. Plural-aware texts are ``ngettext_lazy(..., "count")``.
    """

    title: Text
    rule: Text
    forbidden: Text | None = None
    allowed: Text | None = None


COLOUR_NAMES: dict[str, Text] = {
    "K": pgettext_lazy("tile colour", "black"),
    "B": pgettext_lazy("tile colour", "blue"),
    "R": pgettext_lazy("tile colour", "red"),
    "O": pgettext_lazy("tile colour", "orange"),
}


def card_name(card: int | str) -> str:
    """A Skip-Bo card as a noun inside a feedback sentence ("Your 7 goes on building pile 2").

    A bare number cannot take a language's endings, so each language says how its sentences name a
    card: Swedish uses the definite forms ("7:an", "Skip-Bo-kortet"), Russian writes «карта 7» /
    «карта Skip-Bo» around a bare label, Finnish «kortti 7» / «Skip-Bo-kortti». Lists of cards use
    ``games.diagrams.faces.card_words`` instead.
    """
    if isinstance(card, str):
        try:
            card = sb_cards.card(card)
        except KeyError:  # no card at all (a missing param): show it as it came
            return str(card)
    if card == sb_cards.SB:
        # Translators: the wild card as a noun inside a feedback sentence ("Your Skip-Bo card goes on
        # building pile 2"); write the form your sentences with %(card)s are built around (sv: definite
        # "Skip-Bo-kortet"; ru: the bare label "Skip-Bo" after «карта»; fi: "Skip-Bo-kortti").
        return str(pgettext_lazy("card as a noun in a sentence", "Skip-Bo card"))
    # Translators: a number card as a noun inside a feedback sentence ("Your 7 goes on building pile
    # 2"); %(number)s is 1-12. Write the form your sentences with %(card)s are built around (sv: "7:an";
    # ru: "7" after «карта»; fi: "kortti 7").
    return str(pgettext_lazy("card as a noun in a sentence", "%(number)s") % {"number": card})


def tile_name(tile: str) -> str:
    """A Rummikub tile in words: ``"R9"`` → ``"red 9"``, ``"J"`` → ``"joker"`` (in the active language)."""
    if tile == "J":
        return str(pgettext_lazy("tile name", "joker"))
    return str(pgettext_lazy("tile name: colour, number", "%(colour)s %(number)s") % {
        "colour": COLOUR_NAMES[tile[0]], "number": tile[1:]})


def tile_list(tiles: list[str] | tuple[str, ...]) -> str:
    return ", ".join(tile_name(t) for t in tiles)


def tile_choice(tiles: list[str] | tuple[str, ...]) -> str:
    """Tiles of which any one will do, in words: "blue 6 or orange 6" (what a group's joker stands for)."""
    names = [tile_name(t) for t in tiles]
    if len(names) < 2:
        return "".join(names)
    # Translators: the last two of several tiles a joker may stand for ("blue 6, red 6 or orange 6");
    # %(some)s is the rest of the list (already joined with commas), %(last)s the last tile.
    return str(pgettext_lazy("tiles: one of them", "%(some)s or %(last)s") % {
        "some": ", ".join(names[:-1]), "last": names[-1]})


def display_params(params: Mapping[str, Any]) -> dict[str, Any]:
    """Engine params made ready for a sentence in the active language.

    Cards and tiles become words (``tiles`` and ``*_tiles`` as a list, ``stood_for`` as tiles of which
    any one will do); lists of numbers are joined; ``colour`` becomes a colour name; counts and numbers
    stay numbers (so plural forms can be chosen).
    """
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if key == "card":
            shown[key] = card_name(str(value))
        elif key == "tiles" or key.endswith("_tiles"):
            shown[key] = tile_list(value)
        elif key == "stood_for":
            shown[key] = tile_choice(value)
        elif key == "colour":
            shown[key] = str(COLOUR_NAMES[str(value)])
        elif key == "source" or key == "target":
            shown[key] = str(value)
        elif isinstance(value, (list, tuple)):
            shown[key] = ", ".join("—" if v in (0, None, "-") else str(v) for v in value)
        elif value is None:
            shown[key] = "—"
        else:
            shown[key] = value
    return shown


def fill(template: Text | None, params: Mapping[str, Any]) -> str:
    """Fill a (lazy, possibly plural) message with display params; tolerant of unused params."""
    if template is None:
        return ""
    return str(template % display_params(params))



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
