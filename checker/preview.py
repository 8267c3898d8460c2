"""The picture a chat app shows for a shared verdict: a 1200×630 PNG drawn with Pillow from the link's
own ``p`` and ``m`` — the question, the verdict badge (icon and word, not colour alone) and sentence,
and the position with the move's source and target framed (the game's own ``games.preview.PICTURE``, the
same drawing as its FAQ's pictures). No database row: the image is a pure function of (language, game,
position, move), cached in memory. The canvas, font, cards and tiles are the shared ones of
``games.preview``.
"""

from __future__ import annotations

from functools import lru_cache

from django.utils import translation
from PIL import Image

from games import preview as pic
from games.preview import Panel

# -- The whole picture -------------------------------------------------------------------------------

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
