"""The shared preview drawing: a real font for Cyrillic (system DejaVu or the shipped copy), text that
fits its lines, and a card or tile drawn the same for the FAQ's and the checker's pictures."""

from __future__ import annotations

from pathlib import Path

from games import preview
from games.diagrams.faces import card_face, tile_face


def test_preview_draws_cyrillic_with_a_real_font() -> None:
    font = preview.font(40, True)
    assert preview.font_path(True).name == "DejaVuSans-Bold.ttf"
    missing = font.getmask("\U000f0000").getbbox()  # a private-use code point: the font's "no glyph" box
    for letter in "ЖЩЁёй":
        assert font.getmask(letter).getbbox() not in (None, missing), letter


def test_preview_falls_back_to_the_shipped_font(monkeypatch, settings) -> None:  # noqa: ANN001
    monkeypatch.setattr(preview, "FONT_DIRS", (Path("/nonexistent"), Path(settings.BASE_DIR) / "static" / "fonts"))
    assert preview.font_path(False) == Path(settings.BASE_DIR) / "static" / "fonts" / "DejaVuSans.ttf"


def test_long_text_shrinks_then_ends_with_an_ellipsis() -> None:
    short_font, short = preview.fit("Can I play a 5 here?", (50, 40), True, 2)
    assert short_font.size == 50 and short == ["Can I play a 5 here?"]
    f, lines = preview.fit("word " * 200, (50, 40), True, 2)
    assert f.size == 40 and len(lines) == 2 and lines[-1].endswith("…")
    assert all(f.getlength(line) <= preview.TEXT_WIDTH for line in lines)
    assert preview.wrap("x" * 400, f, 300)[0] != "x" * 400, "a word wider than the line is cut"


def test_a_marked_card_is_framed_and_a_tile_shows_its_colour() -> None:
    img, draw = preview.canvas("Skip-Bo")
    preview.card(draw, 100, 200, card_face(7))
    preview.card(draw, 300, 200, card_face(7, mark="from"))
    preview.tile(draw, 500, 200, tile_face("R9"))
    assert img.getpixel((131, 210)) == preview.CARD_COLOURS["5-8"]
    assert img.getpixel((97, 244)) == preview.PAPER and img.getpixel((297, 244)) == preview.MARK
    inks = {colour for _count, colour in img.crop((500, 200, 540, 256)).getcolors(4096)}
    assert preview.TILE_INK["red"] in inks and preview.TILE_INK["blue"] not in inks
