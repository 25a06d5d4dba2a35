"""Several `python -m server` processes sharing one PostgreSQL database behind HAProxy (Debian's haproxy), all on
127.0.0.1, as docs/online.md's deployment runs them: rooms routed by the code in the WebSocket path /r/CODE."""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# a process is taken out after two failed checks and back after four good ones: on a busy machine one slow answer
# must not move its rooms away and back
HEALTH_CHECK_MS = 250
HAPROXY_CONFIG = """global
    maxconn 4096
defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout check 2s
    timeout tunnel 1h
    option redispatch
    retries 3
frontend parlour
    bind 127.0.0.1:{port}
    option forwardfor
    use_backend rooms if {{ path_beg /r/ }}
    default_backend any
backend rooms
    balance uri
    hash-type consistent
    option httpchk GET /health
{rooms}
backend any
    balance roundrobin
    option httpchk GET /health
{any}
"""


def free_port() -> int:
    """A port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def haproxy() -> str | None:
    """HAProxy's program, or None when it is not installed."""
    return shutil.which("haproxy") or next((path for path in ("/usr/sbin/haproxy",) if os.path.exists(path)), None)


class Deployment:
    """count server processes (s1, s2…, started with options) over the database url behind one HAProxy; url of the
    proxy, processes by name, kill() and stop()."""

    def __init__(self, folder, database, count=3, options=()):
        self.folder = Path(folder)
        self.database = database
        self.options = tuple(options)
        self.ports = {f"s{n + 1}": free_port() for n in range(count)}
        self.port = free_port()
        self.processes = {}
        self.proxy = None

    @property
    def url(self) -> str:
        """The proxy's websocket address."""
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> Deployment:
        """Start the processes, wait until each listens, then the proxy."""
        for name, port in self.ports.items():
            self.processes[name] = subprocess.Popen(
                [sys.executable, "-m", "server", "--port", str(port), "--db", self.database, "--process", name,
                 "--trust-proxy", *self.options, "--log-level", "WARNING"], cwd=ROOT, stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        for name, process in self.processes.items():
            line = process.stdout.readline()
            if "listening on" not in line:
                self.stop()
                raise RuntimeError(f"{name} did not start: {line}{process.stdout.read()[-2000:]}")
        servers = "\n".join(f"    server {name} 127.0.0.1:{port} check inter {HEALTH_CHECK_MS} fall 2 rise 4"
                            for name, port in self.ports.items())
        config = self.folder / "haproxy.cfg"
        config.write_text(HAPROXY_CONFIG.format(port=self.port, rooms=servers, any=servers))
        self.proxy = subprocess.Popen([haproxy(), "-db", "-f", str(config)], stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", self.port)) == 0:
                    return self
            time.sleep(0.05)
        self.stop()
        raise RuntimeError("HAProxy did not listen")

    def kill(self, name) -> None:
        """SIGKILL one process."""
        self.processes[name].send_signal(signal.SIGKILL)
        self.processes[name].wait(timeout=30)

    def stop(self) -> None:
        """Stop the proxy and every process still running."""
        for process in [self.proxy, *self.processes.values()]:
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    process.kill()
