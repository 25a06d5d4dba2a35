// Starts pyodide (CPython on WebAssembly) in Node from the repository's node_modules, with no
// network, and copies the repository's Python files into its in-memory file system.
// Shared by tests/web/pyodide_contract.mjs and bench/pyodide_bench.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const HOME = "/home/pyodide/parlour";

// Load pyodide from node_modules; Python's own output goes to stderr so stdout stays for results.
export async function startPyodide() {
    const index = join(ROOT, "node_modules", "pyodide");
    if (!existsSync(join(index, "pyodide.mjs"))) {
        throw new Error(`pyodide is not installed in ${index}: run \`npm install\` (make test does)`);
    }
    const { loadPyodide } = await import(pathToFileURL(join(index, "pyodide.mjs")).href);
    const toStderr = (line) => process.stderr.write(line + "\n");
    return loadPyodide({ indexURL: index + "/", stdout: toStderr, stderr: toStderr });
}

// Every file under a repository path (a file or a folder), skipping caches and dotfiles.
function filesUnder(path) {
    const full = join(ROOT, path);
    if (!statSync(full).isDirectory()) return [path];
    return readdirSync(full)
        .filter((name) => !name.startsWith(".") && name !== "__pycache__" && !name.endsWith(".pyc"))
        .flatMap((name) => filesUnder(`${path}/${name}`));
}

// Copy repository paths into pyodide under HOME and put HOME first on sys.path; returns the file count.
export function copyIntoPyodide(pyodide, paths) {
    const files = paths.flatMap(filesUnder);
    for (const path of files) {
        const target = `${HOME}/${path}`;
        pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
        pyodide.FS.writeFile(target, readFileSync(join(ROOT, path)));
    }
    pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(HOME)})`);
    return files.length;
}
