"""Babel extractor for Django templates: Django's own ``templatize`` turns a template into Python-like
source with gettext calls (and ``# Translators:`` comments), which Babel's Python extractor reads."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import IO, Any

from babel.messages.extract import extract_python


def extract_django(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict) -> Iterator:
    from django.utils.translation.template import templatize

    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    python_like = templatize(source, origin=getattr(fileobj, "name", None))
    # templatize keeps the template's indentation, which Python's tokenizer would reject.
    python_like = "\n".join(line.lstrip() for line in python_like.splitlines())
    # The text is handed on re-encoded as UTF-8, whatever the template's own encoding was.
    yield from extract_python(io.BytesIO(python_like.encode("utf-8")), keywords, comment_tags, {"encoding": "utf-8"})
