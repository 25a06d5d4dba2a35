"""pygbag 0.9.3's browser runtime, restated on pyodide 0.27 for the real-browser harness.

pygbag's page runs its own CPython 3.12 build (CDN 0.9.3: pythons.js, cpython312/main.wasm, cpythonrc.py),
which cannot be had here; pyodide's CPython 3.12 runs the same pygame-ce wasm wheel. So only pygbag's loader
is stood in, and wherever pygbag's own Python decides something, that very code runs here, read from the
pygbag package installed in .venv:

- which packages are installed for a script: `preload_code` (cpythonrc.py 680-731) with its
  `TopLevel_async_handler.scan_imports`/`list_imports` (cpythonrc.py 1184-1291), lifted from cpythonrc.py
  unchanged, and `aio/pep0723.py` whole (its PEP 723 reader, `find_spec` check, index lookup and install);
- the interpreter's own file system, where it matters to that decision: pygbag ships a font-only
  `site-packages/pygame/` folder (main.data-files.txt), laid out here the same way, so `find_spec("pygame")`
  finds it as pygbag's does and an `import pygame` without the installed wheel gets an empty namespace.

What is restated, each citing what pygbag does: `platform` (pygbag's `__EMSCRIPTEN__` module: `window`,
`document`, `fopen`, `run_main`, `explore`), `embed.preloading()`, the `installer` library (unpack a wheel into
the install scheme's purelib), `shell.source`/`runpy` (run a file after its preload, as `__main__`), and
`random.seed(1)` before anything (cpythonrc.py 986).
"""
from __future__ import annotations

import ast
import builtins
import json
import os
import random
import sys
import traceback
import types
import zipfile
from pathlib import Path

import js

PYGBAG = Path("/pygbag")
CPYTHONRC = PYGBAG / "cpythonrc.py"
ASSETS = Path("/data/data/org.python/assets")


def _print_exception(error, *rest):
    traceback.print_exception(type(error), error, error.__traceback__)


# pygbag's CPython adds these (cpythonrc.py: `pdb`, `DBG`; `sys.print_exception` from its MicroPython heritage)
sys.print_exception = _print_exception
builtins.pdb = lambda *argv: print(*argv, file=sys.stderr)
builtins.DBG = lambda *argv: None
builtins.undefined = None

sys.path.insert(0, str(PYGBAG))
import aio  # noqa: E402 - the stand-in aio must be importable before the platform module is built

builtins.aio = aio  # a builtin in pygbag (aio/pep0723.py uses it unimported)


# --- the `platform` module: pygbag's `__EMSCRIPTEN__` (support/cross/__EMSCRIPTEN__.py) -------------------

def _build_platform():
    import platform as stdlib_platform

    runtime = types.ModuleType("platform")
    runtime.__dict__.update({k: v for k, v in vars(stdlib_platform).items() if not k.startswith("__")})
    runtime.window = js.window
    runtime.document = js.document
    runtime.patches = {}
    return runtime


platform = _build_platform()
sys.modules["platform"] = platform


class _Preloader:
    """WebAssembly libraries being compiled, as pygbag's `embed.preloading()` counts them."""

    def __init__(self):
        self.pending = 0
        self.loaded = set()

    def explore(self, folder, verbose=False):
        """platform.explore: compile every .so under folder not seen before (pygbag's preload plugin)."""
        for library in sorted(Path(folder).rglob("*.so")):
            if str(library) in self.loaded:
                continue
            self.loaded.add(str(library))
            self.pending += 1
            aio.create_task(self._compile(library))

    async def _compile(self, library):
        try:
            await js.parlour_standin.loadDynlib(str(library), str(library.parent))
        except Exception as error:
            print(f"cannot compile the WebAssembly library {library}: {error}", file=sys.stderr)
        finally:
            self.pending -= 1


preloader = _Preloader()
platform.explore = preloader.explore

embed = types.ModuleType("embed")
embed.preloading = lambda: preloader.pending
embed.counter = lambda: -1 if preloader.pending else 0
embed.run = lambda: None
embed.flush = lambda: None
sys.modules["embed"] = embed
builtins.embed = embed  # a builtin in pygbag's CPython (cpythonrc.py uses it unimported)


# --- the `installer` library that aio/pep0723.py installs wheels with ---------------------------------------

def _installer_modules():
    installer = types.ModuleType("installer")
    destinations = types.ModuleType("installer.destinations")
    sources = types.ModuleType("installer.sources")

    class SchemeDictionaryDestination:
        def __init__(self, scheme_dict, interpreter=None, script_kind=None):
            self.scheme_dict = dict(scheme_dict)

    class WheelFile:
        def __init__(self, path):
            self.path = path

        @classmethod
        def open(cls, path):
            import contextlib

            return contextlib.nullcontext(cls(path))

    def install(source, destination, additional_metadata=None):
        """Unpack the wheel into the scheme's purelib (what installer.install does for a pure layout)."""
        with zipfile.ZipFile(source.path) as wheel:
            wheel.extractall(destination.scheme_dict["purelib"])
        js.parlour_standin.installed(Path(source.path).name)

    installer.install = install
    destinations.SchemeDictionaryDestination = SchemeDictionaryDestination
    sources.WheelFile = WheelFile
    installer.destinations, installer.sources = destinations, sources
    return {"installer": installer, "installer.destinations": destinations, "installer.sources": sources}


sys.modules.update(_installer_modules())
sys.modules["pyparsing"] = types.ModuleType("pyparsing")  # imported by pep0723.py, never used there
platform_wasm = types.ModuleType("platform_wasm")
platform_wasm.todo = types.ModuleType("platform_wasm.todo")
platform_wasm.todo.patch = lambda: {}  # pygbag's patch table (check_list loads its package index after it)
sys.modules.update({"platform_wasm": platform_wasm, "platform_wasm.todo": platform_wasm.todo})


# --- pygbag's own preload and import scan, lifted from cpythonrc.py ------------------------------------------

def _methods_of(tree, class_name, names):
    """The source of the named methods (and class attributes) of a class anywhere in cpythonrc.py."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            picked = []
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name in names:
                    picked.append(item)
                elif isinstance(item, (ast.Assign, ast.AugAssign)):
                    target = item.targets[0] if isinstance(item, ast.Assign) else item.target
                    if isinstance(target, ast.Name) and target.id in names:
                        picked.append(item)
            return "\n".join(ast.unparse(item) for item in picked)
    raise LookupError(f"{CPYTHONRC} has no class {class_name}")


def _class_from(source, name, bases, extra):
    body = "\n".join("    " + line for line in source.splitlines())
    namespace = dict(globals())
    exec(f"class {name}({', '.join(bases)}):\n{body}\n", namespace)
    cls = namespace[name]
    for key, value in extra.items():
        setattr(cls, key, value)
    return cls


_TREE = ast.parse(CPYTHONRC.read_text(encoding="utf-8"))


class _ScanBase:
    """What TopLevel_async_handler's real scan methods read beside themselves."""

    muted = True
    mute_state = True
    instance = None

    @classmethod
    async def start_toplevel(cls, shell, console=False):
        """pygbag starts its async console here; the stand-in runs code directly (see shell.runpy)."""


TopLevel_async_handler = _class_from(
    _methods_of(_TREE, "TopLevel_async_handler", {"scan_imports", "list_imports", "may_need", "ignore"}),
    "TopLevel_async_handler", ["_ScanBase"], {})


class _ShellBase:
    """pygbag's `shell` around its real `preload_code`."""

    HOME = None
    is_interactive = False

    @classmethod
    async def source(cls, main, *args, callback=None, **kw):
        """Preload what the file needs, wait for its WebAssembly libraries, then run it as __main__."""
        return await cls.runpy(main, callback=callback, **kw)

    @classmethod
    async def runpy(cls, main, callback=None, **kw):
        """cpythonrc.py 761-864: chdir to the file's folder, preload_code(code), then evaluate the code."""
        realpath = Path(main) if str(main)[0] in "./" else Path.cwd() / main
        cls.HOME = realpath.parent
        os.chdir(cls.HOME)
        code = realpath.read_text(encoding="utf-8")
        await cls.preload_code(code, callback=callback, hint=str(main))
        while preloader.pending:
            await aio.sleep(0)
        main_module = sys.modules["__main__"]
        main_module.__file__ = str(realpath)
        js.parlour_standin.ran(str(realpath))
        # cpythonrc.py 843: runpy hands the code to its console (aio.toplevel.handler.instance.eval, which only
        # queues its lines, cpythonrc.py 1166-1180); the console's task runs them a frame later, and its runcode
        # (aio/toplevel.py 86-120) prints any exception to pygbag's terminal, hidden on the parlour's page: an
        # error in main.py's top level never reaches the caller
        aio.create_task(_console_runs(code, realpath, main_module))
        return code

    @classmethod
    def interactive(cls, prompt=False):
        """pygbag starts its event target and REPL here; the stand-in has none."""
        cls.is_interactive = True


async def _console_runs(code, realpath, main_module):
    """The console task's turn: main.py's top level one frame later; an exception printed, as runcode does."""
    await aio.sleep(0)
    try:
        exec(compile(code, str(realpath), "exec"), vars(main_module))
    except BaseException as error:
        sys.print_exception(error)


shell = _class_from(_methods_of(_TREE, "shell", {"preload_code"}), "shell", ["_ShellBase"], {})
builtins.shell = shell
builtins.TopLevel_async_handler = TopLevel_async_handler
platform.shell = shell


def _run_main(config, loaderhome=".", loadermain="main.py"):
    """platform.run_main (cpythonrc.py): the game's folder becomes the working folder, first on sys.path."""
    os.chdir(str(loaderhome))
    if str(loaderhome) not in sys.path:
        sys.path.insert(0, str(loaderhome))


platform.run_main = _run_main

from aio.filelike import fopen  # noqa: E402 - needs the platform module above

platform.fopen = fopen


def _lay_out_pygbag_site_packages(listing):
    """pygbag's own site-packages where it decides imports: its font-only pygame folder, file for file."""
    site = ASSETS / "site-packages"
    for line in listing.splitlines():
        path = line.strip()
        if path.startswith(f"{site}/pygame/"):
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            Path(path).write_bytes(b"")
    sys.path.append(str(site))


def start(config_json, data_files_listing):
    """Set the runtime up as cpythonrc.py does before the page's script runs."""
    config = json.loads(config_json)
    builtins.PyConfig = types.SimpleNamespace(**config, imports_ready=False, orig_argv=[])
    builtins.window = js.window
    _lay_out_pygbag_site_packages(data_files_listing)
    random.seed(1)
