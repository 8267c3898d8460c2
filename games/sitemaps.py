"""The sitemap, composed from each app's own ``PageSitemap`` (registered in its ``AppConfig.ready()``).

Each app lists its public pages as (URL name, kwargs); the sitemap view (``config.urls``) renders every
registered sitemap into one ``sitemap.xml``, each page once per language with hreflang alternates.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.urls import reverse

Page = tuple[str, dict[str, str]]


class PageSitemap(Sitemap):
    """Public pages listed once per language with alternates and an x-default; subclasses give
    ``items()`` as (URL name, kwargs) pairs."""

    i18n = True
    alternates = True
    x_default = True
    changefreq = "monthly"

    def items(self) -> list[Page]:
        raise NotImplementedError

    def location(self, item: Page) -> str:
        name, kwargs = item
        return reverse(name, kwargs=kwargs)

    def get_domain(self, site=None) -> str:  # noqa: ANN001 - Django's signature
        if settings.SITE_URL:
            return settings.SITE_URL.split("://", 1)[-1]
        return super().get_domain(site)


SITEMAPS: dict[str, type[PageSitemap]] = {}
"""Every app's sitemap by app label, in registration order (the sitemap view's ``sitemaps``)."""


def register(label: str, sitemap: type[PageSitemap]) -> None:
    SITEMAPS[label] = sitemap


def public_pages() -> list[Page]:
    """Every public page of every app (per language): what the sitemap lists."""
    return [page for sitemap in SITEMAPS.values() for page in sitemap().items()]
