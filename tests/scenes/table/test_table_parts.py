"""The shared table parts driven with real pygame events: the hand, the fade, notices, seat labels."""
import pygame

from parlour.seats import Seating
from scenes.table import Hand, TableNotice, row_geometry
from scenes.table.fade import fade_alpha
from scenes.table.notices import NOTICE_S


def event(kind, **fields):
    """A pygame event of kind with fields."""
    return pygame.event.Event(kind, **fields)


def press(hand, pos):
    """What hand answered (taken or not) to a left-button press at pos and to its release."""
    return [hand.handle(event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)),
            hand.handle(event(pygame.MOUSEBUTTONUP, pos=pos, button=1))]


def keyed(hand, code):
    """Whether hand took a press of the key code (no modifier, no character)."""
    return hand.handle(event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


TARGET = pygame.Rect(500, 100, 100, 100)


def make_hand(cards, targets_of, played, notes, **extra):
    """An active hand showing cards whose one target "T" is TARGET; plays go to played, pick-first notes to notes."""
    hand = Hand(row_geometry(640, 500, (80, 120), 90), targets_of,
                lambda pos: "T" if TARGET.collidepoint(pos) else None,
                lambda card, target: played.append((card, target)) or True,
                lambda: notes.append("pick first"), **extra)
    hand.show(cards, True)
    return hand


def test_click_selects_and_a_second_click_plays_the_only_target():
    played, notes = [], []
    hand = make_hand(("a", "b", "c"), lambda card: ["T"], played, notes)
    assert press(hand, hand.rects()[1].center) == [True, True]
    assert hand.selected == 1 and hand.rects()[1].y < hand.rects()[0].y, "the selected card is raised"
    press(hand, hand.rects()[1].center)
    assert played == [("b", "T")] and hand.selected is None


def test_a_target_before_a_card_is_explained_and_a_click_elsewhere_is_not_consumed():
    played, notes = [], []
    hand = make_hand(("a", "b"), lambda card: ["T"], played, notes)
    assert press(hand, TARGET.center) == [False, True]
    assert notes == ["pick first"] and played == []
    assert press(hand, (5, 5)) == [False, False]


def test_drag_onto_a_target_plays_and_a_short_wobble_is_a_click():
    played, notes = [], []
    hand = make_hand(("a", "b", "c"), lambda card: ["T", "U"], played, notes)
    start = hand.rects()[2].center
    hand.handle(event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    hand.handle(event(pygame.MOUSEMOTION, pos=(start[0] + 3, start[1]), rel=(3, 0), buttons=(1, 0, 0)))
    assert hand.chosen() is None, "a wobble of 3 px is not a drag"
    hand.handle(event(pygame.MOUSEMOTION, pos=TARGET.center, rel=(0, 0), buttons=(1, 0, 0)))
    assert hand.chosen() == "c"
    hand.handle(event(pygame.MOUSEBUTTONUP, pos=TARGET.center, button=1))
    assert played == [("c", "T")]


def test_keyboard_chooses_aims_and_plays():
    played, notes = [], []
    hand = make_hand(("a", "b", "c"), lambda card: ["T", "U", "V"], played, notes, keys={pygame.K_u: "U"})
    assert keyed(hand, pygame.K_RIGHT) and hand.selected == 0
    keyed(hand, pygame.K_LEFT)
    assert hand.selected == 2, "the arrows wrap round"
    keyed(hand, pygame.K_DOWN)
    keyed(hand, pygame.K_DOWN)
    assert hand.key_target == "U"
    keyed(hand, pygame.K_RETURN)
    assert played == [("c", "U")]
    keyed(hand, pygame.K_RIGHT)
    keyed(hand, pygame.K_u)
    assert played[-1] == ("a", "U")
    assert not keyed(hand, pygame.K_F5)


def test_enter_on_an_unplayable_card_goes_to_the_fallback_so_the_refusal_is_read():
    played, notes = [], []
    hand = make_hand(("a",), lambda card: [], played, notes, fallback="T")
    press(hand, hand.rects()[0].center)
    keyed(hand, pygame.K_RETURN)
    assert played == [("a", "T")]


def test_the_arrows_step_over_cards_that_cannot_be_played():
    playable = {"b", "d"}
    hand = make_hand(("a", "b", "c", "d", "e"), lambda card: ["T"] if card in playable else [], [], [])
    seen = []
    for _ in range(3):
        keyed(hand, pygame.K_RIGHT)
        seen.append(hand.chosen())
    assert seen == ["b", "d", "b"]
    keyed(hand, pygame.K_LEFT)
    assert hand.chosen() == "d"
    playable.clear()
    assert keyed(hand, pygame.K_RIGHT) and hand.chosen() is None, "no playable card: nothing is chosen"


def test_fewer_cards_drop_a_selection_past_the_end():
    hand = make_hand(("a", "b", "c"), lambda card: ["T"], [], [])
    keyed(hand, pygame.K_LEFT)
    assert hand.selected == 2, "← from no choice starts at the right end"
    hand.show(("a",), True)
    assert hand.selected is None and hand.chosen() is None


def test_the_fade_rises_at_once_holds_and_falls_over_the_last_half_second():
    assert fade_alpha(0, 5) == 0
    assert 70 <= fade_alpha(5, 5) < 100, "a notice appears at once, not from nothing"
    assert fade_alpha(4, 5) == 255
    assert fade_alpha(0.25, 5) == 127


def test_a_notice_is_shown_then_gone():
    notice = TableNotice()
    notice.say("No.")
    assert notice.visible and notice.look() is not None
    notice.update(NOTICE_S + 0.1)
    assert not notice.visible and notice.look() is None


def test_seat_labels_by_seat_never_by_words():
    say = {"you": "You", "player_n": "Player {n}"}
    words = lambda key, **params: say[key].format(**params)  # noqa: E731
    alone = Seating(["easy", "human", "hard"])
    assert [alone.name(s, words) for s in range(3)] == ["Ada", "You", "Clara"]
    assert alone.is_you(1) and not alone.is_you(0) and not alone.is_you(None)
    friends = Seating(["human", "human", "medium"])
    assert [friends.name(s, words) for s in range(3)] == ["Player 1", "Player 2", "Clara"]
    assert not friends.is_you(0), "with two people at the table nobody is addressed as you"


def test_one_result_panel_serves_figures_and_many_line_breakdowns(app):
    from scenes.table import ResultPanel
    from scenes.table.results import COMPACT, ROOMY, ROWS_BOTTOM

    short = ResultPanel(app, "Game over", "Ada wins!", ["Players", "1", "Total"], [["Ada", "−2", "−2"]] * 4,
                        [("OK", app.pop)])
    frame, size, rows = short.layout()
    assert (frame, size) == (ROOMY, 21) and [h for h, _ in rows] == [44] * 4, "plain figures: large type, even rows"
    cell = "Row 1: 5 cards\nRow 2: 4 cards\nquinto +40\ngift from Blaise −20"
    long = ResultPanel(app, "End of round", "", ["", "You", "Ada", "Blaise"], [["Rows", cell, cell, cell]] * 5,
                       [("OK", app.pop)], lit_columns=[1])
    frame, size, rows = long.layout()
    assert frame == COMPACT and sum(h for h, _ in rows) <= ROWS_BOTTOM - COMPACT.rows_top, "it shrinks until all fits"
    assert all(len(cells[1]) >= 4 for _, cells in rows), "every line of a cell is kept"
    app.push(long)
    app.frame(0.016)
    xs, widths = long.columns()
    y = COMPACT.rows_top + 2
    lit, unlit = app.screen.get_at((xs[2] - widths[2] // 2 + 8, y)), app.screen.get_at((xs[1] - widths[1] // 2 + 8, y))
    assert lit[:3] != unlit[:3], "Ada's column is lit"


def test_a_banner_shows_fades_and_goes(app):
    from scenes.table import Banner
    from scenes.table.banner import BANNER_S

    banner = Banner((640, 360))
    screen = pygame.Surface((1280, 720))
    banner.show("Quint!", "three fives", "+15")
    banner.update(1.0)
    banner.draw(screen)
    assert banner.visible and screen.get_at((640, 360))[:3] != (0, 0, 0), "the ribbon is painted in the middle"
    banner.update(BANNER_S)
    assert not banner.visible
    blank = pygame.Surface((1280, 720))
    banner.draw(blank)
    assert blank.get_at((640, 360))[:3] == (0, 0, 0)


def test_a_player_panel_glows_for_the_seat_to_move_and_carries_the_dealer_chip(app):
    from scenes.table import PlayerPanel

    rect = pygame.Rect(100, 100, 200, 96)
    idle, moving = pygame.Surface((400, 300)), pygame.Surface((400, 300))
    PlayerPanel(rect).draw(idle, "Ada", "AI · easy")
    PlayerPanel(rect).draw(moving, "Ada", "AI · easy", to_move=True, dealer_letter="D")
    edge = (rect.centerx, rect.top - 3)
    assert idle.get_at(edge)[:3] == (0, 0, 0) and moving.get_at(edge)[:3] != (0, 0, 0), "the turn glow"
    chip = (rect.right - 18, rect.y + 18 - 10)
    assert moving.get_at(chip)[:3] != idle.get_at(chip)[:3], "the dealer chip"
