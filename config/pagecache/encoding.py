"""Content codings: which one a request accepts best, and compressing a body once, as small as it gets."""

from __future__ import annotations

import gzip

import brotli

# Best first: Brotli is about 20 % smaller than gzip on our pages.
PREFERENCE = ("br", "gzip")
ETAG_SUFFIX = {"br": "-br", "gzip": "-gz", "identity": ""}


def accepted(header: str) -> str:
    """The coding ``Accept-Encoding`` ranks highest among "br", "gzip" and "identity": the highest
    q-value wins, our preference (br, then gzip) only breaks ties, and q=0 refuses a coding.

    >>> accepted("gzip, deflate, br, zstd"), accepted("gzip;q=1, br;q=0"), accepted("")
    ('br', 'gzip', 'identity')
    >>> accepted("br;q=0.5, gzip;q=0.9"), accepted("*;q=0.3, gzip;q=0.2"), accepted("gzip;q=junk")
    ('gzip', 'br', 'identity')
    """
    offered: dict[str, float] = {}
    for part in header.lower().split(","):
        name, *params = (piece.strip() for piece in part.split(";"))
        quality = 1.0
        for param in params:
            if param.startswith("q="):
                try:
                    quality = min(max(float(param[2:]), 0.0), 1.0)
                except ValueError:
                    quality = 0.0
        if name:
            offered[name] = quality
    wildcard = offered.get("*", 0.0)
    ranked = [(offered.get(coding, wildcard), -rank, coding) for rank, coding in enumerate(PREFERENCE)]
    quality, _rank, coding = max(ranked)
    return coding if quality > 0 else "identity"


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
