"""The Victorian Quinto's panels, read from the engine's events: the end of a hand (tricks, quints and
points per side, with the cachette laid out) and the end of the game (with every quint and cachette)."""
from __future__ import annotations

from game.quinto_tricks.rules import GOAL, TRICK_POINTS
from game.quinto_tricks.seating import HANDS
from parlour.history import hand_summaries

from ..kit import card_art, draw, theme
from ..table import ResultPanel
from .art import TRICK_SIZE
from .summary import cells, side_of
from .words import say, side_label, side_name

CAPTION_Y, CARDS_Y, CARD_STEP = 350, 382, 86


def hand_panel(app, wording, card_face, players, scored, taken) -> ResultPanel:
    """A hand's end from its hand_scored and cachette events: a row per side and the cachette below (wording: the
    table's words; card_face paints a card at a size)."""
    words, dealer = wording.words, scored["dealer"]
    rows = []
    for side in (0, 1):
        took = taken["side"] == side
        worth = trick_worth(scored, side, took)
        rows.append([side_label(words, wording.name, players, dealer, side, wording.is_you),
                     say(words, "ui.tricks_cell_cachette" if took else "ui.tricks_cell", points=worth,
                         count=scored["tricks"][side]), str(scored["quints"][side])])
        if players < HANDS:  # the dummy's bonus: what the hand holds beyond its tricks and quints
            rows[-1].append(str(scored["points"][side] - scored["quints"][side] - worth))
        rows[-1].append(str(scored["points"][side]))
        if players == HANDS:
            rows[-1].append(str(scored["scores"][side]))
    header = [say(words, "ui.col_side"), say(words, "ui.col_tricks"), say(words, "ui.col_quints"),
              *([] if players == HANDS else [say(words, "ui.col_bonus")]), say(words, "ui.col_hand")]
    if players == HANDS:
        header.append(say(words, "ui.col_score"))
        subtitle = say(words, "ui.goal_line", goal=GOAL)
    else:
        subtitle = " · ".join(f"{wording.name(p)} {scored['totals'][p]}" for p in range(players))
    caption = say(words, "ui.cachette_to",
                  side=side_name(words, wording.name, players, dealer, taken["side"], wording.is_you))
    below = cachette_picture(caption, taken["cards"], card_face)
    return ResultPanel(app, say(words, "ui.hand_title", n=scored["number"]), subtitle, header, rows,
                       [(app.t("continue"), app.pop)], below=below)


def trick_worth(scored, side, took_cachette) -> int:
    """What a side's tricks are worth in the hand, the cachette counted as the extra trick it is."""
    return (scored["tricks"][side] + took_cachette) * TRICK_POINTS * scored["multiplier"]


def cachette_picture(caption, cards, face):
    """What a hand panel draws under its figures: the caption and the cachette's cards face up (face paints
    a card at a size)."""
    def below(surface, centre) -> None:
        draw.text(surface, caption, 19, theme.INK_SOFT, (centre, CAPTION_Y), "bold", "midtop")
        left = centre - (len(cards) * CARD_STEP - 10) // 2
        for i, card in enumerate(cards):
            image = face(card, TRICK_SIZE)
            card_art.lay(surface, image, image.get_rect(topleft=(left + CARD_STEP * i, CARDS_Y)))
    return below


def result_panel(app, wording, match, actions) -> ResultPanel:
    """The final panel of match, per side with four players (and each game's points), per player with three: the
    hands' points, the quints scored, named, the cachettes taken, the total (wording: the table's words; actions:
    the result's buttons)."""
    state, words = match.state, wording.words
    outcome = state.outcome()
    title = wording.winners_title(outcome.winners)
    hands = hand_summaries(match.history)
    header = [words.say("reading.tricks.col_hands"), say(words, "ui.col_quints"),
              words.say("reading.tricks.col_cachettes")]
    weights = [2, 5, 2]
    if state.players == HANDS:
        won = outcome.winners[0] % 2
        title = say(words, "ui.victory", side=side_name(words, wording.name, HANDS, 0, won, wording.is_you),
                    a=state.totals[won], b=state.totals[1 - won])
        games = [say(words, "ui.game_n", n=i + 1) for i in range(len(state.games))]
        header = [say(words, "ui.col_side"), *header, *games]
        rows = [[side_label(words, wording.name, HANDS, 0, s, wording.is_you), *cells(words, hands, lambda h, s=s: s)]
                + [str(g[1 + s]) for g in state.games] + [str(state.totals[s])] for s in (0, 1)]
        weights += [1] * len(state.games)
        highlight = {won}
    else:
        header = [app.t("players")] + header
        rows = [[wording.name(p), *cells(words, hands, side_of(state.players, p)), str(state.totals[p])]
                for p in range(state.players)]
        highlight = set(outcome.winners)
    return ResultPanel(app, app.t("game_over"), title, header + [app.t("total")], rows, actions, highlight,
                       weights=weights + [1])
