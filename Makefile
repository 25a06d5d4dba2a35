# The parlour: every target sets up what it needs on a fresh machine (python3, make and npm).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLAY_READY := $(VENV)/.play-ready
READY := $(VENV)/.ready
NODE_READY := node_modules/.ready
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# Python keeps its bytecode caches (__pycache__, ignored by git and the web build) even on a machine that turns
# them off: otherwise every test process and every server a test starts compiles the parlour and its tests again
unexport PYTHONDONTWRITEBYTECODE

.PHONY: play test web web-check bench shots lint clean debian chromium firefox webkit xvfb pygbag-cdn serve postgresql \
	haproxy

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

# Debian's packages the checks use: whether each is here (a shell test), and whether this can install one (root
# with apt-get)
HAS_CHROMIUM := command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1
HAS_FIREFOX := command -v firefox-esr >/dev/null 2>&1 || command -v firefox >/dev/null 2>&1
HAS_WEBKIT := command -v WebKitWebDriver >/dev/null 2>&1 && [ -f /usr/share/i18n/locales/fr_FR ]
HAS_XVFB := command -v xvfb-run >/dev/null 2>&1
HAS_POSTGRESQL := command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1
HAS_HAPROXY := command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]
CAN_APT := [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1
APT_INSTALL := DEBIAN_FRONTEND=noninteractive apt-get install -y -qq
# one package installed alone, when the one apt-get of the debian target left it missing
APT_ALONE := $(CAN_APT) && apt-get update -qq && $(APT_INSTALL)

# every missing package at once, in one apt-get (one resolution, the packages' triggers run once: Chromium, Firefox
# ESR, WebKitGTK's driver and HAProxy took 36 s on a fresh machine here, 48 s one by one); each target below then
# finds its package, or installs it alone, or says which checks will be skipped
debian:
	@want=""; lean=""; \
	{ $(HAS_CHROMIUM); } || want="$$want chromium"; \
	{ $(HAS_FIREFOX); } || want="$$want firefox-esr"; \
	{ $(HAS_WEBKIT); } || want="$$want webkit2gtk-driver locales"; \
	{ $(HAS_XVFB); } || want="$$want xvfb"; \
	{ $(HAS_POSTGRESQL); } || lean="$$lean postgresql"; \
	{ $(HAS_HAPROXY); } || lean="$$lean haproxy"; \
	if [ -n "$$want$$lean" ] && { $(CAN_APT); }; then apt-get update -qq; \
	  [ -z "$$want" ] || $(APT_INSTALL) $$want >/dev/null || true; \
	  [ -z "$$lean" ] || $(APT_INSTALL) --no-install-recommends $$lean >/dev/null || true; fi

# the page's browser checks need Debian's Chromium: installed when missing and this is root with apt-get;
# otherwise those checks are skipped and say why
chromium: | debian
	@$(HAS_CHROMIUM) || { $(APT_ALONE) chromium >/dev/null; } || \
	echo "Chromium is missing and cannot be installed here: the browser checks will be skipped."

# the page is played in Firefox ESR and in WebKitGTK (Safari's engine: its WebDriver, MiniBrowser on Xvfb, and the
# locales its language follows) too, installed like Chromium; a missing engine's checks are skipped and say why
firefox: | debian
	@$(HAS_FIREFOX) || { $(APT_ALONE) firefox-esr >/dev/null; } || \
	echo "Firefox ESR is missing and cannot be installed here: its browser checks will be skipped."

webkit: xvfb | debian
	@{ $(HAS_WEBKIT); } || \
	{ $(APT_ALONE) webkit2gtk-driver locales >/dev/null; } || \
	echo "WebKitGTK's WebDriver is missing and cannot be installed here: its browser checks will be skipped."

# the parlour at rest is measured natively on a virtual X screen (Debian's xvfb), installed like Chromium; without it
# those figures use SDL's dummy display and say so
xvfb: | debian
	@$(HAS_XVFB) || { $(APT_ALONE) xvfb >/dev/null; } || \
	echo "Xvfb is missing and cannot be installed here: the figures at rest will use SDL's dummy display."

# pygbag's pygame-ce wasm wheel and package index (../shared/pygbag-0.9.3/ or pygbag's CDN, sha256-checked) into
# build/pygbag-cdn/ for the real-browser checks; when they cannot be had, those checks skip and say why
pygbag-cdn: $(READY)
	@$(BIN)/python -m tools.pygbag_cdn

# the online server's PostgreSQL tests start a throwaway cluster from Debian's postgresql: installed when missing and
# this is root with apt-get; otherwise those tests are skipped and say why
postgresql: | debian
	@$(HAS_POSTGRESQL) || \
	{ $(APT_ALONE) --no-install-recommends postgresql >/dev/null; } || \
	echo "PostgreSQL is missing and cannot be installed here: its server tests will be skipped."

# the online server's deployment test runs three processes behind Debian's haproxy: installed when missing and this is
# root with apt-get; otherwise that test is skipped and says why
haproxy: | debian
	@$(HAS_HAPROXY) || \
	{ $(APT_ALONE) --no-install-recommends haproxy >/dev/null; } || \
	echo "HAProxy is missing and cannot be installed here: the server's deployment test will be skipped."

# the browser checks (tests/web, -m web) run beside the native tests (-m "not web", in two halves: --part,
# tests/conftest.py, each importing only its own test modules), three pytests at once, so both cores stay at work
# while a browser waits and after the browsers are done; pyright (basic mode, pyproject's [tool.pyright]) reads the
# types of game/, parlour/ and server/ beside them; the second half's, the browser run's and pyright's reports follow
# the first half's, and all must pass
test: $(READY) $(NODE_READY) chromium firefox webkit pygbag-cdn postgresql haproxy
	@mkdir -p build; $(BIN)/pyright >build/pyright.log 2>&1 & types=$$!; \
	$(HEADLESS) $(BIN)/python -m pytest tests/web -m web -p no:cacheprovider >build/test-web.log 2>&1 & \
	web=$$!; $(HEADLESS) $(BIN)/python -m pytest -m "not web" --part 2/2 -p no:cacheprovider \
	>build/test-native-2.log 2>&1 & half=$$!; \
	$(HEADLESS) $(BIN)/python -m pytest -m "not web" --part 1/2; native=$$?; \
	wait $$half; second=$$?; echo "== the native tests' second half (pytest -m \"not web\" --part 2/2) =="; \
	cat build/test-native-2.log; \
	wait $$web; browsers=$$?; echo "== the browser checks (pytest tests/web -m web) =="; cat build/test-web.log; \
	wait $$types; typed=$$?; echo "== pyright =="; cat build/pyright.log; \
	exit $$(( native || second || browsers || typed ))

# the online game server (docs/online.md); options: make serve SERVE="--port 9000 --db postgresql://…"
serve: $(READY)
	$(BIN)/python -m server $(SERVE)

# make web SERVER=wss://play.example.org  builds a page that offers online play on that server (ws:// only on
# 127.0.0.1/localhost); ROOM_PAGE=https://you.itch.io/the-parlour  is where a room's link points (the page itself)
web: $(READY)
	$(BIN)/python -m tools.build_web $(if $(SERVER),--server "$(SERVER)") $(if $(ROOM_PAGE),--room-page "$(ROOM_PAGE)")

# before publishing: the built page on pygbag's real runtime (pythons.js and CPython from its CDN) in each installed
# engine; stops at once, saying so, where the CDN cannot be reached
web-check: web $(NODE_READY) chromium firefox webkit
	$(BIN)/python -m tests.web.release_check

bench: $(READY) $(NODE_READY) chromium firefox webkit xvfb pygbag-cdn postgresql haproxy
	$(HEADLESS) $(BIN)/python -m bench $(BENCH)

shots: $(READY)
	$(HEADLESS) $(BIN)/python -m tools.shots

lint: $(READY)
	$(BIN)/ruff check .
	$(BIN)/pyright

clean:
	rm -rf build/web build/web-cache build/web.zip build/stage
