"""The shared core of the site: what every app needs to know about the games, and nothing app-specific.

``games.registry`` holds the one ``Game`` record per game (URL slug, engine, names, rules-page sections);
``games.converters`` the ``<game:…>`` URL converter; ``games.texts`` the words for rule ids, cards and
tiles; ``games.diagrams`` the pictures drawn from notation; ``games.nav`` and ``games.sitemaps`` compose
the main navigation, "practise this" links and the sitemap from providers the leaf apps (``explainer``,
``tutorial``, …) register in their ``AppConfig.ready()``. The core imports no leaf app; leaf apps never
import each other.
"""
