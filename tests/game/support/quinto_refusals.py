"""Every kind of refusal of Sackson's Quinto as a case: the position that refuses, the move refused, its code and
its parameters (REFUSALS), and the same for the cards that may not follow in a row (ADJACENCY)."""
from dataclasses import replace

from game.quinto.rules import Row

from .quinto_positions import FILLER, ass_gift, position, row


def completion(hand, rules="original", **changes):
    """Player 0 holding hand, player 1's row 1 one card short of its five."""
    return position(rules=rules, hands=[hand, FILLER], rows=[row(1, 1, "Oh1", "Oh2", "Oh3", "Oh4")], **changes)


REFUSALS = [
    (lambda: position(), "pass", "cannot_pass", {}),
    (lambda: position(), "end", "nothing_played", {}),
    (lambda: position(hands=[("Oc1",) + FILLER, FILLER]), "Gt2@new", "card_not_held", {"card": "Gt2"}),
    (lambda: position(hands=[("Oc1",) + FILLER, FILLER]), "Oc1@9", "no_such_row", {"row": 9}),
    (lambda: position(hands=[("bridge",) + FILLER, FILLER]), "bridge@new", "bridge_cannot_open",
     {"card": "bridge"}),
    (lambda: position(hands=[("Oc1", "Oc2") + FILLER[:3], FILLER], rows=[row(1, 1, "Oh1"), row(2, 1, "Gc2")])
     .apply("Oc1@1"), "Oc2@2", "one_row_per_turn", {"row": 1}),
    (lambda: completion(("Oc1", "Gt2")).apply("Oc1@1"), "end", "must_open_row", {}),
    (lambda: completion(("Oc1", "Gt2", "Gt3")).apply("Oc1@1"), "Gt2@1", "new_row_only", {}),
    (lambda: completion(("Oc1", "bridge")), "Oc1@1", "strands_bridges", {}),
    (lambda: position(hands=[("Oc1",) + FILLER, FILLER], rows=[row(1, 1, "Oh1")], turn=0), "Oc1@1",
     "opening_own_row", {}),
    (lambda: replace(position(hands=[("Oc1", "Oc2") + FILLER[:3], FILLER], turn=0).apply("Oc1@new"),
                     rows=(Row(1, 0, ("Oh1", "Oh2", "Oh3", "Oh4"), None),)), "Oc2@1", "completes_new_row", {}),
    (lambda: position(), "give:R10", "no_gift_owed", {}),
    (lambda: ass_gift("yellow", [("red", 10), ("yellow", 60)]).apply("Oc1@1"), "Bh4@new", "gift_owed",
     {"seat": 0}),
    (lambda: ass_gift("yellow", [("red", 10), ("yellow", 60)]).apply("Oc1@1"), "give:B70", "point_not_held",
     {"point": ("blue", 70)}),
    (lambda: ass_gift("blue", [("red", 10), ("yellow", 45), ("blue", 90)]).apply("Oc1@1"), "give:R10",
     "point_not_eligible", {"point": ("red", 10)}),
    (lambda: position().view(1), "end", "hidden_hand", {}),
]


ADJACENCY = [
    (("Oc1",), "Gt2", "nothing_shared", {"card": "Gt2", "prev": "Oc1"}),
    (("Oc1",), "w:red", "word_not_on_previous", {"prev": "Oc1", "word": "red"}),
    (("w:red",), "Gc1", "word_not_shown", {"card": "Gc1", "word": "red"}),
    (("w:red",), "w:green", "other_word", {"card": "w:green", "prev": "w:red"}),
    (("Oc1",), "bridge", "bridge_after_combination", {"card": "bridge", "prev": "Oc1"}),
    (("w:red", "bridge"), "bridge", "bridge_after_bridge", {"card": "bridge"}),
    (("w:red", "bridge"), "Rc1", "word_after_bridge", {"card": "Rc1"}),
    (("w:red", "w:red", "w:red", "w:red"), "bridge", "bridge_fifth", {"card": "bridge"}),
]

