from django.apps import AppConfig


class PlayConfig(AppConfig):
    """A whole game against the computer, on the puzzles' board: one stored game per link."""

    name = "play"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import housekeeping
        from play import kits, models

        kits.register()
        housekeeping.register_purger(models.purge)
