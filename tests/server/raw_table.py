"""Raw clients at one table: a room created and filled by bare websockets, and a game played to its end by each
client from its own view (the engine reads the view, as any client could)."""
from __future__ import annotations

import asyncio

from game import GAMES

from .raw import Raw

PLAY_S = 60.0


async def seated(url, game_id, names, **create) -> tuple:
    """A room of game_id with a person's seat for each name, every one joined by a raw client and the game begun:
    (code, {seat: Raw}, {seat: token})."""
    host = await Raw.open(url)
    joined = await host.request("joined", type="create", game=game_id, seats=["human"] * len(names),
                                name=names[0], **create)
    players, tokens = {joined["seat"]: host}, {joined["seat"]: joined["token"]}
    for name in names[1:]:
        friend = await Raw.open(url)
        answer = await friend.request("joined", type="join", code=joined["code"], name=name)
        players[answer["seat"]], tokens[answer["seat"]] = friend, answer["token"]
    await host.send(type="start")
    for player in players.values():
        await player.next("state")
    return joined["code"], players, tokens


def position(raw) -> dict:
    """The last state or update raw received."""
    return next(m for m in reversed(raw.messages) if m["type"] in ("state", "update"))


async def play(players, game_id, rng, moves=None) -> None:
    """Each raw client (by seat) plays a random legal move whenever its own last view says it is to move, until
    every one of them has been told the game is over (or, given moves, until that many more were acknowledged)."""
    spec = GAMES[game_id]
    ends = {seat: len(raw.received("over")) for seat, raw in players.items()}
    acks = acknowledged(players)
    seen = {}
    async with asyncio.timeout(PLAY_S):
        while True:
            if moves is None and all(len(raw.received("over")) > ends[seat] for seat, raw in players.items()):
                return
            if moves is not None and acknowledged(players) - acks >= moves:
                return
            for seat, raw in players.items():
                last = position(raw)
                if seen.get(seat) == last["turn"]:
                    continue
                seen[seat] = last["turn"]
                view = spec.state_from_dict(last["view"])
                if view.current_player == seat:
                    move = spec.encode_move(rng.choice(view.legal_moves()))
                    await raw.send(type="move", move=move, turn=last["turn"])
            await asyncio.sleep(0.002)


def acknowledged(players) -> int:
    """How many moves of theirs the raw clients have seen acknowledged."""
    return sum(1 for raw in players.values() for message in raw.received("update") if "move" in message)
