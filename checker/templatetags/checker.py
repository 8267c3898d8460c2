"""``{% field form.b1 %}``: one builder field with its label and, when wrong, its message (linked by
``aria-describedby`` and marked ``aria-invalid``); ``{% seat_field form k "s" %}`` for another seat's."""

from __future__ import annotations

from django import template
from django.forms import BoundField, Form
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

register = template.Library()


@register.simple_tag
def field(bound: BoundField) -> SafeString:
    attrs = {"id": f"ck-{bound.html_name}"}
    errors = bound.errors
    if errors:
        attrs.update({"aria-invalid": "true", "aria-describedby": f"ck-{bound.html_name}-error"})
    widget = bound.as_widget(attrs=attrs)
    message = format_html('<span class="ck-field-error" id="ck-{}-error">{}</span>', bound.html_name,
                          format_html_join(" ", "{}", ((e,) for e in errors))) if errors else ""
    css = "ck-field ck-field--check" if bound.widget_type == "checkbox" else "ck-field"
    if errors:
        css += " is-invalid"
    if bound.widget_type == "checkbox":
        return format_html('<div class="{}">{}<label for="ck-{}">{}</label>{}</div>', css, widget,
                           bound.html_name, bound.label, message)
    return format_html('<div class="{}"><label for="ck-{}">{}</label>{}{}</div>', css, bound.html_name,
                       bound.label, widget, message)


@register.simple_tag
def seat_field(form: Form, k: int, part: str) -> SafeString:
    return field(form[f"o{k}{part}"])
