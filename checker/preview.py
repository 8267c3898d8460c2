"""The picture a chat app shows for a shared verdict: a 1200×630 PNG drawn with Pillow from the link's
own ``p`` and ``m`` — the question, the verdict badge (icon and word, not colour alone) and sentence,
and the position with the move's source and target framed. No database row: the image is a pure
function of (language, game, position, move), cached in memory. The canvas, font, cards and tiles are
the shared ones of ``games.preview``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from django.utils import translation
from django.utils.translation import gettext
from PIL import Image, ImageDraw

from checker.rummikub_board import rack_left
from engine import rummikub, skipbo
from games import preview as pic
from games.diagrams.faces import CardFace, TileFace

# -- Skip-Bo -----------------------------------------------------------------------------------------


def _card(draw: ImageDraw.ImageDraw, x: int, y: int, card: int | None, mark: bool = False) -> None:
    if card is None:
        pic.card(draw, x, y, None)
        if mark:
            pic.frame(draw, x, y)
        return
    pic.card(draw, x, y, CardFace(card, mark="from" if mark else ""))


def draw_skipbo(draw: ImageDraw.ImageDraw, top: int, position: str, move: str) -> None:
    """Building piles, the mover's stockpile top, hand and discard piles; the move's cards framed."""
    pos = skipbo.parse(position)
    parsed = skipbo.parse_move(move) if move else None
    you = pos.seats[pos.active]
    own = parsed is not None and parsed.source_seat in (None, pos.active)
    marks = {(parsed.source, parsed.source_index if parsed.source != "s" else 0) if own and parsed else None,
             (parsed.target, parsed.target_index) if parsed and parsed.target_seat in (None, pos.active) else None}
    x = pic.MARGIN
    pic.label(draw, x, top, gettext("Building piles"))
    for i, shows in enumerate(pos.building, 1):
        _card(draw, x, top + 30, shows or None, ("b", i) in marks)
        x += 74
    x += 30
    pic.label(draw, x, top, gettext("Stockpile"))
    _card(draw, x, top + 30, you.stock[0] if you.stock else (0 if you.stock_unknown else None), ("s", 0) in marks)
    x += max(pic.CARD_W, pic.label_width(gettext("Stockpile"))) + 30
    pic.label(draw, x, top, gettext("Hand"))
    marked_hand = False
    for card in you.hand:
        hit = not marked_hand and ("h", card) in marks
        marked_hand = marked_hand or hit
        _card(draw, x, top + 30, card, hit)
        x += pic.CARD_STEP
    x = max(x, x + pic.label_width(gettext("Hand")) - pic.CARD_STEP * len(you.hand))
    x += (pic.CARD_STEP if not you.hand else 0) + 24
    if x + 4 * pic.CARD_STEP <= pic.WIDTH:
        pic.label(draw, x, top, gettext("Discard piles"))
        for i, pile in enumerate(you.discards, 1):
            _card(draw, x, top + 30, pile[-1] if pile else None, ("d", i) in marks)
            x += pic.CARD_STEP


# -- Rummikub ----------------------------------------------------------------------------------------

def draw_rummikub(draw: ImageDraw.ImageDraw, top: int, position: str, move: str) -> None:
    """The table before the turn and after it side by side, and the rack as the turn leaves it (for a
    draw or a pass: the table and the rack as they are)."""
    pos = rummikub.parse(position)
    half = pic.WIDTH // 2
    if move.startswith("t:"):
        after = rummikub.parse_move(move).table
        rack = rack_left(pos, after)
        pic.label(draw, pic.MARGIN, top, gettext("The table before your turn"))
        pic.tiles(draw, pic.MARGIN, top + 24, _faces(pos.table), right=half - 30)
        draw.text((half - 14, top + 52), "→", font=pic.font(34, True), fill=pic.MUTED, anchor="mm")
        pic.label(draw, half + 14, top, gettext("The table after your turn"))
        pic.tiles(draw, half + 14, top + 24, _faces(after))
        rack_label = gettext("Your rack after the turn")
    else:
        rack = list(pos.to_move.rack)
        pic.label(draw, pic.MARGIN, top, gettext("The table"))
        pic.tiles(draw, pic.MARGIN, top + 24, _faces(pos.table))
        rack_label = gettext("Your rack")
    pic.label(draw, pic.MARGIN, top + 98, rack_label)
    if rack:
        pic.tiles(draw, pic.MARGIN + pic.label_width(rack_label) + 20, top + 94, [[TileFace(t) for t in rack[:20]]])


def _faces(table: tuple[tuple[int, ...], ...]) -> list[list[TileFace]]:
    return [[TileFace(tile) for tile in group] for group in table]


# -- The whole picture -------------------------------------------------------------------------------

Panel = Callable[[ImageDraw.ImageDraw, int, str, str], None]
"""Draws the position and move into the panel at ``top`` (the game's ``Kit.picture``)."""


def image(game_name: str, panel: Panel, question: str, legal: bool, badge: str, sentence: str, position: str,
          move: str) -> Image.Image:
    img, draw = pic.canvas(str(game_name))
    qf, qlines = pic.fit(question, (44, 38, 34), True, 2)
    y = pic.write(draw, 92, qf, qlines, 1.25) + 10
    y = pic.badge(draw, y, f"{'✓' if legal else '✗'} {badge}", pic.YES if legal else pic.NO)
    sf, slines = pic.fit(sentence, (28, 25, 22), False, 3)
    y = pic.write(draw, y + 12, sf, slines, 1.25)
    top = max(y + 12, 456)
    pic.panel(draw, top)
    panel(draw, top, position, move)
    return img


@lru_cache(maxsize=512)
def render(language: str, game_name: str, panel: Panel, question: str, legal: bool, badge: str, sentence: str,
           position: str, move: str) -> bytes:
    """The PNG bytes (cached per language and link)."""
    with translation.override(language):
        img = image(game_name, panel, question, legal, badge, sentence, position, move)
    return pic.png(img, compress_level=3)  # flat colours: level 3 is 10 % larger and a third faster
