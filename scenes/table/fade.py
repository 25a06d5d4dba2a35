"""The one fade every notice and banner uses: in quickly, held, out over its last moments."""
from __future__ import annotations

FADE_IN_S = 0.2
FADE_OUT_S = 0.5


def fade_alpha(left, duration, fade_in=FADE_IN_S, fade_out=FADE_OUT_S) -> int:
    """Opacity 0–255 of something shown for duration seconds with left seconds to go."""
    if left <= 0:
        return 0
    shown = duration - left
    return int(255 * max(0.0, min(1.0, left / fade_out, shown / fade_in + 0.3)))
