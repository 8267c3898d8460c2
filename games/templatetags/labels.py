"""``{% labelled label text kind strong=True label_href=url text_href=url hidden=True %}``: a label and the text it
introduces, punctuated by the reader's language (see ``games.labels``): no colon before a text that has
its own, no label running into a name."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from games.labels import Kind, join_html

register = template.Library()


@register.simple_tag
def labelled(label: str, text: str, kind: Kind = "sentence", strong: bool = False, label_href: str | None = None,
             text_href: str | None = None, hidden: bool = False) -> SafeString:
    return join_html(label, text, kind=kind, strong=strong, label_href=label_href, text_href=text_href,
                     hidden=hidden)
