"""Quartino's table geometry, without a window: the wheel reads clockwise from the top, every space and
stack can be hit, and nothing the player reads lies under something else."""
from game.quartino.components import COLOURS, SPACES
from scenes.quartino import layout


def test_space_1_is_at_the_top_and_the_ring_runs_clockwise():
    cx, cy = layout.WHEEL
    assert layout.space_centre(0) == layout.WHEEL
    x1, y1 = layout.space_centre(1)
    assert x1 == cx and y1 < cy
    assert layout.space_centre(3)[0] > cx and layout.space_centre(3)[1] == cy, "space 3 is due right"
    assert layout.space_centre(5)[1] > cy and layout.space_centre(7)[0] < cx


def test_each_well_and_the_top_of_each_stack_hits_its_own_space():
    flat = (0,) * len(SPACES)
    for space in SPACES:
        assert layout.space_at(layout.space_centre(space), flat) == space
    tall = tuple(5 if s == 4 else 0 for s in SPACES)
    top = layout.pawn_spot(4, 4)
    assert top[1] < layout.space_centre(4)[1] - layout.SPACE_RADIUS
    assert layout.space_at(top, tall) == 4
    assert layout.space_at(top, flat) is None, "above an empty well is no space"


def test_a_drawn_stack_stops_growing():
    assert layout.pawn_spot(2, layout.MOST_DRAWN + 3) == layout.pawn_spot(2, layout.MOST_DRAWN - 1)


def test_the_reserve_rows_stack_inside_the_reserve_and_name_their_colour():
    rows = [layout.reserve_row(c) for c in COLOURS]
    for colour, row in zip(COLOURS, rows):
        assert layout.RESERVE.contains(row)
        assert layout.colour_at(row.center) == colour
        assert row.collidepoint(layout.reserve_spot(colour))
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:]))
    assert layout.colour_at(layout.WHEEL) is None


def test_the_hand_raises_only_the_shown_card_and_completed_cards_follow_it():
    flat, raised = layout.hand_rects(3), layout.hand_rects(3, 1)
    assert [r.y for r in raised] == [flat[0].y, flat[1].y - layout.HAND_LIFT, flat[2].y]
    assert all(a.right < b.left for a, b in zip(flat, flat[1:]))
    done = [layout.own_done_rect(3, j) for j in range(2)]
    assert done[0].left > flat[-1].right and done[0].right < done[1].left


def test_side_panels_for_three_others_sit_above_the_turn_panel_without_overlap():
    panels = [layout.other_panel(i) for i in range(3)]
    assert all(a.bottom < b.top for a, b in zip(panels, panels[1:]))
    assert panels[-1].bottom < layout.TURN_PANEL.top
    for panel in panels:
        assert panel.contains(layout.other_done_rect(panel, 2, 1))
    assert layout.others(2, 4) == [3, 0, 1]


def test_the_wheel_buttons_and_status_do_not_cover_each_other():
    board = layout.WHEEL[1] + layout.BOARD_RADIUS
    assert layout.STATUS_POS[1] >= board - 2
    claim, end = layout.CLAIM_BUTTON, layout.END_BUTTON
    assert layout.TURN_PANEL.bottom < claim[1] and claim[1] + claim[3] < end[1]
    assert layout.WHEEL[0] + layout.BOARD_RADIUS < layout.SIDE_X
