"""The picture a chat app shows for a shared verdict: a 1200×630 PNG drawn with Pillow from the link's
own ``p`` and ``m`` — the question, the verdict badge (icon and word, not colour alone) and sentence,
and the position with the move's source and target framed. No database row: the image is a pure
function of (language, game, position, move), cached in memory.

Cyrillic needs a real font: Debian's DejaVu Sans (fonts-dejavu-core), else the copy in
``static/fonts/``.
"""

from __future__ import annotations

import io
from functools import cache, lru_cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.utils import translation
from django.utils.translation import gettext
from PIL import Image, ImageDraw, ImageFont

from engine import rummikub, skipbo
from engine.rummikub.tiles import JOKER, colour, number
from engine.skipbo.cards import FACES, SB

WIDTH, HEIGHT = 1200, 630
MARGIN = 48
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path(settings.BASE_DIR) / "static" / "fonts")
INK, MUTED, PAPER, PANEL = (26, 26, 26), (85, 85, 85), (255, 255, 255), (244, 244, 245)
ACCENT, MARK = (29, 78, 216), (180, 83, 9)
LEGAL, ILLEGAL = (22, 101, 52), (185, 28, 28)
CARD_INK = {"1-4": (29, 78, 216), "5-8": (21, 128, 61), "9-12": (185, 28, 28), "sb": (126, 34, 206),
            "back": (120, 120, 120)}
TILE_INK = ((26, 26, 26), (29, 78, 216), (185, 28, 28), (194, 65, 12))
JOKER_INK = (126, 34, 206)


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in FONT_DIRS:
        if (folder / name).is_file():
            return ImageFont.truetype(str(folder / name), size)
    raise ImproperlyConfigured(f"{name} not found in {[str(d) for d in FONT_DIRS]}")


def wrap(text: str, f: ImageFont.FreeTypeFont, width: int, max_lines: int) -> list[str]:
    """Greedy word wrap into at most ``max_lines`` lines; the last is cut with an ellipsis if needed."""
    lines: list[str] = []
    for word in text.split():
        if lines and f.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) > max_lines:
        last = " ".join(lines[max_lines - 1:])
        while last and f.getlength(last + "…") > width:
            last = last[:-1]
        lines = [*lines[: max_lines - 1], last.rstrip() + "…"]
    return lines


def _text_block(draw: ImageDraw.ImageDraw, y: int, text: str, sizes: tuple[int, ...], bold: bool,
                max_lines: int) -> int:
    width = WIDTH - 2 * MARGIN
    for size in sizes:
        f = font(size, bold)
        lines = wrap(text, f, width, 99)
        if len(lines) <= max_lines:
            break
    lines = wrap(text, f, width, max_lines)
    for line in lines:
        draw.text((MARGIN, y), line, font=f, fill=INK)
        y += int(f.size * 1.25)
    return y


# -- Skip-Bo -----------------------------------------------------------------------------------------

def _card(draw: ImageDraw.ImageDraw, x: int, y: int, card: int | None, mark: bool = False) -> None:
    w, h = 62, 88
    if card is None:
        draw.rounded_rectangle((x, y, x + w, y + h), 8, fill=PAPER, outline=MUTED, width=2)
    else:
        key = "back" if card == 0 else "sb" if card == SB else "1-4" if card <= 4 else "5-8" if card <= 8 else "9-12"
        draw.rounded_rectangle((x, y, x + w, y + h), 8, fill=CARD_INK[key], outline=INK, width=2)
        label = "" if card == 0 else FACES[card]
        if label:
            draw.text((x + w / 2, y + h / 2), label, font=font(30 if len(label) < 3 else 24, True), fill=PAPER,
                      anchor="mm")
    if mark:
        draw.rounded_rectangle((x - 5, y - 5, x + w + 5, y + h + 5), 11, outline=MARK, width=5)


def _skipbo(draw: ImageDraw.ImageDraw, top: int, position: str, move: str) -> None:
    pos = skipbo.parse(position)
    parsed = skipbo.parse_move(move) if move else None
    you = pos.seats[pos.active]
    own = parsed is not None and parsed.source_seat in (None, pos.active)
    marks = {(parsed.source, parsed.source_index if parsed.source != "s" else 0) if own and parsed else None,
             (parsed.target, parsed.target_index) if parsed and parsed.target_seat in (None, pos.active) else None}
    x = MARGIN
    label = font(20, True)
    draw.text((x, top), gettext("Building piles"), font=label, fill=MUTED)
    for i, shows in enumerate(pos.building, 1):
        _card(draw, x, top + 30, shows or None, ("b", i) in marks)
        x += 74
    x += 30
    draw.text((x, top), gettext("Stockpile"), font=label, fill=MUTED)
    _card(draw, x, top + 30, you.stock[0] if you.stock else (0 if you.stock_unknown else None), ("s", 0) in marks)
    x += max(62, int(label.getlength(gettext("Stockpile")))) + 30
    draw.text((x, top), gettext("Hand"), font=label, fill=MUTED)
    marked_hand = False
    for card in you.hand:
        hit = not marked_hand and ("h", card) in marks
        marked_hand = marked_hand or hit
        _card(draw, x, top + 30, card, hit)
        x += 70
    x = max(x, x + int(label.getlength(gettext("Hand"))) - 70 * len(you.hand)) + (70 if not you.hand else 0) + 24
    if x + 4 * 70 <= WIDTH:
        draw.text((x, top), gettext("Discard piles"), font=label, fill=MUTED)
        for i, pile in enumerate(you.discards, 1):
            _card(draw, x, top + 30, pile[-1] if pile else None, ("d", i) in marks)
            x += 70


# -- Rummikub ----------------------------------------------------------------------------------------

def _tile(draw: ImageDraw.ImageDraw, x: int, y: int, tile: int) -> None:
    draw.rounded_rectangle((x, y, x + 40, y + 56), 6, fill=(255, 250, 235), outline=INK, width=2)
    if tile == JOKER:
        draw.text((x + 20, y + 28), "J", font=font(24, True), fill=JOKER_INK, anchor="mm")
    else:
        draw.text((x + 20, y + 28), str(number(tile)), font=font(24 if number(tile) < 10 else 20, True),
                  fill=TILE_INK[colour(tile)], anchor="mm")


def _tiles(draw: ImageDraw.ImageDraw, x: int, y: int, groups: list[tuple[int, ...]]) -> None:
    for group in groups:
        if x + 42 * len(group) > WIDTH - MARGIN:
            draw.text((x, y + 28), "…", font=font(30, True), fill=MUTED, anchor="lm")
            return
        for tile in group:
            _tile(draw, x, y, tile)
            x += 42
        x += 22


def _rummikub(draw: ImageDraw.ImageDraw, top: int, position: str, move: str) -> None:
    pos = rummikub.parse(position)
    table = rummikub.parse_move(move).table if move.startswith("t:") else pos.table
    label = font(20, True)
    draw.text((MARGIN, top), gettext("The table after your turn") if move.startswith("t:") else gettext("The table"),
              font=label, fill=MUTED)
    if table:
        _tiles(draw, MARGIN, top + 26, list(table))
    draw.text((MARGIN, top + 90), gettext("Your rack"), font=label, fill=MUTED)
    _tiles(draw, MARGIN + int(label.getlength(gettext("Your rack"))) + 20, top + 86, [pos.to_move.rack[:20]])


# -- The whole picture -------------------------------------------------------------------------------

def image(game_name: str, key: str, question: str, legal: bool, badge: str, sentence: str, position: str,
          move: str) -> Image.Image:
    img = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, WIDTH, 72), fill=ACCENT)
    draw.text((MARGIN, 36), str(settings.SITE_NAME), font=font(30, True), fill=PAPER, anchor="lm")
    draw.text((WIDTH - MARGIN, 36), str(game_name), font=font(26), fill=PAPER, anchor="rm")
    y = _text_block(draw, 92, question, (44, 38, 34), True, 2) + 10
    colour_ = LEGAL if legal else ILLEGAL
    text = f"{'✓' if legal else '✗'} {badge}"
    bf = font(34, True)
    draw.rounded_rectangle((MARGIN, y, MARGIN + int(bf.getlength(text)) + 36, y + 56), 12, fill=colour_)
    draw.text((MARGIN + 18, y + 28), text, font=bf, fill=PAPER, anchor="lm")
    y = _text_block(draw, y + 68, sentence, (28, 25, 22), False, 3)
    top = max(y + 12, 456)
    draw.rectangle((0, top - 14, WIDTH, HEIGHT), fill=PANEL)
    (_skipbo if key == "skipbo" else _rummikub)(draw, top, position, move)
    return img


@lru_cache(maxsize=512)
def render(language: str, game_name: str, key: str, question: str, legal: bool, badge: str, sentence: str,
           position: str, move: str) -> bytes:
    """The PNG bytes (cached per language and link)."""
    with translation.override(language):
        img = image(game_name, key, question, legal, badge, sentence, position, move)
    buffer = io.BytesIO()
    img.save(buffer, "PNG", compress_level=3)  # flat colours: level 3 is 10 % larger and a third faster
    return buffer.getvalue()
