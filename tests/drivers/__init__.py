"""What a player does next, as real input gestures in the parlour's 1280×720 logical frame: the drivers the
real-browser harness asks inside the page (as the top-level package `drivers`) and that
tests/scenes/drivers/test_drivers_play_whole_games.py proves natively with real pygame events. With touch=True the
player has a touch screen only (taps and finger drags, no key, no click, no hover), as
tests/scenes/drivers/test_drivers_play_by_touch.py proves with real SDL finger events.

Only relative imports inside the package and absolute imports of product code (scenes, game, parlour):
the same files run in pyodide."""
