"""The Skip-Bo tutorial: every move is judged as it is made, then the other seats' scripted moves follow.

- ``actions``: the move grammar of the forms (``from`` + ``to``, or a typed ``move``);
- ``turns``: what a legal move caused, and how a scripted turn the script left open is finished;
- ``goals``: the goal predicates a puzzle is made of (done, still reachable, in words);
- ``hints``: the next move to suggest;
- ``words``: the sentences about a record's events and the chosen card;
- ``board``: the board's template context;
- ``adapter``: ``ADAPTER``, the game's ``tutorial.core.TutorialGame``: its hooks bound to the functions
  above and to the engine (the core replays, judges and plays the scripted opponents).

Nothing here decides a rule: legality comes from ``skipbo.judge``, the highlighted targets from
``skipbo.legal_moves``, reachability from ``skipbo.solve`` (and a small search over legal plays for the
goals the solver does not score).
"""
