"""Explainer URLs (inside the language prefix): home, rules pages, glossaries and the FAQ."""

from django.urls import include, path, register_converter

from explainer import views
from explainer.games import GAMES


class GameConverter:
    """Matches only the games we have, so an unknown game is a plain 404."""

    regex = "|".join(GAMES)

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(GameConverter, "game")

urlpatterns = [
    path("", views.home, name="home"),
    path("<game:game>/", views.rules, name="rules"),
    path("<game:game>/glossary/", views.glossary, name="glossary"),
    path("", include("explainer.faq.urls")),
]


def public_pages() -> list[tuple[str, dict[str, str]]]:
    """Every page the sitemap lists (per language): (url name, kwargs)."""
    pages: list[tuple[str, dict[str, str]]] = [("home", {})]
    for slug in GAMES:
        pages += [("rules", {"game": slug}), ("glossary", {"game": slug})]
    pages += faq_pages()
    from tutorial.urls import public_pages as puzzle_pages

    pages += puzzle_pages()
    return pages


def faq_pages() -> list[tuple[str, dict[str, str]]]:
    """Each game's FAQ index and every answer page."""
    from explainer.faq import registry

    pages: list[tuple[str, dict[str, str]]] = []
    for slug in GAMES:
        pages.append(("faq", {"game": slug}))
        pages += [("faq_answer", {"game": slug, "slug": a.slug}) for a in registry.faq(slug).answers]
    return pages
