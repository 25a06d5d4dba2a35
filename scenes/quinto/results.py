"""Quinto's score panels, read from the round's events: a row per player with the point cards he won (each
named), the rows he completed, his own unfinished rows, the round's score and what the variant adds (team,
bonus and total, or wins)."""
from __future__ import annotations

from parlour.history import completions
from parlour.words import figure

from ..table import ResultPanel

# The standing's figures the panel shows for each variant, in order: (column key, standing key).
STANDING_COLUMNS = {
    "teams": (("team", "team_totals"),),
    "cumulative": (("bonus", "bonus"), ("total", "totals")),
    "double_or_triple": (("round_wins", "round_wins"), ("match_wins", "match_wins")),
}


def signed(value) -> str:
    """A score with its sign (−20, +45, 0)."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def own_rows(say, lines) -> str:
    """A player's own unfinished rows: each one's value (original rules), or how many are short (German)."""
    rows = [line for line in lines if line[0] == "row"]
    if not rows:
        return "—"
    if any(line[0] == "negated" for line in lines) or all(value == 0 for *_, value in rows):
        short = sum(1 for _, _, length, _, _ in rows if length <= 2)
        return say("quinto.ui.short_rows", count=short) if short else "—"
    return " ".join(signed(value) for *_, value in rows)


def won_cell(say, lines) -> str:
    """The point cards a player won: their total and count, then each card ("red 30 · blue 80")."""
    won = [line[1] for line in lines if line[0] == "won"]
    if not won:
        return "—"
    named = " · ".join(say("reading.quinto.point", colour=say(f"quinto.card.pc_{c}"), value=v) for c, v in won)
    return say("quinto.ui.won_cell", total=sum(v for _, v in won), count=len(won)) + "\n" + named


def player_cells(say, lines, completed) -> list:
    """A player's point cards, the rows he completed, his own rows and round score from his breakdown lines."""
    total = next(line[1] for line in lines if line[0] == "total")
    done = say("reading.quinto.completed", count=len(completed), rows=", ".join(map(str, completed)))
    return [won_cell(say, lines), done if completed else "—", own_rows(say, lines), figure(total)]


def score_table(app, wording, match, scored) -> tuple:
    """The header, the rows and the columns' weights of a round's panel from its round_scored event's
    parameters and the round's completions in match (wording: the table's words)."""
    say = wording.words.say
    columns = STANDING_COLUMNS.get(match.state.variant, ())
    header = [app.t("players"), say("quinto.ui.col_won"), say("reading.quinto.col_completed")]
    header += [say(f"quinto.ui.col_{key}") for key in ("rows", "round")]
    header += [say(f"quinto.ui.col_{key}") for key, _ in columns]
    completed = completions(match.history, scored["round"], match.players)
    rows = []
    for seat, lines in enumerate(scored["breakdown"]):
        figures = [figure(scored["standing"][name][seat]) for _, name in columns]
        rows.append([wording.name(seat)] + player_cells(say, lines, completed[seat]) + figures)
    return header, rows, [3, 2, 2, 1] + [1] * len(columns)


def round_panel(app, wording, match, scored) -> ResultPanel:
    """The panel of the round that just ended."""
    header, rows, weights = score_table(app, wording, match, scored)
    return ResultPanel(app, app.t("round_over", n=scored["round"]), wording.words.say("quinto.ui.round_sub"),
                       header, rows, [(app.t("continue"), app.pop)], weights=weights)


def result_panel(app, wording, match, actions, scored, outcome) -> ResultPanel:
    """The final panel: the last round, the variant's figures, the winners' rows lit (actions: the result's
    buttons)."""
    winners = outcome.winners
    title = wording.winners_title(winners)
    header, rows, weights = score_table(app, wording, match, scored)
    return ResultPanel(app, app.t("game_over"), title, header, rows, actions, winners, weights=weights)
