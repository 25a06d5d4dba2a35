"""The option that lets make test spread the native tests over several pytest processes, one part each."""
import pytest


def pytest_addoption(parser):
    """--part K/N: run only the K-th of N parts of the selected tests."""
    parser.addoption("--part", default=None, metavar="K/N",
                     help="run only the K-th of N parts of the selected tests (their files dealt in turn), so that "
                          "N processes share the work")


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


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """With --part K/N, keep the tests of every N-th file of those selected (after -m has chosen), starting at the
    K-th: whole files, so a module's fixtures are made once, and dealt in turn, so each part gets a share of every
    folder."""
    option = config.getoption("--part")
    if option is None:
        return
    mine = share({item.path for item in items}, *part_of(option))
    kept = [item for item in items if item.path in mine]
    config.hook.pytest_deselected(items=[item for item in items if item.path not in mine])
    items[:] = kept
