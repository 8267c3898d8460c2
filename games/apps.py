from django.apps import AppConfig
from django.urls import register_converter


class GamesConfig(AppConfig):
    """The shared core: the game registry, rule texts, diagrams, and the composition of nav and sitemap."""

    name = "games"

    def ready(self) -> None:
        from games import coach
        from games.converters import GameConverter

        register_converter(GameConverter, "game")
        coach.register()
