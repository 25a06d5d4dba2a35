# The parlour: every target sets up what it needs on a fresh machine (python3, make and npm).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLAY_READY := $(VENV)/.play-ready
READY := $(VENV)/.ready
NODE_READY := node_modules/.ready
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test web bench shots lint clean chromium xvfb pygbag-cdn serve postgresql

# playing needs pygame-ce alone; the tests, the web build and the online server need the rest
$(PLAY_READY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(READY): $(PLAY_READY)
	$(BIN)/python -m pip install --quiet -e '.[dev,server]'
	touch $@

$(NODE_READY): package.json
	npm install --no-audit --no-fund --no-package-lock --loglevel=error
	touch $@

play: $(PLAY_READY)
	$(BIN)/python main.py

# the page's browser checks need Debian's Chromium: installed when missing and this is root with apt-get;
# otherwise those checks are skipped and say why
chromium:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || \
	{ [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } || \
	echo "Chromium is missing and cannot be installed here: the browser checks will be skipped."

# the parlour at rest is measured natively on a virtual X screen (Debian's xvfb), installed like Chromium; without it
# those figures use SDL's dummy display and say so
xvfb:
	@command -v xvfb-run >/dev/null 2>&1 || \
	{ [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb >/dev/null; } || \
	echo "Xvfb is missing and cannot be installed here: the figures at rest will use SDL's dummy display."

# pygbag's pygame-ce wasm wheel and package index (../shared/pygbag-0.9.3/ or pygbag's CDN, sha256-checked) into
# build/pygbag-cdn/ for the real-browser checks; when they cannot be had, those checks skip and say why
pygbag-cdn: $(READY)
	@$(BIN)/python -m tools.pygbag_cdn

# the online server's PostgreSQL tests start a throwaway cluster from Debian's postgresql: installed when missing and
# this is root with apt-get; otherwise those tests are skipped and say why
postgresql:
	@command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || \
	{ [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	  postgresql >/dev/null; } || \
	echo "PostgreSQL is missing and cannot be installed here: its server tests will be skipped."

# pyright (basic mode, pyproject's [tool.pyright]) reads the types of game/, parlour/ and server/
test: $(READY) $(NODE_READY) chromium pygbag-cdn postgresql
	$(BIN)/pyright
	$(HEADLESS) $(BIN)/python -m pytest

# the online game server (docs/online.md); options: make serve SERVE="--port 9000 --db postgresql://…"
serve: $(READY)
	$(BIN)/python -m server $(SERVE)

# make web SERVER=wss://play.example.org  builds a page that offers online play on that server
web: $(READY)
	$(BIN)/python -m tools.build_web $(if $(SERVER),--server "$(SERVER)")

bench: $(READY) $(NODE_READY) chromium xvfb pygbag-cdn postgresql
	$(HEADLESS) $(BIN)/python -m bench $(BENCH)

shots: $(READY)
	$(HEADLESS) $(BIN)/python -m tools.shots

lint: $(READY)
	$(BIN)/ruff check .
	$(BIN)/pyright

clean:
	rm -rf build/web build/web-cache build/web.zip build/stage
