"""Quartino's table: table (QuartinoTable), its art, layout, view, controller, words, wheel and column."""
