"""Content codings: which one a request accepts best, and compressing a body once, as small as it gets."""

from __future__ import annotations

import gzip

import brotli

# Best first: Brotli is about 20 % smaller than gzip on our pages.
PREFERENCE = ("br", "gzip")
ETAG_SUFFIX = {"br": "-br", "gzip": "-gz", "identity": ""}


def accepted(header: str) -> str:
    """The best coding in ``Accept-Encoding``: "br", "gzip" or "identity" (codings with q=0 are refused).

    >>> accepted("gzip, deflate, br, zstd"), accepted("gzip;q=1, br;q=0"), accepted("")
    ('br', 'gzip', 'identity')
    """
    offered: dict[str, float] = {}
    for part in header.lower().split(","):
        name, _, params = part.strip().partition(";")
        quality = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                quality = float(params[2:])
            except ValueError:
                quality = 0.0
        offered[name.strip()] = quality
    wildcard = offered.get("*", 0.0)
    for coding in PREFERENCE:
        if offered.get(coding, wildcard) > 0:
            return coding
    return "identity"


def compressed(body: bytes) -> dict[str, bytes]:
    """``body`` in each coding we serve, at the strongest level: this runs once per page and release."""
    return {
        "gzip": gzip.compress(body, compresslevel=9, mtime=0),
        "br": brotli.compress(body, quality=11, mode=brotli.MODE_TEXT),
    }


def identity(bodies: dict[str, bytes]) -> bytes:
    """The uncompressed body (stored only as gzip, to halve the memory a cached page takes)."""
    if "identity" in bodies:
        return bodies["identity"]
    return gzip.decompress(bodies["gzip"])
