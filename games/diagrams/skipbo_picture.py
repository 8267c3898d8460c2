"""Skip-Bo's panel in a preview picture (``games.preview.PICTURE``): the building piles, the mover's stockpile
top, hand and discard piles, the move's source and target framed. The marks come from the same view model
as the pages' diagrams (``games.diagrams.skipbo.build``), so the picture frames what the page marks; a move
from another player's piles draws that player's cards instead of the mover's discard piles."""

from __future__ import annotations

from engine import skipbo
from games import preview as pic
from games.diagrams import skipbo as sb_view
from games.diagrams.faces import CardFace


def panel(draw: pic.Draw, top: int, notation: str, move: str) -> None:
    """Draw the position ``notation`` (and ``move``, "" for none) into the panel at ``top``."""
    view = sb_view.build(skipbo.parse(notation), skipbo.parse_move(move) if move else None)
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
