"""The preview image chat apps show for an answer link: a 1200×630 PNG drawn with Pillow.

It carries the site and game, the question, the verdict (word and icon, not colour alone) with its
sentence, and a small drawing of the scenario: Skip-Bo building piles, stockpile top and hand (the
move's cards framed); Rummikub table sets and rack. Words come from the active language; the canvas,
font, cards and tiles are the shared ones of ``games.preview``. Rendered PNGs are cached per (language,
FAQ, slug).
"""

from __future__ import annotations

from functools import lru_cache

from django.utils import translation
from PIL import Image, ImageDraw

from engine import rummikub, skipbo
from explainer.faq import registry
from explainer.faq.base import Answer
from explainer.faq.words import VERDICT_BADGES, VERDICT_ICONS
from explainer.parts import FAQ
from games import preview as pic
from games.diagrams import rummikub as rk_view
from games.diagrams import skipbo as sb_view
from games.diagrams.faces import CardFace
from games.registry import GAMES

VERDICT_COLOURS = {"yes": pic.YES, "no": pic.NO, "depends": pic.DEPENDS, "unstated": pic.DEPENDS,
                   "disputed": pic.DEPENDS}


# -- Drawings of the scenario ------------------------------------------------------------------------

def draw_skipbo(draw: ImageDraw.ImageDraw, top: int, notation: str, move: str | None) -> None:
    pos = skipbo.parse(notation)
    view = sb_view.build(pos, skipbo.parse_move(move) if move else None)
    x = pic.MARGIN
    pic.label(draw, x, top, view.labels["building"])
    for slot in view.building:
        face = slot.face
        if face is None and slot.mark:
            pic.frame(draw, x, top + 32)
        pic.card(draw, x, top + 32, face)
        x += 74
    x += 40
    you = view.you
    pic.label(draw, x, top, view.labels["stock"])
    stock = you.stock
    if stock is not None and you.stock_mark and not stock.mark:
        stock = CardFace(stock.card, stock.count, "from")
    pic.card(draw, x, top + 32, stock)
    x += max(pic.CARD_W, pic.label_width(view.labels["stock"])) + 40
    pic.label(draw, x, top, view.labels["hand"])
    for face in you.hand[:5]:
        pic.card(draw, x, top + 32, face)
        x += pic.CARD_STEP
    for other in view.others:
        marked = [p for p in other.discards if p.mark]
        if other.stock_mark or marked:
            x += 30
            pic.label(draw, x, top, other.name)
            cards = [other.stock] if other.stock_mark else [p.cards[-1] if p.cards else None for p in marked]
            for face in cards:
                if face is not None and not face.mark:
                    face = CardFace(face.card, face.count, "from")
                pic.card(draw, x, top + 32, face)
                x += pic.CARD_STEP
            return
    if any(p.mark for p in you.discards) or any(p.cards for p in you.discards):
        x += 30
        if x + 4 * pic.CARD_STEP <= pic.WIDTH - pic.MARGIN + 8:
            pic.label(draw, x, top, view.labels["discards"])
            for pile in you.discards:
                top_card = pile.cards[-1] if pile.cards else None
                if pile.mark and (top_card is None or not top_card.mark):
                    pic.frame(draw, x, top + 32)
                pic.card(draw, x, top + 32, top_card)
                x += pic.CARD_STEP


def draw_rummikub(draw: ImageDraw.ImageDraw, top: int, notation: str, move: str | None) -> None:
    """The table and the rack (the move is told in words on the page, not drawn)."""
    pos = rummikub.parse(notation)
    view = rk_view.build(pos)
    pic.label(draw, pic.MARGIN, top, view.labels["table"])
    if view.sets:
        pic.tiles(draw, pic.MARGIN, top + 28, [s.tiles for s in view.sets])
    else:
        draw.text((pic.MARGIN, top + 40), view.labels["empty_table"], font=pic.font(22), fill=pic.MUTED)
    pic.label(draw, pic.MARGIN, top + 94, view.labels["rack"])
    pic.tiles(draw, pic.MARGIN + pic.label_width(view.labels["rack"]) + 20, top + 90, [view.rack[:18]])


# -- The whole image ---------------------------------------------------------------------------------

def _drawing(a: Answer) -> tuple[str | None, str | None]:
    if a.scenario is not None:
        return a.scenario.position, a.scenario.move
    return a.diagram, None


def image(game: str, a: Answer, leaflet: str | None = None) -> Image.Image:
    """The preview picture; an "it depends" answer shows the verdict for ``leaflet`` when one is given."""
    info = GAMES[game]
    said = a.verdict_for(leaflet)
    img, draw = pic.canvas(str(info.faq_title))
    position, move = _drawing(a)
    text_bottom = 440 if position else pic.HEIGHT - pic.MARGIN

    qf, qlines = pic.fit(str(a.question), (50, 44, 38, 34), True, 3)
    y = pic.write(draw, 96, qf, qlines, 1.22) + 14
    y = pic.badge(draw, y, f"{VERDICT_ICONS[said.verdict]} {VERDICT_BADGES[said.verdict]}",
                  VERDICT_COLOURS[said.verdict])
    y += 12

    room = max(1, (text_bottom - y) // 36)
    sentence = str(said.text)
    sf, slines = pic.fit(sentence[:1].upper() + sentence[1:], (30, 27, 24), False, min(3, room))
    y = pic.write(draw, y, sf, slines, 1.3)

    if position:
        top = max(y + 12, 456)
        pic.panel(draw, top)
        info.part(FAQ).picture(draw, top, position, move)
    return img


@lru_cache(maxsize=256)
def _render(language: str, faq: registry.GameFAQ, slug: str, leaflet: str | None) -> bytes:
    a = faq.by_slug.get(slug)
    if a is None:
        raise LookupError(f"{faq.game}/{slug}")
    with translation.override(language):
        img = image(faq.game, a, leaflet if leaflet in a.by_leaflet else None)
    return pic.png(img, compress_level=6)


def render(game: str, slug: str, language: str, leaflet: str | None = None) -> bytes:
    """The answer's preview PNG in ``language`` (cached), for a reader of ``leaflet`` (a known code)."""
    return _render(language, registry.faq(game), slug, leaflet)
