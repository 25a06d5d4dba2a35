"""The scene router: screens and tables are registered once by name (scenes/routes.py), and a scene goes to
another by saying its name (app.go("rules", game_id=…)), so no screen imports another to open it."""
from __future__ import annotations

PUSH, REPLACE, RESET = "push", "replace", "reset"


class Router:
    """Names to scene makers: a maker is called as maker(app, **arguments) and returns the scene."""

    def __init__(self):
        self.makers = {}

    def register(self, name, maker) -> None:
        """Make name reach the scenes maker builds."""
        self.makers[name] = maker

    def make(self, app, name, **arguments):
        """The scene registered as name, built for app."""
        if name not in self.makers:
            raise KeyError(f"No scene is registered as {name!r}.")
        return self.makers[name](app, **arguments)

    def go(self, app, name, how=PUSH, **arguments):
        """Build the scene and put it on app's stack: pushed on top (PUSH), in place of the top (REPLACE) or
        as the only scene (RESET); the scene."""
        if how not in (PUSH, REPLACE, RESET):
            raise ValueError(f"A scene is pushed, replaces the top or resets the stack, not {how!r}.")
        scene = self.make(app, name, **arguments)
        getattr(app, how)(scene)
        return scene
