"""``{% position_links game position move %}``: the links other apps offer for a position a page shows
(the checker's "open in the checker"), as a short list; nothing when no app offers one."""

from __future__ import annotations

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from games import nav
from games.registry import Game

register = template.Library()


@register.simple_tag
def position_links(game: Game, position: str | None, move: str | None = None) -> SafeString:
    if not position:
        return mark_safe("")
    links = nav.position_links(game, str(position), str(move) if move else None)
    if not links:
        return mark_safe("")
    items = format_html_join("", '<li><a href="{}">{}</a></li>', ((link.url, link.title) for link in links))
    return format_html('<ul class="position-links">{}</ul>', items)
