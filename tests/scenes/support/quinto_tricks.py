"""A Victorian card on a table under test: where the table draws it, read from its hands, and its English name
spelt out here rather than from the catalogue."""

RANK_WORDS = dict(zip("AKQJT98765432", ("ace", "king", "queen", "jack", "ten", "nine", "eight", "seven", "six", "five",
                                         "four", "three", "two")))
SUIT_WORDS = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}


def english_name(card):
    """A card as the English log names it, spelt out here rather than from the catalogue."""
    return "the Joker" if card == "JOKER" else f"the {RANK_WORDS[card[0]]} of {SUIT_WORDS[card[1]]}"


def hand_of(scene, card):
    """The shared hand holding card on screen: the viewer's own, or the dummy he deals."""
    controller = scene.controller
    controller.sync()
    return controller.dummy if card in controller.dummy.cards else controller.own


def card_rect(scene, card):
    """Where card is drawn in its hand now."""
    hand = hand_of(scene, card)
    return hand.rects()[hand.cards.index(card)]


def card_centre(scene, card):
    """A point near card's left edge, which the next card of its fanned hand leaves uncovered."""
    rect = card_rect(scene, card)
    return (rect.x + 8, rect.centery)

