"""Load on the online server (figures, not tests): many rooms of simulated clients playing real games on
127.0.0.1, the server in its own process on SQLite, then on a throwaway PostgreSQL cluster."""
from __future__ import annotations

import asyncio
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .online_bots import RoomLoad, pinger
from .pyodide import percentile

ROOT = Path(__file__).resolve().parent.parent
HEADING = "## Online server"
PACED_THINK_S = (0.5, 1.5)
# Two people per room and AI seats; every tenth room has a hard AI, whose search shares the server's one thread.
TABLES = (
    ("thirteen", ["human", "human", "easy"], {}),
    ("quinto", ["human", "easy", "human"], {}),
    ("quinto_tricks", ["human", "easy", "human", "easy"], {}),
    ("quartino", ["human", "human", "easy"], {}),
)


def room_address(number) -> str:
    """The address the people of room number come from, when each room has its own (behind a trusted proxy)."""
    return f"10.{(number >> 16) & 255}.{(number >> 8) & 255}.{number & 255}"


async def load(url, rooms, seconds, think=(0.0, 0.0), seed=1, addressed=False, routed=False) -> dict:
    """rooms rooms at a time for seconds, each move after a think time drawn from the range think: finished rooms,
    moves, latencies, ping round trips and what the players were refused. addressed: each room's people come from
    their own address, and five players seated in lobbies at their own addresses ping every 0.2 s (else one
    client pings every 50 ms). routed: rooms are played at /r/CODE (behind a proxy routing by it)."""
    rng = random.Random(seed)
    latencies, trips, done, played = [], [], [], []
    stop = asyncio.Event()
    deadline = time.monotonic() + seconds
    counter = iter(range(10**9))

    async def lane() -> None:
        while time.monotonic() < deadline:
            number = next(counter)
            game, seats, options = TABLES[number % len(TABLES)]
            if number % 10 == 9:
                seats = [("hard" if kind == "easy" else kind) for kind in seats]
            room = RoomLoad(game, latencies, random.Random(rng.random()), think,
                            room_address(number) if addressed else None, routed)
            played.append(room)
            left = max(0.1, deadline - time.monotonic())
            try:
                await asyncio.wait_for(room.play(url, list(seats), options), left)
            except TimeoutError:
                return
            done.append(game)

    loop = asyncio.get_running_loop()
    pings = [loop.create_task(pinger(url, trips, stop, 0.2, f"192.0.2.{n + 1}", seated=True)) for n in range(5)] \
        if addressed else [loop.create_task(pinger(url, trips, stop))]
    started, cpu = time.monotonic(), resource.getrusage(resource.RUSAGE_SELF)
    await asyncio.gather(*(lane() for _ in range(rooms)))
    elapsed = time.monotonic() - started
    used = resource.getrusage(resource.RUSAGE_SELF)
    stop.set()
    await asyncio.gather(*pings)
    return {"seconds": round(elapsed, 1), "rooms": rooms, "rooms_done": len(done), "rooms_started": next(counter),
            "client_cpu": round((used.ru_utime + used.ru_stime - cpu.ru_utime - cpu.ru_stime) / elapsed, 2),
            "moves": sum(room.bots[0].updates for room in played if room.bots), "latencies": latencies, "trips": trips,
            "by_game": {game: done.count(game) for game in sorted(set(done))},
            "refusals": [message for room in played for message in room.refusals]}


def rss_kb(pid) -> int:
    """A process's resident memory in kB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_s(pid) -> float:
    """A process's CPU time so far, user and system, in seconds (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# every simulated client of the plain loads comes from 127.0.0.1: the limits per address are lifted for them
ONE_ADDRESS_FOR_ALL = ("--rate", "1000", "--burst", "1000", "--connections-per-address", "100000",
                       "--rooms-per-address", "100000", "--creates-per-minute", "1000000")


def start_server(db, options=ONE_ADDRESS_FOR_ALL):
    """python -m server on a free port over db with options, once it listens; (process, url)."""
    process = subprocess.Popen([sys.executable, "-m", "server", "--port", "0", "--db", db, *options,
                                "--log-level", "WARNING"], cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    line = process.stdout.readline()
    if "listening on" not in line:
        process.kill()
        raise RuntimeError(f"the server did not start: {line}")
    return process, line.split("listening on ")[1].split()[0]


def loads(rooms, paced_rooms) -> tuple:
    """The two loads: (label, rooms at once, think time range in seconds)."""
    return (("flat out", rooms, (0.0, 0.0)), ("paced", paced_rooms, PACED_THINK_S))


def measure_backend(empty_db, rooms, paced_rooms, seconds) -> dict:
    """The figures of each load on one kind of database, each on a fresh server over an empty database (empty_db()
    gives its path or URL): {label: figures}."""
    results = {}
    for label, count, think in loads(rooms, paced_rooms):
        process, url = start_server(empty_db())
        try:
            before, cpu = rss_kb(process.pid), cpu_s(process.pid)
            figures = asyncio.run(load(url, count, seconds, think))
            figures["cpu_ms_per_move"] = round((cpu_s(process.pid) - cpu) * 1000 / max(1, figures["moves"]), 2)
            figures["rss_mb"] = round(rss_kb(process.pid) / 1024, 1)
            figures["kb_per_room"] = round((rss_kb(process.pid) - before) / max(1, figures["rooms_started"]), 1)
        finally:
            process.terminate()
            process.wait(timeout=30)
        results[label] = figures
    return results


def run_online(rooms=40, paced_rooms=200, seconds=15.0) -> dict:
    """The figures on SQLite and on PostgreSQL ({backend: {load: figures}, or the reason it was skipped}), with
    when they were taken and the machine's load average then (other work on a shared machine skews them)."""
    results = {"when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_average": os.getloadavg()[0]}
    with tempfile.TemporaryDirectory() as folder:
        print(f"online load on SQLite ({seconds:g} s each: {rooms} rooms flat out, {paced_rooms} paced)…", flush=True)
        files = (str(Path(folder) / f"load{n}.db") for n in range(10))
        results["SQLite"] = measure_backend(lambda: next(files), rooms, paced_rooms, seconds)
    try:
        from tests.server.pg_cluster import Cluster, Unavailable
    except ImportError as error:
        results["PostgreSQL"] = f"skipped: {error}"
        return results
    try:
        cluster = Cluster().start()
    except Unavailable as error:
        results["PostgreSQL"] = f"skipped: {error}"
        return results
    try:
        print("online load on PostgreSQL…", flush=True)
        results["PostgreSQL"] = measure_backend(lambda: cluster.reset() or cluster.url, rooms, paced_rooms, seconds)
    finally:
        cluster.stop()
    return results


def online_section(results, rooms, paced_rooms, seconds) -> list:
    """bench/RESULTS.md's lines for the online figures."""
    low, high = PACED_THINK_S
    results = dict(results)
    when, busy = results.pop("when"), results.pop("load_average")
    lines = [HEADING, "",
             f"The run of {when}, the machine's load average {busy:.1f} as it began (on 2 cores). "
             "`python -m bench --online`: the server (`python -m server`, its own process) on 127.0.0.1, each load "
             f"for {seconds:g} s on a fresh server. Every room is a whole game of 13, Quinto, the Victorian Quinto or "
             "Quartino in turn between two simulated clients (raw websockets, a random legal move from their own "
             "view: random play makes long games, hundreds of moves) and easy AI seats; every tenth room has hard AI "
             "seats instead, searching in 5 ms slices on the "
             "server's one thread; a finished room is followed by a new one. **Flat out**: "
             f"{rooms} rooms at once, clients moving the moment they may (far faster than people: what the server "
             f"holds). **Paced**: {paced_rooms} rooms at once, clients thinking {low:g}–{high:g} s a move. Latency: "
             "from a client sending its move to the other client receiving the update (every move is stored before "
             "it is told). Ping: a separate client's round trip every 50 ms (how long anyone waits on the server's "
             "loop). Server CPU per move: the server process's CPU time over the moves played, AI included (the figure "
             "least swayed by other work on the machine). Memory: the server's resident size at the end, and its "
             "growth per room created (a room stays in memory until idle: its moves, its current state and its last "
             "200 turns' events, no past position). The simulated clients share the machine's 2 cores.", "",
             "| database | load | rooms in play at once | rooms started / finished | moves/s "
             "| move → others' update p50 / p95 ms | ping p50 / p95 / max ms | server CPU ms per move "
             "| server RSS MB | kB per room |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    notes = []
    for backend, by_load in results.items():
        if isinstance(by_load, str):
            notes.append(f"{backend}: {by_load}")
            continue
        for label, figures in by_load.items():
            latencies = figures["latencies"] or [0]
            trips = figures["trips"] or [0]
            lines.append(
                f"| {backend} | {label} | {figures['rooms']} | {figures['rooms_started']} / {figures['rooms_done']} "
                f"| {figures['moves'] / figures['seconds']:.0f} "
                f"| {percentile(latencies, 0.5) * 1000:.1f} / {percentile(latencies, 0.95) * 1000:.1f} "
                f"| {percentile(trips, 0.5) * 1000:.1f} / {percentile(trips, 0.95) * 1000:.1f} / "
                f"{max(trips) * 1000:.0f} | {figures['cpu_ms_per_move']} | {figures['rss_mb']} "
                f"| {figures['kb_per_room']} |")
    lines.append("")
    lines += [*notes, ""] if notes else []
    return lines
