"""13's table: table (ThirteenTable), its art, layout, view, controller, words, results and taken piles."""
