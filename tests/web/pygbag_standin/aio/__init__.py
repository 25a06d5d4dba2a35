"""pygbag's `aio`, restated on pyodide: the asyncio loop that the page steps once per animation frame.

In pygbag 0.9.3 (support/cross/aio/__init__.py), `aio.step()` runs `loop._run_once()` once for every
`window.requestAnimationFrame`, so `await asyncio.sleep(0)` resumes on the next frame, and `asyncio.run(coro)`
(aio.run, lines 371-400) only schedules `coro` as a task and returns. pyodide's own loop runs callbacks from
`setTimeout`; this loop is stepped by the stand-in loader's animation frames instead, as pygbag's is.
"""
import asyncio
import asyncio.events
import sys
import time
import types

cross = types.SimpleNamespace(simulator=False, scheduler=None)
started = False
ticks = 0
exit = False


class _NoSelector:
    """No sockets in a browser page: nothing to wait for between frames."""

    def select(self, timeout=None):
        """Answer at once with no events, as a page may never block."""
        return []


class FrameLoop(asyncio.BaseEventLoop):
    """An event loop that runs exactly one round of ready callbacks per step."""

    def __init__(self):
        super().__init__()
        self._selector = _NoSelector()
        self.spent = []

    def _process_events(self, event_list):
        pass

    def _write_to_self(self):
        pass


loop = FrameLoop()
asyncio.events._set_running_loop(loop)
asyncio.set_event_loop(loop)


def step(now_ms=0.0):
    """One animation frame: one round of the loop (aio.step); returns the milliseconds it took."""
    global ticks
    ticks += 1
    began = time.perf_counter()
    asyncio.events._set_running_loop(loop)
    try:
        loop._run_once()
    except Exception as error:
        sys.print_exception(error)
    return (time.perf_counter() - began) * 1000


def _report(task):
    """A task that ended with an error prints its traceback at once, as pygbag's console shows it."""
    if not task.cancelled() and task.exception() is not None:
        sys.print_exception(task.exception())


def run(coro, *, debug=False):
    """asyncio.run in pygbag: schedule coro as a task on the frame loop and return at once."""
    global started
    task = loop.create_task(coro)
    task.add_done_callback(_report)
    started = True
    return task


def create_task(coro, *, name=None, context=None):
    """aio.create_task: a task on the frame loop."""
    return loop.create_task(coro, name=name)


sleep = asyncio.sleep
asyncio.run = run
