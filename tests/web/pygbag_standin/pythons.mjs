// pygbag 0.9.3's page script (CDN 0.9.3/pythons.js), stood in for the real-browser harness: pygbag's own
// CPython (cpython312/main.wasm) cannot be had here, so pyodide 0.27's CPython 3.12 runs in its place, with
// the very pygame-ce wasm wheel pygbag installs. Only what the parlour's page relies on is restated, each
// with the pythons.js lines it follows; everything Python decides runs in pygbag_runtime.py.
//
// Served in place of pythons.js by tests/web/standin_server.mjs; the page's own template, CSS, scripts and
// hooks are the built index.html unchanged.
import { DOM_PK } from "./dom_pk_codes.mjs";

const SELF = new URL(import.meta.url);
const STANDIN = SELF.searchParams;
const trace = { started_ms: performance.now(), wheels: [], frames: [], console_errors: [] };
window.parlour_standin = trace;

// pythons.js:2386-2408 (auto_conf): the page's config with pygbag's defaults
config.xtermjs = config.xtermjs || 0;
config.debug = config.debug || location.hash.search("#debug") >= 0;
config.interactive = config.interactive || location.search.search("-i") >= 0;
config.can_close = config.can_close || 0;
config.autorun = config.autorun || 0;

// pythons.js:62-68: any uncaught error or unhandled rejection on the page becomes a native alert()
window.addEventListener("error", function (e) {
    alert("Error occurred: " + (e.error && e.error.message));
    return false;
});
window.addEventListener("unhandledrejection", function (e) {
    alert("Rejection occurred: " + (e.reason && e.reason.message));
});

// pythons.js:129: __FILE__ names the calling script in the page's console lines
window.__defineGetter__("__FILE__", () => (new Error().stack.split("\n")[2] || "").trim());

// pythons.js:1228 (window.MM) and 1150 (feat_snd): user media engagement is given unless ume_block is set
window.MM = { UME: !config.ume_block, focus_handler: () => window.focus() };

// pythons.js:1127-1145 (feat_lifecycle): without can_close, leaving the page asks "Are you sure...?"
if (!config.can_close) {
    window.onbeforeunload = function () {
        const message = "Are you sure you want to navigate away from this page ?";
        return confirm(message) ? message : false;
    };
}

// pythons.js:1074-1121 (focus_handler), installed by feat_lifecycle (1123-1125) and feat_gui (657): the canvas
// takes the focus whenever the window gets it, on its first click, and after the window lost the focus, on the
// next click or when the pointer enters it (pygbag's own event queue for Python, queue_event, is left out)
function focus_handler(ev) {
    const canvas = document.getElementById("canvas");
    if (!canvas) return;
    if (ev.type === "click") {
        canvas.removeEventListener("click", MM.focus_handler);
        canvas.focus();
    } else if (ev.type === "mouseenter") {
        canvas.focus();
        canvas.removeEventListener("mouseenter", MM.focus_handler);
    } else if (ev.type === "focus") {
        canvas.focus();
    } else if (ev.type === "blur") {
        canvas.removeEventListener("click", MM.focus_handler);
        canvas.addEventListener("click", MM.focus_handler);
        canvas.addEventListener("mouseenter", MM.focus_handler);
    }
}
window.MM.focus_handler = focus_handler;

// pythons.js:2408 and 2125-2181: data-os lists the page's features; "vtx" (not on a phone) imports pygbag's
// terminal from "../vtx.js" beside the versioned folder (1012), "vt" "../vt.js" (978): unversioned files.
// Every runtime file pygbag asks its CDN for is written down: pythons.js itself, the interpreter
// (config.executable, 2382 and 2248), its start-up file (cpythonrc.py, 395) and those terminals.
function runtime_files(site) {
    const cdn = config.cdn || site.src.slice(0, site.src.lastIndexOf("/") + 1);
    const features = (site.dataset.os || "gui").split(",");
    const mobile = (navigator.maxTouchPoints || 0) > 0 && matchMedia("(pointer: coarse)").matches;
    const files = [`${cdn}pythons.js`, `${cdn}cpython${config.PYBUILD.replace(".", "")}/main.js`, `${cdn}cpythonrc.py`];
    if (!mobile && features.includes("vtx")) files.push(new URL("../vtx.js", cdn).href);
    if (!mobile && features.includes("vt")) files.push(new URL("../vt.js", cdn).href);
    return files;
}

// pythons.js:665-851: window_resize() sizes the canvas's CSS box 100 ms later, from the canvas's own
// width/height ratio and the window's inner size, divided by config.gui_divider, centred
function window_canvas_adjust(divider) {
    const canvas = document.getElementById("canvas");
    const ar = canvas.width / canvas.height;
    let want_w = Math.trunc(window.innerWidth / (divider || 1));
    let want_h = Math.trunc(want_w / ar);
    if (want_h > window.innerHeight) {
        want_h = window.innerHeight;
        want_w = Math.trunc(want_h * ar);
    }
    if (want_w > window.innerWidth) {
        want_w = window.innerWidth;
        want_h = Math.trunc(want_h / ar);
    }
    Object.assign(canvas.style, { position: "absolute", left: 0, bottom: 0, top: 0, right: 0, margin: "auto",
                                  width: want_w + "px", height: want_h + "px" });
}
window.window_resize = function window_resize() {
    if (config.user_canvas_managed) return config.user_canvas_managed;
    setTimeout(window_canvas_adjust, 100, config.gui_divider);
    setTimeout(window.focus, 100);
};
window.addEventListener("resize", window.window_resize);

// pythons.js:196-232: fetch a URL into the file system for aio.filelike.fopen; answers the path, or the error
window.cross_file = async function cross_file(url, store) {
    try {
        const response = await fetch(url, { redirect: "follow", credentials: "omit" });
        if (!response.ok) return `HTTP ${response.status} - ${response.statusText}`;
        window.python.FS.writeFile(store, new Uint8Array(await response.arrayBuffer()));
        return store;
    } catch (error) {
        return String(error);
    }
};

// pythons.js:430-477 (Module.setStatus): emscripten's loading steps are written into the page's #status
// (the parlour's template watches it as a sign of life)
function setStatus(line) {
    const status = document.getElementById("status");
    if (status) status.innerHTML = line;
}

async function text(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
}

// the page's hooks (build/page/loader.js), observed: every call is written down with its time
function observe_hooks() {
    trace.hooks = [];
    for (const name of Object.keys(window).filter((key) => key.startsWith("parlour_") && typeof window[key] === "function")) {
        const hook = window[name];
        window[name] = function (...args) {
            trace.hooks.push({ name, args: args.map(String), ms: performance.now() });
            return hook.apply(this, args);
        };
    }
}

async function start() {
    // pythons.js:2494-2513: the Python of the page is the text of its own script tag
    const site = document.getElementById("site");
    setStatus("Downloading...");
    const { loadPyodide } = await import(STANDIN.get("pyodide") + "pyodide.mjs");
    const say = (line) => console.log(line);
    const complain = (line) => { trace.console_errors.push(line); console.error(line); };
    const pyodide = await loadPyodide({ indexURL: STANDIN.get("pyodide"), stdout: say, stderr: complain });
    setStatus("Running...");
    // pythons.js:389 and 2070: the emscripten module is window.python and window.Module
    window.python = window.Module = pyodide._module;
    window.python.config = config;  // pythons.js:2516
    // pythons.js:490-497: PyRun_SimpleString posts the code to the runtime ("rcon"), which runs it later
    window.python.PyRun_SimpleString = (code) => setTimeout(() => {
        try {
            pyodide.runPython(code);
        } catch (error) {
            complain(String(error));
        }
    });
    trace.pyodide = pyodide;
    pyodide.canvas.setCanvas2D(document.getElementById("canvas"));
    // emscripten's html5 library, linked into pygbag's CPython but not into pyodide's: SDL maps each key's
    // KeyboardEvent.code with it (SDL_emscriptenevents.c, Emscripten_MapScanCode), so keys need it
    pyodide._module.mergeLibSymbols({
        emscripten_compute_dom_pk_code: (code) => DOM_PK[pyodide._module.UTF8ToString(code)] || 0,
    }, "pygbag-html5");
    trace.loadDynlib = (path, folder) => pyodide._api.loadDynlib(path, false, [folder]);
    trace.installed = (name) => trace.wheels.push(name);
    trace.scripts = [];
    trace.ran = (path) => trace.scripts.push({ path, ms: performance.now() });

    const manifest = JSON.parse(await text(STANDIN.get("manifest")));
    for (const [path, url] of manifest.files) {
        pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
        pyodide.FS.writeFile(path, new Uint8Array(await (await fetch(url)).arrayBuffer()));
    }
    // the interpreter's file system arrives as main.data, whose listing this is: emscripten's file packager code
    // in pygbag's main.js throws when that download fails (`throw new Error(xhr.statusText + " : " +
    // xhr.responseURL)`, in the request's callback), an uncaught error no promise of the page can catch
    let listing;
    try {
        listing = await text(manifest.data_files);
    } catch (error) {
        setTimeout(() => { throw error; });
        return;
    }
    pyodide.FS.mkdirTree("/data/data/org.python/assets");
    pyodide.FS.writeFile("/data/data/org.python/assets/__main__.py", site.text);
    // pygbag's own switch for a local package index (aio/pep0723.py, async_repos: PYGPI), and the host
    // triplet pygbag's CPython reports (its wheels are tagged wasm32_bi_emscripten)
    pyodide.runPython(`
import os, sys, sysconfig
os.environ["PYGPI"] = ${JSON.stringify(manifest.index)}
_config_var = sysconfig.get_config_var
sysconfig.get_config_var = lambda name: "wasm32-bi-emscripten" if name == "HOST_GNU_TYPE" else _config_var(name)
sys.path.insert(0, "/pygbag")
import pygbag_runtime
pygbag_runtime.start(${JSON.stringify(JSON.stringify(config))}, ${JSON.stringify(listing)})
`);
    trace.python_ready_ms = performance.now();
    setStatus("");
    // cpythonrc.py 1497-1540 (import_site): the page's script runs through shell.source like any script
    pyodide.runPython(`
import aio, builtins
aio.run(builtins.shell.source("/data/data/org.python/assets/__main__.py"))
`);
    const step = pyodide.runPython("import aio; aio.step");
    // aio/__init__.py 226-310: one round of the loop per animation frame
    function frame() {
        requestAnimationFrame(frame);
        try {
            const began = performance.now();
            const spent = step(began);
            if (trace.frames.length < 200000) trace.frames.push([began, spent]);
        } catch (error) {
            trace.console_errors.push(String(error && error.stack || error));
            console.error("the frame loop met an error:", error);
        }
    }
    requestAnimationFrame(frame);
}

window.addEventListener("load", () => {
    // pythons.js:2113 (feat_lifecycle) and 657 (feat_gui), in pythons.js's onload before custom_onload
    window.addEventListener("focus", MM.focus_handler);
    window.addEventListener("blur", MM.focus_handler);
    document.getElementById("canvas").addEventListener("click", MM.focus_handler);
    trace.runtime_files = runtime_files(document.getElementById("site"));
    observe_hooks();
    if (window.custom_onload) window.custom_onload(true);  // pythons.js:2204
    window.window_resize();  // pythons.js:2209
    start().catch((error) => {
        trace.console_errors.push(String(error && error.stack || error));
        console.error(error);
        if (window.parlour_failed) window.parlour_failed("runtime", String(error));
    });
});
