"""Helpers the scene tests share that are not tests themselves, a module for each job: tables seated, played on or
played through; where things are on each game's table; lessons walked; a window of another size; the drawn text;
whole games driven by the drivers; a fake browser page and a fake page for typed text."""
