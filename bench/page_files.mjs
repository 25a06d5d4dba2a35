// What the browser benchmarks share inside the page (bench/browser_bench.mjs, bench/engines_bench.mjs): Python run
// through the stand-in's pyodide, bench/page_bench.py laid beside the page's probe, and the AI's decisions timed there.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { look } from "../tests/web/harness.mjs";

export const python = (page, code) => look(page, `parlour_standin.pyodide.runPython(${JSON.stringify(code)})`);

export async function installBenchFiles(page, root) {
    const files = { "bench_speed.py": readFileSync(join(root, "bench", "pyodide.py"), "utf8"),
                    "page_bench.py": readFileSync(join(root, "bench", "page_bench.py"), "utf8") };
    await look(page, `((files) => {
        for (const [name, text] of Object.entries(files)) parlour_standin.pyodide.FS.writeFile("/parlour_probe/" + name, text);
        return true;
    })(${JSON.stringify(files)})`);
}

// the title back on screen (no table's frames beside the timing), then level's milliseconds per decision in game
export async function aiDecisions(page, game, positions, level = "hard") {
    await python(page, "import page_probe; page_probe.app().reset(__import__('scenes.screens.title', fromlist=['TitleScene']).TitleScene(page_probe.app()))");
    return JSON.parse(await python(page,
        `import json, page_bench; json.dumps(page_bench.decisions(${JSON.stringify(game)}, ${JSON.stringify(level)}, ${positions}))`));
}
