"""The online protocol the server and its clients share, as neither side's package: the messages' text form,
limits and codes (protocol.py) and the typed shapes of what the server sends, checked where a client reads them
(messages.py)."""
