"""The online soak (figures, not tests): paced rooms of honest people, each room from its own address behind a
trusted proxy, on a server with its real limits; first alone, then with one attacking address (bench/attacker.py)
doing everything once broke the server at the rates it allows. What honest players met: ping, moves, refusals."""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from .online import PACED_THINK_S, ROOT, cpu_s, load, rss_kb, start_server
from .online_bots import pinger
from .pyodide import percentile

SOAK_HEADING = "### Soak: honest rooms beside an attacker"
SAMPLE_S = 1.0


async def sampled(pid, work) -> tuple:
    """Await work while sampling the server's resident memory every SAMPLE_S; (work's result, samples in kB)."""
    samples = []
    task = asyncio.ensure_future(work)
    while not task.done():
        samples.append(rss_kb(pid))
        await asyncio.wait([task], timeout=SAMPLE_S)
    return task.result(), samples


async def pings_only(url, seconds) -> dict:
    """The five seated players pinging every 0.2 s for seconds, and no rooms played: the load's figures."""
    trips, stop = [], asyncio.Event()
    pings = [asyncio.ensure_future(pinger(url, trips, stop, 0.2, f"192.0.2.{n + 1}", seated=True)) for n in range(5)]
    await asyncio.sleep(seconds)
    stop.set()
    await asyncio.gather(*pings)
    return {"seconds": seconds, "trips": trips, "moves": 0, "refusals": [], "rooms_started": 0, "rooms_done": 0}


def soak_once(db, rooms, seconds, attack, flood=()) -> dict:
    """One soak on a fresh server over db: the honest load's figures, the server's memory and CPU, and the
    attacker's tally when attack (flood: bench/attacker.py's REJOINS_PER_S and READERS)."""
    process, url = start_server(db, ("--trust-proxy",))
    attacker = None
    try:
        if attack:
            attacker = subprocess.Popen([sys.executable, "-m", "bench.attacker", url, str(seconds), *map(str, flood)],
                                        cwd=ROOT, stdout=subprocess.PIPE, text=True)
        cpu = cpu_s(process.pid)
        work = load(url, rooms, seconds, PACED_THINK_S, addressed=True) if rooms else pings_only(url, seconds)
        figures, samples = asyncio.run(sampled(process.pid, work))
        figures["server_cpu"] = round((cpu_s(process.pid) - cpu) / figures["seconds"], 2)
        figures["rss_mb"] = [round(kb / 1024, 1) for kb in (samples[0], max(samples), rss_kb(process.pid))]
        if attacker is not None:
            out, _ = attacker.communicate(timeout=seconds + 120)
            figures["attacker"] = json.loads(out.strip().splitlines()[-1]) if out.strip() else {"failed": 1}
    finally:
        if attacker is not None and attacker.poll() is None:
            attacker.kill()
        process.terminate()
        process.wait(timeout=30)
    return figures


def run_soak(rooms, seconds) -> dict:
    """The soak without and with the attacker, then the attacker beside the pinging players alone (what the attack
    costs the server itself), each on a fresh server over a fresh SQLite file."""
    results = {}
    runs = (("honest rooms alone", rooms, False), ("with the attacker", rooms, True),
            ("the attacker, no rooms played", 0, True))
    with tempfile.TemporaryDirectory() as folder:
        for number, (label, count, attack) in enumerate(runs):
            print(f"online soak, {label}: {count} paced rooms for {seconds:g} s…", flush=True)
            results[label] = soak_once(str(Path(folder) / f"soak{number}.db"), count, seconds, attack)
    return results


def soak_lines(results, rooms, seconds) -> list:
    """bench/RESULTS.md's lines for the soak."""
    low, high = PACED_THINK_S
    lines = [SOAK_HEADING, "",
             f"`python -m bench --online` (options `--online-soak-rooms`, `--online-soak-seconds`): {rooms} rooms at "
             f"once for {seconds:g} s, people thinking {low:g}–{high:g} s a move, each room's people from their own "
             "address (the server trusts X-Forwarded-For, as behind its proxy) and every limit at its default; five "
             "more people seated in lobbies ping every 0.2 s. Then the same beside an attacker (its own process, one "
             "address) holding connections, pinging at the message rate on six, creating rooms at its allowance, "
             "guessing codes, rejoining a 120-move game's seats twice a second (one of them never reading), "
             "freeing a seat held by two of its connections, and sending lone surrogates and negative turns. Last, the "
             "attacker beside the five pinging players only: what the attack costs the server itself, apart from the "
             "simulated players' share of the machine's cores.", "",
             "| run | moves/s | ping p50 / p95 / max ms | honest requests refused | server CPU (cores) "
             "| server RSS MB start / max / end | rooms started / finished |",
             "|---|---|---|---|---|---|---|"]
    for label, figures in results.items():
        trips = figures["trips"] or [0]
        refused = Counter(message.get("code") for message in figures["refusals"])
        lines.append(f"| {label} | {figures['moves'] / figures['seconds']:.0f} "
                     f"| {percentile(trips, 0.5) * 1000:.1f} / {percentile(trips, 0.95) * 1000:.1f} / "
                     f"{max(trips) * 1000:.0f} | {sum(refused.values())} {dict(refused) if refused else ''} "
                     f"| {figures['server_cpu']} | {' / '.join(map(str, figures['rss_mb']))} "
                     f"| {figures['rooms_started']} / {figures['rooms_done']} |")
    attacker = next((figures["attacker"] for figures in results.values() if "attacker" in figures), None)
    if attacker:
        told = ", ".join(f"{key} {value}" for key, value in sorted(attacker.items(), key=lambda item: -item[1]))
        lines += ["", f"What the attacker was answered (counts): {told}."]
    lines.append(f"\nRun at {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.")
    return [*lines, ""]
