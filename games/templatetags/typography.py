"""``{{ points|signed }}`` (+45, −13, 0) and ``{{ total|number }}`` (−13, 45): numbers with a real minus
sign in templates (see ``games.typography``)."""

from __future__ import annotations

from django import template

from games import typography

register = template.Library()


@register.filter
def signed(value: int) -> str:
    return typography.signed(int(value))


@register.filter
def number(value: int) -> str:
    return typography.number(int(value))
