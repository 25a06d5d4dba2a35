"""What the move that made a position caused, read from its events as the engine tests check them."""


def kinds(state) -> list:
    """The kinds of the events the move that made state caused, in order."""
    return [e.kind for e in state.events]


def params(state, kind) -> list:
    """The parameters of each event of kind that the move that made state caused, in order."""
    return [e.params for e in state.events if e.kind == kind]
