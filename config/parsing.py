"""Reading numbers from request data: ASCII digits only, bounded length.

``str.isdigit()`` is true for ``²``, ``①``, ``٣`` and ``０``, and ``int()`` accepts some of them and
raises on others, so neither may judge what a visitor typed. Every parser of request data reads numbers
through here (or through a form field using ``ASCII_DIGITS``).

>>> read_count("42", digits=3)
42
>>> read_count("³", digits=3) is None, read_count("٣", digits=3) is None, read_count("1234", digits=3) is None
(True, True, True)
"""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.core.exceptions import ValidationError

ASCII_DIGITS = re.compile(r"[0-9]+", re.ASCII)


def read_count(value: object, digits: int) -> int | None:
    """A whole number of at most ``digits`` ASCII digits, or None for anything else."""
    if not isinstance(value, str) or not 0 < len(value) <= digits or not ASCII_DIGITS.fullmatch(value):
        return None
    return int(value)


class CountField(forms.Field):
    """A form field for a whole number of at most ``digits`` ASCII digits (Django's IntegerField takes
    ``٣`` and ``０`` for 3 and 0)."""

    default_error_messages = {"invalid": forms.IntegerField.default_error_messages["invalid"]}

    def __init__(self, *, digits: int, **kwargs: Any) -> None:
        self.digits = digits
        super().__init__(**kwargs)

    def to_python(self, value: Any) -> int | None:
        if value in self.empty_values:
            return None
        number = read_count(value, self.digits)
        if number is None:
            raise ValidationError(self.error_messages["invalid"], code="invalid")
        return number
