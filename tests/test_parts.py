"""make test's split of the native tests: every selected file in exactly one part, and a bad --part refused."""
import pytest

from tests.conftest import part_of, share


@pytest.mark.parametrize("n", [1, 2, 3])
def test_the_parts_hold_every_file_once(n):
    paths = [f"tests/{folder}/test_{i}.py" for folder in ("game", "scenes", "server") for i in range(7)]
    parts = [share(paths, k, n) for k in range(1, n + 1)]
    assert sorted(p for part in parts for p in part) == sorted(paths)
    assert max(map(len, parts)) - min(map(len, parts)) <= 1, "the files are dealt evenly"


def test_each_part_gets_files_of_every_folder():
    paths = [f"tests/{folder}/test_{i}.py" for folder in ("game", "scenes", "server") for i in range(4)]
    for k in (1, 2):
        assert {p.split("/")[1] for p in share(paths, k, 2)} == {"game", "scenes", "server"}


@pytest.mark.parametrize("option", ["2", "0/2", "3/2", "a/b", "1/0"])
def test_a_bad_part_is_refused_saying_what_it_wants(option):
    with pytest.raises(pytest.UsageError, match="--part"):
        part_of(option)


def test_a_good_part_is_read():
    assert part_of("2/3") == (2, 3)
