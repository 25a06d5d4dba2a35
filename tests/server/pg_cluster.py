"""A throwaway PostgreSQL cluster in a temporary folder (Debian's postgresql package), for tests and benchmarks."""
from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


class Unavailable(RuntimeError):
    """PostgreSQL cannot be started here; the message says why."""


def binaries() -> Path:
    """The folder holding initdb and pg_ctl."""
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not versions:
        raise Unavailable("PostgreSQL is not installed (Debian: apt-get install postgresql; `make postgresql`)")
    return Path(versions[-1]).parent


class Cluster:
    """initdb, start on a free port of 127.0.0.1 with trust authentication, stop and delete (as user postgres
    when run as root, since PostgreSQL refuses to run as root)."""

    def __init__(self):
        self.bin = binaries()
        self.folder = Path(tempfile.mkdtemp(prefix="parlour-pg-"))
        self.data = self.folder / "data"
        self.as_user = []
        if os.geteuid() == 0:
            if not shutil.which("runuser"):
                raise Unavailable("running as root without runuser to start PostgreSQL as another user")
            self.as_user = ["runuser", "-u", "postgres", "--"]
            shutil.chown(self.folder, "postgres")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]

    @property
    def url(self) -> str:
        """The database's URL."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *command) -> None:
        done = subprocess.run([*self.as_user, *command], capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise Unavailable(f"{Path(command[0]).name} failed: {(done.stderr or done.stdout).strip()[-400:]}")

    def start(self) -> Cluster:
        """Create and start the cluster."""
        try:
            self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                      "--no-sync")
            options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=on"
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-l",
                      str(self.folder / "log"), "-w", "start")
        except (OSError, subprocess.SubprocessError) as error:
            self.stop()
            raise Unavailable(f"PostgreSQL could not start: {error}") from error
        except Unavailable:
            self.stop()
            raise
        return self

    def stop(self) -> None:
        """Stop the server and delete its folder."""
        if (self.data / "postmaster.pid").exists():
            subprocess.run([*self.as_user, str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"],
                           capture_output=True, timeout=60)
        shutil.rmtree(self.folder, ignore_errors=True)

    def reset(self) -> None:
        """Drop the server's tables (each test starts from an empty database)."""
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as connection:
            connection.execute("DROP TABLE IF EXISTS rooms, seats, moves, games")
