"""Which table scene plays which game."""
from __future__ import annotations


def table_for(app, match):
    """The table scene for match's game."""
    from .thirteen_table import ThirteenTable

    tables = {"thirteen": ThirteenTable}
    if match.spec.id not in tables:
        raise ValueError(f"There is no table for {match.spec.title} yet.")
    return tables[match.spec.id](app, match)
