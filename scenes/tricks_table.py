"""Quinto's table (Angelo Lewis's trick-taking game): four hands round the trick, partners opposite,
the doubling round, quints celebrated, the cachette revealed, and a peg board toward 250."""
from __future__ import annotations

import pygame

from game.quinto_tricks.deck import SUIT, quint_points, quints, winning_index
from game.quinto_tricks.describe import current_trick, dummy_exposed, last_trick, playable_cards
from game.quinto_tricks.rules import BIDS, DOUBLING, GOAL, PLAY, THREE_PLAYER_BONUS, TRICK_POINTS, trick_hands
from game.quinto_tricks.seating import DUMMY, HANDS, members, sides, table_order

from . import card_art, draw, theme
from .drag import Drag
from .i18n import add_strings
from .motion import Flight, ease
from .quinto_tricks_art import DUMMY_SIZE, HAND_SIZE, MINI_SIZE, TRICK_SIZE, face
from .table import ResultPanel, TableScene
from .tricks_doubling import BID_KEYS, DoublingControls
from .widgets import Button

CENTRE = (490, 330)
MAT = pygame.Rect(290, 168, 400, 326)
SPOTS = ((490, 420), (382, 330), (490, 240), (598, 330))
HAND_Y = 584
HAND_SPAN = 810
BACK_PLATES = ((16, 514, 164, 52), (16, 246, 192, 96), (395, 14, 190, 96), (772, 246, 192, 96))
DUMMY_PLATES = (None, (16, 104, 192, 64), (20, 14, 180, 64), (772, 104, 192, 64))
SIDE_ROWS_Y = 178
SIDE_ROW_LENGTH = 6
CACHETTE = (884, 56)
SCORE_RECT = pygame.Rect(990, 330, 270, 270)
BANNER_S = 2.6
REST_S, ARRIVE_S, LEAVE_S = 0.8, 0.3, 0.45
PEG_STEP = 10
REFUSAL_KEYS = {"already redoubled": "qt_only_pass", "already doubled": "qt_already_doubled",
                "nothing to redouble": "qt_nothing_to_redouble", "partner's double": "qt_not_partner"}
QUINT_WORDS = ("five", "of", "and", "ace", "four", "two", "three", "hearts", "diamonds", "clubs", "spades", "the",
               "Joker")

RANK_WORDS = {
    "en": dict(zip("AKQJT98765432", ("the ace", "the king", "the queen", "the jack", "the ten", "the nine", "the eight",
                                     "the seven", "the six", "the five", "the four", "the three", "the two"))),
    "fr": dict(zip("AKQJT98765432", ("l'as", "le roi", "la dame", "le valet", "le dix", "le neuf", "le huit",
                                     "le sept", "le six", "le cinq", "le quatre", "le trois", "le deux"))),
}
SUIT_WORDS = {"en": dict(zip("HDCS", ("hearts", "diamonds", "clubs", "spades"))),
              "fr": dict(zip("HDCS", ("cœur", "carreau", "trèfle", "pique")))}
QUINT_WORDS_FR = ("cinq", "de", "et", "as", "quatre", "deux", "trois", "cœur", "carreau", "trèfle", "pique", "le",
                  "Joker")


def _generated(language) -> dict:
    """The card, suit and quint words of a language as interface keys."""
    words = QUINT_WORDS if language == "en" else QUINT_WORDS_FR
    strings = {f"qt_w_{en}": word for en, word in zip(QUINT_WORDS, words)}
    strings.update({f"qt_r_{r}": word for r, word in RANK_WORDS[language].items()})
    strings.update({f"qt_s_{s}": word for s, word in SUIT_WORDS[language].items()})
    strings.update({f"qt_suit_{s}": word for s, word in SUIT_WORDS[language].items()})
    return strings


add_strings({
    "en": {
        **_generated("en"),
        "opt_score_at_hand_end": "Score at hand end",
        "opt_rubber": "Rubber (best of three)",
        "qt_card": "{rank} of {suit}",
        "qt_joker": "the Joker",
        "qt_dummy": "Dummy",
        "qt_played_by": "played by {name}",
        "qt_side": "{a} & {b}",
        "qt_side_dummy": "{a} & dummy",
        "qt_dealer_letter": "D",
        "qt_tricks": "tricks {n}",
        "qt_cachette": "Cachette",
        "qt_bid_pass": "Pass",
        "qt_bid_double": "Double",
        "qt_bid_redouble": "Redouble",
        "qt_tag_pass": "passed",
        "qt_tag_double": "doubled ×2",
        "qt_tag_redouble": "redoubled ×4",
        "qt_speaking": "to speak…",
        "qt_waiting": "—",
        "qt_doubling": "Doubling round",
        "qt_doubling_help": "Double: tricks ×2 · redouble an opponent's double: ×4",
        "qt_multiplier": "Tricks ×{m}: {points} points each",
        "qt_said_pass": "{name} passes.",
        "qt_said_double": "{name} doubles.",
        "qt_said_redouble": "{name} redoubles.",
        "qt_said_pass_you": "You pass.",
        "qt_said_double_you": "You double.",
        "qt_said_redouble_you": "You redouble.",
        "qt_worth": "Tricks are worth {points} this hand.",
        "qt_plays": "{name} plays {card}.",
        "qt_plays_you": "You play {card}.",
        "qt_plays_dummy": "{name} plays {card} from the dummy.",
        "qt_plays_dummy_you": "You play {card} from the dummy.",
        "qt_trick_part": "trick",
        "qt_takes": "{side} take the trick with {card}: {parts} ({total} points).",
        "qt_takes_cachette": "{side} take the cachette: {parts} ({total} points).",
        "qt_bonus": "{side} add {points} for playing against the dummy.",
        "qt_hand_over": "Hand over: {a} {pa}, {b} {pb}.",
        "qt_game_won": "{side} win game {n}, {a} to {b}.",
        "qt_deals": "Hand {n}: {name} deals.",
        "qt_hint_bid": "pass, double or redouble (P, D, R)",
        "qt_hint_play": "click a card twice or drag it to the trick",
        "qt_hint_dummy": "play a card from the dummy",
        "qt_lead": "{name} to lead",
        "qt_last_trick": "Last trick (L)",
        "qt_last_by": "Last trick, taken by {name}",
        "qt_follow": "You must follow {suit}: you hold {n} of them.",
        "qt_follow_dummy": "The dummy must follow {suit}: it holds {n} of them.",
        "qt_not_in_hand": "That card is not in your hand.",
        "qt_not_in_dummy": "The dummy is to play: play one of its cards, opposite you.",
        "qt_bid_first": "Cards are played after the doubling round: pass, double or redouble first.",
        "qt_play_a_card": "The doubling round is over: play a card.",
        "qt_only_pass": "The tricks are already redoubled: you can only pass.",
        "qt_already_doubled": "The tricks are already doubled: redouble an opponent's double, or pass.",
        "qt_nothing_to_redouble": "Nobody has doubled, so there is nothing to redouble.",
        "qt_not_partner": "You cannot redouble your partner's double.",
        "qt_quint": "Quint!",
        "qt_quint_points": "+{points} to {side}",
        "qt_score_to": "Score · first past {goal}",
        "qt_hand_of": "Hand {n} of 3",
        "qt_this_hand": "this hand {points}",
        "qt_bar_points": "{points} points this hand",
        "qt_totals": "Totals: {totals}",
        "qt_games": "Games: {a} {na}, {b} {nb}",
        "qt_hand_title": "End of hand {n}",
        "qt_goal_line": "The first side past {goal} wins.",
        "qt_cachette_to": "The cachette, taken by {side} with the last trick",
        "qt_col_side": "Side",
        "qt_col_tricks": "Tricks",
        "qt_col_quints": "Quints",
        "qt_col_hand": "Hand",
        "qt_col_score": "Score",
        "qt_game_n": "Game {n}",
        "qt_victory": "Victory for {side}, {a} to {b}",
        "qt_hand_n": "Hand {n}",
    },
    "fr": {
        **_generated("fr"),
        "opt_score_at_hand_end": "Compter en fin de donne",
        "opt_rubber": "Robre (deux manches gagnantes)",
        "qt_card": "{rank} de {suit}",
        "qt_joker": "le Joker",
        "qt_dummy": "Le mort",
        "qt_played_by": "joué par {name}",
        "qt_side": "{a} et {b}",
        "qt_side_dummy": "{a} et le mort",
        "qt_dealer_letter": "D",
        "qt_tricks": "plis {n}",
        "qt_cachette": "Cachette",
        "qt_bid_pass": "Passe",
        "qt_bid_double": "Contre",
        "qt_bid_redouble": "Surcontre",
        "qt_tag_pass": "passe",
        "qt_tag_double": "contre ×2",
        "qt_tag_redouble": "surcontre ×4",
        "qt_speaking": "doit parler…",
        "qt_waiting": "—",
        "qt_doubling": "Contres",
        "qt_doubling_help": "Contre : plis ×2 · surcontre d'un contre adverse : ×4",
        "qt_multiplier": "Plis ×{m} : {points} points chacun",
        "qt_said_pass": "{name} passe.",
        "qt_said_double": "{name} contre.",
        "qt_said_redouble": "{name} surcontre.",
        "qt_said_pass_you": "Vous passez.",
        "qt_said_double_you": "Vous contrez.",
        "qt_said_redouble_you": "Vous surcontrez.",
        "qt_worth": "Les plis valent {points} dans cette donne.",
        "qt_plays": "{name} joue {card}.",
        "qt_plays_you": "Vous jouez {card}.",
        "qt_plays_dummy": "{name} joue {card} du mort.",
        "qt_plays_dummy_you": "Vous jouez {card} du mort.",
        "qt_trick_part": "pli",
        "qt_takes": "{side} prennent le pli avec {card} : {parts} ({total} points).",
        "qt_takes_cachette": "{side} prennent la cachette : {parts} ({total} points).",
        "qt_bonus": "{side} ajoutent {points} pour avoir joué contre le mort.",
        "qt_hand_over": "Fin de la donne : {a} {pa}, {b} {pb}.",
        "qt_game_won": "{side} gagnent la manche {n}, {a} à {b}.",
        "qt_deals": "Donne {n} : {name} distribue.",
        "qt_hint_bid": "passez, contrez ou surcontrez (P, D, R)",
        "qt_hint_play": "cliquez deux fois une carte ou glissez-la au pli",
        "qt_hint_dummy": "jouez une carte du mort",
        "qt_lead": "{name} entame",
        "qt_last_trick": "Dernier pli (L)",
        "qt_last_by": "Dernier pli, pris par {name}",
        "qt_follow": "Vous devez fournir à {suit} : vous en avez {n}.",
        "qt_follow_dummy": "Le mort doit fournir à {suit} : il en a {n}.",
        "qt_not_in_hand": "Cette carte n'est pas dans votre main.",
        "qt_not_in_dummy": "C'est au mort de jouer : jouez une de ses cartes, en face de vous.",
        "qt_bid_first": "Les cartes se jouent après les contres : passez, contrez ou surcontrez d'abord.",
        "qt_play_a_card": "Les contres sont finis : jouez une carte.",
        "qt_only_pass": "Les plis sont déjà surcontrés : vous ne pouvez que passer.",
        "qt_already_doubled": "Les plis sont déjà contrés : surcontrez un contre adverse, ou passez.",
        "qt_nothing_to_redouble": "Personne n'a contré : il n'y a rien à surcontrer.",
        "qt_not_partner": "Vous ne pouvez pas surcontrer le contre de votre partenaire.",
        "qt_quint": "Quint !",
        "qt_quint_points": "+{points} pour {side}",
        "qt_score_to": "Score · plus de {goal} gagne",
        "qt_hand_of": "Donne {n} sur 3",
        "qt_this_hand": "cette donne {points}",
        "qt_bar_points": "{points} points dans cette donne",
        "qt_totals": "Totaux : {totals}",
        "qt_games": "Manches : {a} {na}, {b} {nb}",
        "qt_hand_title": "Fin de la donne {n}",
        "qt_goal_line": "Le premier camp au-delà de {goal} gagne.",
        "qt_cachette_to": "La cachette, prise par {side} avec le dernier pli",
        "qt_col_side": "Camp",
        "qt_col_tricks": "Plis",
        "qt_col_quints": "Quints",
        "qt_col_hand": "Donne",
        "qt_col_score": "Score",
        "qt_game_n": "Manche {n}",
        "qt_victory": "Victoire de {side}, {a} à {b}",
        "qt_hand_n": "Donne {n}",
    },
})


class TrickCard(Flight):
    """A card that flies to its place in the trick, rests there, then goes to the trick's winner."""

    def __init__(self, image, start, spot, end, arrive, rest, leave, delay=0.0, tag="gather"):
        super().__init__(image, start, end, arrive + rest + leave, delay, tag)
        self.spot = spot
        self.arrive_share = arrive / self.duration
        self.leave_share = (arrive + rest) / self.duration

    def position(self):
        """Where its centre is now: on the way in, resting on its spot, or on the way out."""
        k = max(0.0, self.clock / self.duration) if self.duration else 1.0
        if k < self.arrive_share:
            return _between(self.start, self.spot, k / self.arrive_share)
        if k < self.leave_share:
            return self.spot
        return _between(self.spot, self.end, (k - self.leave_share) / (1 - self.leave_share))


def _between(a, b, k):
    """The point k of the way from a to b, eased."""
    e = ease(k)
    return (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e)


class HandPanel(ResultPanel):
    """The end of a hand: each side's tricks, quints and points, with the cachette's five cards."""

    def __init__(self, app, title, subtitle, header, rows, cachette, caption):
        super().__init__(app, title, subtitle, header, rows, [(app.t("continue"), app.pop)])
        self.cachette = cachette
        self.caption = caption

    def draw(self, surface) -> None:
        """The table of figures, then the cachette laid out face up."""
        super().draw(surface)
        if not self.cachette:
            return
        draw.text(surface, self.caption, 19, theme.INK_SOFT, (640, 350), "bold", "midtop")
        left = 640 - (len(self.cachette) * 86 - 10) // 2
        for i, card in enumerate(self.cachette):
            image = face(card, TRICK_SIZE)
            rect = image.get_rect(topleft=(left + 86 * i, 382))
            card_art.lay(surface, image, rect)


class TricksTable(TableScene):
    """Play by clicking a card twice, dragging it onto the trick, or arrows and Enter; P, D, R bid."""

    def __init__(self, app, match):
        super().__init__(app, match)
        self.selected = None
        self.drag = None
        self.show_last = False
        self.banner = None
        self.back_pegs = (0, 0)
        self.doubling = DoublingControls(self)
        self.bid_buttons = self.doubling.buttons
        self.last_button = Button((990, 608, 270, 44), lambda: self.t("qt_last_trick"), self.toggle_last, "quiet",
                                  size=17, enabled=lambda: last_trick(self.view()) is not None)
        self.buttons += [*self.bid_buttons, self.last_button]
        if match.moves:
            self.rebuild_log()

    # --- words -------------------------------------------------------------------------------------

    def hand_name(self, state, hand) -> str:
        """Who holds a hand: a player's name, or the dummy."""
        if state.players < HANDS and hand == DUMMY:
            return self.t("qt_dummy")
        return self.name(hand)

    def side_name(self, state, side, dealer=None) -> str:
        """A side's name from its players' names: "You & Clara", "Ada & the dummy"."""
        dealer = state.dealer if dealer is None else dealer
        names = [self.name(p) for p in members(state.players, dealer, side)]
        if state.players < HANDS and side == sides(state.players, dealer)[dealer]:
            return self.t("qt_side_dummy", a=names[0])
        return self.t("qt_side", a=names[0], b=names[1])

    def card_name(self, card) -> str:
        """A card in words, in the interface language."""
        if card == "JOKER":
            return self.t("qt_joker")
        return self.t("qt_card", rank=self.t(f"qt_r_{card[0]}"), suit=self.t(f"qt_s_{card[1]}"))

    def quint_name(self, description) -> str:
        """A quint's name from the engine ("ace and four of hearts") in the interface language."""
        return " ".join(self.t(f"qt_w_{word}") for word in description.split())

    def taken_line(self, state, dealer, multiplier, winner, cards, key, card=None) -> str:
        """A log line for a trick (or the cachette) taken, with its trick points and quints."""
        parts = [(self.t("qt_trick_part"), TRICK_POINTS * multiplier)]
        parts += [(self.quint_name(name), points) for name, points in quints(cards)]
        listed = ", ".join(f"{name} {points}" for name, points in parts)
        side = self.side_name(state, sides(state.players, dealer)[winner], dealer)
        total = sum(points for _, points in parts)
        return self.t(key, side=side, card=self.card_name(card) if card else "", parts=listed, total=total)

    def refusal_text(self, view, move):
        """Why move is refused now, in the interface language; None when it is legal."""
        reason = view.refusal(move)
        if reason is None or view.phase not in (DOUBLING, PLAY):
            return reason
        if view.phase == DOUBLING:
            if move not in BIDS:
                return self.t("qt_bid_first")
            key = next((k for phrase, k in REFUSAL_KEYS.items() if phrase in reason), None)
            return self.t(key) if key else reason
        if move in BIDS:
            return self.t("qt_play_a_card")
        dummy = view.players < HANDS and view.turn == DUMMY
        hand = view.hands[view.turn]
        if move not in hand:
            return self.t("qt_not_in_dummy" if dummy else "qt_not_in_hand")
        led = SUIT[view.trick[0]]
        count = sum(1 for c in hand if SUIT[c] == led)
        return self.t("qt_follow_dummy" if dummy else "qt_follow", suit=self.t(f"qt_suit_{led}"), n=count)

    def describe_move(self, move) -> str:
        """A move in words for hints: a bid, or a card."""
        return self.t(f"qt_bid_{move}") if move in BIDS else self.card_name(move)

    def describe(self, before, after, text) -> None:
        """Log a bid, a card (and the trick it completes), and the end of a hand or game."""
        hand, seat = before.turn, before.current_player
        you = "_you" if self.is_you(seat) else ""
        if text in BIDS:
            self.add_log(self.t(f"qt_said_{text}{you}", name=self.name(seat)))
            if after.phase == PLAY and after.multiplier > 1:
                self.add_log(self.t("qt_worth", points=TRICK_POINTS * after.multiplier))
            return
        dummy = "_dummy" if before.players < HANDS and hand == DUMMY else ""
        self.add_log(self.t(f"qt_plays{dummy}{you}", name=self.name(seat), card=self.card_name(text)))
        if len(before.trick) == HANDS - 1:
            cards = (*before.trick, text)
            best = winning_index(cards)
            winner = trick_hands(before.players, before.dealer, before.leader)[best]
            self.add_log(self.taken_line(before, before.dealer, before.multiplier, winner, cards, "qt_takes",
                                         cards[best]))
            self.move_back_pegs(before, after, sides(before.players, before.dealer)[winner])
        if after.last_hand != before.last_hand:
            self.describe_hand_end(before, after)

    def move_back_pegs(self, before, after, side) -> None:
        """The back peg of the side that scored goes where its front peg was (both home in a new game)."""
        if after.game_number != before.game_number:
            self.back_pegs = (0, 0)
        else:
            self.back_pegs = tuple(before.team_scores[s] if s == side else self.back_pegs[s] for s in (0, 1))

    def rebuild_log(self) -> None:
        """Rewrite the log (and the back pegs) from the moves."""
        self.back_pegs = (0, 0)
        super().rebuild_log()

    def describe_hand_end(self, before, after) -> None:
        """Log the cachette, the three-player bonus, the hand's points, a game won and the next deal."""
        record = after.last_hand
        if record.cachette is not None:
            winner = record.tricks[-1].winner
            self.add_log(self.taken_line(before, record.dealer, record.multiplier, winner, record.cachette,
                                         "qt_takes_cachette"))
            if before.players < HANDS:
                self.add_log(self.t("qt_bonus", side=self.side_name(before, 1), points=THREE_PLAYER_BONUS))
        self.add_log(self.t("qt_hand_over", a=self.side_name(before, 0), pa=record.points[0],
                            b=self.side_name(before, 1), pb=record.points[1]))
        if len(after.games) > len(before.games):
            side, *scores = after.games[-1]
            self.add_log(self.t("qt_game_won", side=self.side_name(before, side), n=len(after.games),
                                a=scores[side], b=scores[1 - side]))
        if after.phase in (DOUBLING, PLAY):
            self.add_log(self.t("qt_deals", n=after.deal_number + 1, name=self.name(after.dealer)))

    # --- places ------------------------------------------------------------------------------------

    def position(self, state, hand) -> int:
        """Where a hand sits seen by the viewer: 0 bottom, 1 left, 2 top, 3 right."""
        order = table_order(state.players, state.dealer)
        return (order.index(hand) - order.index(self.viewer)) % HANDS

    def face_up(self, view, hand) -> bool:
        """Whether the viewer sees a hand's cards: their own, or the exposed dummy."""
        return hand == self.viewer or (hand == DUMMY and dummy_exposed(view))

    def plate_rect(self, view, hand) -> pygame.Rect:
        """The name plate of a hand."""
        pos = self.position(view, hand)
        if pos and self.face_up(view, hand):
            return pygame.Rect(DUMMY_PLATES[pos])
        return pygame.Rect(BACK_PLATES[pos])

    def active_hand(self, view) -> int:
        """The hand the viewer plays from now: the dummy when it is the viewer's to play, else their own."""
        if view.phase == PLAY and view.turn == DUMMY and view.players < HANDS and view.dealer == self.viewer:
            return DUMMY
        return self.viewer

    def card_rects(self, view, hand) -> list:
        """Where each card of a face-up hand lies (the selected card of the active hand raised)."""
        cards = view.hands[hand]
        pos = self.position(view, hand)
        size = HAND_SIZE if pos == 0 else DUMMY_SIZE
        n = len(cards)
        active = hand == self.active_hand(view)
        rects = []
        if pos in (0, 2):
            step = min(66 if pos == 0 else 44, (HAND_SPAN - size[0]) // max(1, n - 1))
            left = CENTRE[0] - (step * (n - 1) + size[0]) // 2
            for i, card in enumerate(cards):
                lift = 18 if active and card == self.selected else 0
                y = HAND_Y - lift if pos == 0 else 16 + lift
                rects.append(pygame.Rect(left + i * step, y, *size))
            return rects
        plate = self.plate_rect(view, hand)
        for i in range(n):
            row, column = divmod(i, SIDE_ROW_LENGTH)
            rects.append(pygame.Rect(plate.x + 5 + 24 * column, SIDE_ROWS_Y + 100 * row, *size))
        return rects

    def spot(self, view, hand):
        """The centre of a hand's card in the trick."""
        return SPOTS[self.position(view, hand)]

    def origin(self, view, hand, card):
        """Where a played card comes from: its place in a face-up hand, else the hand's plate."""
        if self.face_up(view, hand) and card in view.hands[hand]:
            return self.card_rects(view, hand)[view.hands[hand].index(card)].center
        return self.plate_rect(view, hand).center

    # --- input -------------------------------------------------------------------------------------

    def clickable_hands(self, view) -> list:
        """The hands whose cards the viewer may pick: their own, and the dummy when they deal it."""
        hands = [self.viewer]
        if view.players < HANDS and view.dealer == self.viewer and dummy_exposed(view):
            hands.append(DUMMY)
        return hands

    def card_at(self, view, pos):
        """The card under pos in a hand the viewer may play from, or None."""
        for hand in self.clickable_hands(view):
            for card, rect in reversed(list(zip(view.hands[hand], self.card_rects(view, hand)))):
                if rect.collidepoint(pos):
                    return card
        return None

    def on_event(self, event) -> None:
        """Mouse, touch and keys: pick and play cards, bid, show the last trick."""
        view = self.view()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.card_at(view, event.pos)
            if card is not None:
                self.drag = Drag(card, event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(view, event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event, view)

    def release(self, view, pos) -> None:
        """End of a click or drag: a dropped card is played, a clicked one picked (twice: played)."""
        drag, self.drag = self.drag, None
        if drag and drag.moved:
            if MAT.collidepoint(pos):
                self.play(drag.item)
            return
        if drag:
            self.click_card(view, drag.item)
        elif MAT.collidepoint(pos) and view.phase == PLAY:
            if self.selected is None:
                self.say(self.t("pick_card_first"))
            else:
                self.play(self.selected)

    def click_card(self, view, card) -> None:
        """Pick a card, saying at once why it cannot be played; a second click plays it."""
        if card == self.selected:
            self.play(card)
            return
        self.selected = card
        if self.my_turn() and view.phase == PLAY:
            reason = self.refusal_text(view, card)
            if reason:
                self.say(reason)

    def key(self, event, view) -> None:
        """Arrows pick a card, Enter or Up plays it; P, D, R pass, double, redouble; L the last trick."""
        if event.key in BID_KEYS:
            self.bid(BID_KEYS[event.key])
        elif event.key == pygame.K_l:
            self.toggle_last()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            cards = view.hands[self.active_hand(view)]
            if cards and cards[0] != "?":
                step = 1 if event.key == pygame.K_RIGHT else -1
                i = cards.index(self.selected) + step if self.selected in cards else (0 if step > 0 else -1)
                self.selected = cards[i % len(cards)]
        elif event.key in (pygame.K_UP, pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
            self.play(self.selected)

    def play(self, card) -> None:
        """Play a card, or say why it may not be played."""
        reason = self.refusal_text(self.view(), card) if self.my_turn() else None
        if reason:
            self.say(reason)
        elif self.try_move(card):
            self.selected = None
            self.show_last = False

    def bid(self, bid) -> None:
        """Pass, double or redouble, or say why not."""
        reason = self.refusal_text(self.view(), bid) if self.my_turn() else None
        if reason:
            self.say(reason)
        elif self.try_move(bid) and self.focus in self.bid_buttons:
            self.focus = None

    def toggle_last(self) -> None:
        """Show or hide the last trick in the middle of the table."""
        self.show_last = not self.show_last and last_trick(self.view()) is not None

    def update(self, dt) -> None:
        """The quint banner fades, then the shared turn-taking."""
        if self.banner:
            self.banner["left"] -= dt
            if self.banner["left"] <= 0:
                self.banner = None
        super().update(dt)

    # --- motion ------------------------------------------------------------------------------------

    def animate(self, before, after, text) -> None:
        """Fly the card to the trick; a full trick rests, then goes to its winner with any quints
        celebrated; at the end of a hand the cachette is shown and the hand's scores follow."""
        if text in BIDS:
            return
        view = before.view(self.viewer)
        hand = before.turn
        start = self.origin(view, hand, text)
        image = face(text, TRICK_SIZE)
        if len(before.trick) < HANDS - 1:
            self.fly(Flight(image, start, self.spot(view, hand), ARRIVE_S, 0.0, "trick"))
            return
        cards = (*before.trick, text)
        order = trick_hands(before.players, before.dealer, before.leader)
        winner = order[winning_index(cards)]
        goal = self.plate_rect(view, winner).center
        for h, card in zip(order, cards):
            arrive = ARRIVE_S if h == hand else 0.0
            self.fly(TrickCard(face(card, TRICK_SIZE), start if h == hand else self.spot(view, h),
                               self.spot(view, h), goal, arrive, REST_S + ARRIVE_S - arrive, LEAVE_S))
        self.app.sounds.play("take")
        found = list(quints(cards))
        side = sides(before.players, before.dealer)[winner]
        record = after.last_hand if after.last_hand != before.last_hand else None
        if record and record.cachette:
            found += quints(record.cachette)
            self.fly_cachette(record.cachette, goal)
            self.queue_panel(self.hand_panel(before, after))
        if found:
            self.celebrate(found, self.side_name(before, side))

    def fly_cachette(self, cachette, goal) -> None:
        """The five cards of the cachette turn up in the middle, then go to the side that took them."""
        delay = ARRIVE_S + REST_S + LEAVE_S
        for i, card in enumerate(cachette):
            spot = (CENTRE[0] - 2 * 60 + 60 * i, CENTRE[1])
            self.fly(TrickCard(face(card, TRICK_SIZE), CACHETTE, spot, goal, 0.35, 1.2, LEAVE_S, delay + 0.06 * i))

    def celebrate(self, found, side) -> None:
        """The quint banner: each quint named with its points, and the side that scored them."""
        total = sum(points for _, points in found)
        lines = " · ".join(f"{self.quint_name(name)} {points}" for name, points in found)
        self.banner = {"lines": lines, "points": self.t("qt_quint_points", points=total, side=side),
                       "left": BANNER_S}

    def hand_panel(self, before, after) -> HandPanel:
        """The end-of-hand panel: tricks, quints and points per side, and the cachette taken."""
        record = after.last_hand
        side_of = sides(before.players, record.dealer)
        cachette_side = side_of[record.tricks[-1].winner]
        rows = []
        for side in (0, 1):
            won = [t for t in record.tricks if side_of[t.winner] == side]
            quint_total = sum(quint_points(t.cards) for t in won)
            if side == cachette_side:
                quint_total += quint_points(record.cachette)
            cells = [self.side_name(before, side, record.dealer), str(len(won)), str(quint_total),
                     str(record.points[side])]
            if before.players == HANDS:
                cells.append(str(after.games[-1][1 + side] if len(after.games) > len(before.games)
                                 else after.team_scores[side]))
            rows.append(cells)
        header = [self.t("qt_col_side"), self.t("qt_col_tricks"), self.t("qt_col_quints"), self.t("qt_col_hand")]
        if before.players == HANDS:
            header.append(self.t("qt_col_score"))
            subtitle = self.t("qt_goal_line", goal=GOAL)
        else:
            subtitle = " · ".join(f"{self.name(p)} {after.totals[p]}" for p in range(before.players))
        caption = self.t("qt_cachette_to", side=self.side_name(before, cachette_side, record.dealer))
        return HandPanel(self.app, self.t("qt_hand_title", n=before.deal_number + 1), subtitle, header, rows,
                         record.cachette, caption)

    def hand_records(self) -> list:
        """Every finished hand's record in this match, from the history."""
        history = self.match.history
        return [after.last_hand for before, after in zip(history, history[1:]) if after.last_hand != before.last_hand]

    def show_result(self) -> None:
        """The final panel: per side and game with four players, per player and hand with three."""
        state = self.state
        outcome = state.outcome()
        names = ", ".join(self.name(w) for w in outcome.winners)
        title = self.t("winners" if len(outcome.winners) > 1 else "winner", names=names)
        if state.players == HANDS:
            won = outcome.winners[0] % 2
            title = self.t("qt_victory", side=self.side_name(state, won, 0), a=state.totals[won],
                           b=state.totals[1 - won])
            header = [self.t("qt_col_side")] + [self.t("qt_game_n", n=i + 1) for i in range(len(state.games))]
            header.append(self.t("total"))
            rows = [[self.side_name(state, s, 0)] + [str(g[1 + s]) for g in state.games] + [str(state.totals[s])]
                    for s in (0, 1)]
            highlight = {won}
        else:
            records = self.hand_records()
            header = [self.t("players")] + [self.t("qt_hand_n", n=i + 1) for i in range(len(records))]
            header.append(self.t("total"))
            rows = [[self.name(p)] + [str(r.points[sides(state.players, r.dealer)[p]]) for r in records]
                    + [str(state.totals[p])] for p in range(state.players)]
            highlight = set(outcome.winners)
        self.queue_panel(ResultPanel(self.app, self.t("game_over"), title, header, rows, self.result_actions(),
                                     highlight))

    # --- drawing -----------------------------------------------------------------------------------

    def look_extra(self) -> tuple:
        """The selection, a drag, the last trick shown and the banner change the picture."""
        drag = self.drag.look() if self.drag else None
        banner = (self.banner["lines"], int(self.banner["left"] * 8)) if self.banner else None
        return self.selected, drag, self.show_last, banner

    def draw_table(self, surface) -> None:
        """The whole table from the viewer's view."""
        view = self.view()
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.translucent_panel(surface, MAT, theme.FELT_DARK, 90, 40)
        for hand in range(HANDS):
            self.draw_plate(surface, view, hand)
            if self.position(view, hand) and self.face_up(view, hand):
                self.draw_hand(surface, view, hand)
        self.draw_cachette(surface, view)
        if view.phase == DOUBLING and not self.flights.count("gather"):
            self.doubling.draw(surface, view)
        elif self.showing_last(view):
            self.draw_last_trick(surface, view)
        else:
            self.draw_trick(surface, view)
        self.draw_hand(surface, view, self.viewer)
        self.draw_status(surface, view)
        self.draw_scores(surface, view)
        self.draw_chrome(surface)
        self.draw_banner(surface)
        self.draw_drag(surface)

    def draw_buttons(self, surface) -> None:
        """The shared buttons; the bid buttons on show only during the doubling round, the hinted one lit."""
        doubling = self.state.phase == DOUBLING and not self.flights.count("gather")
        shown = self.doubling.shown(self.view()) if doubling else []
        for button in self.buttons:
            if button in self.bid_buttons and button not in shown:
                continue
            button.draw(surface, button is self.hover, button is self.focus)
        if doubling and self.hint_move in BIDS:
            draw.glow(surface, self.bid_buttons[BIDS.index(self.hint_move)].rect, theme.CREAM, 12, 3)

    def showing_last(self, view) -> bool:
        """Whether the last trick is shown (toggled, or the button hovered)."""
        return (self.show_last or self.hover is self.last_button) and last_trick(view) is not None

    def draw_plate(self, surface, view, hand) -> None:
        """A hand's plate: name, who plays it, dealer chip, what it said, tricks taken, cards left."""
        rect = self.plate_rect(view, hand)
        to_play = view.turn == hand and view.phase in (DOUBLING, PLAY)
        if to_play:
            draw.glow(surface, rect, theme.GOLD, 14)
        draw.translucent_panel(surface, rect, alpha=110)
        draw.text(surface, self.hand_name(view, hand), 18, theme.GOLD if to_play else theme.CREAM,
                  (rect.x + 12, rect.y + 6), "bold")
        if view.players < HANDS and hand == DUMMY:
            label = self.t("qt_played_by", name=self.name(view.dealer))
        else:
            kind = self.match.seats[hand]
            label = self.t("human") if kind == "human" else self.t(f"ai_{kind}")
        if rect.height > 50:
            draw.text(surface, label, 14, (170, 200, 180), (rect.x + 12, rect.y + 28))
        tricks = sum(1 for t in view.tricks if t.winner == hand)
        draw.text(surface, self.t("qt_tricks", n=tricks), 14, theme.GOLD, (rect.right - 10, rect.y + 8), "bold",
                  "topright")
        said = dict(view.bids).get(hand)
        if said and (view.phase == DOUBLING or said != "pass"):
            tag = self.t(f"qt_tag_{said}")
            pill = theme.font(14, "bold").size(tag)
            pill = pygame.Rect(rect.right - 16 - pill[0], rect.y + 28, *pill)
            draw.rounded(surface, pill.inflate(12, 4), theme.CREAM, 9)
            draw.text(surface, tag, 14, theme.INK, pill.center, "bold", "center")
        if hand == view.dealer:
            self.dealer_chip(surface, (rect.right + 14, rect.y + 16))
        if not self.face_up(view, hand):
            for i in range(len(view.hands[hand])):
                surface.blit(card_art.back(MINI_SIZE), (rect.x + 12 + i * 9, rect.bottom - MINI_SIZE[1] - 6))

    def dealer_chip(self, surface, centre) -> None:
        """The dealer's button."""
        pygame.draw.circle(surface, theme.CREAM, centre, 11)
        pygame.draw.circle(surface, theme.GOLD_DARK, centre, 11, 2)
        draw.text(surface, self.t("qt_dealer_letter"), 13, theme.INK, centre, "bold", "center")

    def card_look(self, view, hand, card) -> str:
        """How a card of a face-up hand is drawn: "playable" (ringed) or "dimmed" while the viewer
        plays from that hand, else "plain"."""
        if not (self.my_turn() and view.phase == PLAY and hand == self.active_hand(view)):
            return "plain"
        return "playable" if card in playable_cards(view) else "dimmed"

    def draw_hand(self, surface, view, hand) -> None:
        """A face-up hand: when it is the viewer's to play, playable cards ringed and the rest dimmed."""
        size = HAND_SIZE if self.position(view, hand) == 0 else DUMMY_SIZE
        dragged = self.drag.item if self.drag and self.drag.moved else None
        for card, rect in zip(view.hands[hand], self.card_rects(view, hand)):
            if card == dragged:
                continue
            image = face(card, size)
            card_art.lay(surface, image, rect)
            look = self.card_look(view, hand, card)
            if look == "dimmed":
                self.dim_card(surface, rect)
            elif look == "playable":
                selected = card == self.selected
                draw.glow(surface, rect, theme.GOLD if selected else (235, 220, 170), 10, 3 if selected else 2,
                          230 if selected else 110)
            if card == self.hint_move and hand == self.active_hand(view):
                draw.glow(surface, rect, theme.CREAM, 10, 4)

    def dim_card(self, surface, rect) -> None:
        """Grey out an unplayable card."""
        key = ("qt_dim", rect.size)
        veil = card_art.cached(key, lambda: _veil(rect.size))
        surface.blit(veil, rect)

    def draw_cachette(self, surface, view) -> None:
        """The cachette: five cards face down until the last trick takes them."""
        count = len(view.cachette)
        for i in range(count):
            image = card_art.back(MINI_SIZE)
            rect = image.get_rect(center=(CACHETTE[0] - 2 * 10 + 10 * i, CACHETTE[1]))
            if i == 0:
                surface.blit(card_art.lifted(image), (rect.x - 8, rect.y + 2))
            surface.blit(image, rect)
        if count:
            draw.text(surface, self.t("qt_cachette"), 15, theme.CREAM, (CACHETTE[0], CACHETTE[1] + 28), "bold",
                      "midtop")

    def draw_trick(self, surface, view) -> None:
        """The trick in play, the cards still flying left out."""
        played = current_trick(view)
        flying = self.flights.count("trick")
        for hand, card in played[: len(played) - flying]:
            self.draw_trick_card(surface, view, hand, card)
        if not played and not self.flights.busy():
            led = self.t("qt_lead", name=self.hand_name(view, view.turn)) if view.phase == PLAY else ""
            draw.text(surface, led, 16, (170, 200, 180), CENTRE, "ui", "center")

    def draw_trick_card(self, surface, view, hand, card, glow=False) -> None:
        """One card of a trick on its hand's spot."""
        image = face(card, TRICK_SIZE)
        rect = image.get_rect(center=self.spot(view, hand))
        card_art.lay(surface, image, rect)
        if glow:
            draw.glow(surface, rect, theme.GOLD, 10, 3)

    def draw_last_trick(self, surface, view) -> None:
        """The last trick, its winning card ringed, with who took it."""
        trick = last_trick(view)
        order = trick_hands(view.players, view.dealer, trick.leader)
        for hand, card in zip(order, trick.cards):
            self.draw_trick_card(surface, view, hand, card, hand == trick.winner)
        label = self.t("qt_last_by", name=self.hand_name(view, trick.winner))
        draw.text(surface, label, 16, theme.GOLD, (MAT.centerx, MAT.y - 26), "bold", "midtop")

    def draw_status(self, surface, view) -> None:
        """Whose turn, in words."""
        if view.current_player is None:
            text = self.t("game_over")
        elif self.my_turn():
            hint = self.doubling.hint_key(view) if view.phase == DOUBLING else (
                "qt_hint_dummy" if self.active_hand(view) == DUMMY else "qt_hint_play")
            text = self.t("your_turn", hint=self.t(hint))
        else:
            text = self.thinking_text()
        draw.text(surface, text, 20, theme.CREAM, (CENTRE[0], 504), "bold", "midtop")

    def draw_scores(self, surface, view) -> None:
        """The score board: a peg track to 250 per side (or this hand's points with three players)."""
        rect = SCORE_RECT
        draw.translucent_panel(surface, rect, alpha=80)
        if view.players == HANDS:
            title = self.t("qt_score_to", goal=GOAL)
        else:
            title = self.t("qt_hand_of", n=view.deal_number + 1)
        draw.text(surface, title, 16, theme.GOLD, (rect.x + 12, rect.y + 8), "bold")
        chip = pygame.Rect(rect.right - 62, rect.y + 6, 50, 24)
        draw.rounded(surface, chip, theme.ALERT if view.multiplier > 1 else theme.FELT_LIGHT, 12)
        draw.text(surface, f"×{view.multiplier}", 16, theme.CREAM, chip.center, "bold", "center")
        mine = sides(view.players, view.dealer)[self.viewer]
        for side in (0, 1):
            self.draw_track(surface, view, side, rect.y + 40 + 84 * side, side == mine)
        if view.players < HANDS:
            totals = " · ".join(f"{self.name(p)} {view.totals[p]}" for p in range(view.players))
            draw.text(surface, self.t("qt_totals", totals=totals), 14, theme.CREAM, (rect.x + 12, rect.bottom - 26))
        elif view.rubber:
            games = self.t("qt_games", a=self.side_name(view, 0), b=self.side_name(view, 1),
                           na=sum(1 for g in view.games if g[0] == 0), nb=sum(1 for g in view.games if g[0] == 1))
            draw.text(surface, games, 14, theme.CREAM, (rect.x + 12, rect.bottom - 26))

    def draw_track(self, surface, view, side, y, mine) -> None:
        """One side's line of the board: name and score, the peg track with its goal, the hand so far."""
        x, width = SCORE_RECT.x + 12, SCORE_RECT.width - 24
        colour = theme.GOLD if mine else theme.CREAM
        draw.text(surface, self.side_name(view, side), 16, colour, (x, y), "bold")
        draw.text(surface, str(view.team_scores[side]), 18, colour, (x + width, y - 2), "bold", "topright")
        track = pygame.Rect(x, y + 26, width - 10, 16)
        draw.rounded(surface, track, theme.WOOD, 8)
        draw.rounded(surface, track, theme.WOOD_DARK, 8, 2)
        goal = GOAL if view.players == HANDS else max(100, *view.team_scores)
        holes = goal // PEG_STEP
        for i in range(1, holes + 1):
            hx = track.x + 6 + (track.width - 12) * i // holes
            pygame.draw.circle(surface, theme.WOOD_DARK if i % 5 else theme.GOLD_DARK, (hx, track.centery), 2)
        if view.players == HANDS:
            flag = (track.right + 2, track.y - 6)
            pygame.draw.polygon(surface, theme.ALERT, [flag, (flag[0] + 9, flag[1] + 4), (flag[0], flag[1] + 8)])
            pygame.draw.line(surface, theme.CREAM, flag, (flag[0], track.bottom + 2), 2)
            back = self.back_pegs[side]
            if back:
                self.peg(surface, track, back, goal, colour, False)
        self.peg(surface, track, view.team_scores[side], goal, colour, True)
        points = view.hand_points[side]
        line = self.t("qt_this_hand", points=points) if view.players == HANDS else self.t("qt_bar_points",
                                                                                         points=points)
        draw.text(surface, line, 14, (170, 200, 180), (x, y + 48))

    def peg(self, surface, track, score, goal, colour, front) -> None:
        """A peg in the track: the front peg solid, the back peg a ring."""
        px = track.x + 6 + (track.width - 12) * min(score, goal) // goal
        pygame.draw.circle(surface, theme.INK, (px + 1, track.centery + 2), 7)
        pygame.draw.circle(surface, colour, (px, track.centery), 7 if front else 6, 0 if front else 3)

    def draw_banner(self, surface) -> None:
        """The quint banner over the middle of the table, fading out at its end."""
        if not self.banner:
            return
        left = self.banner["left"]
        alpha = int(255 * min(1.0, left / 0.5, (BANNER_S - left) / 0.2 + 0.3))
        layer = card_art.cached(("qt_banner", self.banner["lines"], self.banner["points"]), self.paint_banner)
        layer.set_alpha(alpha)
        surface.blit(layer, layer.get_rect(center=(CENTRE[0], CENTRE[1] - 6)))

    def paint_banner(self) -> pygame.Surface:
        """The banner's picture: a gold ribbon with stars, "Quint!", the quints and their points."""
        lines = draw.wrap(self.banner["lines"], 18, 440)
        height = 92 + 22 * len(lines)
        layer = pygame.Surface((520, height + 16), pygame.SRCALPHA)
        ribbon = pygame.Rect(8, 4, 504, height)
        draw.shadowed_panel(layer, ribbon, theme.PAPER, 18, theme.GOLD, 3)
        draw.rounded(layer, ribbon.inflate(-10, -10), theme.GOLD, 14, 1)
        draw.text(layer, self.t("qt_quint"), 34, theme.GOLD_DARK, (ribbon.centerx, ribbon.y + 8), "title", "midtop")
        for star in (ribbon.centerx - 110, ribbon.centerx + 110):
            card_art.symbol(layer, "star", theme.GOLD, (star, ribbon.y + 30), 10)
        for i, line in enumerate(lines):
            draw.text(layer, line, 18, theme.INK, (ribbon.centerx, ribbon.y + 52 + 22 * i), "bold", "midtop")
        draw.text(layer, self.banner["points"], 18, theme.ALERT, (ribbon.centerx, ribbon.bottom - 30), "bold",
                  "midtop")
        return layer

    def draw_drag(self, surface) -> None:
        """The card being dragged, under the pointer."""
        if self.drag:
            self.drag.draw(surface, face(self.drag.item, HAND_SIZE))


def _veil(size) -> pygame.Surface:
    """A translucent card-shaped shade for unplayable cards."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (20, 30, 25, 120), veil.get_rect(), border_radius=card_art.CARD_RADIUS)
    return veil
