"""Installing the parlour prints no wall of warnings: setuptools takes the plain editable layout (a .pth file) only
when every folder of Python code it ships is a regular package, and warns on every install otherwise."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def shipped_packages() -> list:
    """The top-level packages pyproject.toml ships (its find include patterns, without the star)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return [pattern.rstrip("*") for pattern in config["tool"]["setuptools"]["packages"]["find"]["include"]]


def test_every_folder_of_shipped_code_is_a_regular_package():
    folders = {path.parent for package in shipped_packages() for path in (ROOT / package).rglob("*.py")}
    assert folders, "the shipped packages hold Python code"
    missing = sorted(str(folder.relative_to(ROOT)) for folder in folders if not (folder / "__init__.py").exists())
    assert missing == [], f"folders setuptools would install as namespace packages: {missing}"


def test_the_licence_is_an_spdx_expression():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert isinstance(config["project"]["license"], str), "a table licence is deprecated and warned about"
