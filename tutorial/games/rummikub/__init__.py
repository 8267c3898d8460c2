"""The Rummikub tutorial: a turn is built on a working table on the server, then judged whole.

During the learner's turn every tile move, split and "put the table back" is an action of the attempt
(``tutorial.state`` stores and replays them like any move, so undo takes back one tile move). They only
rearrange the *working table*; nothing is judged until "End turn", which sends the working table as the
engine move ``t:SETS`` to ``rummikub.judge`` (every problem listed, each naming its set). ``draw``,
``pass``, ``penalty`` (the one-minute timer) and a typed ``t:...`` are whole turns as well.

- ``actions``: the action grammar and reading an action from the puzzle page's forms;
- ``table``: the working table, the chosen tiles and the edits that rearrange them;
- ``turns``: replaying a puzzle's actions, judging whole turns, the scripted opponents, the score quiz;
- ``plans``: the solver's best turns and the reference lines, cached;
- ``goals``: the goal predicates a puzzle is made of (done, still reachable, in words);
- ``hints``: the next turn to suggest;
- ``words``: every sentence the learner reads about a record or a choice;
- ``board``: the board's template context;
- ``adapter``: ``ADAPTER``, the game's side of ``tutorial.games.GameAdapter``, which ties them together.

Nothing here decides a rule: set validity and its reasons come from ``rummikub.check_set``, the turn from
``rummikub.judge``, reachability and the last hint from ``rummikub.solve``, points from ``rummikub.result``.
"""
