"""Playing online, without pygame: the protocol (protocol.py), a transport-agnostic client session (session.py)
that a table is driven with, reconnect timing (backoff.py), the transport interface (transport.py) and the
native transport on websockets (native.py, not imported in the browser)."""
