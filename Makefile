# The parlour: every target sets up what it needs on a fresh machine (python3, make and npm).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.ready
NODE_READY := node_modules/.ready
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test web bench shots lint clean chromium pygbag-cdn

$(READY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

$(NODE_READY): package.json
	npm install --no-audit --no-fund --no-package-lock --loglevel=error
	touch $@

play: $(READY)
	$(BIN)/python main.py

# the page's browser checks need Debian's Chromium: installed when missing and this is root with apt-get;
# otherwise those checks are skipped and say why
chromium:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || \
	{ [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } || \
	echo "Chromium is missing and cannot be installed here: the browser checks will be skipped."

# pygbag's pygame-ce wasm wheel and package index (../shared/pygbag-0.9.3/ or pygbag's CDN, sha256-checked) into
# build/pygbag-cdn/ for the real-browser checks; when they cannot be had, those checks skip and say why
pygbag-cdn: $(READY)
	@$(BIN)/python -m tools.pygbag_cdn

test: $(READY) $(NODE_READY) chromium pygbag-cdn
	$(HEADLESS) $(BIN)/python -m pytest

web: $(READY)
	$(BIN)/python -m tools.build_web

bench: $(READY) $(NODE_READY) chromium pygbag-cdn
	$(HEADLESS) $(BIN)/python -m bench $(BENCH)

shots: $(READY)
	$(HEADLESS) $(BIN)/python -m tools.shots

lint: $(READY)
	$(BIN)/ruff check .

clean:
	rm -rf build/web build/web-cache build/web.zip build/stage
