"""The Skip-Bo tutorial: every move is judged as it is made, then the other seats' scripted moves follow.

- ``actions``: the move grammar of the forms (``from`` + ``to``, or a typed ``move``);
- ``turns``: replaying a puzzle's moves, the scripted opponents, and what a legal move caused;
- ``goals``: the goal predicates a puzzle is made of (done, still reachable, in words);
- ``hints``: the next move to suggest;
- ``words``: the sentences about a record's events and the chosen card;
- ``board``: the board's template context;
- ``adapter``: ``ADAPTER``, the game's side of ``tutorial.games.GameAdapter``, which ties them together.

Nothing here decides a rule: legality comes from ``skipbo.judge``, the highlighted targets from
``skipbo.legal_moves``, reachability from ``skipbo.solve`` (and a small search over legal plays for the
goals the solver does not score).
"""
