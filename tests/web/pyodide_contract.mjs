// Runs the engine contract for every registered game, and the app logic's checks, inside pyodide.
// Usage: node tests/web/pyodide_contract.mjs [seed ...]   (default seed 1)
// Prints one line of JSON on stdout: platform, checks run, seeded-game digests, seconds.
import { copyIntoPyodide, startPyodide } from "./pyodide_host.mjs";

const PATHS = [
    "game",
    "parlour",
    "wire",
    "assets/words",
    "assets/lessons",
    "tests/parlour/__init__.py",
    "tests/parlour/app_checks.py",
    "tests/__init__.py",
    "tests/game/__init__.py",
    "tests/game/contract.py",
    "tests/web/__init__.py",
    "tests/web/wasm_checks.py",
];

async function main() {
    const seeds = process.argv.slice(2).map(Number);
    const started = Date.now();
    const pyodide = await startPyodide();
    const loadSeconds = (Date.now() - started) / 1000;
    const files = copyIntoPyodide(pyodide, PATHS);
    pyodide.globals.set("seeds", seeds.length ? seeds : [1]);
    const answer = pyodide.runPython(`
import json
from tests.web import wasm_checks
json.dumps(wasm_checks.run(seeds=tuple(seeds.to_py())))
`);
    const result = { ...JSON.parse(answer), files, load_seconds: loadSeconds };
    process.stdout.write(JSON.stringify(result) + "\n");
}

main().catch((error) => {
    process.stderr.write(`pyodide contract failed: ${error.message ?? error}\n`);
    process.exit(1);
});
