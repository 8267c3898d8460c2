"""One Skip-Bo card or one Rummikub tile as a small view model for ``card.html`` / ``tile.html``.

The partials draw exactly what these objects say, so the rule-page diagrams and the live puzzle boards
show identical faces. Each face carries its visible label (always shown: colour is never the only cue),
its CSS modifier classes and its name in words (for sentences and accessible names).

>>> card_face(5).css
'sb-card sb-card--5-8'
>>> tile_face(52).joker
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import get_language, gettext, ngettext, pgettext

from engine.rummikub import tiles as rk_tiles
from engine.skipbo import cards as sb_cards
from games.texts.rummikub_words import tile_name

SB = sb_cards.SB
UNKNOWN_CARD = -1  # a stockpile's top that the position does not give: drawn face up, with a "?"
JOKER = rk_tiles.JOKER

# The real deck prints 1-4 in blue, 5-8 in green, 9-12 in red and the Skip-Bo card in its own colours.
_RANGE = {**{n: "1-4" for n in range(1, 5)}, **{n: "5-8" for n in range(5, 9)},
          **{n: "9-12" for n in range(9, 13)}, SB: "sb"}

# One symbol per tile colour, so colour is never the only cue (black square, blue circle, red
# triangle, orange diamond); the joker has its own face.
TILE_COLOUR_KEYS = ("black", "blue", "red", "orange")
TILE_SYMBOLS = ("square", "circle", "triangle", "diamond")


@dataclass(frozen=True, slots=True)
class CardFace:
    """A Skip-Bo card: ``card`` is 1-12, 13 (Skip-Bo card), 0 (face down) or ``UNKNOWN_CARD`` (face up, but
    the position does not say which card: a stockpile's top is always face up).

    ``count`` is how many face-down cards a card back stands for (shown on the back, None = one card
    with no count). ``mark`` is ``""``, ``"from"`` or ``"to"`` when a move is highlighted.
    """

    card: int
    count: int | None = None
    mark: str = ""

    @property
    def back(self) -> bool:
        return self.card == 0

    @property
    def wild(self) -> bool:
        return self.card == SB

    @property
    def label(self) -> str:
        """What the card shows: its number, the Skip-Bo card's short mark, or the count on a back."""
        if self.card == 0:
            return "" if self.count is None else str(self.count)
        if self.card == UNKNOWN_CARD:
            return "?"
        if self.card == SB:
            # Translators: the short mark printed large on a Skip-Bo (wild) card in a diagram; 2-3 letters.
            return pgettext("Skip-Bo card face", "SB")
        return str(self.card)

    @property
    def css(self) -> str:
        if self.card == 0:
            classes = "sb-card sb-card--back"
        elif self.card == UNKNOWN_CARD:
            classes = "sb-card sb-card--unknown"
        else:
            classes = f"sb-card sb-card--{_RANGE[self.card]}"
        if self.mark:
            classes += f" is-{self.mark}"
        return classes

    @property
    def name(self) -> str:
        """The card in words for a sentence (``"7"``, ``"Skip-Bo card"``, ``"3 face-down cards"``)."""
        return card_words(self.card, self.count)

    @property
    def html(self) -> SafeString:
        """The card drawn by ``card.html``, rendered once per face and language: a live board draws a few
        dozen cards per request, and including the partial for each cost a third of the board's time."""
        return _card_html(self, get_language())


@lru_cache(maxsize=512)
def _card_html(face: CardFace, language: str | None) -> SafeString:
    """``card.html`` for ``face`` (its label is translated: the Skip-Bo card's mark), in ``language``."""
    return SafeString(render_to_string("games/diagrams/card.html", {"card": face}))


def card_words(card: int, count: int | None = None) -> str:
    if card == UNKNOWN_CARD:
        # Translators: a face-up card the puzzle or position does not name (a stockpile's top).
        return pgettext("card name in a list", "a card not given here")
    if card == 0:
        n = 1 if count is None else count
        # Translators: cards whose faces cannot be seen, in a list of cards.
        return ngettext("%(count)s face-down card", "%(count)s face-down cards", n) % {"count": n}
    if card == SB:
        # Translators: the wild card of Skip-Bo, in a list of cards ("Your hand: 1, 5, Skip-Bo card").
        return pgettext("card name in a list", "Skip-Bo card")
    return str(card)


def card_face(card: int | str, *, count: int | None = None, mark: str = "") -> CardFace:
    """A card from its engine integer or its notation text (``"7"``, ``"SB"``)."""
    if isinstance(card, str):
        card = sb_cards.card(card)
    return CardFace(card, count, mark)


@dataclass(frozen=True, slots=True)
class TileFace:
    """A Rummikub tile (engine integer 0-51, or 52 for the joker); 53 draws a face-down tile.

    ``stands_for`` is, for a joker on the table, the tile it stands for when that can be told from its
    set (an engine tile, or a bare number 101-113 for "a 9 of some colour"), else None.
    """

    tile: int
    stands_for: int | None = None
    count: int | None = None
    mark: str = ""

    @property
    def joker(self) -> bool:
        return self.tile == JOKER

    @property
    def back(self) -> bool:
        return self.tile == FACE_DOWN_TILE

    @property
    def number(self) -> int | None:
        return rk_tiles.number(self.tile) if self.tile < JOKER else None

    @property
    def colour_key(self) -> str:
        if self.tile >= JOKER:
            return "joker" if self.tile == JOKER else "back"
        return TILE_COLOUR_KEYS[rk_tiles.colour(self.tile)]

    @property
    def symbol(self) -> str:
        if self.tile >= JOKER:
            return "joker" if self.tile == JOKER else ""
        return TILE_SYMBOLS[rk_tiles.colour(self.tile)]

    @property
    def stands_number(self) -> int | None:
        if self.stands_for is None:
            return None
        return self.stands_for - 100 if self.stands_for > 100 else rk_tiles.number(self.stands_for)

    @property
    def stands_colour_key(self) -> str:
        if self.stands_for is None or self.stands_for > 100:
            return "any"
        return TILE_COLOUR_KEYS[rk_tiles.colour(self.stands_for)]

    @property
    def stands_symbol(self) -> str:
        if self.stands_for is None or self.stands_for > 100:
            return ""
        return TILE_SYMBOLS[rk_tiles.colour(self.stands_for)]

    @property
    def label(self) -> str:
        if self.tile == FACE_DOWN_TILE:
            return "" if self.count is None else str(self.count)
        return "" if self.tile == JOKER else str(self.number)

    @property
    def css(self) -> str:
        classes = f"rk-tile rk-tile--{self.colour_key}"
        if self.mark:
            classes += f" is-{self.mark}"
        return classes

    @property
    def name(self) -> str:
        """The tile in words: ``"red 9"``, ``"joker"``, ``"joker (as red 10)"``."""
        if self.tile == FACE_DOWN_TILE:
            n = 1 if self.count is None else self.count
            # Translators: Rummikub tiles whose faces cannot be seen, in a list of tiles.
            return ngettext("%(count)s face-down tile", "%(count)s face-down tiles", n) % {"count": n}
        if self.tile != JOKER:
            return tile_name(rk_tiles.tile_text(self.tile))
        joker = tile_name("J")
        if self.stands_for is None:
            return joker
        if self.stands_for > 100:
            # Translators: a joker in a group; %(number)s is the number it stands for, colour unknown.
            return gettext("%(joker)s (as a %(number)s)") % {"joker": joker, "number": self.stands_for - 100}
        # Translators: a joker on the table and the tile it stands for, e.g. "joker (as red 10)".
        return gettext("%(joker)s (as %(tile)s)") % {
            "joker": joker, "tile": tile_name(rk_tiles.tile_text(self.stands_for))}

    @property
    def html(self) -> SafeString:
        """The tile drawn by ``tile.html``, rendered once per face and language (as ``CardFace.html``: a
        Rummikub board draws every tile on the table and the rack, up to a hundred, on every move)."""
        return _tile_html(self, get_language())


@lru_cache(maxsize=1024)
def _tile_html(face: TileFace, language: str | None) -> SafeString:
    """``tile.html`` for ``face`` in ``language`` (the template has no words today; keyed by language all
    the same, so a translated label could never be served in another language)."""
    return SafeString(render_to_string("games/diagrams/tile.html", {"tile": face}))


FACE_DOWN_TILE = JOKER + 1


def tile_face(tile: int | str, *, stands_for: int | None = None, count: int | None = None,
              mark: str = "") -> TileFace:
    """A tile from its engine integer or its notation text (``"R7"``, ``"J"``)."""
    if isinstance(tile, str):
        tile = rk_tiles.tile_from_text(tile)
    return TileFace(tile, stands_for, count, mark)
