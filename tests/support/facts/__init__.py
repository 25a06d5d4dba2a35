"""What the tests know of each game, one module per game (tests.support.facts.<id>), found by its id through
tests.support.games.FACTS; a fifth game adds its own module here and edits no list in the tests. Each module holds:

- USUAL_PLAYERS: the player count its tests seat by default (tests.support.games);
- DRIVEN_SEED, DRIVEN_MOST_STEPS: the deal and the step bound of its whole game driven by the drivers
  (tests/scenes/support/driven_games.py);
- KEY_LETTERS: the letters its key help names (tests/scenes/table/test_hints_keys_and_privacy_recap.py);
- LESSON_AREAS: the areas a lesson may point at (tests/scenes/screens/lesson/test_lessons.py);
- LATER_BUTTONS: the table's buttons enabled only later in a game (tests/scenes/kit/test_touch_targets.py);
- AI_DIGESTS: the AI ladder's pinned digests (tests/game/test_ai_plays_the_same.py);
- ONLINE_SEATS: its room's seats in the browser (tests/web/test_online_in_browser.py);
- forbidden_rects(table): what a notice must keep off (tests/scenes/table/test_table_notices.py).
"""
