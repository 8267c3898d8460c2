"""Rummikub tiles and sets in the case a sentence needs, per language: the words a player says when
asking about a move ("with my red 7", «своей красной 7», «omalla punaisella 7:llä», «med min
röda sjua»).

A translated sentence (a whole msgid with placeholders) puts each phrase where its case is right; the
case forms themselves — colour adjectives that agree with the tile's noun, the number nouns of
Swedish, the Finnish case endings after a digit — are small tables here, one per
language, since gettext has no cases. A language without a table uses English's.

>>> from django.utils import translation
>>> with translation.override("ru"):
...     tool(tile_from_text("R7")), target_set([tile_from_text(t) for t in ("R4", "R5", "R6")])
('своей красной 7', 'красным 4–5–6')
>>> with translation.override("fi"):
...     tool(tile_from_text("R7")), target_set([tile_from_text(t) for t in ("K7", "B7", "J")])
('omalla punaisella 7:llä', '7-ryhmään')
>>> with translation.override("sv"):
...     your_tile(tile_from_text("R9")), with_tile(tile_from_text("B13"))
('din röda nia', 'med den blå trettonen')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from django.utils.translation import get_language

from engine.rummikub.tiles import JOKER, colour, number, tile_from_text

__all__ = ["tool", "thing", "your_tile", "with_tile", "target_set", "tile_from_text"]

COLOURS = "KBRO"  # the engine's colour order: black, blue, red, orange

# Russian: a tile is named by its colour, agreeing with the feminine «фишка», and its number in digits
# («свою красную 7», «к группе фишек 7»): the sentences around these phrases list tiles and runs in digits
# («в комбинацию 1: красная 9, красная 10»), and one sentence uses one form (locale/ru/TERMS.md).
# Finnish: the case ending after a digit follows how the number is read (seitsemällä, kahdella, …).
_FI_ADESSIVE = ("llä", "lla", "lla", "llä", "llä", "lla", "llä", "lla", "llä", "llä", "llä", "lla", "lla")
# Swedish: the number nouns players use for tiles (en sjua, en tia).
_SV_NOUN = ("etta", "tvåa", "trea", "fyra", "femma", "sexa", "sjua", "åtta", "nia", "tia", "elva", "tolva",
            "tretton")
_SV_NOUN_DEF = ("ettan", "tvåan", "trean", "fyran", "femman", "sexan", "sjuan", "åttan", "nian", "tian", "elvan",
                "tolvan", "trettonen")
_SV_NOUN_PL_DEF = ("ettorna", "tvåorna", "treorna", "fyrorna", "femmorna", "sexorna", "sjuorna", "åttorna",
                   "niorna", "tiorna", "elvorna", "tolvorna", "trettonorna")


class Table(TypedDict, total=False):
    """One language's words: colour adjectives in the cases its sentences need (black, blue, red, orange),
    the joker's word and the dash between a run's numbers."""

    colour: tuple[str, str, str, str]
    colour_ins: tuple[str, str, str, str]
    colour_acc: tuple[str, str, str, str]
    colour_dat_pl: tuple[str, str, str, str]
    colour_ade: tuple[str, str, str, str]
    colour_gen: tuple[str, str, str, str]
    colour_ill: tuple[str, str, str, str]
    colour_def: tuple[str, str, str, str]
    joker: str
    dash: str


TABLES: dict[str, Table] = {
    "en": {
        "colour": ("black", "blue", "red", "orange"), "joker": "the joker", "dash": "-",
    },
    "ru": {
        "colour_ins": ("чёрной", "синей", "красной", "оранжевой"),
        "colour_acc": ("чёрную", "синюю", "красную", "оранжевую"),
        "colour_dat_pl": ("чёрным", "синим", "красным", "оранжевым"),
        "joker": "джокер", "dash": "–",  # a run in Russian print: 4–5–6 (locale/ru/TERMS.md)
    },
    "fi": {
        "colour_ade": ("mustalla", "sinisellä", "punaisella", "oranssilla"),
        "colour_gen": ("mustan", "sinisen", "punaisen", "oranssin"),
        "colour_ill": ("mustaan", "siniseen", "punaiseen", "oranssiin"),
        "joker": "jokeri", "dash": "–",
    },
    "sv": {
        "colour_def": ("svarta", "blå", "röda", "orange"),
        "joker": "jokern", "dash": "–",
    },
}


def _lang() -> str:
    language = (get_language() or "en").split("-")[0]
    return language if language in TABLES else "en"


def tool(tile: int) -> str:
    """The tile a player takes the joker with: "my red 7" ("with …" is in the sentence)."""
    lang = _lang()
    table = TABLES[lang]
    if tile == JOKER:
        return {"en": "my joker", "ru": "своим джокером", "fi": "omalla jokerilla", "sv": "min joker"}[lang]
    c, n = colour(tile), number(tile)
    if lang == "ru":
        return f"своей {table['colour_ins'][c]} {n}"
    if lang == "fi":
        return f"omalla {table['colour_ade'][c]} {n}:{_FI_ADESSIVE[n - 1]}"
    if lang == "sv":
        return f"min {table['colour_def'][c]} {_SV_NOUN[n - 1]}"
    return f"my {table['colour'][c]} {n}"


def thing(tile: int) -> str:
    """A tile of the rack as the object of a verb: "(add) my red 7"."""
    lang = _lang()
    table = TABLES[lang]
    if tile == JOKER:
        return {"en": "my joker", "ru": "свой джокер", "fi": "oman jokerin", "sv": "min joker"}[lang]
    c, n = colour(tile), number(tile)
    if lang == "ru":
        return f"свою {table['colour_acc'][c]} {n}"
    if lang == "fi":
        return f"oman {table['colour_gen'][c]} {n}:n"
    if lang == "sv":
        return f"min {table['colour_def'][c]} {_SV_NOUN[n - 1]}"
    return f"my {table['colour'][c]} {n}"


def your_tile(tile: int) -> str:
    """A rack tile as the object of the coach's sentence to the player: "(you could have added) your red 9"."""
    lang = _lang()
    table = TABLES[lang]
    if tile == JOKER:
        return {"en": "your joker", "ru": "свой джокер", "fi": "jokerin", "sv": "din joker"}[lang]
    c, n = colour(tile), number(tile)
    if lang == "ru":
        return thing(tile)
    if lang == "fi":
        return f"{table['colour_gen'][c]} {n}:n"
    if lang == "sv":
        return f"din {table['colour_def'][c]} {_SV_NOUN[n - 1]}"
    return f"your {table['colour'][c]} {n}"


def with_tile(tile: int) -> str:
    """The tile another player does something with: "(frees the joker) with the red 9"."""
    lang = _lang()
    table = TABLES[lang]
    if tile == JOKER:
        return {"en": "with a joker", "ru": "джокером", "fi": "jokerilla", "sv": "med en joker"}[lang]
    c, n = colour(tile), number(tile)
    if lang == "ru":
        return f"{table['colour_ins'][c]} {n}"
    if lang == "fi":
        return f"{table['colour_ade'][c]} {n}:{_FI_ADESSIVE[n - 1]}"
    if lang == "sv":
        return f"med den {table['colour_def'][c]} {_SV_NOUN_DEF[n - 1]}"
    return f"with the {table['colour'][c]} {n}"


def target_set(tiles: Sequence[int]) -> str:
    """A set on the table as where a tile goes: "(to) red 4-5-6", "(to) the 7s" — a run by its colour and
    numbers (a joker by its word), a group by its number."""
    lang = _lang()
    table = TABLES[lang]
    numbered = [t for t in tiles if t != JOKER]
    if not numbered:
        return table["joker"]
    numbers = {number(t) for t in numbered}
    if len(numbers) == 1 and len({colour(t) for t in numbered}) == len(numbered):
        n = numbers.pop()
        if lang == "ru":
            return f"группе фишек {n}"
        if lang == "fi":
            return f"{n}-ryhmään"
        if lang == "sv":
            return _SV_NOUN_PL_DEF[n - 1]
        return f"the {n}s"
    c = colour(numbered[0])
    shown = table["dash"].join(str(number(t)) if t != JOKER else table["joker"] for t in tiles)
    if lang == "ru":
        return f"{table['colour_dat_pl'][c]} {shown}"
    if lang == "fi":
        return f"{table['colour_ill'][c]} suoraan {shown}"
    if lang == "sv":
        return f"{table['colour_def'][c]} {shown}"
    return f"{table['colour'][c]} {shown}"
