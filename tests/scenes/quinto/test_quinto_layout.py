"""Sackson's Quinto table geometry, without a window: rows two to a line, each in its own place, scrolling,
targets under the pointer, the hand, the player panels and the word-or-bridge question."""
from scenes.quinto import layout


def test_rows_lie_two_to_a_line_without_overlapping():
    cells = [layout.cell_rect(i, 0) for i in range(8)]
    assert all(cell is not None and layout.ROW_AREA.contains(cell) for cell in cells)
    assert cells[0].y == cells[1].y < cells[2].y and cells[0].x < cells[1].x == cells[3].x
    assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])
    assert layout.cell_rect(8, 0) is None, "a fifth line is out of sight"


def test_every_slot_and_head_lies_inside_its_cell():
    cell = layout.cell_rect(3, 0)
    assert all(cell.contains(layout.slot_rect(cell, i)) for i in range(5))
    head = layout.head_rect(cell)
    assert cell.contains(head) and not head.colliderect(layout.slot_rect(cell, 0))


def test_scrolling_keeps_rows_in_sight_and_within_bounds():
    assert layout.lines(7) == 4 and layout.lines(9) == 5
    assert layout.clamp_scroll(5, 9) == 1 and layout.clamp_scroll(-2, 9) == 0 and layout.clamp_scroll(3, 4) == 0
    assert layout.scroll_to(0, 9, 12) == 1, "row 10 (line 5) brings the view down one line"
    assert layout.scroll_to(2, 0, 12) == 0, "the first row scrolls back to the top"
    assert layout.scroll_to(1, 4, 12) == 1, "a row already in sight does not move the view"
    scroll = layout.scroll_to(0, 10, 11)
    assert layout.cell_rect(10, scroll) is not None and layout.cell_rect(0, scroll) is None


def test_a_row_scrolled_away_flies_to_the_edge_of_the_row_area():
    below = layout.cell_of(9, 0)
    above = layout.cell_of(0, 1)
    assert below.top == layout.ROW_AREA.bottom and above.bottom == layout.ROW_AREA.top


def test_the_target_under_the_pointer():
    places = {3: 0, 5: 1, 8: 3}
    assert layout.target_at(places, 0, layout.cell_rect(1, 0).center) == 5
    assert layout.target_at(places, 0, layout.cell_rect(3, 0).center) == 8
    assert layout.target_at(places, 0, layout.NEW_SLOT.center) == "new"
    assert layout.target_at(places, 0, layout.cell_rect(2, 0).center) is None, "a gap where a row was completed"
    assert layout.target_at(places, 0, (5, 5)) is None


def test_a_row_keeps_its_place_and_a_new_row_takes_the_first_free_one():
    places = layout.placed({}, [1, 2, 3])
    assert places == {1: 0, 2: 1, 3: 2}
    assert layout.placed(places, [1, 3]) == {1: 0, 3: 2}, "row 3 stays where it was when row 2 goes"
    assert layout.placed(places, [1, 3, 4]) == {1: 0, 3: 2, 4: 3}, "not where a row left in the same move"
    assert layout.placed({1: 0, 3: 2}, [1, 3, 4]) == {1: 0, 3: 2, 4: 1}, "a gap left earlier is filled"
    assert layout.span_of({1: 0, 3: 2}) == 3 and layout.span_of({}) == 0


def test_the_hand_is_centred_and_the_raised_card_lifted():
    rects = layout.hand_rects(5)
    assert rects[2].centerx == layout.HAND_CX and all(r.y == layout.HAND_Y for r in rects)
    raised = layout.hand_rects(5, 1)
    assert raised[1].y < layout.HAND_Y and raised[0] == rects[0]
    assert not layout.NEW_SLOT.colliderect(rects[0]), "the new-row slot stays clear of the hand"


def test_player_panels_share_the_column():
    panels = [layout.player_rect(seat, 4) for seat in range(4)]
    assert all(layout.PLAYERS_RECT.contains(p) for p in panels)
    assert not any(a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])


def test_the_question_stays_over_the_rows():
    near_edge = layout.prompt_rect(2, 0, 0)
    assert layout.ROW_AREA.inflate(0, 140).contains(near_edge)
    assert layout.prompt_rect("new", 0, 0).bottom <= layout.NEW_SLOT.top
