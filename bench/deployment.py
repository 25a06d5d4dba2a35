"""Past one machine (figures, not tests): the paced load through HAProxy onto 1 and then 3 server processes sharing a
throwaway PostgreSQL cluster, rooms routed by /r/CODE; what each process held and did."""
from __future__ import annotations

import asyncio
import tempfile

from .online import ONE_ADDRESS_FOR_ALL, PACED_THINK_S, cpu_s, load, rss_kb
from .pyodide import percentile

DEPLOYMENT_HEADING = "### Past one machine: processes behind HAProxy"
COUNTS = (1, 3)


def rooms_by_owner(url) -> dict:
    """How many rooms each process owns, as PostgreSQL holds it."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        return dict(db.execute("SELECT owner, count(*) FROM rooms GROUP BY owner").fetchall())


def run_deployment(rooms, seconds) -> dict | str:
    """{processes: figures} for each count of COUNTS, or the reason the figures could not be taken."""
    from tests.server.cluster import Deployment, haproxy
    from tests.server.pg_cluster import Cluster, Unavailable

    if haproxy() is None:
        return "skipped: HAProxy is not installed (`make haproxy`)"
    try:
        cluster = Cluster().start()
    except Unavailable as error:
        return f"skipped: {error}"
    results = {}
    try:
        for count in COUNTS:
            print(f"online load through HAProxy onto {count} processes: {rooms} paced rooms for {seconds:g} s…",
                  flush=True)
            cluster.reset()
            with tempfile.TemporaryDirectory() as folder:
                deployment = Deployment(folder, cluster.url, count, ONE_ADDRESS_FOR_ALL).start()
                try:
                    pids = {name: process.pid for name, process in deployment.processes.items()}
                    cpu = {name: cpu_s(pid) for name, pid in pids.items()}
                    figures = asyncio.run(load(deployment.url, rooms, seconds, PACED_THINK_S, routed=True))
                    figures["per_process"] = {name: {"cpu": round((cpu_s(pid) - cpu[name]) / figures["seconds"], 2),
                                                     "rss_mb": round(rss_kb(pid) / 1024, 1)}
                                              for name, pid in pids.items()}
                    for name, owned in rooms_by_owner(cluster.url).items():
                        figures["per_process"].setdefault(name, {})["rooms"] = owned
                finally:
                    deployment.stop()
            results[count] = figures
    finally:
        cluster.stop()
    return results


def deployment_lines(results, rooms, seconds) -> list:
    """bench/RESULTS.md's lines for the processes behind HAProxy."""
    lines = [DEPLOYMENT_HEADING, ""]
    if isinstance(results, str):
        return [*lines, results, ""]
    low, high = PACED_THINK_S
    lines += [f"{rooms} paced rooms at once ({low:g}–{high:g} s a move) for {seconds:g} s, played through HAProxy at "
              "/r/CODE onto N `python -m server --process` processes sharing one PostgreSQL cluster, all on this "
              "machine's 2 cores (so N processes share the same CPU: the figures show the routing's cost and how "
              "rooms spread, not more capacity). Rooms: those each process owned at the end (a room is created "
              "on one and taken over by the one its code routes to).", "",
              "| processes | moves/s | move → others' update p50 / p95 ms | ping p50 / p95 ms "
              "| per process: rooms owned, CPU (cores), RSS MB | rooms started / finished |",
              "|---|---|---|---|---|---|"]
    for count, figures in results.items():
        latencies, trips = figures["latencies"] or [0], figures["trips"] or [0]
        each = "; ".join(f"{name}: {shown.get('rooms', 0)}, {shown.get('cpu', '?')}, {shown.get('rss_mb', '?')}"
                         for name, shown in sorted(figures["per_process"].items(), key=lambda item: str(item[0])))
        lines.append(f"| {count} | {figures['moves'] / figures['seconds']:.0f} "
                     f"| {percentile(latencies, 0.5) * 1000:.1f} / {percentile(latencies, 0.95) * 1000:.1f} "
                     f"| {percentile(trips, 0.5) * 1000:.1f} / {percentile(trips, 0.95) * 1000:.1f} | {each} "
                     f"| {figures['rooms_started']} / {figures['rooms_done']} |")
    return [*lines, ""]
