"""The one fade every notice and banner uses: in quickly, held, out over its last moments; and the
timer both keep."""
from __future__ import annotations

FADE_IN_S = 0.2
FADE_OUT_S = 0.5


def fade_alpha(left, duration, fade_in=FADE_IN_S, fade_out=FADE_OUT_S) -> int:
    """Opacity 0–255 of something shown for duration seconds with left seconds to go."""
    if left <= 0:
        return 0
    shown = duration - left
    return int(255 * max(0.0, min(1.0, left / fade_out, shown / fade_in + 0.3)))


class Fading:
    """Something shown for `duration` seconds and then gone: what it shows (`content`), time left, fade."""

    duration = 1.0

    def __init__(self):
        self.content = None
        self.left = 0.0

    def show(self, content) -> None:
        """Show content now, for the whole duration."""
        self.content = content
        self.left = self.duration

    def clear(self) -> None:
        """Take it down at once."""
        self.left = 0.0

    def update(self, dt) -> None:
        """Let dt seconds pass."""
        self.left = max(0.0, self.left - dt)

    @property
    def visible(self) -> bool:
        """Whether it is up."""
        return self.left > 0 and bool(self.content)

    @property
    def alpha(self) -> int:
        """Its opacity now."""
        return fade_alpha(self.left, self.duration)

    def busy(self) -> bool:
        """Whether it is fading in or out (held, its picture stays)."""
        return self.visible and self.alpha < 255

    def look(self):
        """What its picture depends on (the fade in steps), so a held one lets the table reuse its last frame."""
        return (self.content, round(self.alpha / 32)) if self.visible else None
