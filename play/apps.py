from django.apps import AppConfig


class PlayConfig(AppConfig):
    """A whole game against the computer, on the puzzles' board: one stored game per link."""

    name = "play"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import housekeeping, nav
        from play import kits, links, models

        kits.register()
        housekeeping.register_purger(models.purge)
        nav.register_section(links.SECTION)
