"""Interface text in English and French, and the player's language by default."""
from __future__ import annotations

import locale
import os
import sys

LANGUAGES = ("en", "fr")

STRINGS = {
    "en": {
        "title": "the parlour",
        "tagline": "four classic table games",
        "new_game": "New game",
        "rules": "Rules",
        "language": "English",
        "quit": "Quit",
        "back": "Back",
        "start": "Deal",
        "game": "Game",
        "players": "Players",
        "seat": "Seat {n}",
        "human": "Human",
        "ai_easy": "AI · easy",
        "ai_medium": "AI · medium",
        "ai_hard": "AI · hard",
        "options": "Options",
        "seed": "Deal code",
        "seed_hint": "empty: a new deal",
        "on": "on",
        "off": "off",
        "you": "You",
        "player_n": "Player {n}",
        "menu": "Menu",
        "your_turn": "Your turn: {hint}",
        "their_turn": "{name} to play",
        "thinking": "{name} is thinking",
        "pass_to": "Pass the device to {name}",
        "pass_tap": "Tap or press Enter when {name} is ready",
        "hidden_hand": "The hand stays hidden until then.",
        "continue": "Continue",
        "round_over": "End of round {n}",
        "game_over": "Game over",
        "winner": "{names} wins!",
        "winners": "{names} share the win!",
        "total": "Total",
        "round": "Round",
        "play_again": "Play again",
        "to_title": "Title",
        "not_your_turn": "Wait: it is {name}'s turn.",
        "pick_card_first": "Choose a card from your hand first.",
        "dealer": "dealer",
        "log": "Game log",
        "rules_title": "Rules · {game}",
        "scroll_hint": "Scroll, drag or use the arrow keys",
        "seed_bad": "A deal code is a whole number.",
        "t13_hint": "choose a card, then a target",
        "t13_draw": "Draw pile",
        "t13_taken": "taken {n}",
        "t13_round": "Round {n} of {total}",
        "t13_target": "{colour} target",
        "tg_B": "blue",
        "tg_Y": "yellow",
        "tg_G": "green",
        "t13_played": "{name} plays {card} on {target}.",
        "t13_took": "{name} goes over 13 and takes {n} cards.",
        "t13_played_you": "You play {card} on {target}.",
        "t13_took_you": "You go over 13 and take {n} cards.",
        "t13_scoring": "Each colour card costs 1, each rotten four 2; the sole majority in a colour scores 0 for it.",
        "t13_rotten": "Rotten fours",
        "col_B": "Blue",
        "col_Y": "Yellow",
        "col_G": "Green",
        "c_B": "blue",
        "c_Y": "yellow",
        "c_G": "green",
        "c_R": "rotten",
        "card_13": "{colour} {value}",
        "card_rotten": "rotten four",
        "opt_assist": "Show taken cards",
    },
    "fr": {
        "title": "le salon",
        "tagline": "quatre jeux de table classiques",
        "new_game": "Nouvelle partie",
        "rules": "Règles",
        "language": "Français",
        "quit": "Quitter",
        "back": "Retour",
        "start": "Distribuer",
        "game": "Jeu",
        "players": "Joueurs",
        "seat": "Place {n}",
        "human": "Humain",
        "ai_easy": "IA · facile",
        "ai_medium": "IA · moyenne",
        "ai_hard": "IA · forte",
        "options": "Options",
        "seed": "Code de donne",
        "seed_hint": "vide : nouvelle donne",
        "on": "oui",
        "off": "non",
        "you": "Vous",
        "player_n": "Joueur {n}",
        "menu": "Menu",
        "your_turn": "À vous : {hint}",
        "their_turn": "À {name} de jouer",
        "thinking": "{name} réfléchit",
        "pass_to": "Passez l'appareil à {name}",
        "pass_tap": "Touchez ou appuyez sur Entrée quand {name} est prêt",
        "hidden_hand": "La main reste cachée jusque-là.",
        "continue": "Continuer",
        "round_over": "Fin de la manche {n}",
        "game_over": "Fin de la partie",
        "winner": "{names} gagne !",
        "winners": "{names} gagnent ensemble !",
        "total": "Total",
        "round": "Manche",
        "play_again": "Rejouer",
        "to_title": "Accueil",
        "not_your_turn": "Patience : c'est à {name} de jouer.",
        "pick_card_first": "Choisissez d'abord une carte de votre main.",
        "dealer": "donneur",
        "log": "Journal",
        "rules_title": "Règles · {game}",
        "scroll_hint": "Faites défiler avec la molette, le doigt ou les flèches",
        "seed_bad": "Un code de donne est un nombre entier.",
        "t13_hint": "choisissez une carte, puis une cible",
        "t13_draw": "Pioche",
        "t13_taken": "prises {n}",
        "t13_round": "Manche {n} sur {total}",
        "t13_target": "cible {colour}",
        "tg_B": "bleue",
        "tg_Y": "jaune",
        "tg_G": "verte",
        "t13_played": "{name} joue {card} sur la cible {target}.",
        "t13_took": "{name} dépasse 13 et prend {n} cartes.",
        "t13_played_you": "Vous jouez {card} sur la cible {target}.",
        "t13_took_you": "Vous dépassez 13 et prenez {n} cartes.",
        "t13_scoring": "Chaque carte Couleur coûte 1, chaque Quatre Pourri 2 ; la majorité seule d'une couleur y compte 0.",
        "t13_rotten": "Quatre Pourri",
        "col_B": "Bleu",
        "col_Y": "Jaune",
        "col_G": "Vert",
        "c_B": "bleu",
        "c_Y": "jaune",
        "c_G": "vert",
        "c_R": "pourri",
        "card_13": "{value} {colour}",
        "card_rotten": "Quatre Pourri",
        "opt_assist": "Voir les cartes prises",
    },
}


def translate(language, key, **values) -> str:
    """The text for key in language (English when missing), with values filled in."""
    table = STRINGS.get(language, STRINGS["en"])
    text = table.get(key, STRINGS["en"].get(key, key))
    return text.format(**values) if values else text


def system_language() -> str:
    """fr when the system or browser prefers French, else en."""
    code = ""
    if sys.platform == "emscripten":
        try:
            import platform as browser

            code = str(browser.window.navigator.language)
        except Exception:
            code = ""
    else:
        code = os.environ.get("LANG", "") or (locale.getlocale()[0] or "")
    return "fr" if code.lower().startswith("fr") else "en"
