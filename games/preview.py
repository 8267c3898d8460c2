"""Pillow drawing shared by the pictures chat apps show for a shared link (the FAQ's answers, the
checker's verdicts): one 1200×630 canvas, one palette, one font, the title band, the verdict badge,
wrapped text, and Skip-Bo cards and Rummikub tiles drawn from the same faces as the pages' diagrams
(``games.diagrams.faces``), so a card looks the same in every preview.

The position itself is drawn by its game, once for every picture: each game registers a ``Panel`` as its
``PICTURE`` part (``games.registry``; Skip-Bo's and Rummikub's are ``games.diagrams.<game>_picture``), and the
FAQ's and the checker's pictures read it from the record.

Cyrillic needs a real font, so DejaVu Sans is used: the system copy (Debian fonts-dejavu-core) if
present, else the copy shipped in ``static/fonts/``.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from PIL import Image, ImageDraw, ImageFont

from games.diagrams.faces import CardFace, TileFace
from games.parts import Part

WIDTH, HEIGHT = 1200, 630
MARGIN = 48
TEXT_WIDTH = WIDTH - 2 * MARGIN
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path(settings.BASE_DIR) / "static" / "fonts")

INK = (26, 26, 26)
MUTED = (85, 85, 85)
PAPER = (255, 255, 255)
PANEL = (244, 244, 245)
ACCENT = (29, 78, 216)
MARK = (180, 83, 9)
YES, NO, DEPENDS = (22, 101, 52), (185, 28, 28), (146, 64, 14)
CARD_COLOURS = {"1-4": (29, 78, 216), "5-8": (21, 128, 61), "9-12": (185, 28, 28), "sb": (126, 34, 206),
                "back": (120, 120, 120)}
TILE_INK = {"black": (26, 26, 26), "blue": (29, 78, 216), "red": (185, 28, 28), "orange": (194, 65, 12),
            "joker": (126, 34, 206), "back": (120, 120, 120)}
CARD_W, CARD_H, CARD_STEP = 62, 88, 70
TILE_W, TILE_H, TILE_STEP = 40, 56, 42

Font = ImageFont.FreeTypeFont
Draw = ImageDraw.ImageDraw

type Panel = Callable[[Draw, int, str, str], None]
"""Draws a position (notation) and a move (notation, "" for none) into the picture's panel at ``top``."""

PICTURE = Part[Panel]("preview picture")


def font_path(bold: bool) -> Path:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in FONT_DIRS:
        if (folder / name).is_file():
            return folder / name
    raise ImproperlyConfigured(f"{name} not found in {[str(d) for d in FONT_DIRS]}")


@cache
def font(size: int, bold: bool = False) -> Font:
    return ImageFont.truetype(str(font_path(bold)), size)


# -- Text ----------------------------------------------------------------------------------------------

def wrap(text: str, f: Font, width: int) -> list[str]:
    """Greedy word wrap; a word wider than the line is cut by characters."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if f.getlength(candidate) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        while f.getlength(word) > width:
            cut = max(1, next(i for i in range(len(word), 0, -1) if f.getlength(word[:i]) <= width))
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    if line:
        lines.append(line)
    return lines


def fit(text: str, sizes: tuple[int, ...], bold: bool, max_lines: int, width: int = TEXT_WIDTH) -> tuple[Font,
                                                                                                        list[str]]:
    """The largest size at which ``text`` fits in ``max_lines``; at the smallest, cut with an ellipsis."""
    for size in sizes:
        f = font(size, bold)
        lines = wrap(text, f, width)
        if len(lines) <= max_lines:
            return f, lines
    lines = lines[:max_lines]
    last = lines[-1]
    while last and f.getlength(last + "…") > width:
        last = last[:-1]
    lines[-1] = last.rstrip() + "…"
    return f, lines


def write(draw: Draw, y: int, f: Font, lines: list[str], leading: float) -> int:
    """Draw ``lines`` from the left margin down from ``y``; returns the y below the last line."""
    for line in lines:
        draw.text((MARGIN, y), line, font=f, fill=INK)
        y += int(f.size * leading)
    return y


def label(draw: Draw, x: int, y: int, text: str) -> None:
    """A small caption over a part of the drawing ("Building piles", "Your rack")."""
    draw.text((x, y), text, font=font(20, True), fill=MUTED)


def label_width(text: str) -> int:
    return int(font(20, True).getlength(text))


# -- The frame -------------------------------------------------------------------------------------------

def canvas(title: str) -> tuple[Image.Image, Draw]:
    """A blank picture with the title band: the site's name on the left, ``title`` on the right."""
    img = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, WIDTH, 72), fill=ACCENT)
    draw.text((MARGIN, 36), str(settings.SITE_NAME), font=font(30, True), fill=PAPER, anchor="lm")
    draw.text((WIDTH - MARGIN, 36), title, font=font(26), fill=PAPER, anchor="rm")
    return img, draw


def badge(draw: Draw, y: int, text: str, colour: tuple[int, int, int]) -> int:
    """The verdict badge (icon and word, so not colour alone) at ``y``; returns its bottom."""
    f = font(34, True)
    draw.rounded_rectangle((MARGIN, y, MARGIN + int(f.getlength(text)) + 36, y + 56), 12, fill=colour)
    draw.text((MARGIN + 18, y + 28), text, font=f, fill=PAPER, anchor="lm")
    return y + 56


def panel(draw: Draw, top: int) -> None:
    """The grey band the position is drawn on, from just above ``top`` to the bottom."""
    draw.rectangle((0, top - 14, WIDTH, HEIGHT), fill=PANEL)


def png(img: Image.Image, compress_level: int) -> bytes:
    buffer = io.BytesIO()
    img.save(buffer, "PNG", compress_level=compress_level)
    return buffer.getvalue()


# -- Cards and tiles -------------------------------------------------------------------------------------

def frame(draw: Draw, x: int, y: int, w: int = CARD_W, h: int = CARD_H) -> None:
    """The move's highlight around a card or an empty slot."""
    draw.rounded_rectangle((x - 5, y - 5, x + w + 5, y + h + 5), 11, outline=MARK, width=5)


def card(draw: Draw, x: int, y: int, face: CardFace | None) -> None:
    """A Skip-Bo card (``None``: an empty slot), framed when the move starts or ends on it."""
    box = (x, y, x + CARD_W, y + CARD_H)
    if face is None:
        draw.rounded_rectangle(box, 8, fill=PAPER, outline=MUTED, width=2)
        return
    colour = CARD_COLOURS["back" if face.back else "sb" if face.wild else _range(face.card)]
    draw.rounded_rectangle(box, 8, fill=colour, outline=INK, width=2)
    text = face.label
    if text:
        f = font(30 if len(text) < 3 else 22, True)
        draw.text((x + CARD_W / 2, y + CARD_H / 2), text, font=f, fill=PAPER, anchor="mm")
    if face.mark:
        frame(draw, x, y)


def _range(number: int) -> str:
    return "1-4" if number <= 4 else "5-8" if number <= 8 else "9-12"


def tile(draw: Draw, x: int, y: int, face: TileFace) -> None:
    draw.rounded_rectangle((x, y, x + TILE_W, y + TILE_H), 6, fill=(255, 250, 235), outline=INK, width=2)
    text = "J" if face.joker else face.label
    if text:
        size = {1: 24, 2: 20}.get(len(text), 19)  # two digits at 24 would touch the tile's edges
        draw.text((x + TILE_W / 2, y + TILE_H / 2), text, font=font(size, True), fill=TILE_INK[face.colour_key],
                  anchor="mm")


def tiles(draw: Draw, x: int, y: int, groups: list[list[TileFace]], right: int = WIDTH - MARGIN) -> None:
    """Sets (or a rack) side by side from ``x``; what does not fit before ``right`` becomes an ellipsis."""
    for group in groups:
        if x + len(group) * TILE_STEP > right:
            draw.text((x, y + 28), "…", font=font(30, True), fill=MUTED, anchor="lm")
            return
        for face in group:
            tile(draw, x, y, face)
            x += TILE_STEP
        x += 22
