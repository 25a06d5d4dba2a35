"""The parlour's frame loop, shared by main.py natively and in the browser."""
from __future__ import annotations

import asyncio

import pygame

from .app import App


async def run_parlour(app=None) -> None:
    """Open the title screen and run frames until the window closes, resting natively while nothing moves and
    yielding to the browser each frame (and once between opening the window and laying out the title, so the
    page paints while the parlour opens)."""
    app = app or App()
    await asyncio.sleep(0)
    if not app.scenes:
        app.go("title")
    clock = pygame.time.Clock()
    while app.running:
        app.frame(app.tick(clock))
        app.rest()
        await asyncio.sleep(0)
    pygame.quit()
