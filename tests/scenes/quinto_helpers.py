"""Where things are on a Quinto table under test, read from the table's own layout."""
from scenes.quinto import layout


def card_centre(scene, card):
    """The centre of card in the viewer's hand as drawn now."""
    hand = scene.view().hands[scene.viewer]
    return layout.hand_rects(len(hand), scene.controller.hand.selected)[hand.index(card)].center


def row_centre(scene, row_id):
    """The centre of the open row row_id as scrolled now."""
    ids = [row.id for row in scene.view().rows]
    return layout.cell_of(ids.index(row_id), scene.controller.scroll).center
