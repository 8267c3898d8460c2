"""URLs of the game against the computer (inside the language prefix): the start form and one game's
page, whose unguessable id is the key to it."""

from django.urls import path

from play import views

urlpatterns = [
    path("<game:game>/play/", views.start_page, name="play_start"),
    path("<game:game>/play/series/<str:key>/", views.series_page, name="play_series"),
    path("<game:game>/play/<str:key>/", views.game_page, name="play_game"),
]
