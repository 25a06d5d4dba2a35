"""The parlour: the async loop that pygbag runs in the browser and python runs on the desktop."""
import asyncio

import pygame

from scenes.app import App
from scenes.title import TitleScene


async def main():
    """Run the parlour until the window closes."""
    app = App()
    app.push(TitleScene(app))
    clock = pygame.time.Clock()
    while app.running:
        app.frame(min(clock.tick(60) / 1000, 0.1))
        await asyncio.sleep(0)
    pygame.quit()


asyncio.run(main())
