"""Quinto's table: the open rows with their heads, the phase and point stack, the players' won point
cards, your hand, and the "new row" slot; cards go by click, drag or keyboard."""
from __future__ import annotations

import re
from collections import Counter

import pygame

from game.cards import HIDDEN
from game.core import best_players
from game.quinto.components import QUINTO
from game.quinto.deck import BASE, COLOUR_LETTERS, HAND_CARDS, NUMBERS, PLAYED_CARDS, SHAPE_LETTERS, card_name
from game.quinto.gifts import GIVE, point_of
from game.quinto.rules import ASS, END, MAY_OPEN, MUST_OPEN, NEW, ORIGINAL, PASS, PHASES, Move
from game.quinto.scoring import (
    CUMULATIVE_BONUS,
    breakdown,
    cumulative_totals,
    match_wins,
    round_scores,
    round_win_count,
    side_scores,
    sides,
)
from game.quinto.table import destinations, rows_for_table

from . import card_art, draw, quinto_art, theme
from .drag import Drag
from .i18n import add_strings
from .motion import Flight
from .quinto_gift import GiftPrompt, animate_gift, draw_redeal_banner, gift_log, redeal_log
from .quinto_panels import BreakdownPanel, FirstDrawPanel
from .table import ResultPanel, TableScene
from .widgets import Button

ROW_AREA = pygame.Rect(188, 10, 790, 480)
CELL_W, CELL_H, CELL_GAP, LINE_PITCH = 389, 114, 12, 120
VISIBLE_LINES = 4
SLOT_X, SLOT_Y, SLOT_STEP = 62, 24, 64
HEAD_OFFSET = (8, 30)
HAND_Y = 548
HAND_GAP = 100
HAND_CX = 583
NEW_SLOT = pygame.Rect(210, HAND_Y, 88, 126)
PHASE_RECT = pygame.Rect(12, 10, 164, 156)
STACK_RECT = pygame.Rect(12, 176, 164, 176)
PILE_RECT = pygame.Rect(12, 362, 164, 128)
MATCH_RECT = pygame.Rect(12, 548, 164, 126)
PLAYERS_RECT = pygame.Rect(990, 330, 270, 324)
STACK_SPOT = (60, 268)
OFFERED_SPOT = (132, 268)
PILE_SPOT = (56, 426)
OUT_SPOT = (132, 426)
TABLE = quinto_art.TABLE_SIZE
HAND = quinto_art.HAND_SIZE
PLAY_S, REST_S, LEAVE_S = 0.32, 0.4, 0.45
PROMPT_W, PROMPT_H = 230, 104
KEY_SPECIALS = {pygame.K_e: END, pygame.K_p: PASS}

STRINGS = {
    "en": {
        "opt_rules": "Rules",
        "opt_four_vier": "Four VIER (4) word cards",
        "opt_variant": "Variant",
        "opt_rounds": "Rounds (cumulative)",
        "opt_rules_original": "Sackson's original", "opt_rules_ass": "German edition",
        "opt_variant_none": "none", "opt_variant_teams": "teams",
        "opt_variant_double_or_triple": "double or triple", "opt_variant_cumulative": "cumulative",
        "quinto_w_orange": "orange", "quinto_w_red": "red", "quinto_w_green": "green", "quinto_w_blue": "blue",
        "quinto_w_circle": "circle", "quinto_w_triangle": "triangle", "quinto_w_square": "square",
        "quinto_w_hexagon": "hexagon", "quinto_w_1": "one", "quinto_w_2": "two", "quinto_w_3": "three",
        "quinto_w_4": "four",
        "quinto_pl_circle": "circles", "quinto_pl_triangle": "triangles", "quinto_pl_square": "squares",
        "quinto_pl_hexagon": "hexagons",
        "quinto_pl_c_orange": "orange", "quinto_pl_c_red": "red", "quinto_pl_c_green": "green",
        "quinto_pl_c_blue": "blue",
        "quinto_pc_red": "red", "quinto_pc_yellow": "yellow", "quinto_pc_blue": "blue",
        "quinto_combo": "{n} {colour} {shape}",
        "quinto_word_card": "the word {word}",
        "quinto_a_bridge": "a bridge",
        "quinto_wb": "word-or-bridge {word}",
        "quinto_wb_word": "the word {word} (word-or-bridge)",
        "quinto_wb_bridge": "a bridge (word-or-bridge {word})",
        "quinto_bridge_word": "bridge",
        "quinto_or": "or",
        "quinto_point": "the {colour} {value}",
        "quinto_phase_red": "red", "quinto_phase_yellow": "yellow", "quinto_phase_blue": "blue",
        "quinto_phase": "Phase",
        "quinto_phase_help_red": "Completing a row takes its point card.",
        "quinto_phase_help_yellow": "Completing another's row also takes one of his point cards.",
        "quinto_phase_help_blue": "Completing another's row also takes one of his yellow or blue cards.",
        "quinto_points_left": "Point cards: {n}",
        "quinto_face_up": "face up",
        "quinto_draw": "Draw pile",
        "quinto_out": "Out of play",
        "quinto_row": "Row {id}",
        "quinto_row_of": "Row {id} · {name}",
        "quinto_this_turn": "this turn",
        "quinto_new_row": "New row",
        "quinto_new_row_you": "in front of you",
        "quinto_end_turn": "End turn",
        "quinto_pass": "Pass",
        "quinto_word": "Word",
        "quinto_bridge": "Bridge",
        "quinto_ask_face": "Play {card} as:",
        "quinto_more_rows": "{first}–{last} of {n} rows",
        "quinto_hint_text": "drag or click a card onto a lit row",
        "quinto_hint_continue": "add to row {id}, or end your turn",
        "quinto_hint_must_open": "open a new row in front of you",
        "quinto_hint_may_open": "you may open a new row, or end your turn",
        "quinto_hint_pass": "you cannot play: pass",
        "quinto_hint_opening": "open your own row",
        "quinto_cards_n": "{n} cards",
        "quinto_shown": "hand shown",
        "quinto_team": "team {team}",
        "quinto_score_now": "{score} pts",
        "quinto_rules_original": "Sackson's original rules",
        "quinto_rules_ass": "German edition rules",
        "quinto_variant_none": "One round",
        "quinto_variant_teams": "Teams: partners opposite",
        "quinto_variant_double_or_triple": "Double or triple",
        "quinto_variant_cumulative": "Cumulative, {n} rounds",
        "quinto_round_n": "Round {n}",
        "quinto_wins": "Wins {a} – {b}",
        "quinto_totals": "Totals {scores}",
        # log
        "quinto_log_opens": "{name} opens row {id} with {card}{headed}. ({text})",
        "quinto_log_opens_you": "You open row {id} with {card}{headed}. ({text})",
        "quinto_log_headed": ", headed by {point}",
        "quinto_log_plays": "{name} plays {card} on row {id} ({owner}). ({text})",
        "quinto_log_plays_you": "You play {card} on row {id} ({owner}). ({text})",
        "quinto_own_row": "own row",
        "quinto_whose_row": "{name}'s row",
        "quinto_your_row": "your row",
        "quinto_log_quinto": "Row {id} is a quinto: its cards leave the game.",
        "quinto_log_takes": "{name} takes {point}.",
        "quinto_log_takes_you": "You take {point}.",
        "quinto_log_gives": "{giver} gives {point} to {name}.",
        "quinto_log_must_open": "{name} must now open a new row.",
        "quinto_log_must_open_you": "You must now open a new row in front of you.",
        "quinto_log_may_open": "{name} may open a new row, or end the turn.",
        "quinto_log_may_open_you": "You may open a new row in front of you, or end your turn.",
        "quinto_log_ends": "{name} ends the turn and draws {n}.",
        "quinto_log_ends_you": "You end your turn and draw {n}.",
        "quinto_log_pass": "{name} cannot play, shows the hand and passes.",
        "quinto_log_pass_you": "You cannot play: you show your hand and pass.",
        "quinto_log_round_over": "Nobody can play any more: the round is over.",
        "quinto_log_scores": "Scores: {scores}.",
        "quinto_log_winners": "The game is over; {names} won.",
        "quinto_move_row": "{card} on row {id}",
        "quinto_move_new": "{card} on a new row",
        "quinto_quinto": "Quinto!",
        # panels
        "quinto_first_title": "Who starts?",
        "quinto_first_sub": "Each player draws a card: the highest number starts; ties draw again.",
        "quinto_first_again": "draw {n}",
        "quinto_first_starts": "{name} drew the highest number and starts.",
        "quinto_no_number": "0",
        "quinto_b_won": "Point cards won",
        "quinto_b_rows": "Own unfinished rows",
        "quinto_b_row": "row {id}, {cards}: {value}",
        "quinto_b_row_short": "row {id}, {cards}: short",
        "quinto_b_row_ass": "row {id}, {cards}",
        "quinto_card_1": "1 card",
        "quinto_you_win": "You win!",
        "quinto_b_negated": "Short row: total negated",
        "quinto_b_round": "Round score",
        "quinto_b_team": "Team total",
        "quinto_b_bonus": "Round winner's bonus",
        "quinto_b_rounds": "Rounds so far",
        "quinto_b_match": "Match total",
        "quinto_b_round_wins": "Wins this round",
        "quinto_b_match_wins": "Match wins",
        "quinto_yes": "yes",
        "quinto_round_sub": "The score row by row; the next round follows.",
        "quinto_final_sub_rows": "The last round row by row.",
        # refusals (French only: English shows the engine's words)
    },
    "fr": {
        "opt_rules": "Règles",
        "opt_four_vier": "Quatre cartes mot VIER (4)",
        "opt_variant": "Variante",
        "opt_rounds": "Manches (cumulatif)",
        "opt_rules_original": "originales de Sackson", "opt_rules_ass": "édition allemande",
        "opt_variant_none": "aucune", "opt_variant_teams": "équipes",
        "opt_variant_double_or_triple": "double ou triple", "opt_variant_cumulative": "cumulatif",
        "quinto_w_orange": "orange", "quinto_w_red": "rouge", "quinto_w_green": "vert", "quinto_w_blue": "bleu",
        "quinto_w_circle": "cercle", "quinto_w_triangle": "triangle", "quinto_w_square": "carré",
        "quinto_w_hexagon": "hexagone", "quinto_w_1": "un", "quinto_w_2": "deux", "quinto_w_3": "trois",
        "quinto_w_4": "quatre",
        "quinto_pl_circle": "cercles", "quinto_pl_triangle": "triangles", "quinto_pl_square": "carrés",
        "quinto_pl_hexagon": "hexagones",
        "quinto_pl_c_orange": "orange", "quinto_pl_c_red": "rouges", "quinto_pl_c_green": "verts",
        "quinto_pl_c_blue": "bleus",
        "quinto_pc_red": "rouge", "quinto_pc_yellow": "jaune", "quinto_pc_blue": "bleu",
        "quinto_combo": "{n} {shape} {colour}",
        "quinto_word_card": "le mot {word}",
        "quinto_a_bridge": "un pont",
        "quinto_wb": "mot-ou-pont {word}",
        "quinto_wb_word": "le mot {word} (mot-ou-pont)",
        "quinto_wb_bridge": "un pont (mot-ou-pont {word})",
        "quinto_bridge_word": "pont",
        "quinto_or": "ou",
        "quinto_point": "le {value} {colour}",
        "quinto_phase_red": "rouge", "quinto_phase_yellow": "jaune", "quinto_phase_blue": "bleue",
        "quinto_phase": "Phase",
        "quinto_phase_help_red": "Compléter une rangée rapporte sa carte points.",
        "quinto_phase_help_yellow": "Compléter la rangée d’un autre prend aussi une de ses cartes points.",
        "quinto_phase_help_blue": "Compléter la rangée d’un autre prend aussi une de ses cartes jaunes ou bleues.",
        "quinto_points_left": "Cartes points : {n}",
        "quinto_face_up": "visible",
        "quinto_draw": "Pioche",
        "quinto_out": "Hors jeu",
        "quinto_row": "Rangée {id}",
        "quinto_row_of": "Rangée {id} · {name}",
        "quinto_this_turn": "ce tour",
        "quinto_new_row": "Nouvelle rangée",
        "quinto_new_row_you": "devant vous",
        "quinto_end_turn": "Finir le tour",
        "quinto_pass": "Passer",
        "quinto_word": "Mot",
        "quinto_bridge": "Pont",
        "quinto_ask_face": "Jouer {card} comme :",
        "quinto_more_rows": "{first}–{last} sur {n} rangées",
        "quinto_hint_text": "glissez ou cliquez une carte vers une rangée éclairée",
        "quinto_hint_continue": "complétez la rangée {id}, ou finissez le tour",
        "quinto_hint_must_open": "ouvrez une nouvelle rangée devant vous",
        "quinto_hint_may_open": "ouvrez une nouvelle rangée, ou finissez le tour",
        "quinto_hint_pass": "vous ne pouvez pas jouer : passez",
        "quinto_hint_opening": "ouvrez votre propre rangée",
        "quinto_cards_n": "{n} cartes",
        "quinto_shown": "main montrée",
        "quinto_team": "équipe {team}",
        "quinto_score_now": "{score} pts",
        "quinto_rules_original": "Règles originales de Sackson",
        "quinto_rules_ass": "Règles de l'édition allemande",
        "quinto_variant_none": "Une manche",
        "quinto_variant_teams": "Équipes : partenaires en face",
        "quinto_variant_double_or_triple": "Double ou triple",
        "quinto_variant_cumulative": "Cumulatif, {n} manches",
        "quinto_round_n": "Manche {n}",
        "quinto_wins": "Victoires {a} – {b}",
        "quinto_totals": "Totaux {scores}",
        "quinto_log_opens": "{name} ouvre la rangée {id} avec {card}{headed}. ({text})",
        "quinto_log_opens_you": "Vous ouvrez la rangée {id} avec {card}{headed}. ({text})",
        "quinto_log_headed": ", sous {point}",
        "quinto_log_plays": "{name} joue {card} sur la rangée {id} ({owner}). ({text})",
        "quinto_log_plays_you": "Vous jouez {card} sur la rangée {id} ({owner}). ({text})",
        "quinto_own_row": "la sienne",
        "quinto_whose_row": "celle de {name}",
        "quinto_your_row": "la vôtre",
        "quinto_log_quinto": "La rangée {id} est un quinto : ses cartes quittent le jeu.",
        "quinto_log_takes": "{name} prend {point}.",
        "quinto_log_takes_you": "Vous prenez {point}.",
        "quinto_log_gives": "{giver} donne {point} à {name}.",
        "quinto_log_must_open": "{name} doit maintenant ouvrir une nouvelle rangée.",
        "quinto_log_must_open_you": "Vous devez maintenant ouvrir une nouvelle rangée devant vous.",
        "quinto_log_may_open": "{name} peut ouvrir une nouvelle rangée ou finir son tour.",
        "quinto_log_may_open_you": "Vous pouvez ouvrir une nouvelle rangée devant vous ou finir votre tour.",
        "quinto_log_ends": "{name} finit son tour et pioche {n}.",
        "quinto_log_ends_you": "Vous finissez votre tour et piochez {n}.",
        "quinto_log_pass": "{name} ne peut pas jouer, montre sa main et passe.",
        "quinto_log_pass_you": "Vous ne pouvez pas jouer : vous montrez votre main et passez.",
        "quinto_log_round_over": "Plus personne ne peut jouer : la manche est finie.",
        "quinto_log_scores": "Scores : {scores}.",
        "quinto_log_winners": "La partie est finie ; victoire de {names}.",
        "quinto_move_row": "{card} sur la rangée {id}",
        "quinto_move_new": "{card} sur une nouvelle rangée",
        "quinto_quinto": "Quinto !",
        "quinto_first_title": "Qui commence ?",
        "quinto_first_sub": "Chacun tire une carte : le plus grand nombre commence ; les ex æquo retirent.",
        "quinto_first_again": "tirage {n}",
        "quinto_first_starts": "{name} a tiré le plus grand nombre et commence.",
        "quinto_no_number": "0",
        "quinto_b_won": "Cartes points gagnées",
        "quinto_b_rows": "Rangées à soi inachevées",
        "quinto_b_row": "rangée {id}, {cards} : {value}",
        "quinto_b_row_short": "rangée {id}, {cards} : courte",
        "quinto_b_row_ass": "rangée {id}, {cards}",
        "quinto_card_1": "1 carte",
        "quinto_you_win": "Vous gagnez !",
        "quinto_b_negated": "Rangée courte : total négatif",
        "quinto_b_round": "Score de la manche",
        "quinto_b_team": "Total de l'équipe",
        "quinto_b_bonus": "Prime du vainqueur",
        "quinto_b_rounds": "Manches jouées",
        "quinto_b_match": "Total du match",
        "quinto_b_round_wins": "Victoires de la manche",
        "quinto_b_match_wins": "Victoires du match",
        "quinto_yes": "oui",
        "quinto_round_sub": "Le score rangée par rangée ; la manche suivante suit.",
        "quinto_final_sub_rows": "La dernière manche rangée par rangée.",
        "quinto_r_complete": "Cette rangée est déjà complète.",
        "quinto_r_bridge_start": "Un pont ne peut pas commencer une rangée.",
        "quinto_r_bridge_fifth": "Un pont ne peut jamais être la cinquième carte d'une rangée.",
        "quinto_r_bridge_bridge": "Un pont relie deux mots ; il ne peut pas suivre un autre pont.",
        "quinto_r_bridge_combo": "Un pont relie deux mots ; il ne peut pas suivre une combinaison ({a}).",
        "quinto_r_after_bridge": "Après un pont, la carte suivante doit être un mot, pas {a}.",
        "quinto_r_word_word": "Un mot ne peut suivre que le même mot : {a} ne peut pas suivre {b}.",
        "quinto_r_not_shown_prev": "{a} ne montre pas {w}, le mot qu'elle suivrait.",
        "quinto_r_not_shown": "{a} ne montre pas {w}.",
        "quinto_r_no_share": "{a} n'a ni couleur, ni forme, ni nombre en commun avec {b}.",
        "quinto_r_no_card": "Jouez au moins une carte avant de finir votre tour.",
        "quinto_r_must_open": "Après un quinto, vous devez ouvrir une nouvelle rangée devant vous.",
        "quinto_r_no_pass": "Vous pouvez encore jouer une carte : vous ne pouvez pas passer.",
        "quinto_r_not_held": "Vous n'avez pas {a}.",
        "quinto_r_new_only": "Après un quinto, vous ne pouvez qu'ouvrir une nouvelle rangée devant vous.",
        "quinto_r_one_row": "Toutes les cartes d'un tour vont dans une seule rangée : ce tour, la rangée {n}.",
        "quinto_r_no_complete": "Vous ne pouvez pas compléter une rangée le tour où vous l'ouvrez.",
        "quinto_r_opening": "Au premier tour, vous devez ouvrir une rangée à vous.",
        "quinto_r_no_row": "Il n'y a pas de rangée {n} ouverte.",
    },
}
add_strings(STRINGS)

# The engine's refusals (English) and the key that says each in another language.
REFUSALS = (
    (r"That row is already complete\.", "quinto_r_complete"),
    (r"A bridge cannot start a row\.", "quinto_r_bridge_start"),
    (r"A bridge can never be the fifth card of a row\.", "quinto_r_bridge_fifth"),
    (r"A bridge links two words; it cannot follow another bridge\.", "quinto_r_bridge_bridge"),
    (r"A bridge links two words; it cannot follow a combination \((?P<a>.+)\)\.", "quinto_r_bridge_combo"),
    (r"After a bridge the next card must be a word, not (?P<a>.+)\.", "quinto_r_after_bridge"),
    (r"A word may only follow the same word: (?P<a>.+) cannot follow (?P<b>.+)\.", "quinto_r_word_word"),
    (r"(?P<a>.+) does not show (?P<w>\w+), the word it would follow\.", "quinto_r_not_shown_prev"),
    (r"(?P<a>.+) does not show (?P<w>\w+)\.", "quinto_r_not_shown"),
    (r"(?P<a>.+) shares no colour, shape or number with (?P<b>.+)\.", "quinto_r_no_share"),
    (r"You must play at least one card before ending your turn\.", "quinto_r_no_card"),
    (r"After completing a quinto you must open a new row in front of you\.", "quinto_r_must_open"),
    (r"You can still play a card, so you may not pass\.", "quinto_r_no_pass"),
    (r"You would be left with only bridges and owe a new row, .+", "quinto_r_bridge_trap"),
    (r"First choose which of your point cards to give .+", "quinto_r_give_first"),
    (r"You do not hold (?P<a>.+)\.", "quinto_r_not_held"),
    (r"After completing a quinto you may only open a new row in front of you\.", "quinto_r_new_only"),
    (r"All the cards of a turn go into one row: this turn it is row (?P<n>\d+)\.", "quinto_r_one_row"),
    (r"You may not complete a row in the turn you open it\.", "quinto_r_no_complete"),
    (r"In the opening round you must open a row of your own\.", "quinto_r_opening"),
    (r"There is no open row (?P<n>\d+)\.", "quinto_r_no_row"),
)
ENGLISH_NAMES = {card_name(card).lower(): card for card in (*HAND_CARDS, *PLAYED_CARDS)}


def signed(value) -> str:
    """A score with its sign (−20, +45, 0)."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


class QuintoTable(TableScene):
    """Play a card by clicking it then a lit row (or the new-row slot), by dragging it there, or with
    the keyboard; a word-or-bridge card asks which face; End turn, Pass and Redeal are buttons."""

    def __init__(self, app, match):
        super().__init__(app, match)
        self.selected = None
        self.drag = None
        self.scroll = 0
        self.key_target = None
        self.choice = None
        self.card_labels = {}
        self.vanished = None
        self.end_button = Button((860, HAND_Y, 118, 52), lambda: self.t("quinto_end_turn"), lambda: self.special(END),
                                 "primary", size=17, enabled=lambda: self.offers(END))
        self.pass_button = Button((860, HAND_Y + 64, 118, 52), lambda: self.t("quinto_pass"),
                                  lambda: self.special(PASS), "plain", size=17, enabled=lambda: self.offers(PASS))
        self.buttons += [self.end_button, self.pass_button]
        self.gift = GiftPrompt(self)
        self.rebuild_log()
        if not match.moves:
            self.queue_panel(FirstDrawPanel(self.app, self, match.state))

    # --- words -------------------------------------------------------------------------------------

    def labels(self) -> quinto_art.Labels:
        """The words printed on cards, in the interface language."""
        language = self.app.language
        if language not in self.card_labels:
            words = tuple((w, self.t(f"quinto_w_{w}"))
                          for w in (*COLOUR_LETTERS.values(), *SHAPE_LETTERS.values(), *NUMBERS))
            self.card_labels[language] = quinto_art.Labels(words, self.t("quinto_bridge_word"), self.t("quinto_or"))
        return self.card_labels[language]

    def face(self, card, size=TABLE) -> pygame.Surface:
        """A card's face (or the shared back for a hidden card)."""
        if card == HIDDEN:
            return card_art.back(size)
        return quinto_art.face(card, size, self.labels())

    def word_text(self, word) -> str:
        """A word of a word card in the interface language."""
        return self.t(f"quinto_w_{word}")

    def card_name(self, card) -> str:
        """A hand or played card in words, in the interface language."""
        base, _, chosen = card.partition("=")
        if base == "bridge":
            return self.t("quinto_a_bridge")
        if base.startswith("wb:"):
            key = {"word": "quinto_wb_word", "bridge": "quinto_wb_bridge"}.get(chosen, "quinto_wb")
            return self.t(key, word=self.word_text(base[3:]))
        if base.startswith("w:"):
            return self.t("quinto_word_card", word=self.word_text(base[2:]))
        colour, shape, number = COLOUR_LETTERS[base[0]], SHAPE_LETTERS[base[1]], base[2]
        plural = number != "1"
        return self.t("quinto_combo", n=self.word_text(number),
                      colour=self.t(f"quinto_pl_c_{colour}") if plural else self.word_text(colour),
                      shape=self.t(f"quinto_pl_{shape}") if plural else self.word_text(shape))

    def point_name(self, point) -> str:
        """A point card in words: "the red 20"."""
        return self.t("quinto_point", colour=self.t(f"quinto_pc_{point[0]}"), value=point[1])

    def refusal_text(self, english) -> str:
        """The engine's refusal in the interface language."""
        if self.app.language == "en":
            return english
        for pattern, key in REFUSALS:
            found = re.fullmatch(pattern, english)
            if found:
                values = found.groupdict()
                for name in ("a", "b"):
                    if name in values:
                        values[name] = self.card_name(ENGLISH_NAMES.get(values[name].lower(), "bridge"))
                if "w" in values:
                    values["w"] = self.word_text(values["w"])
                text = self.t(key, **values)
                return text[0].upper() + text[1:]
        return english

    def say(self, text) -> None:
        """Show a notice; the engine's refusals are translated first."""
        super().say(self.refusal_text(text))

    def cards_text(self, n) -> str:
        """A number of cards in words: "1 card", "3 cards"."""
        return self.t("quinto_card_1") if n == 1 else self.t("quinto_cards_n", n=n)

    def you(self, seat) -> str:
        """The key suffix for lines about the one human playing ("You play…")."""
        return "_you" if self.is_you(seat) else ""

    def describe_move(self, move) -> str:
        """A move in words, for hints."""
        if move.target is None:
            if move.card.startswith(GIVE):
                return self.t("quinto_give_move", point=self.point_name(point_of(move.card)))
            return self.t({"end": "quinto_end_turn", "pass": "quinto_pass"}[move.card])
        if move.target == NEW:
            return self.t("quinto_move_new", card=self.card_name(move.card))
        return self.t("quinto_move_row", card=self.card_name(move.card), id=move.target)

    def describe(self, before, after, text) -> None:
        """Log the move's lines: the card, a quinto with the point cards taken and given, a new-row
        obligation, the end of the turn, of the round and of the game."""
        move = self.match.spec.decode_move(text)
        seat = before.gift[0] if before.gift else before.current_player
        you, name = self.you(seat), self.name(seat)
        if move == PASS:
            self.add_log(self.t(f"quinto_log_pass{you}", name=name))
        elif move.target is not None:
            self.describe_card(before, after, move, text)
        gift_log(self, before, after, move)
        same_round = after.round == before.round
        if same_round and after.turn == before.turn and after.current_player is not None:
            if after.pending in (MUST_OPEN, MAY_OPEN) and not after.gift:
                self.add_log(self.t(f"quinto_log_{after.pending}{you}", name=name))
            return
        if same_round and move != PASS:
            drawn = len(after.hands[seat]) - len(before.hands[seat]) + (move.target is not None)
            self.add_log(self.t(f"quinto_log_ends{you}", name=name, n=drawn))
        if not same_round or after.current_player is None:
            self.describe_round_end(after.history[before.round])
        if after.current_player is None:
            names = ", ".join(self.name(w) for w in after.outcome().winners)
            self.add_log(self.t("quinto_log_winners", names=names))
        redeal_log(self, before, after)

    def rebuild_log(self) -> None:
        """The log from the moves, after the opening hands the deal itself redealt."""
        super().rebuild_log()
        moves_log = list(self.log)
        self.log.clear()
        redeal_log(self, None, self.match.history[0])
        for line in moves_log:
            self.add_log(line)

    def describe_card(self, before, after, move, text) -> None:
        """Log a card played: a row opened, or a card added (and the quinto it completes)."""
        seat = before.current_player
        you, name = self.you(seat), self.name(seat)
        if move.target == NEW:
            head = before.point_stack[0] if before.rules == ORIGINAL and before.point_stack else None
            headed = self.t("quinto_log_headed", point=self.point_name(head)) if head else ""
            self.add_log(self.t(f"quinto_log_opens{you}", name=name, id=before.next_row_id,
                                card=self.card_name(move.card), headed=headed, text=text))
            return
        row = before.row(move.target)
        owner = (self.t("quinto_your_row" if you else "quinto_own_row") if row.owner == seat
                 else self.t("quinto_whose_row", name=self.name(row.owner)))
        self.add_log(self.t(f"quinto_log_plays{you}", name=name, card=self.card_name(move.card), id=row.id,
                            owner=owner, text=text))
        if len(row.cards) + 1 == QUINTO:
            self.add_log(self.t("quinto_log_quinto", id=row.id))
            prize, given = self.transfers(before, after, seat, row)
            if prize:
                self.add_log(self.t(f"quinto_log_takes{you}", name=name, point=self.point_name(prize)))
            for point in given:
                self.add_log(self.t("quinto_log_gives", giver=self.name(row.owner), point=self.point_name(point),
                                    name=name))

    def transfers(self, before, after, seat, row) -> tuple:
        """After seat completed row: the point card taken from the row or the face-up spot, and the
        cards given by the row's owner."""
        won = after.won[seat] if after.round == before.round else after.history[before.round][seat][0]
        gained = list((Counter(won) - Counter(before.won[seat])).elements())
        prize = row.head if before.rules == ORIGINAL else before.offered
        if prize in gained:
            gained.remove(prize)
        else:
            prize = None
        return prize, gained

    def describe_round_end(self, record) -> None:
        """Log the end of a round with its scores."""
        scores = round_scores(self.state.rules, record)
        self.add_log(self.t("quinto_log_round_over"))
        listed = ", ".join(f"{self.name(p)} {s}" for p, s in enumerate(scores))
        self.add_log(self.t("quinto_log_scores", scores=listed))

    def update(self, dt) -> None:
        """The shared turn-taking, then the giver's question put up or away."""
        super().update(dt)
        self.gift.sync()

    # --- layout ------------------------------------------------------------------------------------

    def cell_rect(self, index):
        """The cell of the index-th open row, or None when it is scrolled out of sight."""
        line, column = divmod(index, 2)
        line -= self.scroll
        if not 0 <= line < VISIBLE_LINES:
            return None
        return pygame.Rect(ROW_AREA.x + column * (CELL_W + CELL_GAP), ROW_AREA.y + line * LINE_PITCH, CELL_W, CELL_H)

    def slot_rect(self, cell, i) -> pygame.Rect:
        """Where the i-th card of a row cell lies."""
        return pygame.Rect(cell.x + SLOT_X + i * SLOT_STEP, cell.y + SLOT_Y, *TABLE)

    def head_rect(self, cell) -> pygame.Rect:
        """Where a row's head point card lies."""
        return pygame.Rect(cell.x + HEAD_OFFSET[0], cell.y + HEAD_OFFSET[1], *quinto_art.POINT_SIZE)

    def cell_of(self, rows, row_id):
        """The cell of row_id among rows; when it is scrolled away, a sliver at the row area's edge."""
        index = next(k for k, row in enumerate(rows) if row.id == row_id)
        cell = self.cell_rect(index)
        if cell is None:
            y = ROW_AREA.bottom if index // 2 >= self.scroll else ROW_AREA.top - CELL_H
            return pygame.Rect(ROW_AREA.x + (index % 2) * (CELL_W + CELL_GAP), y, CELL_W, CELL_H)
        return cell

    def slot_centre(self, rows, row_id, i):
        """The centre of slot i of a row."""
        return self.slot_rect(self.cell_of(rows, row_id), i).center

    def lines(self, view) -> int:
        """How many lines of two rows the open rows take."""
        return (len(view.rows) + 1) // 2

    def scroll_to(self, view, row_id) -> None:
        """Scroll the rows so that row_id is in sight."""
        index = next((k for k, row in enumerate(view.rows) if row.id == row_id), None)
        if index is not None:
            line = index // 2
            self.scroll = min(line, max(self.scroll, line - VISIBLE_LINES + 1))
        self.clamp_scroll(view)

    def clamp_scroll(self, view) -> None:
        """Keep the scroll within the rows."""
        self.scroll = max(0, min(self.scroll, self.lines(view) - VISIBLE_LINES))

    def hand_rects(self, hand) -> list:
        """Where each card of the viewer's hand lies (the selected one raised)."""
        return card_art.hand_row(len(hand), HAND_CX, HAND_Y, HAND, HAND_GAP, self.selected)

    def player_rect(self, seat) -> pygame.Rect:
        """A player's panel in the column on the right."""
        height = PLAYERS_RECT.height // self.match.players
        return pygame.Rect(PLAYERS_RECT.x, PLAYERS_RECT.y + seat * height, PLAYERS_RECT.width, height - 4)

    def origin(self, before, seat, card):
        """Where a played card comes from: the viewer's hand, else the player's panel."""
        hand = before.hands[seat]
        if seat == self.viewer and BASE[card] in hand:
            return self.hand_rects(hand)[hand.index(BASE[card])].center
        return self.player_rect(seat).center

    # --- input -------------------------------------------------------------------------------------

    def targets(self, view, card) -> dict:
        """For a hand card, each legal target with the faces it may be played as there."""
        found = {}
        if self.my_turn():
            for played, target in destinations(view, card):
                found.setdefault(target, []).append(played)
        return found

    def offers(self, move) -> bool:
        """Whether move is legal for the viewer now (Pass and Redeal show only then)."""
        return self.my_turn() and move in self.view().legal_moves()

    def target_at(self, view, pos):
        """The row id or "new" under pos."""
        if NEW_SLOT.collidepoint(pos):
            return NEW
        for index, row in enumerate(view.rows):
            cell = self.cell_rect(index)
            if cell is not None and cell.collidepoint(pos):
                return row.id
        return None

    def on_event(self, event) -> None:
        """Mouse, touch, wheel and keys for choosing and playing cards."""
        view = self.view()
        hand = view.hands[self.viewer]
        if self.gift.on_event(event):
            return
        if self.choice and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if not self.prompt_rect().collidepoint(event.pos) and event.type == pygame.MOUSEBUTTONUP:
                self.close_choice()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = card_art.topmost(self.hand_rects(hand), event.pos)
            if index is not None:
                self.drag = Drag(index, event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(view, hand, event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y
            self.clamp_scroll(view)
        elif event.type == pygame.KEYDOWN:
            self.key(event, view, hand)

    def release(self, view, hand, pos) -> None:
        """The end of a click or a drag: drop the card on a row, select it, or play the selected card."""
        drag, self.drag = self.drag, None
        target = self.target_at(view, pos)
        if drag and drag.moved:
            if target is not None and drag.item < len(hand):
                self.play(view, hand[drag.item], target)
            return
        if drag:
            self.click_card(view, drag.item, hand)
        elif target is not None:
            if self.selected is None or self.selected >= len(hand):
                self.say(self.t("pick_card_first"))
            else:
                self.play(view, hand[self.selected], target)

    def click_card(self, view, index, hand) -> None:
        """Select a card; a second click plays it when it has a single destination."""
        if index == self.selected and index < len(hand):
            targets = self.targets(view, hand[index])
            if len(targets) == 1:
                self.play(view, hand[index], next(iter(targets)))
                return
        self.selected = index
        self.key_target = None

    def key(self, event, view, hand) -> None:
        """Arrows choose a card and a lit destination, Enter plays, N a new row, E/P end or pass,
        W/B answer the word-or-bridge question, Page keys scroll."""
        if self.choice:
            faces = {pygame.K_w: "word", pygame.K_b: "bridge"}
            if event.key in faces:
                self.choose_face(faces[event.key])
            return
        if event.key in KEY_SPECIALS:
            self.special(KEY_SPECIALS[event.key])
        elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll += 1 if event.key == pygame.K_PAGEDOWN else -1
            self.clamp_scroll(view)
        elif not hand:
            return
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.selected = 0 if self.selected is None else (self.selected + step) % len(hand)
            self.key_target = None
        elif self.selected is not None and self.selected < len(hand):
            self.key_card(event, view, hand[self.selected])

    def key_card(self, event, view, card) -> None:
        """Keys for the selected card: Up/Down step through its destinations, Enter plays, N opens a row."""
        targets = list(self.targets(view, card))
        if event.key in (pygame.K_UP, pygame.K_DOWN) and targets:
            step = 1 if event.key == pygame.K_DOWN else -1
            at = targets.index(self.key_target) if self.key_target in targets else -step if step > 0 else 0
            self.key_target = targets[(at + step) % len(targets)]
            if self.key_target != NEW:
                self.scroll_to(view, self.key_target)
        elif event.key == pygame.K_n:
            self.play(view, card, NEW)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            target = self.key_target if self.key_target in targets else (targets or [NEW])[0]
            self.play(view, card, target)

    def play(self, view, card, target) -> None:
        """Play card on target: at once when it has one face there, after asking word or bridge when
        it has two, and refused with the reason when it has none."""
        faces = self.targets(view, card).get(target, [])
        if len(faces) == 2:
            self.open_choice(card, target)
            return
        played = faces[0] if faces else (f"{card}=word" if card.startswith("wb:") else card)
        if self.try_move(Move(played, target)):
            self.selected = self.key_target = None

    def special(self, move) -> None:
        """End the turn, pass or redeal (refused with the reason when not allowed)."""
        self.close_choice()
        if self.try_move(move):
            self.selected = self.key_target = None

    def open_choice(self, card, target) -> None:
        """Ask whether a word-or-bridge card is played as its word or as a bridge."""
        self.choice = {"card": card, "target": target}
        rect = self.prompt_rect()
        word = Button((rect.x + 12, rect.bottom - 56, 98, 44), lambda: self.t("quinto_word"),
                      lambda: self.choose_face("word"), "primary", size=18)
        bridge = Button((rect.right - 110, rect.bottom - 56, 98, 44), lambda: self.t("quinto_bridge"),
                        lambda: self.choose_face("bridge"), "plain", size=18)
        self.choice["buttons"] = [word, bridge]
        self.buttons += [word, bridge]
        self.focus = word

    def close_choice(self) -> None:
        """Put the word-or-bridge question away."""
        if self.choice:
            for button in self.choice["buttons"]:
                self.buttons.remove(button)
            if self.focus in self.choice["buttons"]:
                self.focus = None
            self.choice = None

    def choose_face(self, chosen) -> None:
        """Play the word-or-bridge card with the chosen face."""
        card, target = self.choice["card"], self.choice["target"]
        self.close_choice()
        if self.try_move(Move(f"{card}={chosen}", target)):
            self.selected = self.key_target = None

    def prompt_rect(self) -> pygame.Rect:
        """Where the word-or-bridge question shows: over its destination."""
        view = self.view()
        target = self.choice["target"]
        if target == NEW:
            centre = (NEW_SLOT.centerx + 60, NEW_SLOT.y - 40)
        else:
            centre = self.slot_centre(view.rows, target, 2)
        rect = pygame.Rect(0, 0, PROMPT_W, PROMPT_H)
        rect.center = centre
        return rect.clamp(ROW_AREA.inflate(0, 140))

    def back(self) -> None:
        """Escape puts the word-or-bridge question away, else leaves for the title."""
        if self.choice:
            self.close_choice()
        else:
            self.leave()

    def after_jump(self) -> None:
        """After undo or redo: no selection, no question, rows in sight."""
        self.close_choice()
        self.selected = self.key_target = self.vanished = None
        super().after_jump()
        self.clamp_scroll(self.view())

    # --- motion ------------------------------------------------------------------------------------

    def animate(self, before, after, text) -> None:
        """The card glides to its row; a quinto's cards leave, point cards go to their new owners;
        a round's end shows its scores, and the next round's first-player draw."""
        move = self.match.spec.decode_move(text)
        seat = before.current_player
        self.close_choice()
        if move.target is not None:
            self.animate_card(before, after, seat, move)
        elif move == END and after.round == before.round:
            self.animate_draw(before, after, seat)
        animate_gift(self, before, move)
        if after.round != before.round:
            self.queue_panel(self.round_panel(after))
            self.queue_panel(FirstDrawPanel(self.app, self, after))

    def animate_card(self, before, after, seat, move) -> None:
        """A card from the hand (or the player's panel) to its row."""
        view = before.view(self.viewer)
        image = self.face(move.card)
        start = self.origin(before, seat, move.card)
        if move.target == NEW:
            row_id = before.next_row_id
            self.scroll_to(after.view(self.viewer), row_id)
            row = after.row(row_id)
            if row is not None:
                cell = self.cell_of(after.rows, row_id)
                self.fly(Flight(image, start, self.slot_rect(cell, 0).center, PLAY_S, 0.0, f"row{row_id}"))
                if row.head is not None:
                    self.fly(Flight(quinto_art.point_card(row.head), STACK_SPOT, self.head_rect(cell).center,
                                    PLAY_S, 0.1, f"head{row_id}"))
            return
        row = before.row(move.target)
        slot = self.slot_centre(view.rows, row.id, len(row.cards))
        if len(row.cards) + 1 < QUINTO:
            self.scroll_to(after.view(self.viewer), row.id)
            self.fly(Flight(image, start, slot, PLAY_S, 0.0, f"row{row.id}"))
            return
        self.animate_quinto(before, after, seat, row, image, start)

    def animate_quinto(self, before, after, seat, row, image, start) -> None:
        """A completed row: its five cards rest a moment and leave; its point cards change hands."""
        view = before.view(self.viewer)
        self.app.sounds.play("take")
        index = next(k for k, open_row in enumerate(view.rows) if open_row.id == row.id)
        self.vanished = (index, {"id": row.id, "owner": row.owner, "cards": (), "head": None, "this_turn": False,
                                 "vanishing": True})
        cell = self.cell_of(view.rows, row.id)
        spots = [self.slot_rect(cell, i).center for i in range(QUINTO)]
        images = [self.face(card) for card in row.cards] + [image]
        self.fly(Flight(image, start, spots[-1], PLAY_S, 0.0, "quinto"))
        self.fly(Flight(image, spots[-1], spots[-1], REST_S, PLAY_S, "quinto"))
        for spot, picture in zip(spots, images[:-1]):
            self.fly(Flight(picture, spot, spot, PLAY_S + REST_S, 0.0, "quinto"))
        for i, (spot, picture) in enumerate(zip(spots, images)):
            self.fly(Flight(picture, spot, OUT_SPOT, LEAVE_S, PLAY_S + REST_S + 0.04 * i, "out"))
        self.fly(Flight(self.banner(), spots[2], (spots[2][0], spots[2][1] - 40), PLAY_S + REST_S + 0.3, 0.0,
                        "banner"))
        prize, given = self.transfers(before, after, seat, row)
        goal = self.player_rect(seat).center
        if prize:
            origin = OFFERED_SPOT if before.rules == ASS else self.head_rect(cell).center
            if before.rules == ORIGINAL:
                self.fly(Flight(quinto_art.point_card(prize), origin, origin, PLAY_S + REST_S, 0.0, "quinto"))
            self.fly(Flight(quinto_art.point_card(prize), origin, goal, LEAVE_S, PLAY_S + REST_S, f"won{seat}"))
        for point in given:
            self.fly(Flight(quinto_art.point_card(point), self.player_rect(row.owner).center, goal, LEAVE_S,
                            PLAY_S + REST_S + 0.3, f"won{seat}"))

    def animate_draw(self, before, after, seat) -> None:
        """Cards drawn at the end of a turn glide from the draw pile to the hand."""
        drawn = len(after.hands[seat]) - len(before.hands[seat])
        if drawn > 0:
            self.app.sounds.play("deal")
        goal = (HAND_CX, HAND_Y + HAND[1] // 2) if seat == self.viewer else self.player_rect(seat).center
        for i in range(max(0, drawn)):
            self.fly(Flight(card_art.back((44, 64)), PILE_SPOT, goal, 0.3, 0.06 * i, "draw"))

    def banner(self) -> pygame.Surface:
        """The "Quinto!" label that rises over a completed row."""
        text = self.t("quinto_quinto")

        def paint():
            surface = pygame.Surface((150, 46), pygame.SRCALPHA)
            draw.rounded(surface, surface.get_rect(), theme.GOLD, 14)
            draw.rounded(surface, surface.get_rect(), theme.GOLD_DARK, 14, 2)
            draw.text(surface, text, 26, theme.INK, (75, 23), "title", "center")
            return surface

        return card_art.cached(("quinto-banner", text), paint)

    # --- panels ------------------------------------------------------------------------------------

    def breakdown_rows(self, state, record) -> list:
        """The score table of a round record, row by row per player (label, then one cell each)."""
        lines = [self.breakdown_cells(state.rules, entry) for entry in breakdown(state.rules, record)]
        rows = [[self.t("quinto_b_won")] + [cells[0] for cells in lines],
                [self.t("quinto_b_rows")] + [cells[1] for cells in lines]]
        if any(cells[2] for cells in lines):
            rows.append([self.t("quinto_b_negated")] + [self.t("quinto_yes") if c[2] else "—" for c in lines])
        scores = round_scores(state.rules, record)
        rows.append([self.t("quinto_b_round")] + [str(s) for s in scores])
        return rows

    def breakdown_cells(self, rules, entry) -> tuple:
        """One player's breakdown lines as cells: won cards, own rows, negated."""
        won = [line[1][1] for line in entry if line[0] == "won"]
        won_text = " + ".join(str(v) for v in won) + f"\n= {sum(won)}" if won else "—"
        rows = []
        for line in entry:
            if line[0] != "row":
                continue
            _, row_id, length, head, value = line
            if rules == ORIGINAL:
                rows.append(self.t("quinto_b_row", id=row_id, cards=self.cards_text(length), value=signed(value)))
            else:
                rows.append(self.t("quinto_b_row_short" if length <= 2 else "quinto_b_row_ass", id=row_id,
                                   cards=self.cards_text(length)))
        negated = any(line[0] == "negated" for line in entry)
        return won_text, "\n".join(rows) or "—", negated

    def match_rows(self, state, rounds) -> list:
        """The variant's rows: team totals, the cumulative bonus and totals, or the match wins."""
        n, variant = state.players, state.variant
        scores = rounds[-1]
        if variant == "teams":
            totals = side_scores(n, variant, scores)
            return [[self.t("quinto_b_team")] + [str(totals[p % 2]) for p in range(n)]]
        if variant == "cumulative":
            winners = best_players(scores)
            bonus = [f"+{CUMULATIVE_BONUS[n]}" if p in winners else "—" for p in range(n)]
            past = [" · ".join(str(r[p]) for r in rounds) for p in range(n)]
            totals = cumulative_totals(n, rounds)
            return [[self.t("quinto_b_bonus")] + bonus, [self.t("quinto_b_rounds")] + past,
                    [self.t("quinto_b_match")] + [str(t) for t in totals]]
        if variant == "double_or_triple":
            teams = sides(n, variant)
            a, b = side_scores(n, variant, scores)
            won_now = round_win_count(max(a, b), min(a, b)) if a != b else 0
            side_now = None if a == b else 0 if a > b else 1
            wins = match_wins(n, variant, rounds)
            now = [str(won_now) if side_now is not None and p in teams[side_now] else "0" for p in range(n)]
            return [[self.t("quinto_b_round_wins")] + now,
                    [self.t("quinto_b_match_wins")] + [str(wins[0 if p in teams[0] else 1]) for p in range(n)]]
        return []

    def finished_rounds(self, state) -> list:
        """Each finished round's scores."""
        return [round_scores(state.rules, record) for record in state.history]

    def round_panel(self, after) -> ResultPanel:
        """The scores of the round that just ended, row by row, with the match so far."""
        record = after.history[-1]
        rows = self.breakdown_rows(after, record) + self.match_rows(after, self.finished_rounds(after))
        header = [""] + [self.name(p) for p in range(after.players)]
        title = self.t("round_over", n=len(after.history))
        return BreakdownPanel(self.app, title, self.t("quinto_round_sub"), header, rows,
                              [(self.t("continue"), self.app.pop)])

    def show_result(self) -> None:
        """The final panel: the last round row by row, the variant's totals, the winners."""
        state = self.state
        outcome = state.outcome()
        names = ", ".join(self.name(w) for w in outcome.winners)
        title = self.t("winners" if len(outcome.winners) > 1 else "winner", names=names)
        if len(outcome.winners) == 1 and self.is_you(outcome.winners[0]):
            title = self.t("quinto_you_win")
        rows = self.breakdown_rows(state, state.history[-1]) + self.match_rows(state, self.finished_rounds(state))
        header = [""] + [self.name(p) for p in range(state.players)]
        self.queue_panel(BreakdownPanel(self.app, self.t("game_over"), title, header, rows, self.result_actions(),
                                        outcome.winners))

    # --- drawing -----------------------------------------------------------------------------------

    def look_extra(self) -> tuple:
        """Selection, drag, scroll, the question and the hovered destination change the picture."""
        drag = self.drag.look() if self.drag else None
        choice = (self.choice["card"], self.choice["target"]) if self.choice else None
        return self.selected, drag, self.scroll, self.key_target, choice

    def draw_table(self, surface) -> None:
        """The whole table from the viewer's view."""
        view = self.view()
        self.clamp_scroll(view)
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        selected = self.selected_card(view)
        lit = self.targets(view, selected) if selected else {}
        self.draw_phase(surface, view)
        self.draw_stack(surface, view)
        self.draw_pile(surface, view)
        self.draw_match(surface, view)
        self.draw_rows(surface, view, lit)
        self.draw_new_slot(surface, view, lit)
        self.draw_hand(surface, view)
        self.draw_players(surface, view)
        self.draw_status(surface, view)
        draw_redeal_banner(self, surface, view)
        self.gift.draw(surface)
        self.draw_chrome(surface)
        if self.choice:
            self.draw_prompt(surface)
        self.draw_drag(surface, view)

    def draw_buttons(self, surface) -> None:
        """The shared buttons; End turn on your turn (not while you choose a card to give), Pass only when
        it is allowed."""
        situational = {self.end_button: self.my_turn() and not self.gift.buttons, self.pass_button: self.offers(PASS)}
        situational.update(dict.fromkeys(self.choice["buttons"] if self.choice else (), False))
        for button in self.buttons:
            if situational.get(button, True):
                button.draw(surface, button is self.hover, button is self.focus)
        hinted = {END: self.end_button, PASS: self.pass_button}.get(self.hint_move)
        if hinted:
            draw.glow(surface, hinted.rect, theme.CREAM, 12, 4)

    def selected_card(self, view):
        """The selected (or dragged) card of the viewer's hand, if any."""
        hand = view.hands[self.viewer]
        index = self.drag.item if self.drag and self.drag.moved else self.selected
        return hand[index] if index is not None and index < len(hand) and hand[index] != HIDDEN else None

    def draw_phase(self, surface, view) -> None:
        """The phase: three pips named red, yellow and blue, the current one lit, and what it means."""
        rect = PHASE_RECT
        draw.translucent_panel(surface, rect, alpha=100)
        phase = view.phase
        draw.text(surface, f"{self.t('quinto_phase')} · {self.t(f'quinto_phase_{phase}')}", 17, theme.GOLD,
                  (rect.x + 12, rect.y + 8), "bold")
        for i, name in enumerate(PHASES):
            centre = (rect.x + 30 + 52 * i, rect.y + 50)
            colour = quinto_art.POINT_BACKS[name]
            if name == phase:
                pygame.draw.circle(surface, theme.CREAM, centre, 15)
            pygame.draw.circle(surface, colour, centre, 12)
            draw.text(surface, self.t(f"quinto_phase_{name}"), 12, theme.CREAM if name == phase else (170, 190, 180),
                      (centre[0], centre[1] + 17), "bold" if name == phase else "ui", "midtop")
        for i, line in enumerate(draw.wrap(self.t(f"quinto_phase_help_{phase}"), 13, rect.width - 20)[:4]):
            draw.text(surface, line, 13, theme.CREAM, (rect.x + 10, rect.y + 88 + 16 * i))

    def draw_stack(self, surface, view) -> None:
        """The point stack, face down, its count per colour; in the ass rules the face-up card."""
        rect = STACK_RECT
        draw.translucent_panel(surface, rect, alpha=80)
        draw.text(surface, self.t("quinto_points_left", n=len(view.point_stack)), 15, theme.CREAM,
                  (rect.x + 10, rect.y + 8), "bold")
        stack = view.point_stack
        shown = min(6, len(stack))
        for i in reversed(range(shown)):
            image = quinto_art.point_card(stack[i])
            spot = image.get_rect(center=(STACK_SPOT[0] + i * 2, STACK_SPOT[1] + i * 2))
            if i == shown - 1:
                surface.blit(card_art.lifted(image), (spot.x - 8, spot.y + 2))
            surface.blit(image, spot)
        counts = [(colour, sum(1 for c, _ in stack if c == colour)) for colour in PHASES]
        text = " · ".join(f"{self.t(f'quinto_phase_{c}')} {n}" for c, n in counts if n)
        draw.text(surface, text, 12, theme.CREAM, (rect.centerx, rect.bottom - 22), "ui", "midtop")
        if view.rules == ASS and view.offered is not None:
            image = quinto_art.point_card(view.offered)
            spot = image.get_rect(center=OFFERED_SPOT)
            card_art.lay(surface, image, spot)
            draw.text(surface, self.t("quinto_face_up"), 12, theme.GOLD, (spot.centerx, spot.bottom + 4), "bold",
                      "midtop")

    def draw_pile(self, surface, view) -> None:
        """The draw pile and the cards of completed rows, out of play, with their counts."""
        rect = PILE_RECT
        draw.translucent_panel(surface, rect, alpha=80)
        for spot, count, label in ((PILE_SPOT, len(view.draw_pile), "quinto_draw"),
                                   (OUT_SPOT, len(view.discard), "quinto_out")):
            if count:
                image = card_art.back((44, 64)) if spot == PILE_SPOT else self.face(view.discard[-1], (44, 64))
                pos = image.get_rect(center=spot)
                card_art.lay(surface, image, pos)
            draw.text(surface, self.t(label), 13, theme.CREAM, (spot[0], rect.y + 8), "bold", "midtop")
            draw.text(surface, str(count), 16, theme.GOLD, (spot[0], rect.bottom - 26), "bold", "midtop")

    def draw_match(self, surface, view) -> None:
        """The rule set, the variant and the match's standing."""
        rect = MATCH_RECT
        draw.translucent_panel(surface, rect, alpha=80)
        lines = [self.t(f"quinto_rules_{view.rules}")]
        variant = view.variant
        lines.append(self.t(f"quinto_variant_{variant}", n=view.rounds))
        rounds = self.finished_rounds(view)
        if variant in ("cumulative", "double_or_triple"):
            lines.append(self.t("quinto_round_n", n=view.round + 1))
        if variant == "double_or_triple":
            a, b = match_wins(view.players, variant, rounds)
            lines.append(self.t("quinto_wins", a=a, b=b))
        elif variant == "cumulative" and rounds:
            lines.append(self.t("quinto_totals", scores=" · ".join(map(str, cumulative_totals(view.players, rounds)))))
        y = rect.y + 10
        for i, line in enumerate(lines):
            for part in draw.wrap(line, 14, rect.width - 20):
                draw.text(surface, part, 14, theme.GOLD if i == 0 else theme.CREAM, (rect.x + 10, y), "bold" if i == 0
                          else "ui")
                y += 18

    def draw_rows(self, surface, view, lit) -> None:
        """The open rows, two to a line, scrolled when there are more than fit."""
        for index, row in enumerate(self.shown_rows(view)):
            cell = self.cell_rect(index)
            if cell is not None:
                self.draw_row(surface, view, row, cell, lit)
        lines = self.lines(view)
        if lines > VISIBLE_LINES:
            first, last = self.scroll * 2 + 1, min(len(view.rows), (self.scroll + VISIBLE_LINES) * 2)
            text = self.t("quinto_more_rows", first=first, last=last, n=len(view.rows))
            arrows = ("↑ " if self.scroll else "") + text + (" ↓" if self.scroll + VISIBLE_LINES < lines else "")
            draw.text(surface, arrows, 14, theme.GOLD, (ROW_AREA.right, ROW_AREA.bottom + 2), "bold", "topright")

    def shown_rows(self, view) -> list:
        """The open rows as drawn: a just-completed row keeps its place, empty, while its cards rest."""
        rows = rows_for_table(view)
        if self.vanished and self.flights.count("quinto"):
            index, row = self.vanished
            rows.insert(min(index, len(rows)), row)
        return rows

    def draw_row(self, surface, view, row, cell, lit) -> None:
        """One row: owner and number, head point card with what it is worth now, cards, empty slots."""
        mine = row["owner"] == self.viewer
        draw.translucent_panel(surface, cell, theme.FELT_DARK if not mine else theme.WOOD_DARK, 150, 12)
        if row.get("vanishing"):
            return
        target = row["id"]
        if target in lit or target == self.key_target:
            draw.glow(surface, cell, theme.GOLD, 12, 3 if target == self.key_target else 2)
        if self.hint_move and self.hint_move.target == target:
            draw.glow(surface, cell, theme.CREAM, 12, 4)
        draw.text(surface, self.t("quinto_row_of", id=target, name=self.name(row["owner"])), 15,
                  theme.GOLD if mine else theme.CREAM, (cell.x + 10, cell.y + 4), "bold")
        if row["this_turn"]:
            draw.text(surface, self.t("quinto_this_turn"), 13, theme.GOLD, (cell.right - 10, cell.y + 6), "bold",
                      "topright")
        self.draw_head(surface, view, row, cell)
        cards = row["cards"]
        shown = len(cards) - self.flights.count(f"row{target}")
        for i in range(QUINTO):
            slot = self.slot_rect(cell, i)
            if i < shown:
                image = self.face(cards[i])
                card_art.lay(surface, image, slot, 1)
            else:
                edge = theme.GOLD if i == len(cards) and target in lit else (70, 120, 96)
                draw.rounded(surface, slot, edge, card_art.CARD_RADIUS, 2 if edge == theme.GOLD else 1)
                if i == len(cards):
                    draw.text(surface, str(i + 1), 14, edge, slot.center, "bold", "center")

    def draw_head(self, surface, view, row, cell) -> None:
        """A row's head point card, and what it would add at the end as the row stands."""
        head = row["head"]
        if head is None or self.flights.count(f"head{row['id']}"):
            return
        rect = self.head_rect(cell)
        image = quinto_art.point_card(head)
        card_art.lay(surface, image, rect, 1)
        value = head[1] if len(row["cards"]) >= 3 else -head[1]
        draw.text(surface, signed(value), 13, theme.GOOD if value > 0 else theme.ALERT,
                  (rect.centerx, rect.bottom + 2), "bold", "midtop")

    def draw_new_slot(self, surface, view, lit) -> None:
        """The "new row" slot beside the hand, lit when the selected card may open a row."""
        on = NEW in lit or self.key_target == NEW
        draw.translucent_panel(surface, NEW_SLOT, theme.FELT_DARK, 140, card_art.CARD_RADIUS)
        draw.rounded(surface, NEW_SLOT, theme.GOLD if on else (110, 150, 128), card_art.CARD_RADIUS, 2)
        if on:
            draw.glow(surface, NEW_SLOT, theme.GOLD, card_art.CARD_RADIUS, 3)
        if self.hint_move and self.hint_move.target == NEW:
            draw.glow(surface, NEW_SLOT, theme.CREAM, card_art.CARD_RADIUS, 4)
        draw.text(surface, "+", 40, theme.GOLD if on else theme.CREAM, (NEW_SLOT.centerx, NEW_SLOT.y + 30), "bold",
                  "center")
        for i, line in enumerate(draw.wrap(self.t("quinto_new_row"), 15, NEW_SLOT.w - 10)):
            draw.text(surface, line, 15, theme.CREAM, (NEW_SLOT.centerx, NEW_SLOT.y + 54 + 18 * i), "bold", "midtop")
        draw.text(surface, self.t("quinto_new_row_you"), 12, (180, 200, 190), (NEW_SLOT.centerx, NEW_SLOT.bottom - 8),
                  "ui", "midbottom")

    def draw_hand(self, surface, view) -> None:
        """The viewer's cards: playable ones ringed on their turn, the others dimmed, the selected raised."""
        hand = view.hands[self.viewer]
        rects = self.hand_rects(hand)
        mine = self.my_turn()
        for i, (card, rect) in enumerate(zip(hand, rects)):
            if self.drag and self.drag.moved and self.drag.item == i:
                continue
            image = self.face(card, HAND)
            card_art.lay(surface, image, rect)
            if mine:
                playable = bool(self.targets(view, card))
                if playable:
                    draw.glow(surface, rect, theme.GOLD if i == self.selected else (235, 220, 170), 10,
                              3 if i == self.selected else 2, 230 if i == self.selected else 110)
                else:
                    draw.translucent_panel(surface, rect, theme.INK, 90, card_art.CARD_RADIUS)
            if self.hint_move and self.hint_move.target is not None and BASE[self.hint_move.card] == card:
                draw.glow(surface, rect, theme.CREAM, 10, 4)

    def draw_players(self, surface, view) -> None:
        """Each player's panel: name, level or team, cards in hand, score now, won point cards."""
        scores = view.round_scores()
        teams = sides(view.players, view.variant)
        for seat in range(view.players):
            rect = self.player_rect(seat)
            if seat == view.current_player:
                draw.glow(surface, rect, theme.GOLD, 12, 2)
            draw.translucent_panel(surface, rect, alpha=110, radius=12)
            draw.text(surface, self.name(seat), 17, theme.GOLD if seat == self.viewer else theme.CREAM,
                      (rect.x + 10, rect.y + 5), "bold")
            kind = self.match.seats[seat]
            label = self.t("human") if kind == "human" else self.t(f"ai_{kind}")
            if len(teams) == 2 and view.players == 4:
                label += " · " + self.t("quinto_team", team="AB"[0 if seat in teams[0] else 1])
            hand = view.hands[seat]
            label += " · " + (self.t("quinto_shown") if view.shown[seat] else self.cards_text(len(hand)))
            draw.text(surface, label, 12, (180, 200, 190), (rect.x + 10, rect.y + 26))
            draw.text(surface, self.t("quinto_score_now", score=scores[seat]), 17, theme.GOLD,
                      (rect.right - 10, rect.y + 5), "bold", "topright")
            self.draw_won(surface, view, seat, rect)

    def draw_won(self, surface, view, seat, rect) -> None:
        """A player's won point cards as small chips (those still flying are not there yet)."""
        won = view.won[seat]
        won = won[: len(won) - self.flights.count(f"won{seat}")]
        if not won or rect.height < 62:
            return
        step = min(quinto_art.CHIP_SIZE[0] + 3, (rect.width - 20 - quinto_art.CHIP_SIZE[0]) // max(1, len(won) - 1))
        for i, point in enumerate(won):
            surface.blit(quinto_art.point_card(point, quinto_art.CHIP_SIZE), (rect.x + 10 + i * step, rect.y + 42))

    def draw_status(self, surface, view) -> None:
        """Whose turn, and what the viewer may do now."""
        if view.current_player is None:
            text = self.t("game_over")
        elif self.my_turn():
            text = self.t("your_turn", hint=self.turn_hint(view))
        else:
            text = self.thinking_text()
        draw.text(surface, text, 19, theme.CREAM, (HAND_CX, ROW_AREA.bottom + 4), "bold", "midtop")

    def turn_hint(self, view) -> str:
        """What the viewer can do in this part of the turn."""
        moves = view.legal_moves()
        if view.gift:
            return self.t("quinto_hint_give")
        if moves == [PASS]:
            return self.t("quinto_hint_pass")
        if view.pending:
            return self.t(f"quinto_hint_{view.pending}")
        if view.turn_row is not None:
            return self.t("quinto_hint_continue", id=view.turn_row)
        return self.t("quinto_hint_opening") if view.opening else self.t("quinto_hint_text")

    def draw_prompt(self, surface) -> None:
        """The word-or-bridge question over its destination."""
        rect = self.prompt_rect()
        draw.shadowed_panel(surface, rect, theme.PAPER, 14, theme.GOLD)
        text = self.t("quinto_ask_face", card=self.card_name(self.choice["card"]))
        for i, line in enumerate(draw.wrap(text, 15, rect.width - 20)[:2]):
            draw.text(surface, line, 15, theme.INK, (rect.centerx, rect.y + 8 + 18 * i), "bold", "midtop")
        for button in self.choice["buttons"]:
            button.draw(surface, button is self.hover, button is self.focus)

    def draw_drag(self, surface, view) -> None:
        """The dragged card under the pointer."""
        hand = view.hands[self.viewer]
        if self.drag and self.drag.item < len(hand):
            self.drag.draw(surface, self.face(hand[self.drag.item], HAND))
