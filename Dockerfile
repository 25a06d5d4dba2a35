# The parlour's online game server (docs/online.md): `docker build -t parlour-server .`, then
#   docker run -p 8765:8765 -v parlour-data:/data parlour-server                       (SQLite in the volume)
#   docker run -p 8765:8765 parlour-server --db postgresql://user:password@host:5432/parlour
# Put it behind a TLS reverse proxy (README, "Hosting the online server"): itch.io pages need wss://.
FROM python:3.11-slim

WORKDIR /app
COPY pyproject.toml ./
# only the server's extras (pyproject.toml's optional group "server"): the server needs no pygame
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['optional-dependencies']['server']))" > requirements.txt \
    && pip install --no-cache-dir -r requirements.txt \
    && useradd --system --home-dir /data --create-home parlour
COPY game ./game
COPY parlour ./parlour
COPY server ./server

USER parlour
VOLUME /data
EXPOSE 8765
HEALTHCHECK --interval=30s --timeout=5s CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8765/health', timeout=4)"
ENTRYPOINT ["python", "-m", "server", "--host", "0.0.0.0", "--port", "8765"]
CMD ["--db", "/data/parlour.db"]
