// A game carried to the next visit by its record, where the browser keeps nothing: a game in progress is exported
// from Saved games (the page's record panel, as a player downloads it), the page is reloaded with its storage
// cleared, the file is chosen in Import record on the title, and the game is played on from where it stood.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { frames, look, newTab, openReady, probe, shot, tracebacks } from "./harness.mjs";
import { deal, makeStep, nextStep, pressButton, screen, waitFor } from "./visitor.mjs";

const PANEL_OPEN = `document.getElementById("parlour-record").classList.contains("parlour-open")`;

async function humanMoves(page, count) {
    for (let moves = 0; moves < count;) {
        const step = await nextStep(page);
        await makeStep(page, step);
        if (step.move) moves += 1;
    }
}

export async function carryGame(browser, url, shots, settings) {
    const page = await newTab(browser, { settings });
    await openReady(page, url);
    await deal(page, "quartino");
    await humanMoves(page, 2);
    await waitFor(page, async () => (await screen(page)).current === 0, "the human's turn again");
    const before = await screen(page);
    await pressButton(page, "menu");
    await pressButton(page, "menus.saved_games");
    await pressButton(page, "export");
    await waitFor(page, () => look(page, PANEL_OPEN), "the record panel");
    const text = await look(page, `document.getElementById("parlour-record-text").value`);
    const exportPicture = await shot(page, shots, "carry-1-export");
    await page.click("#parlour-record-close");
    await frames(page, 3);

    await look(page, "localStorage.clear(), true");
    await page.reload({ waitUntil: "domcontentloaded" });
    await openReady(page, url, false);
    const cleared = { continue_offered: Boolean(await probe(page, "button", "menus.continue")),
                      saved_games_offered: Boolean(await probe(page, "button", "menus.saved_games")) };
    const file = join(shots, "carried-game.txt");
    writeFileSync(file, text);
    await pressButton(page, "import");
    await waitFor(page, () => look(page, PANEL_OPEN), "the import panel");
    const input = await page.$("#parlour-record-file");
    await input.uploadFile(file);
    const resumed = await waitFor(page, async () => {
        const now = await screen(page);
        return now.game === "quartino" && now.moves.length === before.moves.length && now;
    }, "the imported game's table");
    const resumedPicture = await shot(page, shots, "carry-2-imported");
    await humanMoves(page, 1);
    const after = await screen(page);
    await page.close();
    return { exported_length: text.length, before: { seed: before.seed, moves: before.moves }, cleared,
             resumed: { scene: resumed.table, seed: resumed.seed, moves: resumed.moves, over: resumed.over },
             played_on: after.moves.length, pictures: [exportPicture, resumedPicture], tracebacks: tracebacks(page) };
}
