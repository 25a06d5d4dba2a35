"""13's score panels from the round_scored events: how many cards each player took by colour and what they
cost (each card one, a sole majority nothing), the rotten fours and their cost, the round's or every round's
scores and the totals."""
from __future__ import annotations

from game.thirteen.deck import COLOURS, ROTTEN

from ..table import ResultPanel
from .words import penalty

# The columns after the names: three colours and the rotten fours, the round or rounds, the total.
WEIGHTS = [3, 3, 3, 3, 4, 2]


def colour_cell(say, cards, colour, row) -> str:
    """How many cards of colour a player took and what they cost ("3 cards: −3"), or that his sole majority
    makes them cost nothing; the card values are left out, for a card costs one whatever its value."""
    count = sum(1 for card in cards if card[0] == colour and card != ROTTEN)
    if not count:
        return "—"
    if row[colour] == 0:
        return say("thirteen.result.majority", count=count)
    return say("thirteen.result.cards", count=count, cost=penalty(row[colour]))


def taken_cells(table, scored, seat) -> list:
    """A player's taken cards in a round: one cell per colour, then the rotten fours, each with its cost."""
    say = table.words.say
    cards, row = scored["taken"][seat], scored["breakdown"][seat]
    rotten = sum(1 for card in cards if card == ROTTEN)
    fours = say("thirteen.result.rotten", count=rotten, cost=penalty(row["R"])) if rotten else "—"
    return [colour_cell(say, cards, colour, row) for colour in COLOURS] + [fours]


def header(table, last) -> list:
    """The columns: players, the colours and rotten fours, the round (or the rounds) and the total."""
    say = table.words.say
    return [table.t("players"), *(say(f"thirteen.column.{c}") for c in COLOURS), say("thirteen.column.rotten"),
            say("reading.thirteen.rounds") if last else table.t("round"), table.t("total")]


def round_panel(table, scored) -> ResultPanel:
    """A round's scoring: the cards each player took, his round's score and total."""
    name = table.wording.name
    rows = [[name(p), *taken_cells(table, scored, p), penalty(scored["scores"][p]), penalty(scored["totals"][p])]
            for p in range(len(scored["taken"]))]
    return ResultPanel(table.app, table.t("round_over", n=scored["round"]), table.words.say("thirteen.ui.scoring"),
                       header(table, False), rows, [(table.t("continue"), table.app.pop)], weights=WEIGHTS)


def result_panel(table, scorings, outcome) -> ResultPanel:
    """The game's end: the last round's cards, every round's scores and the totals, the winners lit."""
    title = table.wording.winners_title(outcome.winners)
    last = scorings[-1]
    subtitle = f"{title} — {table.words.say('reading.thirteen.last_cards', n=last['round'])}"
    rows = [[table.wording.name(p), *taken_cells(table, last, p), " · ".join(penalty(s["scores"][p]) for s in scorings),
             penalty(last["totals"][p])] for p in range(len(last["taken"]))]
    actions = table.exits.result_actions()
    return ResultPanel(table.app, table.t("game_over"), subtitle, header(table, True), rows, actions, outcome.winners,
                       weights=WEIGHTS)
