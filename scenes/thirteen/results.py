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


def taken_cells(say, scored, seat) -> list:
    """A player's taken cards in a round: one cell per colour, then the rotten fours, each with its cost (say: the
    catalogue's)."""
    cards, row = scored["taken"][seat], scored["breakdown"][seat]
    rotten = sum(1 for card in cards if card == ROTTEN)
    fours = say("thirteen.result.rotten", count=rotten, cost=penalty(row["R"])) if rotten else "—"
    return [colour_cell(say, cards, colour, row) for colour in COLOURS] + [fours]


def header(app, say, last) -> list:
    """The columns: players, the colours and rotten fours, the round (or the rounds) and the total."""
    return [app.t("players"), *(say(f"thirteen.column.{c}") for c in COLOURS), say("thirteen.column.rotten"),
            say("reading.thirteen.rounds") if last else app.t("round"), app.t("total")]


def round_panel(app, wording, scored) -> ResultPanel:
    """A round's scoring: the cards each player took, his round's score and total (wording: the table's words)."""
    name, say = wording.name, wording.words.say
    rows = [[name(p), *taken_cells(say, scored, p), penalty(scored["scores"][p]), penalty(scored["totals"][p])]
            for p in range(len(scored["taken"]))]
    return ResultPanel(app, app.t("round_over", n=scored["round"]), say("thirteen.ui.scoring"),
                       header(app, say, False), rows, [(app.t("continue"), app.pop)], weights=WEIGHTS)


def result_panel(app, wording, actions, scorings, outcome) -> ResultPanel:
    """The game's end: the last round's cards, every round's scores and the totals, the winners lit (wording: the
    table's words; actions: the result's buttons)."""
    say = wording.words.say
    title = wording.winners_title(outcome.winners)
    last = scorings[-1]
    subtitle = f"{title} — {say('reading.thirteen.last_cards', n=last['round'])}"
    rows = [[wording.name(p), *taken_cells(say, last, p), " · ".join(penalty(s["scores"][p]) for s in scorings),
             penalty(last["totals"][p])] for p in range(len(last["taken"]))]
    return ResultPanel(app, app.t("game_over"), subtitle, header(app, say, True), rows, actions, outcome.winners,
                       weights=WEIGHTS)
