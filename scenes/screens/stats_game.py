"""One game's page of the statistics: its games and wins, the best and the average score (13's penalty points,
fewest best), the win rate against each opponent, the last ten results and a small chart of the kept ones."""
from __future__ import annotations

import pygame

from game import GAMES
from parlour.stats import FRIENDS, LEVEL_ORDER
from parlour.words import figure

from ..kit import draw, pen, theme

FIGURE_SIZE, LABEL_SIZE, TEXT_SIZE = 30, 15, 18
CHIP_W, CHIP_GAP = 78, 8
OPPONENTS = (*LEVEL_ORDER, FRIENDS)


def opponent_name(t, level) -> str:
    """An opponent as the player reads it: an AI level, or friends."""
    return t(f"ai_{level}") if level in LEVEL_ORDER else t("hotseat")


def shown(number) -> str:
    """A figure, or a dash when there is none yet."""
    return "—" if number is None else figure(number)


def rate(t, played, won) -> str:
    """The share of games won, or a dash before any game."""
    return t("percent", n=round(100 * won / played)) if played else "—"


def draw_page(surface, t, game_id, name, figures, page) -> None:
    """The page inside rect page: the headline figures, the opponents' table, the chart and the last ten (or,
    before any game, a line saying so)."""
    if not figures["played"]:
        draw.text(surface, t("stats.none_game", game=name), 22, theme.INK_SOFT, page.center, "ui", "center")
        return
    penalty = GAMES[game_id].penalty_scores
    headline = ((t("stats.games"), str(figures["played"])),
                (t("stats.wins"), f"{figures['won']} ({rate(t, figures['played'], figures['won'])})"),
                (t("stats.best_penalty" if penalty else "stats.best"), shown(figures["best"])),
                (t("stats.average_penalty" if penalty else "stats.average"), shown(figures["average"])))
    width = (page.width - 40) // len(headline)
    for i, (label, value) in enumerate(headline):
        x = page.x + 20 + i * width + width // 2
        draw.text(surface, value, FIGURE_SIZE, theme.INK, (x, page.y + 16), "bold", "midtop")
        draw.text(surface, label, LABEL_SIZE, theme.INK_SOFT, (x, page.y + 56), "ui", "midtop")
    pen.line(surface, theme.RULE_LINE, (page.x + 24, page.y + 86), (page.right - 24, page.y + 86), 1)
    draw_opponents(surface, t, figures["by_level"], pygame.Rect(page.x + 24, page.y + 100, 400, 220))
    chart = pygame.Rect(page.x + 470, page.y + 100, page.width - 500, 230)
    draw_chart(surface, t, figures["kept"], chart, penalty)
    draw_last(surface, t, figures["last"], pygame.Rect(page.x + 24, page.y + 360, page.width - 48, 120))


def draw_opponents(surface, t, by_level, area) -> None:
    """Games, wins and the win rate against each opponent met (an AI level, friends)."""
    columns = ((t("stats.opponent"), area.x, "topleft"), (t("stats.games"), area.x + 175, "midtop"),
               (t("stats.wins"), area.x + 262, "midtop"), (t("stats.win_rate"), area.x + 372, "midtop"))
    for label, x, anchor in columns:
        draw.text(surface, label, LABEL_SIZE, theme.INK_SOFT, (x, area.y), "bold", anchor)
    y = area.y + 30
    for level in (level for level in OPPONENTS if level in by_level):
        line = by_level[level]
        cells = (opponent_name(t, level), str(line["played"]), str(line["won"]), rate(t, line["played"], line["won"]))
        for (_, x, anchor), cell in zip(columns, cells):
            draw.text(surface, cell, TEXT_SIZE, theme.INK, (x, y), "ui", anchor)
        y += 32


def draw_chart(surface, t, results, area, penalty) -> None:
    """The kept results' scores, oldest at the left, joined by a line; a won game's point gold, a lost one's ink;
    13's axis upside down (fewer penalty points stand higher)."""
    title = t("stats.chart_penalty" if penalty else "stats.chart", n=len(results))
    draw.text(surface, title, LABEL_SIZE, theme.INK_SOFT, (area.x, area.y), "bold")
    plot = pygame.Rect(area.x + 44, area.y + 30, area.width - 54, area.height - 40)
    pen.line(surface, theme.RULE_LINE, plot.bottomleft, plot.bottomright, 1)
    pen.line(surface, theme.RULE_LINE, plot.topleft, plot.bottomleft, 1)
    if not results:
        return
    scores = [result["score"] for result in results]
    low, high = min(scores), max(scores)
    span = (high - low) or 1
    top, bottom = (low, high) if penalty else (high, low)
    draw.text(surface, figure(top), LABEL_SIZE, theme.INK_SOFT, (plot.x - 6, plot.y - 8), "ui", "topright")
    draw.text(surface, figure(bottom), LABEL_SIZE, theme.INK_SOFT, (plot.x - 6, plot.bottom - 10), "ui", "topright")
    step = plot.width / max(1, len(results) - 1)
    points = []
    for i, score in enumerate(scores):
        height = (score - low) / span if not penalty else (high - score) / span
        points.append((round(plot.x + i * step) if len(results) > 1 else plot.centerx,
                       round(plot.bottom - 6 - height * (plot.height - 12))))
    if len(points) > 1:
        pen.lines(surface, theme.GOLD_DARK, False, points, 2)
    for point, result in zip(points, results):
        dot = pygame.Rect(0, 0, 10, 10)
        dot.center = point
        draw.rounded(surface, dot, theme.GOLD if result["won"] else theme.INK_SOFT, 5)


def draw_last(surface, t, results, area) -> None:
    """The last ten results, newest at the right: each its score on a chip, a won game's chip gold."""
    draw.text(surface, t("stats.last_ten"), LABEL_SIZE, theme.INK_SOFT, (area.x, area.y), "bold")
    for i, result in enumerate(results):
        chip = pygame.Rect(area.x + i * (CHIP_W + CHIP_GAP), area.y + 28, CHIP_W, 58)
        draw.rounded(surface, chip, theme.ROW_LIT if result["won"] else theme.CREAM, 10)
        draw.rounded(surface, chip, theme.GOLD_DARK if result["won"] else theme.RULE_LINE, 10, 2)
        draw.text(surface, figure(result["score"]), TEXT_SIZE, theme.INK, (chip.centerx, chip.y + 6), "bold", "midtop")
        draw.text(surface, t("stats.won_short" if result["won"] else "stats.lost_short"), LABEL_SIZE,
                  theme.INK_SOFT, (chip.centerx, chip.y + 32), "ui", "midtop")
