// The door opens: the built page started as pygbag starts it, once as built and once with a main.py that
// declares no PEP 723 block (pygbag's preload then installs nothing and pygame is the font-only folder).
// Usage: node tests/web/boot.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { launch, look, newTab, openParlour, serve, shot, tracebacks } from "./harness.mjs";

const setup = JSON.parse((await import("node:fs")).readFileSync(process.argv[2], "utf8"));

async function boot(browser, webDir, name) {
    const server = await serve({ ...setup, web_dir: webDir });
    try {
        const page = await newTab(browser);
        const opened = await openParlour(page, `${server.origin}/index.html`);
        await new Promise((done) => setTimeout(done, 700));
        const trace = await look(page, `({
            wheels: parlour_standin.wheels,
            scripts: parlour_standin.scripts,
            hooks: parlour_standin.hooks,
            frame_times: parlour_standin.frames.slice(0, 600).map(([at]) => at),
            frame_spent: parlour_standin.frames.slice(0, 600).map(([, spent]) => spent),
            failure: document.getElementById("parlour-failure-detail").textContent,
            failure_title: document.getElementById("parlour-failure-title").textContent,
            loading_display: getComputedStyle(document.getElementById("parlour-loading")).display,
        })`);
        const picture = await shot(page, setup.shots, name);
        return { ...opened, ...trace, tracebacks: tracebacks(page), shot: picture,
                 requests: server.requests.filter((path) => path.startsWith("/cdn/")) };
    } finally {
        server.close();
    }
}

const browser = await launch(setup);
try {
    const built = await boot(browser, setup.web_dir, "boot-title");
    const without = await boot(browser, setup.no_pep723_dir, "boot-without-pep723");
    process.stdout.write(JSON.stringify({ built, without }) + "\n");
} finally {
    await browser.close();
}
