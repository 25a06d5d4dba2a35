"""The option that lets make test spread the native tests over several pytest processes, one part each; the test
session's own objects kept out of Python's collector."""
import gc
from fnmatch import fnmatch

import pytest

# the test modules another part imports
OTHER_PARTS = pytest.StashKey[set]()


def pytest_addoption(parser):
    """--part K/N: run only the K-th of N parts of the test modules."""
    parser.addoption("--part", default=None, metavar="K/N",
                     help="run only the K-th of N parts of the test modules (dealt in turn), so that N processes "
                          "share the work")


def part_of(option) -> tuple:
    """(K, N) from a --part value such as 1/2; a UsageError saying what is wrong otherwise."""
    try:
        k, n = (int(x) for x in option.split("/"))
    except ValueError:
        raise pytest.UsageError(f"--part wants K/N such as 1/2, not {option!r}") from None
    if not 1 <= k <= n:
        raise pytest.UsageError(f"--part {option}: K must be from 1 to N")
    return k, n


def share(paths, k, n) -> set:
    """The K-th of N parts of paths: every N-th in sorted order, from the K-th."""
    return {path for i, path in enumerate(sorted(paths)) if i % n == k - 1}


def modules_under_testpaths(config) -> list:
    """Every test module under the configured testpaths (pytest's python_files patterns), sorted."""
    patterns = config.getini("python_files")
    roots = [config.rootpath / path for path in config.getini("testpaths")] or [config.rootpath]
    return sorted(path for root in roots for path in root.rglob("*.py")
                  if any(fnmatch(path.name, pattern) for pattern in patterns))


def pytest_ignore_collect(collection_path, config):
    """With --part K/N, only every N-th test module under the testpaths, starting at the K-th, is imported: whole
    files, so a module's fixtures are made once, and dealt in turn, so each part gets a share of every folder (the
    browser checks' folder, last in order, is dealt too, and -m "not web" then leaves its tests out)."""
    option = config.getoption("--part")
    if option is None or not collection_path.is_file():
        return None
    if OTHER_PARTS not in config.stash:
        modules = modules_under_testpaths(config)
        config.stash[OTHER_PARTS] = set(modules) - share(modules, *part_of(option))
    return True if collection_path in config.stash[OTHER_PARTS] else None


def pytest_collection_finish(session):
    """Freeze what is alive once the tests are collected (pytest, the imported modules, hypothesis): a screen that
    rests collects its garbage, and a full collection then walks the objects made since, not the whole session's."""
    gc.freeze()
