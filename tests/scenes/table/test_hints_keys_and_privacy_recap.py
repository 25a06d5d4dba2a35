"""Driven by real pygame events: the hint's own mark and figures that agree, arrows that step over
unplayable cards, the key help on every table (English and French), Quinto's end of turn said and held,
and the privacy screen's Esc and recap."""
import re

import pygame
import pytest

from game.core import events_for
from game.quinto.turn_end import NOTHING_FITS, ended_by_itself
from parlour.history import events_since_turn
from scenes.kit.overlays import PassScreen
from scenes.quinto import layout as quinto_layout
from scenes.screens.title import TitleScene
from scenes.table.hint_mark import HINT_BLUE
from scenes.table.key_help import KeyHelp
from scenes.table.keys import table_bindings
from scenes.thirteen import layout as thirteen_layout
from tests.support.games import FACTS

from ..conftest import SEATS, click, key, run, until
from ..support.quinto import card_centre, row_centre, scroll_into_sight
from ..support.table_turns import hint_button, play_on, seated


def blue_pixels(surface, area, inside=None):
    """How many pixels of area (outside the rect inside, if given) are the hint's blue (within a tolerance)."""
    area = area.clip(surface.get_rect())
    return sum(1 for x in range(area.left, area.right, 2) for y in range(area.top, area.bottom, 2)
               if not (inside and inside.collidepoint(x, y))
               and all(abs(a - b) < 40 for a, b in zip(surface.get_at((x, y))[:3], HINT_BLUE)))


# --- the hint -------------------------------------------------------------------------------------


def test_the_hinted_card_has_its_own_tagged_blue_mark_and_its_figure_is_the_best(app):
    table = seated(app, "thirteen")
    assert play_on(app, table, lambda: True)
    click(app, hint_button(table).rect.center)
    until(app, lambda: table.hint_move is not None, "the hint")
    hinted = table.hint_move
    assert hinted in table.state.legal_moves()
    figures = [int(n) for n in re.findall(r"(\d+)%", table.notice.text)]
    assert figures and figures[0] == max(figures) and figures == sorted(figures, reverse=True), table.notice.text
    app.frame(0.016)
    hand = table.view().hands[table.viewer]
    rects = thirteen_layout.hand_rects(len(hand), table.controller.hand.selected)
    index = hand.index(hinted.card)
    other = next(i for i, card in enumerate(hand) if card != hinted.card)
    assert table.controller.targets(hand[other]), "the other card glows as playable: the comparison means something"

    def around(rect):
        """The hint's blue in the band around a card (a blue card's own face may hold shades near it)."""
        return blue_pixels(app.screen, pygame.Rect(rect.x - 8, rect.y - 14, rect.w + 16, rect.h + 22),
                           pygame.Rect(rect).inflate(-4, -4))

    assert around(rects[index]) > 60, "the hinted card is ringed and tagged in the hint's blue"
    assert around(rects[other]) == 0, "the legal-move glow is not the hint's colour"
    assert table.t("flow.hint_tag") == "hint"


# --- the arrows -----------------------------------------------------------------------------------


def arrow_visits(app, table, hand):
    """Press → twice round the hand; the cards chosen on the way."""
    chosen = []
    for _ in range(2 * len(hand.cards)):
        key(app, pygame.K_RIGHT)
        chosen.append(hand.chosen())
    return chosen


@pytest.mark.parametrize("game_id", ["quinto", "quinto_tricks"])
def test_the_arrows_choose_only_cards_the_engine_lets_you_play(app, game_id):
    table = seated(app, game_id)
    hand = table.controller.hand if game_id == "quinto" else table.controller.own

    def some_unplayable():
        table.controller.sync()
        playable = [card for card in hand.cards if hand.targets(card)]
        return playable and len(playable) < len(hand.cards)

    assert play_on(app, table, some_unplayable), "no position with an unplayable card came"
    legal = table.view().legal_moves()
    lawful = {getattr(move, "card", move) for move in legal}
    playable = {card for card in hand.cards if hand.targets(card)}
    chosen = arrow_visits(app, table, hand)
    assert set(chosen) == playable
    assert all(card in lawful or card.split("=")[0] in {str(c).split("=")[0] for c in lawful} for card in chosen)


def test_the_arrows_reach_every_card_of_13_where_every_card_may_be_played(app):
    table = seated(app, "thirteen")
    assert play_on(app, table, lambda: True)
    hand = table.controller.hand
    assert set(arrow_visits(app, table, hand)) == set(hand.cards)


def test_the_arrows_choose_nothing_in_quartino_when_no_card_can_be_claimed(app):
    table = seated(app, "quartino")
    assert play_on(app, table, lambda: table.view().placing)
    assert not table.controller.my_claims()
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert table.controller.hand.selected is None


# --- the key help ---------------------------------------------------------------------------------


def help_keys(table):
    """Every key bound on table, by its game's controller or by the table itself."""
    return {k for binding in [*table.controller.bindings(), *table_bindings()] for k in binding.keys}


@pytest.mark.parametrize("game_id", list(SEATS))
def test_question_mark_opens_the_key_help_on_every_table_and_esc_or_question_mark_closes_it(app, game_id):
    table = seated(app, game_id)
    key(app, pygame.K_QUESTION, unicode="?")
    assert isinstance(app.top, KeyHelp)
    keys_shown = " ".join(keys for keys, _ in app.top.rows)
    for letter in FACTS[game_id].KEY_LETTERS:
        assert re.search(rf"\b{letter}\b", keys_shown), (game_id, letter, keys_shown)
    assert "Esc" in keys_shown and "Enter / Space" in keys_shown and "← →" in keys_shown
    key(app, pygame.K_ESCAPE)
    assert app.top is table, "Esc closes the help, not the table"
    # A French keyboard types ? with Shift and the comma key: the character counts, not the key code.
    key(app, pygame.K_COMMA, mod=pygame.KMOD_SHIFT, unicode="?")
    assert isinstance(app.top, KeyHelp)
    key(app, pygame.K_COMMA, mod=pygame.KMOD_SHIFT, unicode="?")
    assert app.top is table


@pytest.mark.parametrize("game_id", list(SEATS))
def test_the_key_help_names_the_keys_in_french(app, game_id):
    app.language = "fr"
    seated(app, game_id)
    key(app, pygame.K_QUESTION, unicode="?")
    shown = dict(app.top.rows)
    assert shown["Entrée / Espace"] and shown["Échap"] and shown["flèches ← →"]
    assert shown["Échap"] == "reposer ce que vous avez choisi, sinon revenir au menu (la partie est sauvegardée)"
    app.top.draw(app.screen)
    assert app.top.size() >= 13, "every row fits the panel"


@pytest.mark.parametrize("game_id", list(SEATS))
def test_a_letter_the_help_does_not_list_does_nothing_on_the_table(app, game_id):
    table = seated(app, game_id)
    assert play_on(app, table, lambda: True)
    listed = help_keys(table)
    for code in range(pygame.K_a, pygame.K_z + 1):
        if code in listed:
            continue
        before = (len(table.match.moves), table.picture.look(), table.notice.text)
        key(app, code, unicode=chr(code))
        after = (len(table.match.moves), table.picture.look(), table.notice.text)
        assert app.top is table and after == before, (game_id, pygame.key.name(code))


# --- Quinto's end of turn -------------------------------------------------------------------------


def end_by_itself(app, table):
    """Play, by real clicks, a card after which nothing more fits; the move played."""
    def chance():
        state = table.state
        for move in state.legal_moves():
            if move.target is not None and not move.card.startswith("wb:"):
                ended = ended_by_itself(state, state.apply(move), move)
                if ended and ended[0] == NOTHING_FITS:
                    table.chosen_for_test = move
                    return True
        return False

    assert play_on(app, table, chance), "no card that ends the turn came"
    move = table.chosen_for_test
    click(app, card_centre(table, move.card))
    if move.target == "new":
        click(app, quinto_layout.NEW_SLOT.center)
    else:
        scroll_into_sight(app, table, move.target)
        click(app, row_centre(table, move.target))
    return move


def test_a_turn_that_ends_by_itself_says_why_and_holds_the_next_turn(app):
    table = seated(app, "quinto", seed=9)
    move = end_by_itself(app, table)
    played = len(table.match.moves)
    assert table.match.moves[-1] == str(move)
    row = move.target if move.target != "new" else table.state.rows[-1].id
    assert table.turn_over.content == f"Nothing more fits in row {row}: your turn ends."
    run(app, 1.0)
    assert len(table.match.moves) == played, "the AI waits while the reason is shown"
    assert blue_or_paper_band(app)
    run(app, 2.0)
    assert len(table.match.moves) > played, "then the game flows on"


def blue_or_paper_band(app):
    """The band is on the screen: paper pixels in the middle of the rows' foot."""
    x, y = quinto_layout.HAND_CX - 300, quinto_layout.ROW_AREA.bottom - 40
    colour = app.screen.get_at((x, y))[:3]
    return all(c > 200 for c in colour)


def test_between_two_friends_the_privacy_screen_comes_after_the_pause(app):
    table = seated(app, "quinto", ["human", "human"], seed=9)
    end_by_itself(app, table)
    assert table.turn_over.visible
    run(app, 1.0)
    assert app.top is table, "the player who just played reads why the turn ended first"
    run(app, 2.0)
    assert isinstance(app.top, PassScreen)


def test_enter_cuts_the_pause_short(app):
    table = seated(app, "quinto", seed=9)
    end_by_itself(app, table)
    played = len(table.match.moves)
    key(app, pygame.K_RETURN)
    assert not table.turn_over.visible
    run(app, 0.3)
    assert len(table.match.moves) > played


# --- the privacy screen ---------------------------------------------------------------------------


def test_esc_on_the_privacy_screen_goes_to_the_menu_and_resume_brings_the_game_back(app):
    app.push(TitleScene(app))
    table = seated(app, "thirteen", ["human", "human", "easy"], seed=8)
    assert isinstance(app.top, PassScreen)
    click(app, (640, 300))
    first = table.state.current_player
    table.try_move(table.state.legal_moves()[0])
    for _ in range(100):
        if isinstance(app.top, PassScreen):
            break
        app.frame(0.05)
    assert isinstance(app.top, PassScreen) and table.state.current_player != first
    moves = list(table.match.moves)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    title = app.top
    resume = title.buttons[0]
    assert resume.text() == app.t("menus.continue")
    click(app, resume.rect.center)
    app.frame(0.016)
    assert isinstance(app.top, PassScreen), "the game comes back behind the privacy screen"
    assert app.scenes[-2].match.moves == moves


def test_esc_before_the_first_move_keeps_the_game_too(app):
    app.push(TitleScene(app))
    seated(app, "thirteen", ["human", "human", "easy"], seed=8)
    assert isinstance(app.top, PassScreen)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and len(app.top.saves) == 1
    assert app.top.buttons[0].text() == app.t("menus.continue")
    click(app, app.top.buttons[0].rect.center)
    app.frame(0.016)
    assert isinstance(app.top, PassScreen) and app.scenes[-2].match.moves == []


def test_the_privacy_screen_recaps_what_the_player_may_know_and_never_a_hidden_card(app):
    table = seated(app, "quinto", ["human", "human"], seed=4)
    assert isinstance(app.top, PassScreen)
    click(app, (640, 300))
    mover = table.state.current_player
    while table.state.current_player == mover:
        table.try_move(table.state.legal_moves()[0])
    for _ in range(100):
        if isinstance(app.top, PassScreen):
            break
        app.frame(0.05)
    screen = app.top
    assert isinstance(screen, PassScreen)
    other = table.state.current_player
    drew = next(e for e in table.state.events if e.kind == "drew" and e.params["seat"] == mover)
    assert drew.params["cards"], "the mover drew cards the next player must not read"
    still_hidden = [card for card in drew.params["cards"] if card in table.state.hands[mover]]
    text = "\n".join(screen.recap)
    last_play = next(e for e in reversed(table.state.events) if e.kind != "drew")
    assert table.wording.event_line(last_play) in text, "the recap tells the move the next player missed"
    assert still_hidden
    assert any(table.wording.event_line(e) in text for e in events_for(table.state.events, other) if e.kind == "drew")
    seen = [e for e in events_since_turn(table.match, other) if e.kind == "drew" and e.params["seat"] == mover]
    assert seen and all(e.params["cards"] == "?" for e in seen)
    app.draw()
    assert app.screen.get_at((640, 110))[:3] != (0, 0, 0)

