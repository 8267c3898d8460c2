"""URLs of the game against the computer (inside the language prefix): the start form, one game's page
and one series' page, each found by its unguessable id (the link is the key); the game's replay and the
positions shared from it (``play.replay_views``: a shared position's link holds no game id)."""

from django.urls import path

from play import replay_views, views

urlpatterns = [
    path("<game:game>/play/", views.start_page, name="play_start"),
    path("<game:game>/play/series/<str:key>/", views.series_page, name="play_series"),
    path("<game:game>/play/shared/<str:token>/", replay_views.shared_page, name="play_shared"),
    path("<game:game>/play/shared/<str:token>/preview.png", replay_views.shared_png, name="play_shared_png"),
    path("<game:game>/play/<str:key>/", views.game_page, name="play_game"),
    path("<game:game>/play/<str:key>/replay/", replay_views.replay_page, name="play_replay"),
]
