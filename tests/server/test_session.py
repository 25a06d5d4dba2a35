"""The client session alone, through an Outbox transport that keeps what it sends: no sockets."""
from __future__ import annotations

import json

from game import GAMES
from parlour.online.backoff import Backoff
from parlour.online.session import SEAT_KEY, OnlineSession
from parlour.storage import MemoryStorage, load_json
from tests.support.outbox import Outbox
from wire.protocol import encode, event_to_json


def sent(outbox) -> list:
    """The messages the session handed its transport, decoded."""
    return [json.loads(text) for text in outbox.take()]


def test_intents_wait_for_the_connection_and_a_kept_seat_is_rejoined_first():
    """Before the transport opens nothing is sent; on opening, the kept seat's rejoin goes first, then what waited."""
    storage, outbox = MemoryStorage(), Outbox()
    storage.put(SEAT_KEY, json.dumps({"code": "ABCDEFGH", "token": "t" * 32, "seat": 1}))
    session = OnlineSession(outbox, storage)
    session.ping()
    assert outbox.take() == []
    session.opened()
    rejoin, ping = sent(outbox)
    assert rejoin == {"type": "rejoin", "v": 1, "code": "ABCDEFGH", "token": "t" * 32, "id": 2}
    assert ping == {"type": "ping", "id": 1}


def test_server_texts_become_views_events_and_refusals():
    """joined keeps the token; a state and an update give engine views with their events; a refusal and an error
    come out coded; unreadable texts come out as problems, never as exceptions."""
    storage, outbox = MemoryStorage(), Outbox()
    session = OnlineSession(outbox, storage)
    session.opened()
    session.create("thirteen", ["human", "easy", "easy"], name="Ann")
    assert sent(outbox)[0]["type"] == "create"
    state = GAMES["thirteen"].new_state(3, 9)
    session.receive(encode({"type": "joined", "code": "ABCDEFGH", "seat": 0, "token": "x" * 32, "host": True}))
    session.receive(encode({"type": "room", "game": "thirteen", "code": "ABCDEFGH", "seats": [], "options": {},
                            "status": "playing"}))
    deal = [event_to_json(e) for e in state.view(0).events]
    session.receive(encode({"type": "state", "seat": 0, "turn": 0, "view": state.view(0).to_dict(),
                            "history": [{"turn": 0, "seat": None, "events": deal}], "thinking": None}))
    after = state.apply(state.legal_moves()[0])
    session.receive(encode({"type": "update", "turn": 1, "seat": 0, "move": str(state.legal_moves()[0]),
                            "events": [event_to_json(e) for e in after.view(0).events],
                            "view": after.view(0).to_dict()}))
    session.receive(encode({"type": "refused", "code": "not_your_turn", "params": {"seat": 1}, "notation": False}))
    session.receive(encode({"type": "error", "code": "rate_limited", "params": {"retry_after": 1.5}}))
    session.receive("not json")
    session.receive(encode({"type": "update"}))
    kinds = [kind for kind, _ in session.poll()]
    assert kinds == ["joined", "room", "position", "update", "refused", "problem", "problem", "problem"]
    assert load_json(storage, SEAT_KEY)[0] == {"code": "ABCDEFGH", "token": "x" * 32, "seat": 0}
    assert session.view == after.view(0) and session.view.events == after.view(0).events and session.turn == 1
    session.move(session.view.legal_moves()[0]) if session.my_turn else session.ping()
    session.leave()
    assert sent(outbox)[-1]["type"] == "leave" and storage.get(SEAT_KEY) is None


def test_a_refused_rejoin_forgets_the_kept_seat_but_a_failed_join_does_not():
    """bad_token or no_room in answer to the rejoin drops the kept seat; the same code for another request keeps it."""
    storage, outbox = MemoryStorage(), Outbox()
    storage.put(SEAT_KEY, json.dumps({"code": "ABCDEFGH", "token": "t" * 32, "seat": 1}))
    session = OnlineSession(outbox, storage)
    request = session.join("ZZZZZZZZ")
    session.opened()
    rejoin = session.rejoining
    session.receive(encode({"type": "error", "code": "no_room", "params": {}, "id": request}))
    assert storage.get(SEAT_KEY) is not None
    session.receive(encode({"type": "error", "code": "bad_token", "params": {}, "id": rejoin}))
    assert storage.get(SEAT_KEY) is None and session.token is None


def test_backoff_doubles_with_jitter_up_to_its_longest_and_resets():
    """0.5, 1, 2 … seconds within ±25 %, never over 30 s (plus jitter), back to the first after a reset."""
    backoff = Backoff()
    delays = [backoff.next() for _ in range(10)]
    for n, delay in enumerate(delays):
        assert 0.75 * min(30, 0.5 * 2**n) <= delay <= 1.25 * min(30, 0.5 * 2**n)
    backoff.reset()
    assert backoff.next() <= 0.625


def test_both_sides_know_every_message_type():
    """The server handles every client type of the protocol and the session every server type."""
    from server.handlers import HANDLERS
    from wire.protocol import CLIENT_TYPES, SERVER_TYPES

    assert set(HANDLERS) == set(CLIENT_TYPES)
    assert all(hasattr(OnlineSession, f"_on_{kind}") for kind in SERVER_TYPES)
