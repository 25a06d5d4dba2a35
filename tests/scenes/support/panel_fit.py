"""What a frame draws inside its panels: every panel laid on the window or on a layer over it (translucent,
shadowed or a filled rounded face) and every line of text, with the rects they land on, to find text spilling out
of the panel it is in, lines cut to a stub and lines partly under a panel laid after them."""
import pygame
import pytest

from scenes.kit import draw
from scenes.kit.canvas import Canvas, placed

ELLIPSIS = "…"
STUB = 6  # a cut line showing fewer characters than this says nothing ("Ga…", "Out…")


class Drawn:
    """The panels and lines drawn on the app's screen and on layers (a notice's) while recording, each layer on its
    own (card art, painted on plain surfaces, is left out)."""

    def __init__(self, app, monkeypatch):
        self.app = app
        self.panels, self.lines = [], []
        self.order = []  # (how many lines were drawn before it, panel)
        for name in ("translucent_panel", "shadowed_panel", "rounded"):
            self.record_panels(monkeypatch, name)
        real_text = draw.text

        def text(surface, string, size, colour, pos, kind="ui", anchor="topleft", ink=False):
            rect = real_text(surface, string, size, colour, pos, kind, anchor, ink)
            if isinstance(surface, Canvas):
                if not ink:  # where its letters land as drawn, larger than their scale in a small window
                    rect = placed(draw.text_size(string, size, kind), **{anchor: pos})
                rect = pygame.Rect(rect).clip(surface.get_clip())  # a scrolled page shows part of its edge line
                on_it = [panel for laid_on, panel in self.panels if laid_on == id(surface)]
                self.lines.append((str(string), pygame.Rect(rect), panel_of(on_it, rect), surface is app.screen))
            return rect

        monkeypatch.setattr(draw, "text", text)

    def record_panels(self, monkeypatch, name) -> None:
        """Note each panel the function name lays on the screen (a filled one: outlines are no panel)."""
        real = getattr(draw, name)

        def laid(surface, area, *args, **kwargs):
            width = kwargs.get("width", args[2] if name == "rounded" and len(args) > 2 else 0)
            if isinstance(surface, Canvas) and not width:
                self.panels.append((id(surface), pygame.Rect(area)))
            if surface is self.app.screen and not width:
                self.order.append((len(self.lines), pygame.Rect(area)))
            return real(surface, area, *args, **kwargs)

        monkeypatch.setattr(draw, name, laid)

    def spilling(self, slack=1) -> list:
        """(text, its rect, its panel) for each line that lies in a panel drawn before it and leaves it: its sides,
        or its letters' height (a line's box has room above and below them)."""
        return [(text, rect, panel) for text, rect, panel, _ in self.lines
                if panel is not None and not panel.inflate(2 * slack, 2 * slack).contains(letters(rect))]

    def covered(self) -> list:
        """(text, panel) for each line on the window a panel laid after it partly covers (a chip over a title's
        end)."""
        return [(text, panel) for i, (text, rect, _, on_screen) in enumerate(self.lines) if on_screen
                for drawn_before, panel in self.order
                if drawn_before > i and panel.colliderect(letters(rect)) and not panel.contains(letters(rect))]

    def cut_labels(self, labels) -> list:
        """The lines that are one of labels cut with an ellipsis (a button's word is read whole, its note below it
        may be folded)."""
        return [text for text, *_ in self.lines if text.endswith(ELLIPSIS) and text.strip(ELLIPSIS)
                and any(label.startswith(text.strip(ELLIPSIS).rstrip()) for label in labels)]

    def overlapping(self) -> list:
        """(text, text) for each two lines on the window whose letters overlap (column heads run together)."""
        shown = [(text, letters(rect)) for text, rect, _, on_screen in self.lines
                 if on_screen and len(text.strip()) > 1]  # a text field's caret is no line
        return [(a, b) for i, (a, rect) in enumerate(shown) for b, other in shown[i + 1:] if rect.colliderect(other)]

    def stubs(self) -> list:
        """The lines cut with an ellipsis to fewer than STUB characters (a lone ellipsis says "more below")."""
        return [text for text, *_ in self.lines if text.endswith(ELLIPSIS) and 0 < len(text.strip(ELLIPSIS)) < STUB]


def letters(rect) -> pygame.Rect:
    """Where a line's letters are within its box: its box less an eighth of its height above and below."""
    return rect.inflate(0, -rect.height // 4)


def panel_of(panels, rect):
    """The last panel drawn so far (the one on top) that holds the line's middle, or else its start, or None."""
    for point in (rect.center, (rect.x + 1, rect.centery)):
        holding = [panel for panel in panels if panel.collidepoint(point)]
        if holding:
            return holding[-1]
    return None


def drawn_frame(app) -> Drawn:
    """The app's whole frame drawn anew while recording."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        drawn = Drawn(app, monkeypatch)
        drawn_anew(app)
    return drawn


def drawn_anew(app) -> None:
    """Draw the app's scenes, a table's picture made anew rather than the last one reused."""
    for scene in app.scenes:
        picture = getattr(scene, "picture", None)
        if picture is not None:
            picture.drawn_key = None
    app.draw()
