"""What a determinization works out from the view alone, remembered: a search samples one view at every iteration."""
from __future__ import annotations

from collections.abc import Callable
from functools import wraps


def per_last_view(function: Callable) -> Callable:
    """function(view, *args), remembered for the last view (the very object) and args it was asked about; its
    result is shared, so callers must not change it."""
    last = {}

    @wraps(function)
    def remembered(view, *args):
        if last.get("view") is not view or last["args"] != args:
            last.update(view=view, args=args, result=function(view, *args))
        return last["result"]

    return remembered
