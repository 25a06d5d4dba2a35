"""The lines of text a frame draws, with the rects they land on, for tests that check what the player sees."""
from scenes.kit import draw


def record_texts(monkeypatch) -> list:
    """From now on, every line draw.text draws is added to the returned list as (text, rect)."""
    drawn = []
    real_text = draw.text

    def recording(surface, string, *args, **kwargs):
        rect = real_text(surface, string, *args, **kwargs)
        drawn.append((str(string), rect))
        return rect

    monkeypatch.setattr(draw, "text", recording)
    return drawn
