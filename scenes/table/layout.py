"""Where the parts every table shares sit on the 1280×720 frame, for the tables, their games' layouts and the
lessons over them: the log and the standings down the right, the button rows above and below them."""
from __future__ import annotations

LOG_RECT = (990, 70, 270, 250)
STANDINGS_RECT = (990, 330, 270, 0)
MENU_RECT = (1130, 12, 130, 46)
RULES_RECT = (990, 12, 130, 46)
UNDO_RECT = (990, 662, 86, 46)
REDO_RECT = (1082, 662, 86, 46)
BOTTOM_RIGHT = (1174, 662, 86, 46)
BOTTOM_ROW = (990, 662, 270, 46)
# a lesson keeps the top row's right place for Leave and spans the bottom row with Skip the lesson; a finished game
# (nothing to undo or redo any more) spans it with Results
LEAVE_RECT = MENU_RECT
SKIP_RECT = RESULTS_RECT = BOTTOM_ROW
# the touch layout on a phone: the top and bottom rows taller, each a finger (80) from the frame's edge
TOUCH_ROWS = {12: (10, 60), 662: (650, 60)}
