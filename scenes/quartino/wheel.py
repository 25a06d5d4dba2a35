"""Drawing Quartino's wheel: the board, lit and hinted spaces, a claim outlined, stacks of pawns, and pawns
gliding between the reserve and the wheel."""
from __future__ import annotations

from game.quartino.components import SPACES, WINDOWS
from game.quartino.moves import CLAIM, PLACE

from ..kit import card_art, draw, theme
from ..kit.motion import Flight
from ..table.hint_mark import HINT_BLUE
from . import art, layout

BADGE_RADIUS = 12


class PawnFlight(Flight):
    """A pawn gliding between the reserve and the wheel, with an oval shadow under it."""

    def draw(self, surface) -> None:
        """Draw the pawn and its shadow once it has left."""
        if self.clock < 0:
            return
        x, y = self.position()
        rect = self.image.get_rect(center=(int(x), int(y)))
        shadow = art.pawn_shadow(self.image.get_width())
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 6, rect.bottom + 4)))
        surface.blit(self.image, rect)


def pawn_image(symbols, colour, empty=False):
    """A pawn sprite of colour, with symbols when the setting asks for them (greyed when empty)."""
    return art.pawn(colour, layout.PAWN_W, symbols, empty=empty)


def draw_wheel(surface, seen) -> None:
    """The board, lit spaces, the claim shown, the hint, the owed columns and every stack of pawns (seen: a
    scenes.table.seen.Seen of Quartino's parts)."""
    image = art.board(layout.BOARD_RADIUS, layout.RING_RADIUS, layout.SPACE_RADIUS, layout.CENTRE_RADIUS)
    surface.blit(image, image.get_rect(center=layout.WHEEL))
    parts, view = seen.parts, seen.view
    for space in parts.lit_spaces:
        bright = space == parts.hover_space
        ring(surface, space, theme.GOLD, 3 if bright else 2, 255 if bright else 150)
    shown = parts.shown_claim
    if shown is not None:
        claim_outline(surface, WINDOWS[shown.space - 1], theme.GOLD)
    hinted = seen.hint
    if hinted is not None and hinted.kind == CLAIM:
        claim_outline(surface, WINDOWS[hinted.space - 1], HINT_BLUE)
    elif hinted is not None and hinted.kind == PLACE:
        ring(surface, hinted.space, HINT_BLUE, 4)
    parts.column_marks(surface, view)
    for space in sorted(SPACES, key=lambda s: layout.space_centre(s)[1]):
        draw_stack(surface, seen, space, view.board[space])


def ring(surface, space, colour, width, alpha=230) -> None:
    """A glowing ring around a space's well."""
    radius = layout.well_radius(space)
    layer = card_art.crisp_at(("quartino_ring", radius, colour, width, alpha),
                              lambda s: art.halo(round(radius * s), colour, max(1, round(width * s)), alpha))
    surface.blit(layer, layer.get_rect(center=layout.space_centre(space)))


def claim_outline(surface, spaces, colour) -> None:
    """The four spaces of a card's pattern ringed and joined, so the claim can be seen on the wheel."""
    draw.lines(surface, colour, True, [layout.space_centre(s) for s in spaces], 4)
    for space in spaces:
        ring(surface, space, colour, 4, 255)


def draw_stack(surface, seen, space, stack) -> None:
    """A space's pawns drawn as a column, bottom first (those still flying there left out), with its
    height on a badge from two up."""
    hidden = seen.in_flight(f"space{space}")
    stack = stack[: len(stack) - hidden] if hidden else stack
    if not stack:
        return
    x, y = layout.space_centre(space)
    shadow = art.pawn_shadow(layout.PAWN_W)
    surface.blit(shadow, shadow.get_rect(center=(x + 5, y + layout.PAWN_THICK)))
    for level, colour in enumerate(stack[-layout.MOST_DRAWN:]):
        image = pawn_image(seen.symbols, colour)
        surface.blit(image, image.get_rect(center=layout.pawn_spot(space, level)))
    if len(stack) >= 2:
        top = layout.pawn_spot(space, len(stack) - 1)[1]
        badge = (x + layout.PAWN_W // 2 - 2, round(top - layout.PAWN_TOP + 2))
        draw.circle(surface, theme.INK, (badge[0] + 1, badge[1] + 2), BADGE_RADIUS)
        draw.circle(surface, theme.PAPER, badge, BADGE_RADIUS)
        draw.circle(surface, theme.GOLD_DARK, badge, BADGE_RADIUS, 2)
        draw.text(surface, str(len(stack)), 15, theme.INK, badge, "bold", "center")


def draw_dragged_pawn(surface, seen) -> None:
    """The pawn being dragged from the reserve, under the pointer."""
    drag = seen.parts.drag
    if not (drag and drag.moved):
        return
    image = pawn_image(seen.symbols, drag.item)
    x, y = drag.pos
    shadow = art.pawn_shadow(layout.PAWN_W)
    surface.blit(shadow, shadow.get_rect(center=(x + 10, y + layout.PAWN_THICK + 10)))
    surface.blit(image, image.get_rect(center=(x, y)))
