from django.apps import AppConfig


class TutorialConfig(AppConfig):
    """Scripted turn puzzles on a live board, and each visitor's progress."""

    name = "tutorial"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import nav, sitemaps
        from tutorial import games, links
        from tutorial.sitemaps import TutorialSitemap

        games.register()
        nav.register_section(links.SECTION)
        nav.register_practice(links.practice)
        nav.register_rule_links(links.teaching)
        nav.register_first_step(links.first_puzzle, nav.FIRST_PUZZLE_RANK)
        sitemaps.register("tutorial", TutorialSitemap)
