"""Quinto's input: the shared hand turns clicks, drags and keys into plays onto a row or a new row;
a word-or-bridge card that fits both ways asks which face; E ends the turn, P passes, N opens a new
row, Page keys, the wheel and a finger's swipe on the grid scroll the rows."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.cards import HIDDEN
from game.quinto.deck import BASE, PLAYS
from game.quinto.moves import END, NEW, PASS, Move

from ..table import Hand
from ..table.keys import Binding, grouped, hand_bindings
from ..table.reach import Reach
from . import layout
from .face_prompt import FACE_KEYS, FacePrompt
from .swipe import GridSwipe

SPECIAL_KEYS = {pygame.K_e: END, pygame.K_p: PASS}
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
NEW_ROW_KEYS = {pygame.K_n: NEW}
SPECIAL_WORDS = {END: "flow.does.end_turn", PASS: "flow.does.pass"}


class Controller:
    """Turns the viewer's input into moves tried through its reach, keeps the rows' scroll and asks the
    word-or-bridge question (prompt); row_places gives each open row's place, position a value that stays the same
    object exactly while the position does, card_name a card in words."""

    def __init__(self, reach: Reach, row_places: Callable[[], dict], position: Callable[[], object],
                 card_name: Callable[[str], str]):
        self.reach = reach
        self.row_places = row_places
        self.position = position
        self.scroll = 0
        # The destinations of every card for one position and viewer, worked out once.
        self.known = (None, None, {})
        self.hand = Hand(layout.hand_rects, self.targets, self.target_at, self.play, self.pick_first,
                         keys=NEW_ROW_KEYS, fallback=NEW)
        self.swipe = GridSwipe(self.scroll_at)
        self.prompt = FacePrompt(reach, card_name, self.prompt_rect, self.hand.clear)

    def sync(self) -> None:
        """Show the hand the viewer's cards now, lit while it is their turn; keep the scroll in range."""
        reach = self.reach
        self.hand.show(reach.view().hands[reach.viewer()], reach.my_turn())
        self.scroll = layout.clamp_scroll(self.scroll, layout.span_of(self.row_places()))

    def clear(self) -> None:
        """Put back the card picked or dragged."""
        self.hand.clear()

    def choosing(self) -> bool:
        """Whether the player holds a card picked or dragged (Enter then plays it, not a hint)."""
        return self.hand.chosen() is not None

    def destinations(self, card) -> dict:
        """On the viewer's turn, each row id (or "new") card may go to, with the faces it may show there."""
        reach = self.reach
        if card == HIDDEN or not reach.my_turn():
            return {}
        position, seat, found = self.known
        if position is not self.position() or seat != reach.viewer():
            found = {}
            for move in reach.view().legal_moves():
                if move.target is not None:
                    found.setdefault(BASE[move.card], {}).setdefault(move.target, []).append(move.card)
            self.known = (self.position(), reach.viewer(), found)
        return found.get(card, {})

    def targets(self, card) -> list:
        """Where card may go now (none off turn: the hand then neither glows nor plays by a double click)."""
        return list(self.destinations(card))

    def target_at(self, pos):
        """The row id or "new" under pos."""
        return layout.target_at(self.row_places(), self.scroll, pos)

    def play(self, card, target) -> bool:
        """Play card on target: at once with one face there, after asking with two; refused in words with
        none. True when it was played."""
        faces = self.destinations(card).get(target, [])
        if len(faces) == 2:
            self.prompt.ask(card, target)
            return False
        played = faces[0] if faces else PLAYS[card][0]
        return self.reach.try_move(Move(played, target))

    def special(self, move) -> None:
        """End the turn or pass (refused with the reason when not allowed)."""
        self.prompt.close()
        if self.reach.try_move(move):
            self.hand.clear()

    def pick_first(self) -> None:
        """A row was clicked before any card."""
        self.reach.notify(self.reach.t("pick_card_first"))

    def scroll_by(self, lines) -> None:
        """Scroll the rows by whole lines."""
        self.scroll_at(self.scroll + lines)

    def scroll_at(self, scroll) -> None:
        """Scroll the rows to scroll lines past the first, as far as the grid goes."""
        self.scroll = layout.clamp_scroll(scroll, layout.span_of(self.row_places()))

    def show_row(self, row_id) -> None:
        """Scroll the rows so that row_id is in sight."""
        places = self.row_places()
        if row_id in places:
            self.scroll = layout.scroll_to(self.scroll, places[row_id], layout.span_of(places))

    def handle(self, event) -> bool:
        """The question first, then the keys of the turn, the wheel and the hand; True when used."""
        self.sync()
        if self.prompt.handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return True
        if self.swipe.handle(event, self.scroll, self.reach.touch()):
            return True
        if event.type == pygame.KEYDOWN and event.key in SPECIAL_KEYS:
            self.special(SPECIAL_KEYS[event.key])
            return True
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.scroll_by(PAGE_KEYS[event.key])
            return True
        used = self.hand.handle(event)
        if event.type == pygame.KEYDOWN and self.hand.key_target not in (None, NEW):
            self.show_row(self.hand.key_target)
        return used

    def bindings(self) -> list:
        """The keys this controller reacts to, for the key help."""
        return [*hand_bindings(self.hand, lambda target: "flow.does.new_row"),
                *grouped(SPECIAL_KEYS, SPECIAL_WORDS.get), *grouped(FACE_KEYS, lambda face: f"flow.does.face_{face}"),
                Binding(tuple(PAGE_KEYS), "flow.does.scroll_rows")]

    def prompt_rect(self, target) -> pygame.Rect:
        """Where the word-or-bridge question about target shows: over its row (or the new-row slot)."""
        return layout.prompt_rect(target, self.row_places().get(target, 0), self.scroll)

    def lit(self) -> dict:
        """The destinations to light: those of the chosen card on the viewer's turn."""
        card = self.hand.chosen()
        return self.destinations(card) if card is not None else {}
