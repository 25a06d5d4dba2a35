// SDL's flip as pygbag's pygame-ce does it (the whole frame copied into an ImageData, every alpha byte set to 255,
// putImageData: the EM_ASM code in its base module), measured alone in one browser engine, one flip per animation
// frame, at the canvas sizes in setup.sizes taken in turn ([width, height, cpu]: cpu asks for a canvas kept in
// memory, willReadFrequently): each part's time and the interval between frames.
// Usage: node bench/canvas_flip.mjs SETUP.json   (prints one line of JSON on stdout)
import { look, serve, setupFromArgv } from "../tests/web/harness.mjs";
import { openTab } from "../tests/web/engines.mjs";

const setup = setupFromArgv();
const FRAMES = setup.frames || 120;
const ROUNDS = setup.rounds || 3;

const FLIPS = ([width, height, cpu]) => `new Promise((done) => {
    const width = ${width}, height = ${height}, canvas = document.createElement("canvas");
    canvas.width = width; canvas.height = height;
    canvas.style.cssText = "position:fixed;left:0;top:0;width:1280px;height:720px";
    document.body.appendChild(canvas);
    const context = canvas.getContext("2d", ${Boolean(cpu)} ? { willReadFrequently: true } : undefined);
    const heap = new Int32Array(width * height), image = context.createImageData(width, height);
    const data32 = new Int32Array(image.data.buffer), data8 = new Uint8Array(image.data.buffer);
    const seen = { copy: [], alpha: [], put: [], intervals: [] };
    let last = null, frame = 0;
    const step = (now) => {
        if (last !== null) seen.intervals.push(now - last);
        last = now;
        heap.fill(0x00336699 + frame * 4099, (frame * 9973) % (width * height / 2), width * height / 2);
        const started = performance.now();
        data32.set(heap);
        const copied = performance.now();
        for (let i = 3; i < data8.length; i += 4) data8[i] = 0xff;
        const opaque = performance.now();
        context.putImageData(image, 0, 0);
        seen.copy.push(copied - started);
        seen.alpha.push(opaque - copied);
        seen.put.push(performance.now() - opaque);
        if (++frame < ${FRAMES}) requestAnimationFrame(step);
        else { canvas.remove(); done(seen); }
    };
    requestAnimationFrame(step);
})`;

const p = (values, share) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(10 * sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]) / 10;
};

async function main() {
    const server = await serve(setup);
    const page = await openTab(setup, setup.engine);
    const sizes = setup.sizes || [[1280, 720], [640, 360], [1280, 720, "cpu"]];
    const found = Object.fromEntries(sizes.map((size) => [size.join("x"), { copy: [], alpha: [], put: [], intervals: [] }]));
    try {
        await page.goto(`${server.origin}/favicon.png`);
        for (let round = 0; round < ROUNDS; round++) {
            for (const size of round % 2 ? [...sizes].reverse() : sizes) {
                const seen = await look(page, FLIPS(size));
                for (const [part, values] of Object.entries(seen)) found[size.join("x")][part].push(...values);
            }
        }
    } finally {
        await page.quit();
        server.close();
    }
    const summary = Object.fromEntries(Object.entries(found).map(([size, parts]) => [size,
        Object.fromEntries(Object.entries(parts).map(([part, values]) => [part, [p(values, 0.5), p(values, 0.95)]]))]));
    process.stdout.write(JSON.stringify({ engine: setup.engine, frames: FRAMES, rounds: ROUNDS, ...summary }) + "\n");
}

main().catch((error) => {
    process.stderr.write(`canvas flip bench failed: ${error.stack || error}\n`);
    process.exit(1);
});
