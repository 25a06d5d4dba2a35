"""13's table: table (ThirteenTable), its art, layout, view, controller, words, results and taken piles."""

# the player's setting "show taken cards" is where a new game's assist option starts
SETTING_PRESETS = {"assist": "assist13"}
