// What a visitor does in the harness, shared by the scenarios: wait for something on screen, press a button
// by its words, deal a game from the New game screen, and play a game to its stop one step at a time, as
// tests/drivers says a player would (with touch: taps and finger drags only).
import { PAGE_WAIT_MS, frames, look, openReady, perform, performAll, probe } from "./harness.mjs";

export const SEATS = {
    thirteen: ["human", "easy", "easy"],
    quinto: ["human", "easy"],
    quinto_tricks: ["human", "easy", "easy", "easy"],
    quartino: ["human", "easy"],
};
const SETUP_LIMIT = 40;
const STEP_LIMIT = 900;

export async function waitFor(page, check, what, limit_ms = PAGE_WAIT_MS) {
    const until = Date.now() + limit_ms;
    for (;;) {
        const answer = await check();
        if (answer) return answer;
        if (Date.now() > until) throw new Error(`waited ${limit_ms} ms for ${what}`);
        await frames(page, 3);
    }
}

// after the page was resized or re-ratioed: the canvas fills the page at once (its CSS, as the build sets pygbag's
// config.user_canvas_managed), and the game opens its display at the pixels the page then wants on a later frame,
// however late a busy machine makes it
export async function followed(page) {
    await waitFor(page, async () => {
        const [wanted, drawn] = [await look(page, "parlour_canvas_pixels()"), await probe(page, "canvas_size")];
        return wanted === drawn.join(",");
    }, "the game drawn at the page's device pixels");
    await frames(page, 2);
}

export function screen(page) {
    return probe(page, "screen");
}

export async function pressButton(page, key, touch = false) {
    const centre = await waitFor(page, () => probe(page, "button", key), `the ${key} button`);
    await perform(page, { kind: touch ? "tap" : "click", points: [centre] }, touch);
}

// New game → the game → its seats (SEATS unless given) → Deal (→ Replace a saved game); seen(page) is called
// on each screen before its step, when given
export async function deal(page, game, touch = false, seats = SEATS[game], seen = null) {
    const said = [];
    for (let count = 0; ; count++) {
        if (count > SETUP_LIMIT) {
            throw new Error(`no ${game} table after ${SETUP_LIMIT} setup steps; the last: ${said.slice(-4).join(" | ")}`);
        }
        if (seen) await seen(page);
        const step = await probe(page, "next_setup_step", game, seats, touch);
        if (!step) return screen(page);
        said.push(`${(await screen(page)).scene}: ${step.says}`);
        await performAll(page, step.gestures, touch);
    }
}

// the next thing the human does, when there is one (waiting while the AI thinks); null at the game's stop
// (stop: the probe that says where the game stops; "game_finished" plays 13 past its first round)
export async function nextStep(page, touch = false, limit_ms = PAGE_WAIT_MS, stop = "game_over") {
    const until = Date.now() + limit_ms;
    for (;;) {
        if (await probe(page, stop)) return null;
        const step = await probe(page, "next_step", touch);
        if (step) return step;
        if (Date.now() > until) throw new Error("the table waited on nobody for a minute");
        await frames(page, 4);
    }
}

// the step's gestures; a move must then be on the match as the human's
export async function makeStep(page, step, touch = false) {
    const before = await screen(page);
    await performAll(page, step.gestures, touch);
    if (!step.move) return;
    await waitFor(page, async () => {
        const after = await screen(page);
        return after.moves.length > before.moves.length && after.moves.slice(before.moves.length).includes(step.move);
    }, `the move ${step.move} (${step.says}) on the table`);
}

// play to the game's stop; detour(page, result) is called once after the human's second move; with first (a
// page_probe name such as "drag_step"), the first move that probe finds is made its way; answers the kinds of
// gestures used, the moves made by gestures and the end
export async function playToEnd(page, touch = false, detour = null, first = null) {
    const result = { moves_by_gestures: 0, kinds: {}, says: [] };
    let detoured = detour === null;
    for (let count = 0; ; count++) {
        if (count > STEP_LIMIT) throw new Error(`the game did not end within ${STEP_LIMIT} steps`);
        let step = await nextStep(page, touch);
        if (!step) break;
        const chosen = step.move && first ? await probe(page, first) : null;
        if (chosen) [step, first] = [chosen, null];
        if (step.move && !detoured && result.moves_by_gestures >= 2) {
            await detour(page, result);
            detoured = true;
            continue;
        }
        await makeStep(page, step, touch);
        for (const gesture of step.gestures) result.kinds[gesture.kind] = (result.kinds[gesture.kind] || 0) + 1;
        if (step.move) result.moves_by_gestures += 1;
        if (result.says.length < 6) result.says.push(step.says);
    }
    const end = await screen(page);
    return { ...result, table: end.table, over: end.over, end_scene: end.scene, moves: end.moves.length,
             rounds_scored: await probe(page, "rounds_scored") };
}

// the state of the game's sound (SDL's AudioContext): suspended until the page's first gesture
export const SOUND_STATE = `(() => { const context = window.Module && Module.SDL2 && Module.SDL2.audioContext;
                                     return context ? context.state : null; })()`;

// mid-game, the page is reloaded: the title offers the saved game and Resume (clicked, or tapped with touch: the
// reloaded page's first gesture, which lets its sound play) puts the position back; then a new deal (picture(name)
// takes a screenshot)
export async function reloadMidGame(page, url, picture, touch = false) {
    await deal(page, "thirteen");
    for (let moves = 0; moves < 2;) {
        const step = await nextStep(page);
        await makeStep(page, step);
        if (step.move) moves += 1;
    }
    await waitFor(page, async () => (await screen(page)).current === 0, "the human's turn again");
    const before = await screen(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    const reopened = await openReady(page, url, false);
    const title = await screen(page);
    const offered = await probe(page, "button", "menus.continue");
    const offeredPicture = await picture("reload-title-offers-resume");
    const sound_before = await look(page, SOUND_STATE);
    await pressButton(page, "menus.continue", touch);
    const sound_after = await look(page, SOUND_STATE);
    const resumed = await waitFor(page, async () => {
        const now = await screen(page);
        return now.game === "thirteen" && now;
    }, "the resumed table");
    const resumedPicture = await picture("reload-resumed");
    await pressButton(page, "menu");
    const again = await deal(page, "thirteen");
    return { before: { seed: before.seed, moves: before.moves }, reopened: reopened.state, title_scene: title.scene,
             offered: Boolean(offered), resumed: { seed: resumed.seed, moves: resumed.moves },
             second_deal_seed: again.seed, pictures: [offeredPicture, resumedPicture],
             sound: { before_first_gesture: sound_before, after_first_gesture: sound_after } };
}
