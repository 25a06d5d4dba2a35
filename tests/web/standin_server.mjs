// Serves the built page on 127.0.0.1 as pygbag's CDN and a static host would, with pygbag's page script
// (pythons.js, which cannot run without pygbag's own CPython) replaced by tests/web/pygbag_standin/: the
// page's HTML is build/web/index.html with only that script's address changed.
//   /                  build/web/ (index.html, parlour.apk, favicon.png)
//   /cdn/              the package index and pygame-ce's wheel, as pygbag's CDN serves them (cp312/)
//   /pyodide/          pyodide 0.27 from node_modules
//   /standin/          the stand-in, and the manifest of pygbag's own Python files it runs
import { createServer } from "node:http";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";

const TYPES = { ".html": "text/html; charset=utf-8", ".png": "image/png", ".mjs": "text/javascript",
                ".js": "text/javascript", ".json": "application/json", ".wasm": "application/wasm",
                ".py": "text/plain; charset=utf-8", ".txt": "text/plain; charset=utf-8" };
export const RUNTIME_SCRIPT = /src="[^"]*\/pythons\.js"/;

function filesUnder(folder) {
    return readdirSync(folder).flatMap((name) => {
        const path = join(folder, name);
        if (name === "__pycache__" || name.startsWith(".")) return [];
        return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

// the files the stand-in lays into pyodide's file system: its own, and pygbag's real ones from .venv
function manifestFiles(setup) {
    const files = [];
    const add = (fsPath, diskPath) => files.push([fsPath, diskPath]);
    for (const path of filesUnder(setup.standin_dir)) {
        if (path.endsWith(".py")) add(`/pygbag/${relative(setup.standin_dir, path)}`, path);
    }
    add("/pygbag/cpythonrc.py", join(setup.pygbag_support, "cpythonrc.py"));
    add("/pygbag/aio/pep0723.py", join(setup.pygbag_support, "cross", "aio", "pep0723.py"));
    for (const path of filesUnder(setup.packaging_dir)) {
        if (path.endsWith(".py")) add(`/pygbag/packaging/${relative(setup.packaging_dir, path)}`, path);
    }
    return files;
}

// a body sent in pieces, one every every_ms; with hang_after, the rest never comes (a download that stops)
function trickle(response, body, { pieces, every_ms, hang_after }) {
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const next = () => {
        if (hang_after !== undefined && sent >= hang_after) return;
        response.write(body.subarray(sent * size, (sent + 1) * size));
        sent += 1;
        if (sent < pieces) setTimeout(next, every_ms);
        else response.end();
    };
    next();
}

// setup: web_dir, standin_dir, pygbag_support, packaging_dir, cdn_dir, pyodide_dir; options.page rewrites
// the page's HTML further (a test's own variant), options.headers adds headers to every response,
// options.trickle = {path, pieces, every_ms, hang_after} sends that file slowly, options.missing lists paths answered
// 404, options.hold = {path, ms} answers that path, empty, ms later
export function serveStandin(setup, options = {}) {
    const files = manifestFiles(setup);
    const served = new Map(files.map(([fsPath, disk], n) => [`/standin/file/${n}`, disk]));
    const requests = [];
    const server = createServer((request, response) => {
        const address = new URL(request.url, "http://127.0.0.1");
        const path = decodeURIComponent(address.pathname).replace(/\/{2,}/g, "/");
        requests.push(path);
        const origin = `http://127.0.0.1:${server.address().port}`;
        const send = (body, type) => response.writeHead(200, { "Content-Type": type, ...(options.headers || {}) }).end(body);
        if (options.hold && options.hold.path === path) {
            setTimeout(() => send("", TYPES[".txt"]), options.hold.ms);
            return;
        }
        if (path === "/standin/manifest.json") {
            send(JSON.stringify({
                files: files.map(([fsPath], n) => [fsPath, `${origin}/standin/file/${n}`]),
                data_files: `${origin}/cdn/main.data-files.txt`,
                index: `${origin}/cdn/`,
            }), TYPES[".json"]);
            return;
        }
        let disk = options.missing && options.missing.includes(path) ? null : served.get(path);
        if (!disk && !(options.missing && options.missing.includes(path))) {
            const [root, rest] = path.startsWith("/cdn/") ? [setup.cdn_dir, path.slice(5)]
                : path.startsWith("/pyodide/") ? [setup.pyodide_dir, path.slice(9)]
                : path.startsWith("/standin/") ? [setup.standin_dir, path.slice(9)]
                : [setup.web_dir, path.slice(1) || "index.html"];
            disk = join(root, rest);
            if (rest.includes("..") || !existsSync(disk) || statSync(disk).isDirectory()) disk = null;
        }
        if (!disk) {
            response.writeHead(404).end();
            return;
        }
        let body = readFileSync(disk);
        if (disk === join(setup.web_dir, "index.html")) {
            const script = `src="/standin/pythons.mjs?pyodide=${origin}/pyodide/&manifest=${origin}/standin/manifest.json"`;
            let html = body.toString("utf8").replace(RUNTIME_SCRIPT, script);
            if (options.page) html = options.page(html);
            body = html;
        }
        const type = TYPES[extname(disk)] || "application/octet-stream";
        if (options.trickle && options.trickle.path === path) {
            response.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
            trickle(response, body, options.trickle);
            return;
        }
        send(body, type);
    });
    return new Promise((done) => server.listen(0, "127.0.0.1", () => {
        server.requests = requests;
        server.origin = `http://127.0.0.1:${server.address().port}`;
        done(server);
    }));
}
