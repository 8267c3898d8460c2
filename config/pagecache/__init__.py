"""HTTP caching for the pages that are the same for every visitor.

``@shared_page`` (HTML) or ``@shared_page(PREVIEW)`` on a view gives its responses:

- a strong ETag from the release, the language and every other variant of the page
  (:mod:`~config.pagecache.variants`), answered with 304 before the view runs;
- ``Cache-Control`` for the kind of page (:mod:`~config.pagecache.kinds`): short with
  ``stale-while-revalidate`` for HTML, long for preview images;
- a server-side copy, rendered once per release and variant, stored compressed (gzip and Brotli) in
  Django's cache (:mod:`~config.pagecache.store`) and served by
  :class:`~config.pagecache.middleware.SharedPageMiddleware` without rendering or compressing again.

Pages that depend on the visitor (puzzle pages with progress) keep ``@never_cache``: ``private``.
"""

from config.pagecache.decorators import shared_page
from config.pagecache.kinds import HTML, PREVIEW, SCRIPT, PageKind

__all__ = ["HTML", "PREVIEW", "SCRIPT", "PageKind", "shared_page"]
