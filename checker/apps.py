from django.apps import AppConfig


class CheckerConfig(AppConfig):
    """Ask the table: check any position and move, share the verdict, keep the score."""

    name = "checker"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from checker import kits
        from checker.links import SECTIONS, CheckerSitemap, open_in_checker
        from games import nav, sitemaps

        kits.register()
        for section in SECTIONS:
            nav.register_section(section)
        nav.register_position_link(open_in_checker)
        sitemaps.register("checker", CheckerSitemap)
