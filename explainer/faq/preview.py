"""The preview image chat apps show for an answer link: a 1200×630 PNG drawn with Pillow.

It carries the site and game, the question, the verdict (word and icon, not colour alone) with its
sentence, and a small drawing of the scenario, drawn by its game (``games.preview.PICTURE``, the same
drawing as the checker's pictures). Words come from the active language; the canvas, font, cards and
tiles are the shared ones of ``games.preview``. Rendered PNGs are cached per (language,
FAQ, slug).
"""

from __future__ import annotations

from functools import lru_cache

from django.utils import translation
from PIL import Image

from explainer.faq import registry
from explainer.faq.base import Answer
from explainer.faq.words import VERDICT_BADGES, VERDICT_ICONS
from games import preview as pic
from games.preview import PICTURE
from games.registry import GAMES

VERDICT_COLOURS = {"yes": pic.YES, "no": pic.NO, "depends": pic.DEPENDS, "unstated": pic.DEPENDS,
                   "disputed": pic.DEPENDS}


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
        info.part(PICTURE)(draw, top, position, move or "")
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
