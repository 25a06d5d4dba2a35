"""13's table: your hand, the three targets with their totals, the others' taken piles, the round scores."""
from __future__ import annotations

import pygame

from game.thirteen.rules import (
    COLOURS,
    LIMIT,
    Move,
    refusal,
    round_breakdown,
    round_scores,
    rounds_for,
    target_total,
)

from . import card_art, draw, theme, thirteen_art
from .drag import Drag
from .motion import Flight
from .table import ResultPanel, TableScene
from .widgets import Button

HAND_Y = 560
TARGET_X = (330, 560, 790)
TARGET_Y = 232
FAN_STEP = 30
PILE_POS = (95, 360)
SMALL = thirteen_art.SMALL_SIZE
CARD = thirteen_art.HAND_SIZE


def minus(points) -> str:
    """Penalty points as a negative figure (0 stays 0)."""
    return f"−{points}" if points else "0"


class ThirteenTable(TableScene):
    """Play a card by clicking it then a target, by dragging it onto a target, or with the keyboard."""

    def __init__(self, app, match):
        super().__init__(app, match)
        self.selected = None
        self.drag = None
        self.buttons.append(Button((990, 480, 270, 46), lambda: self.t("t13_last_round"), self.review_round,
                                   "quiet", size=17, enabled=lambda: self.state.last_round is not None))

    def card_name(self, card) -> str:
        """A card in words, in the interface language."""
        if card == "R4":
            return self.t("card_rotten")
        return self.t("card_13", colour=self.t(f"c_{card[0]}"), value=card[1:])

    def face(self, card, size=CARD):
        """A card face (or the back for a hidden card)."""
        if card == "?":
            return card_art.back(size)
        return thirteen_art.face(card, size, self.t("c_R"), self.app.settings["symbols"])

    def hand_rects(self, hand) -> list:
        """Where each card of the viewer's hand lies (the selected one raised)."""
        return card_art.hand_row(len(hand), 600, HAND_Y, CARD, 108, self.selected, 22)

    def target_rect(self, t) -> pygame.Rect:
        """The drop zone of target t."""
        return pygame.Rect(TARGET_X[t] - 80, TARGET_Y - 20, 160, 270)

    def others(self) -> list:
        """The other seats, clockwise from the viewer, laid out across the top."""
        n = self.match.players
        return [(self.viewer + i) % n for i in range(1, n)]

    def seat_centre(self, seat):
        """Where a seat's panel is (the viewer's own is bottom left)."""
        others = self.others()
        if seat not in others:
            return (110, 630)
        width = 940 // len(others)
        return (20 + width * others.index(seat) + width // 2, 110)

    def legal_targets(self, card) -> list:
        """The targets card may go on (by the colour rule, whoever's turn it is)."""
        return [t for t in COLOURS if card != "?" and refusal(card, t) is None]

    def on_event(self, event) -> None:
        """Mouse, touch and keys for choosing and playing cards."""
        hand = self.view().hands[self.viewer]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = card_art.topmost(self.hand_rects(hand), event.pos)
            if index is not None:
                self.drag = Drag(index, event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drag, self.drag = self.drag, None
            if drag and drag.moved:
                target = self.target_at(event.pos)
                if target is not None and drag.item < len(hand):
                    self.play(hand[drag.item], target)
                return
            if drag:
                self.click_card(drag.item, hand)
                return
            target = self.target_at(event.pos)
            if target is not None:
                if self.selected is None or self.selected >= len(hand):
                    self.say(self.t("pick_card_first"))
                else:
                    self.play(hand[self.selected], target)
        elif event.type == pygame.KEYDOWN:
            self.key(event, hand)

    def key(self, event, hand) -> None:
        """Arrows choose a card; B/Y/G or 1/2/3 choose its target; Enter plays on its only target."""
        if not hand:
            return
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.selected = 0 if self.selected is None else (self.selected + step) % len(hand)
        elif self.selected is not None and self.selected < len(hand):
            card = hand[self.selected]
            keys = {pygame.K_b: "B", pygame.K_y: "Y", pygame.K_g: "G",
                    pygame.K_1: "B", pygame.K_2: "Y", pygame.K_3: "G"}
            if event.key in keys:
                self.play(card, keys[event.key])
            elif event.key in (pygame.K_UP, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.play(card, (self.legal_targets(card) or ["B"])[0])

    def click_card(self, index, hand) -> None:
        """Select a card; a second click on it plays it when it has one target."""
        if index == self.selected and index < len(hand):
            targets = self.legal_targets(hand[index])
            if len(targets) == 1:
                self.play(hand[index], targets[0])
                return
        self.selected = index

    def target_at(self, pos):
        """The target under pos."""
        for t, colour in enumerate(COLOURS):
            if self.target_rect(t).collidepoint(pos):
                return colour
        return None

    def play(self, card, target) -> None:
        """Try to play card on target."""
        if self.try_move(Move(card, target)):
            self.selected = None

    def describe(self, before, after, text) -> None:
        """The play in words, and the pile taken if it went over 13."""
        seat = before.current_player
        card, target = text.split("@")
        pile = before.targets[COLOURS.index(target)]
        you = "_you" if self.is_you(seat) else ""
        self.add_log(self.t("t13_played" + you, name=self.name(seat), card=self.card_name(card),
                            target=self.t(f"tg_{target}")) + f" ({text})")
        if target_total(pile) + int(card[1:]) > LIMIT:
            self.add_log(self.t("t13_took" + you, name=self.name(seat), n=len(pile)))

    def describe_move(self, move) -> str:
        """A move in words: "blue 7 on blue"."""
        return self.t("t13_move", card=self.card_name(move.card), target=self.t(f"tg_{move.target}"))

    def animate(self, before, after, text) -> None:
        """Fly the card to its target and any taken pile to the taker; queue the round's scores."""
        seat = before.current_player
        card, target = text.split("@")
        t = COLOURS.index(target)
        pile = before.targets[t]
        took = target_total(pile) + int(card[1:]) > LIMIT
        if seat == self.viewer:
            start = self.hand_rects(before.hands[seat])[before.hands[seat].index(card)].center
        else:
            start = self.seat_centre(seat)
        landing = self.card_spot(t, 0 if took else len(pile))
        if took:
            self.app.sounds.play("take")
            for i in range(len(pile)):
                self.fly(Flight(card_art.back(SMALL), self.card_spot(t, i), self.seat_centre(seat),
                                0.45, 0.05 * i, "taken"))
        self.fly(Flight(self.face(card, SMALL), start, landing, 0.32, 0.0, f"target{t}"))
        if after.round != before.round or after.current_player is None:
            self.round_ended(after)

    def card_spot(self, t, i):
        """The centre of the i-th card on target t."""
        return (TARGET_X[t], TARGET_Y + 70 + FAN_STEP * min(i, 5))

    def round_ended(self, after) -> None:
        """Queue the round's scoring panel (shown once the cards have landed)."""
        self.queue_panel(self.round_panel(after))

    def review_round(self) -> None:
        """Show the last finished round's scoring again."""
        self.app.push(self.round_panel(self.state))

    def round_panel(self, after) -> ResultPanel:
        """The scoring of the round that ended last before the state after."""
        breakdown = round_breakdown(after.last_round)
        scores = [sum(row.values()) for row in breakdown]
        header = [self.t("players"), self.t("col_B"), self.t("col_Y"), self.t("col_G"), self.t("t13_rotten"),
                  self.t("round"), self.t("total")]
        rows = []
        for p, (cards, row) in enumerate(zip(after.last_round, breakdown)):
            cells = [self.name(p)]
            for colour in COLOURS:
                count = sum(1 for c in cards if c[0] == colour)
                cells.append(f"{count} → 0" if count and row[colour] == 0 else str(count))
            rotten = sum(1 for c in cards if c == "R4")
            cells += [f"{rotten} × 2", minus(scores[p]), minus(after.totals[p])]
            rows.append(cells)
        title = self.t("round_over", n=len(self.round_results()))
        subtitle = self.t("t13_scoring")
        return ResultPanel(self.app, title, subtitle, header, rows, [(self.t("continue"), self.app.pop)])

    def round_results(self) -> list:
        """Each finished round's penalty per player, from the match's history."""
        history = self.match.history
        return [round_scores(after.last_round) for before, after in zip(history, history[1:])
                if after.round != before.round or (after.current_player is None and before.current_player is not None)]

    def show_result(self) -> None:
        """The final scores, round by round, with the winners."""
        outcome = self.state.outcome()
        names = ", ".join(self.name(w) for w in outcome.winners)
        title = self.t("winners" if len(outcome.winners) > 1 else "winner", names=names)
        rounds = self.round_results()
        header = [self.t("players")] + [str(r + 1) for r in range(len(rounds))] + [self.t("total")]
        rows = [[self.name(p)] + [minus(r[p]) for r in rounds] + [minus(self.state.totals[p])]
                for p in range(self.match.players)]
        actions = self.result_actions()
        self.queue_panel(ResultPanel(self.app, self.t("game_over"), title, header, rows, actions, outcome.winners))


    def look_extra(self) -> tuple:
        """The selection and any drag change the picture."""
        drag = self.drag.look() if self.drag else None
        return self.selected, drag

    def draw_table(self, surface) -> None:
        """The whole table from the viewer's view."""
        view = self.view()
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        self.draw_opponents(surface, view)
        self.draw_pile(surface, view)
        for t in range(3):
            self.draw_target(surface, view, t)
        self.draw_hand(surface, view)
        self.draw_scores(surface, view)
        self.draw_status(surface, view)
        self.draw_chrome(surface)
        hand = view.hands[self.viewer]
        if self.drag and self.drag.item < len(hand):
            self.drag.draw(surface, self.face(hand[self.drag.item]))

    def draw_opponents(self, surface, view) -> None:
        """A panel per other player: name, level, cards in hand, cards taken, dealer, turn."""
        for seat in self.others():
            cx, cy = self.seat_centre(seat)
            rect = pygame.Rect(0, 0, min(220, 900 // len(self.others())), 96)
            rect.center = (cx, cy)
            if seat == view.current_player:
                draw.glow(surface, rect, theme.GOLD, 14)
            draw.translucent_panel(surface, rect, alpha=110)
            draw.text(surface, self.name(seat), 20, theme.CREAM, (rect.x + 12, rect.y + 8), "bold")
            kind = self.match.seats[seat]
            label = self.t("human") if kind == "human" else self.t(f"ai_{kind}")
            draw.text(surface, label, 14, (170, 200, 180), (rect.x + 12, rect.y + 34))
            if seat == view.dealer:
                self.dealer_chip(surface, (rect.right - 18, rect.y + 18))
            for i in range(len(view.hands[seat])):
                mini = card_art.back((22, 32))
                surface.blit(mini, (rect.x + 12 + i * 12, rect.bottom - 40))
            self.taken_badge(surface, view, seat, (rect.right - 14, rect.bottom - 10))

    def dealer_chip(self, surface, centre) -> None:
        """The dealer's button."""
        pygame.draw.circle(surface, theme.CREAM, centre, 12)
        pygame.draw.circle(surface, theme.GOLD_DARK, centre, 12, 2)
        draw.text(surface, "D", 14, theme.INK, centre, "bold", "center")

    def taken_badge(self, surface, view, seat, bottomright) -> None:
        """How many cards seat has taken (with assist, their colours)."""
        taken = [c for c in view.taken[seat] if c != "?"] if view.assist else []
        count = len(view.taken[seat]) - self.flights.count("taken") * (seat == self.last_mover())
        text = self.t("t13_taken", n=max(0, count))
        if taken:
            text += "  " + " ".join(f"{c}{sum(1 for k in taken if k[0] == c)}" for c in "BYGR")
        draw.text(surface, text, 16, theme.GOLD, bottomright, "bold", "bottomright")

    def last_mover(self):
        """The seat that made the last move."""
        plays = self.state.plays
        return plays[-1][0] if plays else None

    def draw_pile(self, surface, view) -> None:
        """The face-down draw pile with its count, and the round."""
        count = len(view.draw_pile)
        for i in range(min(6, (count + 4) // 5)):
            image = card_art.back(SMALL)
            rect = image.get_rect(center=(PILE_POS[0] - i * 2, PILE_POS[1] - i * 2))
            if i == 0:
                surface.blit(card_art.lifted(image), (rect.x - 8, rect.y + 2))
            surface.blit(image, rect)
        draw.text(surface, f"{self.t('t13_draw')}: {count}", 18, theme.CREAM, (PILE_POS[0], PILE_POS[1] + 70),
                  "bold", "midtop")
        draw.text(surface, self.t("t13_round", n=view.round + 1, total=rounds_for(view.players)), 18,
                  theme.GOLD, (PILE_POS[0], PILE_POS[1] - 90), "bold", "midbottom")

    def draw_target(self, surface, view, t) -> None:
        """A target: its mat in its colour and shape, its cards fanned, its running total."""
        colour_key = COLOURS[t]
        colour = theme.SUIT_COLOURS[colour_key]
        mat = pygame.Rect(0, 0, 150, 236)
        mat.midtop = (TARGET_X[t], TARGET_Y - 12)
        draw.translucent_panel(surface, mat, colour, 60, 16)
        draw.rounded(surface, mat, colour, 16, 3)
        if self.app.settings["symbols"]:
            card_art.symbol(surface, thirteen_art.SHAPES[colour_key], colour, (mat.centerx, mat.bottom - 30), 12)
        selected = self.selected_card(view)
        if selected and self.my_turn() and colour_key in self.legal_targets(selected):
            draw.glow(surface, mat, theme.GOLD, 16)
        if self.hint_move and self.hint_move.target == colour_key:
            draw.glow(surface, mat, theme.CREAM, 16, 4)
        cards = view.targets[t]
        hidden = self.flights.count(f"target{t}")
        shown = cards[: len(cards) - hidden] if hidden else cards
        for i, card in enumerate(shown[-6:]):
            image = self.face(card, SMALL)
            rect = image.get_rect(center=self.card_spot(t, i))
            card_art.lay(surface, image, rect, 0)
        total = target_total(shown)
        badge = pygame.Rect(0, 0, 112, 40)
        badge.midbottom = (mat.centerx, mat.y - 8)
        danger = total >= 9
        draw.shadowed_panel(surface, badge, theme.PAPER, 20, theme.ALERT if danger else colour, 2)
        draw.text(surface, f"{total} / {LIMIT}", 22, theme.ALERT if danger else theme.INK, badge.center, "bold",
                  "center")
        draw.text(surface, self.t("t13_target", colour=self.t(f"tg_{colour_key}")), 15, theme.CREAM,
                  (mat.centerx, mat.bottom + 6), "bold", "midtop")

    def selected_card(self, view):
        """The selected (or dragged) card of the viewer's hand, if any."""
        hand = view.hands[self.viewer]
        index = self.drag.item if self.drag and self.drag.moved else self.selected
        return hand[index] if index is not None and index < len(hand) else None

    def draw_hand(self, surface, view) -> None:
        """The viewer's cards: playable ones ringed when it is their turn, the selected one raised."""
        hand = view.hands[self.viewer]
        rects = self.hand_rects(hand)
        mine = self.my_turn()
        for i, (card, rect) in enumerate(zip(hand, rects)):
            if self.drag and self.drag.moved and self.drag.item == i:
                continue
            image = self.face(card)
            card_art.lay(surface, image, rect)
            if mine:
                draw.glow(surface, rect, theme.GOLD if i == self.selected else (235, 220, 170), 10,
                          3 if i == self.selected else 2, 230 if i == self.selected else 110)
            if self.hint_move and card == self.hint_move.card and hand.index(card) == i:
                draw.glow(surface, rect, theme.CREAM, 10, 4)
        panel = pygame.Rect(20, 585, 180, 96)
        if view.current_player == self.viewer:
            draw.glow(surface, panel, theme.GOLD, 14)
        draw.translucent_panel(surface, panel, alpha=110)
        draw.text(surface, self.name(self.viewer), 20, theme.CREAM, (panel.x + 12, panel.y + 10), "bold")
        if self.viewer == view.dealer:
            self.dealer_chip(surface, (panel.right - 18, panel.y + 20))
        self.taken_badge(surface, view, self.viewer, (panel.right - 12, panel.bottom - 10))

    def draw_scores(self, surface, view) -> None:
        """Penalty totals so far, under the log."""
        self.draw_standings(surface, self.t("total"), [minus(total) for total in view.totals])

    def draw_status(self, surface, view) -> None:
        """Whose turn, in words."""
        if view.current_player is None:
            text = self.t("game_over")
        elif self.my_turn():
            text = self.t("your_turn", hint=self.t("t13_hint"))
        else:
            text = self.thinking_text()
        draw.text(surface, text, 22, theme.CREAM, (600, 538), "bold", "midbottom")
