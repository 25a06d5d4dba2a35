// Measures engine moves per second and AI decision times inside pyodide (CPython on WebAssembly).
// Usage: node bench/pyodide_bench.mjs [--games thirteen,quinto] [--positions 8]
// Runs bench/pyodide.py's measure() and prints its figures as one line of JSON on stdout.
import { parseArgs } from "node:util";
import { copyIntoPyodide, startPyodide } from "../tests/web/pyodide_host.mjs";

async function main() {
    const { values } = parseArgs({
        options: { games: { type: "string", default: "" }, positions: { type: "string", default: "8" } },
    });
    const pyodide = await startPyodide();
    copyIntoPyodide(pyodide, ["game", "bench/pyodide.py"]);
    pyodide.globals.set("games", values.games ? values.games.split(",") : null);
    pyodide.globals.set("positions", Number(values.positions));
    const answer = pyodide.runPython(`
import json
from bench.pyodide import measure
json.dumps(measure(games.to_py() if games else None, positions))
`);
    process.stdout.write(answer + "\n");
}

main().catch((error) => {
    process.stderr.write(`pyodide benchmark failed: ${error.message ?? error}\n`);
    process.exit(1);
});
