"""Room codes to type and seat tokens to keep: both drawn from the system's secure randomness."""
from __future__ import annotations

import hashlib
import hmac
import secrets

from wire.protocol import ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH

TOKEN_BYTES = 24


def new_room_code() -> str:
    """A fresh room code: 8 characters of a 32-letter alphabet (40 bits)."""
    return "".join(secrets.choice(ROOM_CODE_ALPHABET) for _ in range(ROOM_CODE_LENGTH))


def new_token() -> str:
    """A fresh seat token (192 bits, URL-safe text)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the database keeps of a token: a leaked database must not hand out seats."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: object, kept_hash: str) -> bool:
    """Whether token is the one whose hash was kept (in constant time)."""
    return isinstance(token, str) and hmac.compare_digest(token_hash(token), kept_hash)


def new_seed() -> int:
    """A deal's seed for a room. Far more than the parlour's typed deal codes: with a small seed space a player
    could search every deal matching their own hand and read everyone's cards."""
    return secrets.randbelow(2**63)
