"""robots.txt and the sitemap (every page in every language, with hreflang alternates)."""

from __future__ import annotations

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_safe


class PageSitemap(Sitemap):
    """Every public page, listed once per language with alternates and an x-default."""

    i18n = True
    alternates = True
    x_default = True
    changefreq = "monthly"

    def items(self) -> list[tuple[str, dict[str, str]]]:
        from explainer.urls import public_pages

        return public_pages()

    def location(self, item: tuple[str, dict[str, str]]) -> str:
        name, kwargs = item
        return reverse(name, kwargs=kwargs)

    def get_domain(self, site=None) -> str:  # noqa: ANN001 - Django's signature
        if settings.SITE_URL:
            return settings.SITE_URL.split("://", 1)[-1]
        return super().get_domain(site)


@require_safe
def robots_txt(request: HttpRequest) -> HttpResponse:
    sitemap = request.build_absolute_uri(reverse("sitemap"))
    if settings.SITE_URL:
        sitemap = settings.SITE_URL + reverse("sitemap")
    lines = ["User-agent: *", "Allow: /", f"Sitemap: {sitemap}", ""]
    return HttpResponse("\n".join(lines), content_type="text/plain; charset=utf-8")
