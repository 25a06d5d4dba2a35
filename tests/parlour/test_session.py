"""The match session without pygame (parlour.session): turns, the AI and the hint through one driver, the
autosave on every commit and gone at the end, the statistics counted once, lessons and replays left alone."""
from game import GAMES
from parlour.match import HUMAN, Match
from parlour.replay_store import last_finished
from parlour.saves import read_autosave
from parlour.session import LESSON, PLAY, REPLAY, Session
from parlour.stats import FRIENDS, all_stats
from parlour.storage import MemoryStorage
from parlour.thinking import Thinking

SEED = 5


def session_of(mode=PLAY, seats=(HUMAN, "easy", "easy")):
    """A session in mode of a new 13 match of seats dealt from SEED, with storage in memory."""
    return Session(MemoryStorage(), Match("thirteen", list(seats), SEED), mode)


def ai_move(session):
    """Think for the AI to move until it has chosen (no waiting time asked)."""
    move = None
    while move is None:
        move = session.next_move(0.0, 1.0, 0.0)
    return move


def test_a_commit_plays_for_the_player_to_move_and_saves_the_game():
    session = session_of()
    seat = session.state.current_player
    session.commit(session.state.legal_moves()[0])
    assert session.state.current_player != seat and len(session.match.moves) == 1
    saved, _ = read_autosave(session.storage, "thirteen")
    assert saved is not None and saved.match.moves == session.match.moves


def test_the_ai_and_the_hint_are_driven_by_the_same_thinking():
    session = session_of(seats=("easy", "easy", "easy"))
    assert session.ai_thinking()
    move = ai_move(session)
    assert isinstance(session.match.thinking, Thinking) and move in session.state.legal_moves()
    session.commit(move)
    session.ask_hint()
    assert isinstance(session.hint, Thinking) and session.hint_thinking()
    ranked = None
    while ranked is None:
        ranked = session.think_hint(1.0)
    assert ranked and session.hint_move == ranked[0][0] in session.state.legal_moves()
    assert not session.hint_thinking()


def test_the_ai_waits_the_least_thinking_time_before_it_moves():
    session = session_of(seats=("easy", "easy", "easy"))
    assert session.next_move(0.01, 1.0, 10.0) is None
    assert session.think_clock > 0


def test_a_commit_forgets_the_hint():
    session = session_of()
    session.ask_hint()
    while session.think_hint(1.0) is None:
        pass
    session.commit(session.state.legal_moves()[0])
    assert session.hint_move is None and not session.hint_thinking()


def play_to_the_end(session):
    """Commit moves until the game ends: the AI's choice for an AI, the first legal move for a human."""
    while session.state.current_player is not None:
        seat = session.state.current_player
        session.commit(ai_move(session) if not session.match.is_human(seat) else session.state.legal_moves()[0])


def test_the_end_clears_the_autosave_and_counts_the_game_once():
    session = session_of()
    play_to_the_end(session)
    won = session.finish()
    assert session.finished and read_autosave(session.storage, "thirteen") == (None, None)
    assert last_finished(session.storage).moves == session.match.moves
    line = all_stats(session.storage)[("thirteen", "easy")]
    assert line["played"] == 1 and line["won"] == int(won)


def test_a_game_of_several_people_at_one_device_is_remembered_and_counted_once_under_friends():
    session = session_of(seats=(HUMAN, HUMAN, "easy"))
    play_to_the_end(session)
    assert session.finish() is False and session.finish() is False
    assert last_finished(session.storage) is not None
    lines = all_stats(session.storage)
    assert list(lines) == [("thirteen", FRIENDS)] and lines[("thirteen", FRIENDS)]["played"] == 1


def test_a_lesson_saves_nothing_and_does_not_think_for_the_ai():
    session = session_of(LESSON, seats=("easy", "easy", "easy"))
    assert not session.ai_thinking()
    session.commit(session.state.legal_moves()[0])
    assert read_autosave(session.storage, "thirteen") == (None, None)
    session.mode = PLAY
    session.autosave()
    assert read_autosave(session.storage, "thirteen")[0] is not None


def test_a_replay_saves_nothing_and_setting_aside_always_saves():
    session = session_of(REPLAY)
    session.jumped()
    assert read_autosave(session.storage, "thirteen") == (None, None)
    session.set_aside()
    assert read_autosave(session.storage, "thirteen")[0] is not None


def test_a_jump_lets_the_game_go_on_again():
    session = session_of()
    session.finished, session.think_clock = True, 3.0
    session.jumped()
    assert not session.finished and session.think_clock == 0.0


def test_every_game_takes_commits_the_same_way():
    for game_id, spec in GAMES.items():
        session = Session(MemoryStorage(), Match(game_id, [HUMAN] + ["easy"] * (spec.min_players - 1), SEED))
        for _ in range(3):
            if session.state.current_player is None:
                break
            session.commit(session.state.legal_moves()[0])
        assert read_autosave(session.storage, game_id)[0].match.moves == session.match.moves


def test_the_session_tells_why_undo_takes_nothing_back_by_a_code():
    alone = session_of()
    assert not alone.match.moves and alone.controls.undo_refusal() == "none"
    while alone.state.current_player != 0:
        alone.commit(ai_move(alone))
    assert alone.undo_refusal() == "none", "the AI's moves alone are not the player's to take back"
    alone.commit(alone.state.legal_moves()[0])
    assert alone.undo_refusal() is None and alone.can_undo()
    play_to_the_end(alone)
    alone.finish()
    assert alone.undo_refusal() == "over" and not alone.can_undo()
    friends = Session(MemoryStorage(), Match("thirteen", [HUMAN] * 3, 9))
    friends.commit(friends.state.legal_moves()[0])
    assert friends.match.revealed(0) and friends.undo_refusal() == "shown" and not friends.can_undo()
