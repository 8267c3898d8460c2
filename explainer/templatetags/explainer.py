"""Template tags that put engine rule ids on pages: ``{% rule "skipbo.build.next-number" %}``."""

from __future__ import annotations

from django import template
from django.template.loader import render_to_string

from games.texts import catalog

register = template.Library()


@register.simple_tag
def rule(rule_id: str) -> str:
    """The anchored entry for one rule id: its title and its rule text, in the active language."""
    entry = catalog.rule_text(rule_id)
    return render_to_string("explainer/rule_entry.html", {"rule_id": rule_id, "text": entry})
