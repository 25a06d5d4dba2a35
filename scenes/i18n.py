"""Interface text in English and French, and the player's language by default."""
from __future__ import annotations

import locale
import os

from .browser import window

LANGUAGES = ("en", "fr")

STRINGS = {
    "en": {
        "title": "the parlour",
        "settings": "Settings",
        "settings_saved": "Changes are saved at once.",
        "set_language": "Language",
        "set_sound": "Sound",
        "set_volume": "Volume",
        "set_animation": "Animations",
        "set_symbols": "Colour-blind symbols",
        "set_assist13": "13: show taken cards",
        "set_ai_speed": "AI speed",
        "animation_normal": "normal",
        "animation_fast": "fast",
        "animation_slow": "slow",
        "animation_off": "off",
        "ai_speed_normal": "normal",
        "ai_speed_fast": "fast",
        "ai_speed_instant": "instant",
        "ai_speed_slow": "slow",
        "fullscreen": "Fullscreen (F11)",
        "statistics": "Statistics",
        "st_game": "Game",
        "st_against": "Against",
        "st_played": "Played",
        "st_won": "Won",
        "st_best": "Best score",
        "st_streak": "Streak / best",
        "st_none": "No finished games yet.",
        "hotseat": "friends",
        "resume": "Resume game",
        "replay": "Replay",
        "replay_last": "Replay last game",
        "export": "Export",
        "import": "Import record",
        "exported": "The record is on the clipboard.",
        "imported": "Record imported.",
        "import_empty": "The clipboard holds no text: copy a game record first.",
        "export_failed": "The clipboard cannot be reached here: nothing was copied.",
        "export_shown": "The record is shown over the game: copy it, or download it as a .txt file.",
        "import_waiting": "Paste the record, or choose its file, in the panel over the game.",
        "import_cancelled": "Nothing was imported.",
        "record_panel_failed": "The page could not open the record panel: reload it and try again.",
        "record_title_export": "Game record",
        "record_help_export": "Copy this text to keep the game or send it to a friend, or download it as a file.",
        "record_copy": "Copy",
        "record_copied": "Copied.",
        "record_copy_failed": "This browser did not let the page copy: select the text and press Ctrl+C (⌘C).",
        "record_download": "Download .txt",
        "record_close": "Close",
        "record_title_import": "Import a game record",
        "record_help_import": "Paste a record’s text here, or choose a record file.",
        "record_choose": "Choose a file…",
        "record_import": "Import",
        "record_cancel": "Cancel",
        "record_file_failed": "That file could not be read.",
        "storage_lost": (
            "This browser will not keep your progress: it refuses the parlour its storage (a private window, "
            "or a game embedded in another site), so your games last only until the page is closed."
        ),
        "storage_lost_disk": (
            "The parlour cannot write to its data folder, so your games last only until you close it."
        ),
        "keys_hint_fullscreen": "F11 fullscreen · Tab / Enter",
        "keys_hint": "Tab / Enter",
        "page_name": "the parlour",
        "page_opening": "Opening the doors",
        "page_unpacking": "Unpacking the cards",
        "page_setting_out": "Setting out the table",
        "page_take_seat": "Click or tap to take a seat",
        "page_dealing": "Dealing",
        "page_failed": "The parlour could not open its doors",
        "page_stopped": "The game has stopped",
        "page_runtime": (
            "The game’s engine could not be downloaded from pygame-web.github.io. Check your internet "
            "connection, then try again."
        ),
        "page_stalled": (
            "Loading has stopped: nothing has arrived for 20 seconds. Check your internet connection, "
            "then try again."
        ),
        "page_package": "The game’s cards could not be downloaded. Check your internet connection, then try again.",
        "page_crash": "The game met an error it could not recover from. Trying again usually mends it.",
        "page_retry": "Try again",
        "move_of": "Move {n} of {total}",
        "save_unreadable": "Your saved game could not be read ({reason}). It was kept aside, not overwritten.",
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
        "your_turn_plain": "Your turn",
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
        "label_value": "{label}: {value}",
        "options_refused": "These options cannot be played: {reason}",
        "opt_first_player": "First player",
        "opt_first_player_random": "drawn at random",
        "opt_first_player_0": "seat 1",
        "opt_first_player_1": "seat 2",
        "opt_first_player_2": "seat 3",
        "opt_first_player_3": "seat 4",
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
        "undo": "Undo",
        "redo": "Redo",
        "hint": "Hint",
        "hint_thinking": "Looking for a hint…",
        "hint_line": "Hint: {best} (estimated win chance). Next best: {others}.",
        "t13_move": "{card} on {target}",
        "t13_last_round": "Last round's scores",
    },
    "fr": {
        "title": "le salon",
        "settings": "Réglages",
        "settings_saved": "Les changements sont enregistrés aussitôt.",
        "set_language": "Langue",
        "set_sound": "Son",
        "set_volume": "Volume",
        "set_animation": "Animations",
        "set_symbols": "Symboles pour daltoniens",
        "set_assist13": "13 : voir les cartes prises",
        "set_ai_speed": "Vitesse de l'IA",
        "animation_normal": "normales",
        "animation_fast": "rapides",
        "animation_slow": "lentes",
        "animation_off": "aucune",
        "ai_speed_normal": "normale",
        "ai_speed_fast": "rapide",
        "ai_speed_instant": "immédiate",
        "ai_speed_slow": "lente",
        "fullscreen": "Plein écran (F11)",
        "statistics": "Statistiques",
        "st_game": "Jeu",
        "st_against": "Contre",
        "st_played": "Jouées",
        "st_won": "Gagnées",
        "st_best": "Meilleur score",
        "st_streak": "Série / record",
        "st_none": "Aucune partie terminée pour l'instant.",
        "hotseat": "entre amis",
        "resume": "Reprendre la partie",
        "replay": "Revoir",
        "replay_last": "Revoir la dernière partie",
        "export": "Exporter",
        "import": "Importer",
        "exported": "La partie est dans le presse-papiers.",
        "imported": "Partie importée.",
        "import_empty": "Le presse-papiers ne contient pas de texte : copiez d’abord une partie.",
        "export_failed": "Le presse-papiers est inaccessible ici : rien n’a été copié.",
        "export_shown": "La partie est affichée par-dessus le jeu : copiez-la, ou téléchargez-la en fichier .txt.",
        "import_waiting": "Collez la partie, ou choisissez son fichier, dans le panneau par-dessus le jeu.",
        "import_cancelled": "Rien n’a été importé.",
        "record_panel_failed": "La page n’a pas pu ouvrir le panneau de la partie : rechargez-la et réessayez.",
        "record_title_export": "Relevé de la partie",
        "record_help_export": (
            "Copiez ce texte pour garder la partie ou l’envoyer à un ami, ou téléchargez-le en fichier."
        ),
        "record_copy": "Copier",
        "record_copied": "Copié.",
        "record_copy_failed": (
            "Ce navigateur n’a pas laissé la page copier : sélectionnez le texte et faites Ctrl+C (⌘C)."
        ),
        "record_download": "Télécharger le .txt",
        "record_close": "Fermer",
        "record_title_import": "Importer une partie",
        "record_help_import": "Collez ici le texte d’une partie, ou choisissez son fichier.",
        "record_choose": "Choisir un fichier…",
        "record_import": "Importer",
        "record_cancel": "Annuler",
        "record_file_failed": "Ce fichier n’a pas pu être lu.",
        "storage_lost": (
            "Ce navigateur ne gardera pas votre progression : il refuse son stockage au salon (fenêtre "
            "privée, ou jeu intégré à un autre site), et vos parties ne durent que jusqu’à la fermeture de la page."
        ),
        "storage_lost_disk": (
            "Le salon ne peut pas écrire dans son dossier de données : vos parties ne durent que jusqu’à sa fermeture."
        ),
        "keys_hint_fullscreen": "F11 plein écran · Tab / Entrée",
        "keys_hint": "Tab / Entrée",
        "page_name": "le salon",
        "page_opening": "On ouvre les portes",
        "page_unpacking": "On déballe les cartes",
        "page_setting_out": "On dresse la table",
        "page_take_seat": "Cliquez ou touchez pour prendre place",
        "page_dealing": "On distribue",
        "page_failed": "Le salon n’a pas pu ouvrir ses portes",
        "page_stopped": "Le jeu s’est arrêté",
        "page_runtime": (
            "Le moteur du jeu n’a pas pu être téléchargé depuis pygame-web.github.io. Vérifiez votre "
            "connexion à Internet, puis réessayez."
        ),
        "page_stalled": (
            "Le chargement s’est arrêté : rien n’est arrivé depuis 20 secondes. Vérifiez votre "
            "connexion à Internet, puis réessayez."
        ),
        "page_package": (
            "Les cartes du jeu n’ont pas pu être téléchargées. Vérifiez votre connexion à Internet, puis réessayez."
        ),
        "page_crash": "Le jeu a rencontré une erreur dont il ne peut se remettre. Réessayer suffit le plus souvent.",
        "page_retry": "Réessayer",
        "move_of": "Coup {n} sur {total}",
        "save_unreadable": (
            "La partie enregistrée n'a pas pu être lue ({reason}). Elle a été mise de côté, pas écrasée."
        ),
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
        "your_turn_plain": "À vous de jouer",
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
        "label_value": "{label} : {value}",
        "options_refused": "Ces options ne peuvent pas être jouées : {reason}",
        "opt_first_player": "Premier joueur",
        "opt_first_player_random": "tiré au sort",
        "opt_first_player_0": "place 1",
        "opt_first_player_1": "place 2",
        "opt_first_player_2": "place 3",
        "opt_first_player_3": "place 4",
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
        "t13_scoring": (
            "Chaque carte Couleur coûte 1, chaque Quatre Pourri 2 ; la majorité seule d'une couleur y compte 0."
        ),
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
        "undo": "Annuler",
        "redo": "Rétablir",
        "hint": "Conseil",
        "hint_thinking": "Recherche d'un conseil…",
        "hint_line": "Conseil : {best} (chance de gagner estimée). Ensuite : {others}.",
        "t13_move": "{card} sur la cible {target}",
        "t13_last_round": "Scores de la dernière manche",
    },
}


def add_strings(strings) -> None:
    """Add a table's own texts ({"en": {...}, "fr": {...}}) to the interface text."""
    for language, table in strings.items():
        STRINGS[language].update(table)


def translate(language, key, **values) -> str:
    """The text for key in language (English when missing), with values filled in."""
    table = STRINGS.get(language, STRINGS["en"])
    text = table.get(key, STRINGS["en"].get(key, key))
    return text.format(**values) if values else text


def page_words() -> dict:
    """The web page's own words (loading and failure screens) in every language, for tools/build_web.py."""
    return {language: {key: text for key, text in table.items() if key.startswith("page_")}
            for language, table in STRINGS.items()}


def system_language() -> str:
    """fr when the system or browser prefers French, else en."""
    page = window()
    if page is not None:
        try:
            code = str(page.navigator.language)
        except Exception:
            code = ""
    else:
        code = os.environ.get("LANG", "") or (locale.getlocale()[0] or "")
    return "fr" if code.lower().startswith("fr") else "en"
