"""A code that carries a visitor's map to another device: the visitor's random id, signed with Django's
signing and stamped, valid for ``MAX_AGE`` seconds. It holds nothing personal (the id is a random token
that only ever names a map); an altered code is refused, an old one has expired.

>>> code = make_code("abc")
>>> read_code(code)
'abc'
>>> read_code(code[:-2] + "xx")
Traceback (most recent call last):
...
progress.carrying.BadCode
"""

from __future__ import annotations

from django.core import signing

SALT = "progress.carry"
MAX_AGE = 24 * 3600
MAX_LENGTH = 200


class BadCode(ValueError):
    """Not a code this site made (mistyped, cut short or altered)."""


class ExpiredCode(ValueError):
    """A real code, but older than ``MAX_AGE``."""


def make_code(visitor: str) -> str:
    return signing.TimestampSigner(salt=SALT).sign(visitor)


def read_code(code: str) -> str:
    """The visitor id the code carries; ``BadCode`` or ``ExpiredCode``."""
    code = code.strip()
    if not code or len(code) > MAX_LENGTH:
        raise BadCode
    try:
        return signing.TimestampSigner(salt=SALT).unsign(code, max_age=MAX_AGE)
    except signing.SignatureExpired:
        raise ExpiredCode from None
    except signing.BadSignature:
        raise BadCode from None
