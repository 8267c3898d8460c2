"""The Rummikub tutorial: a turn is built on a working table on the server, then judged whole.

During the learner's turn every tile move, split and "put the table back" is an action of the attempt
(``tutorial.state`` stores and replays them like any move, so undo takes back one tile move). They only
rearrange the *working table*; nothing is judged until "End turn", which sends the working table as the
engine move ``t:SETS`` to ``rummikub.judge`` (every problem listed, each naming its set). ``draw``,
``pass``, ``penalty`` (the one-minute timer) and a typed ``t:...`` are whole turns as well.

- ``actions``: the action grammar and reading an action from the puzzle page's forms;
- ``table``: the working table, the chosen tiles and the edits that rearrange them;
- ``turns``: the game's ``act`` hook (tile moves, quiz answers; whole turns go to the core, which judges
  them and plays the scripted opponents) and what a whole turn caused;
- ``records``: its own feedback records (table edits, quiz answers);
- ``plans``: the solver's best turns, cached;
- ``goals``: the goal predicates a puzzle is made of (done, still reachable, in words);
- ``hints``: the next turn to suggest;
- ``words``: every sentence the learner reads about a record or a choice;
- ``board``: the board's template context;
- ``adapter``: ``ADAPTER``, the game's ``tutorial.core.TutorialGame``: its hooks bound to the functions
  above and to the engine.

Nothing here decides a rule: set validity and its reasons come from ``rummikub.check_set``, the turn from
``rummikub.judge``, reachability and the last hint from ``rummikub.solve``, points from ``rummikub.result``.
"""
