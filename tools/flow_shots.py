"""Screens of the table's helps for `make shots`: the key help (English, French), the hint's own mark, Quinto's end
of turn said and held, and the privacy screen's recap."""
from __future__ import annotations

import pygame

from game.quinto.turn_end import NOTHING_FITS, ended_by_itself
from parlour.match import Match
from scenes.kit.overlays import PassScreen
from scenes.tables import table_for


def flow_shots(app, save, seats_for, policy_until) -> list:
    """Render each screen with save(app, name); seats_for and policy_until are shots.py's helpers."""
    from game import GAMES

    paths = []
    match = Match("quinto", seats_for(GAMES["quinto"]), 2026)
    policy_until(match, lambda s: len(match.moves) >= 10 and s.current_player == 0)
    for language in ("en", "fr"):
        app.language = language
        app.reset(table_for(app, match))
        app.top.update(0.016)
        app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_QUESTION, mod=0, unicode="?", scancode=0))
        paths.append(save(app, f"key-help{'-fr' if language == 'fr' else ''}"))
    app.language = "en"
    paths.append(hint_shot(app, save, seats_for, policy_until))
    paths.append(turn_over_shot(app, save, seats_for, policy_until))
    paths.append(privacy_shot(app, save))
    return paths


def hint_shot(app, save, seats_for, policy_until):
    """13 with the hint's advice lit: its tagged blue mark beside the gold glow of the playable cards."""
    from game import GAMES

    match = Match("thirteen", seats_for(GAMES["thirteen"]), 2026)
    policy_until(match, lambda s: len(match.moves) >= 14 and s.current_player == 0)
    table = table_for(app, match)
    app.reset(table)
    table.update(0.016)
    table.controls.hint()
    while table.session.hint_thinking():
        table.update(0.05)
    table.update(0.4)
    return save(app, "hint")


def turn_over_shot(app, save, seats_for, policy_until):
    """Quinto just after a card after which nothing more fits: the band says why the turn ends."""
    from game import GAMES

    match = Match("quinto", seats_for(GAMES["quinto"]), 2026)

    def ending():
        if match.state.current_player != 0:
            return None
        for move in match.state.legal_moves():
            if move.target is not None and (ended_by_itself(match.state, match.state.apply(move), move) or ("",))[0] \
                    == NOTHING_FITS:
                return move
        return None

    policy_until(match, lambda s: len(match.moves) >= 10 and ending() is not None)
    table = table_for(app, match)
    app.reset(table)
    table.update(0.016)
    table.try_move(ending())
    table.flights.items.clear()
    table.update(0.3)
    return save(app, "quinto-turn-over")


def privacy_shot(app, save):
    """The privacy screen before the second of two friends plays, with what happened since their last turn."""
    match = Match("quinto", ["human", "human"], 2026)
    table = table_for(app, match)
    app.reset(table)
    table.pending.clear()
    table.update(0.016)
    app.pop()
    table.shown_seat = first = match.state.current_player
    while match.state.current_player == first:
        table.try_move(match.state.legal_moves()[0])
    table.flights.items.clear()
    for _ in range(60):
        if isinstance(app.top, PassScreen):
            break
        app.update(0.05)
    return save(app, "privacy")
