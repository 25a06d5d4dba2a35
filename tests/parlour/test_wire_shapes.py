"""The wire protocol's typed shapes, checked where the client reads the server: every server message type has a
shape, and a message missing a field or holding one of the wrong kind is a coded problem naming the field, with
nothing of the session changed; and what the client sends fits the request shapes the server checks it with."""
import pytest

from parlour.online.session import OnlineSession
from parlour.storage import MemoryStorage
from tests.support.outbox import Outbox
from wire.messages import SHAPES, checked
from wire.protocol import CLIENT_TYPES, SERVER_TYPES, ProtocolError, decode, encode
from wire.requests import REQUESTS


def joined_session():
    """An online session opened and joined to table ABCDEFGH as its host in seat 0."""
    session = OnlineSession(Outbox(), MemoryStorage())
    session.opened()
    session.receive(encode({"type": "joined", "code": "ABCDEFGH", "seat": 0, "token": "x" * 32, "host": True}))
    session.poll()
    return session


def test_every_server_message_type_has_a_shape():
    assert set(SHAPES) == set(SERVER_TYPES)


def test_a_message_missing_a_field_or_of_the_wrong_kind_is_a_problem_naming_it():
    session = joined_session()
    session.receive(encode({"type": "update", "turn": 1, "seat": 0, "events": []}))
    session.receive(encode({"type": "joined", "code": "ZZZZZZZZ", "seat": True, "token": "y" * 32, "host": False}))
    session.receive(encode({"type": "presence", "connected": [True], "away": "no", "thinking": None}))
    session.receive(encode({"type": "surprise"}))
    problems = [payload for kind, payload in session.poll()]
    assert [(p.code, p.params) for p in problems] == [
        ("bad_field", {"field": "view"}), ("bad_field", {"field": "seat"}), ("bad_field", {"field": "away"}),
        ("unknown_type", {"type": "surprise"})]
    assert session.code == "ABCDEFGH" and session.seat == 0 and session.view is None and session.away == ()


def test_a_field_a_shape_may_leave_out_may_be_missing():
    session = joined_session()
    session.receive(encode({"type": "pong"}))
    session.receive(encode({"type": "refused", "code": "not_your_turn"}))
    assert [kind for kind, _ in session.poll()] == ["pong", "refused"]


def test_every_client_message_type_has_a_shape():
    assert set(REQUESTS) == set(CLIENT_TYPES)


def test_every_request_the_client_sends_fits_its_shape():
    outbox = Outbox()
    session = OnlineSession(outbox, MemoryStorage())
    session.opened()
    session.create("quartino", ["human", "easy"], {"situations": True}, "Ann", seat=0)
    session.join("abcd-efgh", "Bea", seat=1)
    session.receive(encode({"type": "joined", "code": "ABCDEFGH", "seat": 0, "token": "x" * 32, "host": True}))
    session.start()
    session.move("end")
    session.again(False)
    session.ping()
    session.online = False
    session.opened()
    session.leave()
    sent = [decode(text) for text in outbox.take()]
    assert [m["type"] for m in sent] == ["create", "join", "start", "move", "rematch", "ping", "rejoin", "leave"]
    assert all(checked(message, REQUESTS) is message for message in sent)


@pytest.mark.parametrize("message, field", [
    ({"type": "join", "code": 12345678}, "code"), ({"type": "rejoin", "code": "ABCDEFGH"}, "token"),
    ({"type": "create", "game": "quinto", "seats": "human,easy"}, "seats"), ({"type": "move", "move": ["B7"]}, "move"),
    ({"type": "rematch", "accept": "yes"}, "accept"), ({"type": "join", "code": "ABCDEFGH", "seat": True}, "seat"),
])
def test_a_request_missing_a_field_or_of_the_wrong_kind_is_bad_field_naming_it(message, field):
    with pytest.raises(ProtocolError) as refused:
        checked(message, REQUESTS)
    assert refused.value.code == "bad_field" and refused.value.params == {"field": field}
