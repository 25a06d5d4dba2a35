// The parlour at the screen's real pixels: the title and a dealt table photographed at the sizes and device
// pixel ratios players meet (1280×720 at ratio 1, 960×540 at ratio 2, 1080p at 1 and 2, phones in landscape, a tablet),
// each page resized and re-ratioed in place.
// Usage: node tests/web/sharp.mjs SETUP.json   (prints one line of JSON on stdout; screenshots in setup.shots)
import { launch, look, newTab, openReady, perform, probe, serve, setupFromArgv, shot } from "./harness.mjs";
import { followed } from "./visitor.mjs";

const setup = setupFromArgv();
const DESKTOPS = [
    { name: "ratio1", width: 1280, height: 720, deviceScaleFactor: 1 },
    { name: "ratio2", width: 960, height: 540, deviceScaleFactor: 2 },
    { name: "1080p-ratio1", width: 1920, height: 1080, deviceScaleFactor: 1 },
    { name: "1080p-ratio2", width: 1920, height: 1080, deviceScaleFactor: 2 },
];
const TOUCH = { isMobile: true, hasTouch: true };
const DEVICES = [
    { name: "phone-844x390", width: 844, height: 390, deviceScaleFactor: 3, ...TOUCH },
    { name: "phone-740x360", width: 740, height: 360, deviceScaleFactor: 3, ...TOUCH },
    { name: "tablet-1024x768", width: 1024, height: 768, deviceScaleFactor: 2, ...TOUCH },
];
const SETTINGS = { animation: "off", ai_speed: "instant" };

async function canvas(page) {
    return look(page, `(() => {
        const canvas = document.getElementById("canvas"), box = canvas.getBoundingClientRect();
        return { pixels: [canvas.width, canvas.height], box: [box.width, box.height],
                 viewport: [innerWidth, innerHeight, devicePixelRatio] };
    })()`);
}

// one page per kind of device, resized and re-ratioed in place (the canvas must follow): the title at each
// size, and at the desktop ones a dealt table too
async function sizes(browser, url, viewports) {
    const found = {};
    const first = viewports[0];
    const page = await newTab(browser, { viewport: first, settings: SETTINGS });
    await openReady(page, url);
    for (const { name, ...viewport } of viewports) {
        await page.setViewport(viewport);
        await followed(page);
        found[name] = { ...(await canvas(page)), pictures: [await shot(page, setup.shots, `size-${name}-title`)] };
    }
    for (let count = 0; count < 40; count++) {
        const step = await probe(page, "next_setup_step", "thirteen", ["human", "easy", "easy"], Boolean(first.hasTouch));
        if (!step) break;
        for (const gesture of step.gestures) await perform(page, gesture, Boolean(first.hasTouch));
    }
    const dealt = { ...(await probe(page, "screen")), hand: await probe(page, "hand_box") };
    for (const { name, ...viewport } of viewports) {
        await page.setViewport(viewport);
        await followed(page);
        found[name].table = { ...(await canvas(page)), seed: dealt.seed, moves: dealt.moves, hand: dealt.hand };
        found[name].pictures.push(await shot(page, setup.shots, `size-${name}-table`));
    }
    await page.close();
    return found;
}

const server = await serve(setup);
const browser = await launch(setup);
try {
    const url = `${server.origin}/index.html`;
    const [desktops, devices] = [await sizes(browser, url, DESKTOPS), await sizes(browser, url, DEVICES)];
    process.stdout.write(JSON.stringify({ ...desktops, ...devices }) + "\n");
} finally {
    await browser.close();
    server.close();
}
