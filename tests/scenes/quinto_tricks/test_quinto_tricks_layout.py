"""The Victorian Quinto's table geometry, checked without a window."""
import pytest

from game.quinto_tricks.seating import DUMMY
from scenes.quinto_tricks import layout


@pytest.mark.parametrize("viewer", range(4))
def test_four_players_sit_round_the_mat_with_partners_opposite(viewer):
    places = [layout.position(4, 2, viewer, hand) for hand in range(4)]
    assert places[viewer] == 0 and sorted(places) == [0, 1, 2, 3]
    assert places[(viewer + 2) % 4] == 2  # the partner faces the viewer
    assert places[(viewer + 1) % 4] == 1  # the next to play sits on the left (play goes clockwise)


def test_three_players_the_dummy_faces_its_dealer():
    for dealer in range(3):
        assert layout.position(3, dealer, dealer, DUMMY) == 2
        others = [p for p in range(3) if p != dealer]
        assert {layout.position(3, dealer, other, DUMMY) for other in others} == {1, 3}


@pytest.mark.parametrize("count", [1, 6, 12])
def test_rows_fit_the_table_centred_on_the_mat_and_lift_the_raised_card(count):
    for pos in (0, 2):
        rects = layout.row_rects(pos, count)
        assert rects[0].x >= layout.CENTRE[0] - layout.HAND_SPAN // 2
        assert rects[-1].right <= layout.CENTRE[0] + layout.HAND_SPAN // 2
        assert abs((rects[0].x + rects[-1].right) / 2 - layout.CENTRE[0]) <= 1
        assert all(b.x > a.x for a, b in zip(rects, rects[1:]))
        assert not any(r.colliderect(layout.MAT) for r in rects)
    raised = layout.row_rects(0, count, raised=count - 1)
    assert raised[-1].y == layout.HAND_Y - layout.LIFT
    assert all(r.y == layout.HAND_Y for r in raised[:-1])
    assert layout.row_rects(2, count, raised=0)[0].y == layout.TOP_Y + layout.LIFT


def test_a_dummy_seen_from_beside_lies_in_rows_of_six_under_its_plate():
    for pos in (1, 3):
        plate = layout.plate_rect(pos, True)
        rects = layout.side_rects(pos, 12)
        assert len({r.y for r in rects}) == 2 and len({r.x for r in rects}) == 6
        assert all(r.top > plate.bottom and r.x > plate.x for r in rects)
        assert not any(r.colliderect(layout.MAT) for r in rects)


def test_plates_lie_off_the_mat_and_the_trick_spots_on_it():
    for pos in range(4):
        assert not layout.plate_rect(pos, False).colliderect(layout.MAT)
        assert layout.MAT.collidepoint(layout.spot(pos))
    assert layout.on_mat(layout.CENTRE) and not layout.on_mat((5, 5))


def test_the_cachette_is_centred_where_it_lies_and_where_it_turns_up():
    xs = [layout.cachette_rect(i, 5, (30, 42)).centerx for i in range(5)]
    assert xs[2] == layout.CACHETTE[0] and xs == sorted(xs)
    shown = [layout.cachette_shown(i, 5) for i in range(5)]
    assert shown[2] == layout.CENTRE and all(layout.MAT.collidepoint(p) for p in shown)


def test_pegs_move_along_the_track_and_stop_at_its_goal():
    track = layout.track_rect(0)
    assert layout.peg_x(track, 0, 250) == track.x + 6
    assert layout.peg_x(track, 250, 250) == track.right - 6 == layout.peg_x(track, 300, 250)
    assert layout.peg_x(track, 100, 250) < layout.peg_x(track, 125, 250)
    assert layout.track_rect(1).y - track.y == layout.TRACK_STEP
