"""Draw the app icons (the favicon's two cards) as PNGs for the web app manifest and iOS.

    python -m tools.icons      # writes static/img/icon-{192,512}.png, icon-maskable-512.png, apple-touch-icon.png

The favicon is an SVG; phones want PNGs of fixed sizes, and a "maskable" one with the picture inside the
central safe zone (80 %) on a full-bleed background, so a round or squircle mask never cuts the cards.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
IMG = ROOT / "static" / "img"
FONT = ROOT / "static" / "fonts" / "DejaVuSans-Bold.ttf"
BLUE, ORANGE, INK, WHITE = "#1d4ed8", "#f59e0b", "#111111", "#ffffff"
BACKGROUND = "#fff7e0"


def cards(size: int, inset: float) -> Image.Image:
    """The favicon's drawing (a 32-unit square) scaled into ``size`` pixels, ``inset`` of it left empty
    around it; drawn at 4× and scaled down for smooth edges."""
    big = size * 4
    image = Image.new("RGBA", (big, big), BACKGROUND if inset else (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    unit = big * (1 - 2 * inset) / 32
    origin = big * inset

    def box(x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
        return (origin + x * unit, origin + y * unit, origin + (x + w) * unit, origin + (y + h) * unit)

    draw.rounded_rectangle(box(3, 5, 17, 23), radius=3 * unit, fill=BLUE)
    draw.rounded_rectangle(box(12, 3, 17, 23), radius=3 * unit, fill=ORANGE, outline=WHITE,
                           width=max(1, round(1.5 * unit)))
    font = ImageFont.truetype(str(FONT), round(9.5 * unit))
    draw.text((origin + 20.5 * unit, origin + 15 * unit), "12", font=font, fill=INK, anchor="mm")
    return image.resize((size, size), Image.Resampling.LANCZOS)


ICONS = {
    "icon-192.png": (192, 0.0),
    "icon-512.png": (512, 0.0),
    "icon-maskable-512.png": (512, 0.12),
    "apple-touch-icon.png": (180, 0.08),
}


def main() -> None:
    for name, (size, inset) in ICONS.items():
        cards(size, inset).save(IMG / name, optimize=True)
        print(IMG / name)


if __name__ == "__main__":
    main()
