"""13's table package: its geometry without drawing, and whole games played by real clicks whose
log, notices, panels and pixels are checked against what the engine says happened."""
import pygame

from game.thirteen.deck import COLOURS
from scenes.table import ResultPanel
from scenes.table.layout import STANDINGS_RECT
from scenes.table.panels import standings_height
from scenes.thirteen import layout

from ..conftest import click, key, open_table

COLOUR_WORDS = {"B": "blue", "Y": "yellow", "G": "green"}


def spoken(card):
    """card as the log says it: "a rotten four", or its colour word and number."""
    return "a rotten four" if card == "R4" else f"{COLOUR_WORDS[card[0]]} {card[1:]}"


def test_geometry_hand_targets_and_seats():
    rects = layout.hand_rects(5)
    assert [r.centerx for r in rects] == sorted(r.centerx for r in rects)
    assert rects[2].centerx == layout.HAND_CENTRE_X and all(r.top == layout.HAND_Y for r in rects)
    raised = layout.hand_rects(5, raised=1)
    assert raised[1].top == layout.HAND_Y - layout.HAND_LIFT and raised[0] == rects[0]
    assert [layout.target_at(layout.target_rect(t).center) for t in range(3)] == list(COLOURS)
    assert layout.target_at(layout.PILE_POS) is None and layout.target_at(rects[0].center) is None
    assert layout.card_spot(0, 9) == layout.card_spot(0, layout.FAN_SHOWN - 1), "the fan stops growing"
    screen = pygame.Rect(0, 0, 1280, 720)
    for players in range(3, 7):
        around = layout.others(2 % players, players)
        assert sorted(around + [2 % players]) == list(range(players))
        panels = [layout.panel_rect(2 % players, players, s) for s in range(players)]
        assert all(screen.contains(p) for p in panels)
        assert not any(a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])
        assert layout.seat_centre(2 % players, players, 2 % players) == layout.OWN_CENTRE
        standings_bottom = STANDINGS_RECT[1] + standings_height(players)
        review = layout.review_button(players)
        assert review.top > standings_bottom and review.bottom < 662, "between the standings and Undo"


def seated(app, seed, seats=("human", "easy", "easy")):
    """13's table for seats dealt from seed, with instant AI and no animation."""
    return open_table(app, "thirteen", seats, seed)


def play_by_click(app, table, card, target):
    """Play card on target by clicking it in the viewer's hand, then clicking the target."""
    hand = table.view().hands[table.viewer]
    click(app, layout.hand_rects(len(hand))[hand.index(card)].center)
    click(app, layout.target_rect(COLOURS.index(target)).center)


def test_a_whole_game_by_clicks_logs_what_the_player_saw(app):
    table = seated(app, 21)
    rounds_seen, took_lines = 0, 0
    for _ in range(20000):
        if isinstance(app.top, ResultPanel):
            panel = app.top
            if panel.title == "Game over":
                break
            rounds_seen += 1
            assert panel.title == f"End of round {rounds_seen}"
            totals = [row[-1] for row in panel.rows]
            assert totals == [str(t) for t in table.state.totals], "penalty points, positive as the rules count them"
            click(app, panel.buttons[0].rect.center)
            continue
        if not table.my_turn():
            app.frame(0.05)
            continue
        view = table.view()
        card, target = view.legal_moves()[-1]
        pile = view.targets[COLOURS.index(target)]
        played = len(table.match.moves)
        table.log.clear()
        play_by_click(app, table, card, target)
        assert table.match.moves[played] == f"{card}@{target}"
        new = table.log.lines
        line = f"You play {spoken(card)} on {COLOUR_WORDS[target]}."
        assert table.log.entries[0] == (line, f"{card}@{target}", False)
        total = sum(int(c[1:]) for c in pile) + int(card[1:])
        if total > 13:
            took_lines += 1
            count = len(pile)
            assert new[1] == f"You go over 13 and take {count} card{'s' if count != 1 else ''}."
        else:
            assert not any(line.startswith("You go over 13") for line in new[1:])
    assert isinstance(app.top, ResultPanel) and app.top.title == "Game over"
    assert rounds_seen == 6, "three players deal twice: six rounds, each scored on its panel"
    outcome = table.state.outcome()
    assert app.top.highlight == set(outcome.winners)
    assert took_lines > 0, "this deal makes the human take a pile at least once"


def test_a_wrong_target_is_refused_in_the_players_language(app):
    app.language = "fr"
    table = seated(app, 8)
    while not table.my_turn():
        app.frame(0.05)
    hand = table.view().hands[0]
    card = next(c for c in hand if c != "R4")
    wrong = next(t for t in COLOURS if t != card[0])
    play_by_click(app, table, card, wrong)
    colour = {"B": "bleue", "Y": "jaune", "G": "verte"}
    assert table.match.moves == [] or table.match.moves[-1] != f"{card}@{wrong}"
    assert table.notice.text == (f"Une carte {colour[card[0]]} ne va que sur la cible {colour[card[0]]}, "
                                 f"pas sur la cible {colour[wrong]}.")


def test_choosing_a_card_raises_it_and_lights_its_target_on_screen(app):
    table = seated(app, 5)
    while not table.my_turn():
        app.frame(0.05)
    app.frame(0.016)
    hand = table.view().hands[0]
    index = next(i for i, c in enumerate(hand) if c != "R4")
    rect = layout.hand_rects(len(hand))[index]
    above = (rect.centerx, rect.top - layout.HAND_LIFT // 2)
    mat = layout.mat_rect(COLOURS.index(hand[index][0]))
    beside = (mat.left - 4, mat.centery)
    felt, unlit = app.screen.get_at(above)[:3], app.screen.get_at(beside)[:3]
    for _ in range(index + 1):
        key(app, pygame.K_RIGHT)
    assert table.controller.hand.chosen() == hand[index]
    assert app.screen.get_at(above)[:3] != felt, "the chosen card is lifted into view"
    assert app.screen.get_at(beside)[:3] != unlit, "its target glows"


def test_undo_then_redo_restores_the_log_and_the_hand(app):
    table = seated(app, 14)
    while not table.my_turn():
        app.frame(0.05)
    card, target = table.view().legal_moves()[0]
    play_by_click(app, table, card, target)
    while not table.my_turn():
        app.frame(0.05)
    lines, moves = list(table.log.lines), list(table.match.moves)
    click(app, table.buttons[2].rect.center)
    assert table.match.moves == moves[: moves.index(f"{card}@{target}")]
    assert card in table.view().hands[0] and len(table.log.lines) < len(lines)
    click(app, table.buttons[3].rect.center)
    assert table.match.moves == moves and table.log.lines == lines


def test_enter_on_a_rotten_four_asks_where_it_goes_instead_of_choosing_blue(app):
    for seed in range(40):
        table = seated(app, seed)
        while not table.my_turn():
            app.frame(0.05)
        hand = table.view().hands[0]
        if "R4" in hand:
            break
        app.pop()
    played = len(table.match.moves)
    for _ in range(hand.index("R4") + 1):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert len(table.match.moves) == played, "Enter alone did not play the rotten four anywhere"
    assert "B, Y or G" in table.notice.text and table.notice.visible
    assert table.controller.lit_targets()[0] == "B" and table.controller.hand.key_target == "B"
    key(app, pygame.K_y)
    assert table.match.moves[played] == "R4@Y", "the key the player pressed chose the target"
