"""The preview image chat apps show for an answer link: a 1200×630 PNG drawn with Pillow.

It carries the site and game, the question, the verdict (word and icon, not colour alone) with its
sentence, and a small drawing of the scenario: Skip-Bo building piles, stockpile top and hand (the
move's cards framed); Rummikub table sets and rack. Words come from the active language; Cyrillic
needs a real font, so DejaVu Sans is used: the system copy (Debian fonts-dejavu-core) if present, else
the copy shipped in ``static/fonts/``. Rendered PNGs are cached per (language, FAQ, slug).
"""

from __future__ import annotations

import io
from functools import cache, lru_cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.utils import translation
from PIL import Image, ImageDraw, ImageFont

from engine import rummikub, skipbo
from explainer.faq import registry
from explainer.faq.base import Answer
from explainer.faq.words import FAQ_TITLES, VERDICT_BADGES
from games.diagrams import rummikub as rk_view
from games.diagrams import skipbo as sb_view
from games.diagrams.faces import CardFace, TileFace
from games.registry import GAMES

WIDTH, HEIGHT = 1200, 630
MARGIN = 48
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path(settings.BASE_DIR) / "static" / "fonts")

INK = (26, 26, 26)
MUTED = (85, 85, 85)
PAPER = (255, 255, 255)
PANEL = (244, 244, 245)
ACCENT = (29, 78, 216)
MARK = (180, 83, 9)
VERDICT_COLOURS = {"yes": (22, 101, 52), "no": (185, 28, 28), "depends": (146, 64, 14)}
VERDICT_ICONS = {"yes": "✓", "no": "✗", "depends": "↔"}
CARD_COLOURS = {"1-4": (29, 78, 216), "5-8": (21, 128, 61), "9-12": (185, 28, 28), "sb": (126, 34, 206)}
TILE_INK = {"black": (26, 26, 26), "blue": (29, 78, 216), "red": (185, 28, 28), "orange": (194, 65, 12),
            "joker": (126, 34, 206), "back": (120, 120, 120)}


def font_path(bold: bool) -> Path:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in FONT_DIRS:
        if (folder / name).is_file():
            return folder / name
    raise ImproperlyConfigured(f"{name} not found in {[str(d) for d in FONT_DIRS]}")


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_path(bold)), size)


def _width(text: str, f: ImageFont.FreeTypeFont) -> float:
    return f.getlength(text)


def wrap(text: str, f: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """Greedy word wrap; a word wider than the line is cut by characters."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if _width(candidate, f) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        while _width(word, f) > width:
            cut = max(1, next(i for i in range(len(word), 0, -1) if _width(word[:i], f) <= width))
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    if line:
        lines.append(line)
    return lines


def fit(text: str, sizes: tuple[int, ...], bold: bool, width: int, max_lines: int) -> tuple[ImageFont.FreeTypeFont,
                                                                                             list[str]]:
    """The largest size at which ``text`` fits in ``max_lines``; at the smallest, cut with an ellipsis."""
    for size in sizes:
        f = font(size, bold)
        lines = wrap(text, f, width)
        if len(lines) <= max_lines:
            return f, lines
    lines = lines[:max_lines]
    last = lines[-1]
    while last and _width(last + "…", f) > width:
        last = last[:-1]
    lines[-1] = last.rstrip() + "…"
    return f, lines


# -- Drawings of the scenario ------------------------------------------------------------------------

def _card(draw: ImageDraw.ImageDraw, x: int, y: int, face: CardFace | None, w: int = 62, h: int = 88) -> None:
    box = (x, y, x + w, y + h)
    if face is None:
        draw.rounded_rectangle(box, 8, fill=PAPER, outline=MUTED, width=2)
        return
    mark = face.mark
    if face.back:
        draw.rounded_rectangle(box, 8, fill=(120, 120, 120), outline=INK, width=2)
        label = face.label
    else:
        colour = CARD_COLOURS["sb" if face.wild else sb_view_range(face.card)]
        draw.rounded_rectangle(box, 8, fill=colour, outline=INK, width=2)
        label = "SB" if face.wild else str(face.card)
    if label:
        f = font(30 if len(label) < 3 else 22, True)
        draw.text((x + w / 2, y + h / 2), label, font=f, fill=PAPER, anchor="mm")
    if mark:
        draw.rounded_rectangle((x - 5, y - 5, x + w + 5, y + h + 5), 11, outline=MARK, width=5)


def sb_view_range(card: int) -> str:
    return "1-4" if card <= 4 else "5-8" if card <= 8 else "9-12"


def _label(draw: ImageDraw.ImageDraw, x: int, y: int, text: str) -> None:
    draw.text((x, y), text, font=font(20, True), fill=MUTED)


def draw_skipbo(draw: ImageDraw.ImageDraw, top: int, notation: str, move: str | None) -> None:
    pos = skipbo.parse(notation)
    view = sb_view.build(pos, skipbo.parse_move(move) if move else None)
    x = MARGIN
    _label(draw, x, top, view.labels["building"])
    for slot in view.building:
        face = slot.face
        if face is None and slot.mark:
            draw.rounded_rectangle((x - 5, top + 27, x + 67, top + 125), 11, outline=MARK, width=5)
        _card(draw, x, top + 32, face)
        x += 74
    x += 40
    you = view.you
    _label(draw, x, top, view.labels["stock"])
    stock = you.stock
    if stock is not None and you.stock_mark and not stock.mark:
        stock = CardFace(stock.card, stock.count, "from")
    _card(draw, x, top + 32, stock)
    x += max(62, int(_width(view.labels["stock"], font(20, True)))) + 40
    _label(draw, x, top, view.labels["hand"])
    for face in you.hand[:5]:
        _card(draw, x, top + 32, face)
        x += 70
    for other in view.others:
        marked = [p for p in other.discards if p.mark]
        if other.stock_mark or marked:
            x += 30
            _label(draw, x, top, other.name)
            cards = [other.stock] if other.stock_mark else [p.cards[-1] if p.cards else None for p in marked]
            for face in cards:
                if face is not None and not face.mark:
                    face = CardFace(face.card, face.count, "from")
                _card(draw, x, top + 32, face)
                x += 70
            return
    if any(p.mark for p in you.discards) or any(p.cards for p in you.discards):
        x += 30
        if x + 4 * 70 <= WIDTH - MARGIN + 8:
            _label(draw, x, top, view.labels["discards"])
            for pile in you.discards:
                top_card = pile.cards[-1] if pile.cards else None
                if pile.mark and (top_card is None or not top_card.mark):
                    draw.rounded_rectangle((x - 5, top + 27, x + 67, top + 125), 11, outline=MARK, width=5)
                _card(draw, x, top + 32, top_card)
                x += 70


def _tile(draw: ImageDraw.ImageDraw, x: int, y: int, face: TileFace, w: int = 40, h: int = 56) -> None:
    draw.rounded_rectangle((x, y, x + w, y + h), 6, fill=(255, 250, 235), outline=INK, width=2)
    ink = TILE_INK[face.colour_key]
    label = "J" if face.joker else face.label
    if label:
        draw.text((x + w / 2, y + h / 2), label, font=font(24 if len(label) < 3 else 19, True), fill=ink,
                  anchor="mm")


def _tiles_row(draw: ImageDraw.ImageDraw, x: int, y: int, groups: list[list[TileFace]], right: int) -> None:
    for group in groups:
        need = len(group) * 42
        if x + need > right:
            draw.text((x, y + 28), "…", font=font(30, True), fill=MUTED, anchor="lm")
            return
        for face in group:
            _tile(draw, x, y, face)
            x += 42
        x += 22


def draw_rummikub(draw: ImageDraw.ImageDraw, top: int, notation: str) -> None:
    pos = rummikub.parse(notation)
    view = rk_view.build(pos)
    _label(draw, MARGIN, top, view.labels["table"])
    if view.sets:
        _tiles_row(draw, MARGIN, top + 28, [s.tiles for s in view.sets], WIDTH - MARGIN)
    else:
        draw.text((MARGIN, top + 40), view.labels["empty_table"], font=font(22), fill=MUTED)
    _label(draw, MARGIN, top + 94, view.labels["rack"])
    rack_x = MARGIN + int(_width(view.labels["rack"], font(20, True))) + 20
    _tiles_row(draw, rack_x, top + 90, [view.rack[:18]], WIDTH - MARGIN)


# -- The whole image ---------------------------------------------------------------------------------

def _drawing(a: Answer) -> tuple[str | None, str | None]:
    if a.scenario is not None:
        return a.scenario.position, a.scenario.move
    return a.diagram, None


def image(game: str, a: Answer) -> Image.Image:
    info = GAMES[game]
    img = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, WIDTH, 72), fill=ACCENT)
    draw.text((MARGIN, 36), settings.SITE_NAME, font=font(30, True), fill=PAPER, anchor="lm")
    draw.text((WIDTH - MARGIN, 36), str(FAQ_TITLES[game]), font=font(26), fill=PAPER, anchor="rm")

    position, move = _drawing(a)
    text_bottom = 440 if position else HEIGHT - MARGIN
    width = WIDTH - 2 * MARGIN

    qf, qlines = fit(str(a.question), (50, 44, 38, 34), True, width, 3)
    y = 96
    for line in qlines:
        draw.text((MARGIN, y), line, font=qf, fill=INK)
        y += int(qf.size * 1.22)
    y += 14

    colour = VERDICT_COLOURS[a.verdict]
    badge = f"{VERDICT_ICONS[a.verdict]} {VERDICT_BADGES[a.verdict]}"
    bf = font(34, True)
    bw = int(_width(badge, bf)) + 36
    draw.rounded_rectangle((MARGIN, y, MARGIN + bw, y + 56), 12, fill=colour)
    draw.text((MARGIN + 18, y + 28), badge, font=bf, fill=PAPER, anchor="lm")
    y += 56 + 12

    room = max(1, (text_bottom - y) // 36)
    sentence = str(a.verdict_text)
    sf, slines = fit(sentence[:1].upper() + sentence[1:], (30, 27, 24), False, width, min(3, room))
    for line in slines:
        draw.text((MARGIN, y), line, font=sf, fill=INK)
        y += int(sf.size * 1.3)

    if position:
        top = max(y + 12, 456)
        draw.rectangle((0, top - 14, WIDTH, HEIGHT), fill=PANEL)
        if info.module == "skipbo":
            draw_skipbo(draw, top, position, move)
        else:
            draw_rummikub(draw, top, position)
    return img


@lru_cache(maxsize=256)
def _render(language: str, faq: registry.GameFAQ, slug: str) -> bytes:
    a = faq.by_slug.get(slug)
    if a is None:
        raise LookupError(f"{faq.game}/{slug}")
    with translation.override(language):
        img = image(faq.game, a)
    buffer = io.BytesIO()
    img.save(buffer, "PNG", compress_level=6)
    return buffer.getvalue()


def render(game: str, slug: str, language: str) -> bytes:
    """The answer's preview PNG in ``language`` (cached)."""
    return _render(language, registry.faq(game), slug)
