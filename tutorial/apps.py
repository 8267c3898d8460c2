from django.apps import AppConfig


class TutorialConfig(AppConfig):
    """Scripted turn puzzles on a live board, each visitor's progress, and the puzzles made from a
    visitor's missed plays in games against the computer."""

    name = "tutorial"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import housekeeping, learning, nav, sitemaps
        from tutorial import games, links, personal
        from tutorial.sitemaps import TutorialSitemap

        games.register()
        nav.register_section(links.SECTION)
        nav.register_practice(links.practice)
        nav.register_rule_links(links.teaching)
        nav.register_first_step(links.first_puzzle, nav.FIRST_PUZZLE_RANK)
        sitemaps.register("tutorial", TutorialSitemap)
        learning.register_listener(personal.keep)
        learning.register_own_practice(personal.practice)
        housekeeping.register_purger(personal.purge)
