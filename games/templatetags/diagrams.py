"""Diagrams drawn from notation: ``{% load diagrams %}``.

``{% skipbo_diagram notation caption=None move=None %}``, ``{% skipbo_cards "6 8 SB" %}``,
``{% rummikub_diagram notation caption=None %}``, ``{% rummikub_tiles "R9.J.R11" %}``,
``{% rummikub_scores notation %}``. Each returns finished, escaped HTML with a text alternative in
the active language; bad notation raises ``TemplateSyntaxError``.
"""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from games.diagrams import render

register = template.Library()


@register.simple_tag
def skipbo_diagram(notation: str, caption: object = None, move: str | None = None) -> SafeString:
    """A whole Skip-Bo position; ``move="h5-b1"`` marks the move's source and target."""
    return render.skipbo_diagram(notation, caption, move)


@register.simple_tag
def skipbo_cards(cards: str) -> SafeString:
    """An inline row of Skip-Bo cards: ``"6 8 SB"`` (``#3`` = three face-down cards)."""
    return render.skipbo_cards(cards)


@register.simple_tag
def rummikub_diagram(notation: str, caption: object = None) -> SafeString:
    """A whole Rummikub position: the table's sets, the active seat's rack, the pool."""
    return render.rummikub_diagram(notation, caption)


@register.simple_tag
def rummikub_tiles(tiles: str) -> SafeString:
    """One Rummikub set inline: ``"R9.J.R11"``."""
    return render.rummikub_tiles(tiles)


@register.simple_tag
def rummikub_scores(notation: str) -> SafeString:
    """The score table of a finished Rummikub game."""
    return render.rummikub_scores(notation)
