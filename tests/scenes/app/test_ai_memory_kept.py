"""What the opponents' knowledge keeps between decisions stays a few megabytes, however long a person plays: Quinto's
table of the ways a hand extends a row (searched by the hard and expert levels and by the hint) is bounded by its
number of entries, and each entry's cost is measured here on real searches."""
import tracemalloc

from game.ai import new_agent
from game.quinto import knowledge
from parlour.match import Match

MOST_KEPT_MB = 8


def test_quintos_row_table_keeps_at_most_a_few_megabytes_however_many_searches_fill_it():
    knowledge.reachable.cache_clear()
    tracemalloc.start()
    try:
        match = Match("quinto", ["human", "hard"], 5)
        for n in range(6):  # searches driven by iterations, never by the clock
            seat = match.state.current_player
            agent = new_agent("quinto", "hard", 40)
            agent.start(match.state.view(seat), seat, n)
            while not agent.step(1.0):
                pass
            match.play(agent.best_move())
        held = sum(stat.size for stat in tracemalloc.take_snapshot().statistics("filename")
                   if stat.traceback[0].filename == knowledge.__file__)
    finally:
        tracemalloc.stop()
    entries = knowledge.reachable.cache_info().currsize
    assert entries > 100, "the searches filled the table"
    most_kept_mb = held / entries * knowledge.reachable.cache_info().maxsize / 2 ** 20
    assert most_kept_mb <= MOST_KEPT_MB, f"full, the table would keep {most_kept_mb:.0f} MB"
