// What pygbag's pythons.js does to the page that the parlour keeps from its players. These listeners are added
// before pythons.js runs (it is a module, run after the page's own scripts), so on the same target they run first
// and may stop its own.

// any text box the player typed in: the game's name boxes (text_fields.js) or the record panel's import text
function parlour_typing() {
    const active = document.activeElement;
    return Boolean(active && active.matches && active.matches("input, textarea, select"));
}

// pythons.js gives the canvas the focus whenever the window gets it back, and after a blur when the pointer
// enters the canvas: a player who switched windows to copy a record would paste it into the game. The focus
// stays where the player put it; a click on the game still gives the game the keys.
window.addEventListener("focus", (event) => {
    if (parlour_typing()) event.stopImmediatePropagation();
});
document.addEventListener("DOMContentLoaded", () => {
    document.getElementById("canvas").addEventListener("mouseenter", (event) => {
        if (parlour_typing()) event.stopImmediatePropagation();
    });
});

// pythons.js turns every uncaught error and unhandled rejection into a native alert(); pygbag's main.js throws
// one when the interpreter's main.data cannot be downloaded. While the page loads, the visitor sees the
// parlour's own panel with Try again instead; once the game runs, the error is only logged.
function parlour_uncaught(detail) {
    if (parlour_state === "loading") parlour_failed("runtime", detail);
    else console.error("uncaught on the page:", detail);
}
window.addEventListener("error", (event) => {
    event.stopImmediatePropagation();
    parlour_uncaught(String(event.error && event.error.message || event.message));
});
window.addEventListener("unhandledrejection", (event) => {
    event.stopImmediatePropagation();
    parlour_uncaught(String(event.reason && event.reason.message || event.reason));
});
