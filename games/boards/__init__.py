"""The live game boards shared by the pages that play a position (the puzzles, the game against the
computer): each game's board as a template context built from a position and the seat it is seen from,
and its template (``games/boards/<key>.html``). Choosing a source is a GET, a move a POST, so the board
works without JavaScript; ``static/js/board.js`` upgrades it to taps, drags and keys."""
