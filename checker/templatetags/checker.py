"""``{% field form.b1 %}``: one builder field with its label and, when wrong, its message (linked by
``aria-describedby`` and marked ``aria-invalid``); ``{% seat_field form k "s" %}`` for another seat's;
``{% radios form.kind %}`` for a choice of radio buttons.

The controls are written here directly rather than through Django's widget templates: the builder has
about sixty of them, and rendering each through the template engine cost most of the page's time.
"""

from __future__ import annotations

from functools import lru_cache

from django import forms, template
from django.forms import BoundField, Form
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

register = template.Library()


def _value(bound: BoundField) -> str:
    value = bound.value()
    if value is None or value is False:
        return ""
    return str(value)


def _invalid(bound: BoundField) -> SafeString:
    if not bound.errors:
        return mark_safe("")
    return format_html(' aria-invalid="true" aria-describedby="ck-{}-error"', bound.html_name)


def _control(bound: BoundField) -> SafeString:
    name, widget, value = bound.html_name, bound.field.widget, _value(bound)
    invalid = _invalid(bound)
    if isinstance(widget, forms.Select):
        options = _options(tuple(bound.field.choices), value, get_language())
        return format_html('<select name="{}" id="ck-{}"{}>{}</select>', name, name, invalid, options)
    if isinstance(widget, forms.CheckboxInput):
        checked = mark_safe(" checked") if bound.value() else ""
        return format_html('<input type="checkbox" name="{}" id="ck-{}"{}{}>', name, name, checked, invalid)
    if isinstance(widget, forms.Textarea):
        return format_html('<textarea name="{}" id="ck-{}" rows="3" spellcheck="false" autocomplete="off"{}>\n{}'
                           '</textarea>', name, name, invalid, value)
    if isinstance(widget, forms.NumberInput):
        field = bound.field
        return format_html('<input type="number" inputmode="numeric" name="{}" id="ck-{}" min="{}" max="{}" value="{}"'
                           '{}>', name, name, field.min_value, field.max_value, value, invalid)
    return format_html('<input type="text" name="{}" id="ck-{}" value="{}" spellcheck="false" autocomplete="off"{}>',
                       name, name, value, invalid)


@lru_cache(maxsize=1024)
def _options(choices: tuple[tuple[object, object], ...], value: str, language: str) -> SafeString:
    """A select's options with one selected (the same few lists are drawn dozens of times a page)."""
    return format_html_join("", '<option value="{}"{}>{}</option>', (
        (str(v), mark_safe(" selected") if str(v) == value else "", str(label)) for v, label in choices))


def _message(bound: BoundField) -> SafeString:
    if not bound.errors:
        return mark_safe("")
    return format_html('<span class="ck-field-error" id="ck-{}-error">{}</span>', bound.html_name,
                       " ".join(str(e) for e in bound.errors))


@register.simple_tag
def field(bound: BoundField, short: object = None) -> SafeString:
    """``short``: a visible label for a narrow slot in a row of cards ("1"); the full label stays the
    control's accessible name."""
    css = "ck-field is-invalid" if bound.errors else "ck-field"
    if short is not None:
        label = format_html('<span aria-hidden="true">{}</span><span class="visually-hidden">{}</span>', short,
                            bound.label)
        return format_html('<div class="{}"><label for="ck-{}">{}</label>{}{}</div>', css, bound.html_name, label,
                           _control(bound), _message(bound))
    if isinstance(bound.field.widget, forms.CheckboxInput):
        return format_html('<div class="{} ck-field--check">{}<label for="ck-{}">{}</label>{}</div>', css,
                           _control(bound), bound.html_name, bound.label, _message(bound))
    return format_html('<div class="{}"><label for="ck-{}">{}</label>{}{}</div>', css, bound.html_name, bound.label,
                       _control(bound), _message(bound))


@register.simple_tag
def seat_field(form: Form, k: int, part: str, short: object = None) -> SafeString:
    return field(form[f"o{k}{part}"], short)


@register.simple_tag
def radios(bound: BoundField) -> SafeString:
    value = _value(bound)
    name = bound.html_name
    items = format_html_join("", '<div class="ck-kind"><input type="radio" name="{}" value="{}" id="ck-{}-{}"{}>'
                             '<label for="ck-{}-{}">{}</label></div>', (
                                 (name, v, name, i, mark_safe(" checked") if str(v) == value else "", name, i, label)
                                 for i, (v, label) in enumerate(bound.field.choices)))
    return format_html('<div class="ck-kinds" role="radiogroup" aria-labelledby="ck-{}-legend">{}</div>{}', name, items,
                       _message(bound))
