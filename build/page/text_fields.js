// the game's text fields as real inputs over the canvas (scenes/text_entry.py): a phone opens its keyboard only
// for an input focused inside the tap's own handler, and the game's Python runs later, in an animation frame, so
// each field the game draws has an <input> lying over it, and the tap itself lands there. The inputs are
// transparent: the canvas underneath goes on drawing the field, its text and caret as the game holds them
// (one frame after a key, and only the characters the field allows). Python tells where the fields are
// (parlour_text_fields) and reads what they hold each frame (parlour_text_values).
//
// Keys typed in an input are the input's: SDL, listening on window, never sees them; only Enter, Tab, Escape
// and F11 go on to the game as on the canvas (Tab moves the game's focus, which the inputs follow; Escape
// leaves the screen; F11 is fullscreen). Enter also ends the typing: the input gives the focus back to the
// canvas, so a phone's keyboard closes, and the game reads Enter as it would natively.
const PARLOUR_FIELD_FRAME = { width: 1280, height: 720 };
const PARLOUR_FIELD_GAME_KEYS = ["Enter", "Tab", "Escape", "F11"];
const parlour_fields = { layer: null, inputs: new Map(), rects: new Map(), focus: null };

function parlour_field_layer() {
    if (parlour_fields.layer) return parlour_fields.layer;
    const layer = document.createElement("div");
    layer.id = "parlour-fields";
    document.body.appendChild(layer);
    parlour_fields.layer = layer;
    const canvas = document.getElementById("canvas");
    if (canvas && window.ResizeObserver) new ResizeObserver(parlour_fields_place).observe(canvas);
    window.addEventListener("resize", parlour_fields_place);
    document.addEventListener("fullscreenchange", parlour_fields_place);
    return layer;
}

function parlour_is_field(element) {
    return Boolean(element && element.classList && element.classList.contains("parlour-field"));
}

// a key in an input: the input's, or the game's too (see above)
function parlour_field_key(event) {
    // (a word a phone's keyboard is still composing is the input's, Enter included)
    if (event.isComposing || !PARLOUR_FIELD_GAME_KEYS.includes(event.key)) {
        event.stopPropagation();
        return;
    }
    // Tab: the game moves its focus and the inputs follow it; F11: the game asks for fullscreen itself
    if (event.key === "Tab" || event.key === "F11") event.preventDefault();
    if (event.type === "keydown" && event.key === "Enter") parlour_focus_game();
}

// only what the field can hold, at once (the game keeps to its own rule as well)
function parlour_field_typed(event) {
    const input = event.target;
    if (input.inputMode !== "numeric") return;
    const digits = input.value.replace(/[^0-9]/g, "");
    if (digits !== input.value) input.value = digits;
}

function parlour_field_input(id) {
    let input = parlour_fields.inputs.get(id);
    if (input) return input;
    input = document.createElement("input");
    input.type = "text";
    input.className = "parlour-field";
    input.dataset.field = id;
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("autocorrect", "off");
    input.setAttribute("enterkeyhint", "done");
    for (const kind of ["keydown", "keyup", "keypress"]) input.addEventListener(kind, parlour_field_key);
    input.addEventListener("input", parlour_field_typed);
    parlour_field_layer().appendChild(input);
    parlour_fields.inputs.set(id, input);
    return input;
}

// the 16:9 frame inside the canvas's box (the canvas may be any shape), in page coordinates
function parlour_field_frame() {
    const canvas = document.getElementById("canvas");
    const box = canvas.getBoundingClientRect();
    const scale = Math.min(box.width / PARLOUR_FIELD_FRAME.width, box.height / PARLOUR_FIELD_FRAME.height) || 0;
    return { scale,
             left: box.left + window.scrollX + (box.width - PARLOUR_FIELD_FRAME.width * scale) / 2,
             top: box.top + window.scrollY + (box.height - PARLOUR_FIELD_FRAME.height * scale) / 2 };
}

function parlour_fields_place() {
    if (!parlour_fields.inputs.size) return;
    const frame = parlour_field_frame();
    for (const [id, input] of parlour_fields.inputs) {
        const { rect, size } = parlour_fields.rects.get(id);
        Object.assign(input.style, {
            left: `${frame.left + rect[0] * frame.scale}px`,
            top: `${frame.top + rect[1] * frame.scale}px`,
            width: `${rect[2] * frame.scale}px`,
            height: `${rect[3] * frame.scale}px`,
            paddingLeft: `${12 * frame.scale}px`,
            // at least 16px: a smaller font makes iOS zoom the page when the input takes the focus
            fontSize: `${Math.max(16, size * frame.scale)}px`,
        });
    }
}

// Python's description: {"focus": id or null, "fields": [{id, rect, value, max_length, inputmode, placeholder,
// size}, ...]}; the inputs follow it (an empty list removes them), and the page's focus follows the game's
// whenever the game moves it
function parlour_text_fields(description) {
    let shown = { focus: null, fields: [] };
    try { shown = JSON.parse(description || "{}"); } catch (error) { /* nothing to show */ }
    const fields = Array.isArray(shown.fields) ? shown.fields : [];
    const wanted = new Set(fields.map((field) => field.id));
    for (const [id, input] of parlour_fields.inputs) {
        if (wanted.has(id)) continue;
        const had_focus = document.activeElement === input;
        input.remove();
        parlour_fields.inputs.delete(id);
        parlour_fields.rects.delete(id);
        if (had_focus) parlour_focus_game();
    }
    for (const field of fields) {
        const input = parlour_field_input(field.id);
        input.inputMode = field.inputmode === "numeric" ? "numeric" : "text";
        input.setAttribute("autocapitalize", input.inputMode === "numeric" ? "off" : "words");
        if (field.max_length > 0) input.maxLength = field.max_length;
        else input.removeAttribute("maxlength");
        input.placeholder = field.placeholder || "";
        input.setAttribute("aria-label", field.placeholder || "");
        if (input.value !== field.value) input.value = field.value;
        parlour_fields.rects.set(field.id, { rect: field.rect, size: field.size || 20 });
    }
    parlour_fields_place();
    const focus = wanted.has(shown.focus) ? shown.focus : null;
    if (focus !== parlour_fields.focus) {
        parlour_fields.focus = focus;
        const panel_open = document.querySelector("#parlour-record.parlour-open");
        if (focus !== null && !panel_open) parlour_fields.inputs.get(focus).focus({ preventScroll: true });
        else if (focus === null && parlour_is_field(document.activeElement)) parlour_focus_game();
    }
    return true;
}

// what the inputs hold, and which one the page's focus is in, as JSON for Python
function parlour_text_values() {
    const values = {};
    for (const [id, input] of parlour_fields.inputs) values[id] = input.value;
    const active = document.activeElement;
    return JSON.stringify({ values, focused: parlour_is_field(active) ? active.dataset.field : null });
}
