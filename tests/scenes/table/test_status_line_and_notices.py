"""The status line ("Your turn: …") and a notice never share pixels: at 1280×720 and in a small window, on 13's,
Quinto's and the Victorian game's tables, a notice raised by a real click either lies clear of the status line
or takes its place, so no line is drawn half hidden under the notice's panel."""
import pytest

from scenes.quinto import layout as quinto_layout
from scenes.quinto_tricks import layout as tricks_layout
from scenes.thirteen import layout as thirteen_layout

from ..support.drawn_text import record_texts
from ..support.first_turn import seated
from ..support.window import resize, window_click, window_point

# A spot where a click before choosing a card raises the "choose a card first" notice.
TARGETS = {
    "thirteen": thirteen_layout.target_rect(0).center,
    "quinto": quinto_layout.NEW_SLOT.center,
    "quinto_tricks": tricks_layout.MAT.center,
}


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("game_id", list(TARGETS))
def test_a_notice_never_half_covers_the_status_line(app, game_id, size, monkeypatch):
    table = seated(app, game_id)
    resize(app, size)
    status = table.t("your_turn", hint="")
    window_click(app, window_point(size, TARGETS[game_id]))
    placed = table.notice.placed()
    assert table.notice.text == table.t("pick_card_first") and placed is not None
    drawn = record_texts(monkeypatch)
    app.frame(0.016)
    shown = [rect for string, rect in drawn if string.startswith(status.rstrip())]
    assert not any(rect.colliderect(placed.rect) for rect in shown), (placed.rect, shown)
