"""The parlour's first steps in the page: import in groups, telling the loading screen each step and letting
the browser paint between them, so the page never freezes on "Dealing" (natively the same steps run at once)."""
from __future__ import annotations

import asyncio
from importlib import import_module

from parlour import browser

# (the loading screen's words for the step, its place on the progress line, the modules it imports)
STAGES = (
    ("page_lamps", 92, ("pygame",)),
    ("page_decks", 95, ("game", "parlour.match", "parlour.saves")),
    ("page_table", 98, ("scenes.app", "scenes.screens.title", "scenes.loop")),
)


async def open_doors(stages=STAGES):
    """Import the parlour group by group, yielding a frame to the page before each; its run_parlour."""
    for words_key, percent, modules in stages:
        browser.step(words_key, percent)
        await asyncio.sleep(0)
        for name in modules:
            import_module(name)
    return import_module("scenes.loop").run_parlour
