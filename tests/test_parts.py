"""make test's split of the native tests: every test module in exactly one part, imported by that part alone, and a
bad --part refused."""
import pytest

from tests.conftest import modules_under_testpaths, part_of, pytest_ignore_collect, share


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


class Config:
    """What the --part hooks read of pytest's config: the ini values, the root, the option and a stash."""

    def __init__(self, root, option):
        self.rootpath, self.option, self.stash = root, option, pytest.Stash()

    def getini(self, name):
        """The ini value name: python_files is test_*.py and testpaths is tests (any other name is a KeyError)."""
        return {"python_files": ["test_*.py"], "testpaths": ["tests"]}[name]

    def getoption(self, name):
        """The --part given (None for none), whatever option is asked for."""
        return self.option


def test_each_part_imports_only_its_own_modules_and_every_module_is_in_one_part(tmp_path):
    for folder in ("game", "scenes", "web"):
        (tmp_path / "tests" / folder).mkdir(parents=True)
        for i in range(3):
            (tmp_path / "tests" / folder / f"test_{i}.py").write_text("")
        (tmp_path / "tests" / folder / "helpers.py").write_text("")
    modules = modules_under_testpaths(Config(tmp_path, None))
    assert len(modules) == 9 and all(path.name.startswith("test_") for path in modules)
    imported = []
    for k in (1, 2):
        config = Config(tmp_path, f"{k}/2")
        assert pytest_ignore_collect(tmp_path / "tests" / "game", config) is None, "folders are entered"
        assert pytest_ignore_collect(tmp_path / "tests" / "game" / "helpers.py", config) is None
        imported.append({path for path in modules if pytest_ignore_collect(path, config) is None})
    assert imported[0] | imported[1] == set(modules) and not imported[0] & imported[1]
    assert {len(part) for part in imported} == {4, 5}


def test_without_a_part_nothing_is_left_out(tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_a.py").write_text("")
    assert pytest_ignore_collect(tmp_path / "tests" / "test_a.py", Config(tmp_path, None)) is None
