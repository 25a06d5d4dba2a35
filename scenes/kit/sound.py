"""Sound effects: loaded on the first user input (browsers require it), quiet when switched off."""
from __future__ import annotations

import os

import pygame

from .theme import ASSETS

EFFECTS = ("play", "deal", "take", "win")


class Sounds:
    """Plays the parlour's OGG effects at the chosen volume; silent where audio is unavailable."""

    def __init__(self, settings):
        self.settings = settings
        self.effects = None

    def unlock(self) -> None:
        """Start audio (call on the first input event)."""
        if self.effects is not None:
            return
        self.effects = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in EFFECTS:
                self.effects[name] = pygame.mixer.Sound(os.path.join(ASSETS, "sounds", f"{name}.ogg"))
        except (pygame.error, FileNotFoundError):
            self.effects = {}
        self.apply_volume()

    def volume(self) -> float:
        """The level effects play at: the chosen volume, or 0 with sound switched off."""
        return self.settings["volume"] if self.settings["sound"] else 0.0

    def apply_volume(self) -> None:
        """Give every loaded effect the chosen level (call when the volume or the sound setting changes)."""
        for effect in (self.effects or {}).values():
            effect.set_volume(self.volume())

    def play(self, name) -> None:
        """Play an effect, if sound is on and audio started."""
        if not self.settings["sound"] or not self.effects or name not in self.effects:
            return
        effect = self.effects[name]
        effect.set_volume(self.volume())
        effect.play()
