"""pygbag's `aio.filelike.fopen`, restated: download a URL into a temporary file and open it.

pygbag 0.9.3 (support/cross/aio/filelike.py, `fopen.__aenter__` under __WASM__) calls the page's
`window.cross_file(url, tmpfile)` (pythons.js:196), which fetches the URL and writes it into the file
system, then opens that file. The stand-in loader offers the same `cross_file`, as a promise.
"""
import itertools
import os
import platform

_names = itertools.count()


class fopen:
    """`async with fopen(url, mode) as file:` a downloaded copy of url, removed on exit."""

    def __init__(self, url, mode="r", flags=None, encoding="UTF-8", **_ignored):
        self.url, self.mode, self.encoding = str(url), mode, encoding
        self.tmpfile = f"/tmp/fopen-{next(_names)}"

    async def __aenter__(self):
        stored = await platform.window.cross_file(self.url, self.tmpfile)
        if str(stored) != self.tmpfile:
            raise FileNotFoundError(f"{self.url}: {stored}")
        self.filelike = open(self.tmpfile, "rb") if "b" in self.mode else open(self.tmpfile, encoding=self.encoding)
        return self.filelike

    async def __aexit__(self, *exc):
        self.filelike.close()
        if os.path.exists(self.tmpfile):
            os.unlink(self.tmpfile)
