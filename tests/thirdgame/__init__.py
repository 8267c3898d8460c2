"""A third game that exists only under tests/: Count to Ten, registered the way any game is (its engine,
texts, rules page, tutorial, checker kit), to prove that a game is one registration and that nothing
outside its own files branches on the game. See ``test_third_game.py``."""
