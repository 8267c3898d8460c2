"""Diagrams drawn from notation: Skip-Bo cards and tables, Rummikub tiles, tables and score tables.

The template tags (``{% load diagrams %}``) call :mod:`games.diagrams.render`. The live boards
reuse the faces: build a :class:`CardFace` / :class:`TileFace` with :func:`card_face` /
:func:`tile_face` and include ``games/diagrams/card.html`` / ``tile.html`` with ``card=`` /
``tile=``.
"""

from games.diagrams.faces import CardFace, TileFace, card_face, tile_face

__all__ = ["CardFace", "TileFace", "card_face", "tile_face"]
