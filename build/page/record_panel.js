// the record panel, opened by scenes/record_exchange.py: Python passes the words in its language
// and polls parlour_record_take() each frame for the import's answer
const parlour_record = { mode: "", answer: "", filename: "record.txt", words: {} };

function parlour_record_open(mode, words) {
    try { parlour_record.words = JSON.parse(words || "{}"); } catch (error) { parlour_record.words = {}; }
    const say = (key) => parlour_record.words[key] || key;
    const exporting = mode === "export";
    parlour_record.mode = mode;
    document.getElementById("parlour-record-title").textContent = say(exporting ? "record_title_export" : "record_title_import");
    document.getElementById("parlour-record-help").textContent = say(exporting ? "record_help_export" : "record_help_import");
    document.getElementById("parlour-record-note").textContent = "";
    const labels = { copy: "record_copy", download: "record_download", "choose-label": "record_choose",
                     cancel: "record_cancel", "import": "record_import", close: "record_close" };
    for (const [id, key] of Object.entries(labels)) document.getElementById("parlour-record-" + id).textContent = say(key);
    for (const id of ["copy", "download", "close"]) document.getElementById("parlour-record-" + id).hidden = !exporting;
    for (const id of ["choose", "cancel", "import"]) document.getElementById("parlour-record-" + id).hidden = exporting;
    const text = document.getElementById("parlour-record-text");
    text.readOnly = exporting;
    document.getElementById("parlour-record").classList.add("parlour-open");
    return text;
}

function parlour_record_export(record, filename, words) {
    const text = parlour_record_open("export", words);
    parlour_record.filename = filename || "record.txt";
    text.value = record;
    text.focus();
    text.select();
    return true;
}

function parlour_record_import(words) {
    const text = parlour_record_open("import", words);
    parlour_record.answer = "";
    text.value = "";
    document.getElementById("parlour-record-file").value = "";
    text.focus();
    return true;
}

// the import's answer once, as JSON ({"text": ...} or {"cancelled": true}); "" while there is none
function parlour_record_take() {
    const answer = parlour_record.answer;
    parlour_record.answer = "";
    return answer;
}

function parlour_record_finish(answer) {
    if (parlour_record.mode === "import") parlour_record.answer = JSON.stringify(answer);
    parlour_record.mode = "";
    document.getElementById("parlour-record").classList.remove("parlour-open");
    parlour_focus_game();
}

function parlour_record_note(key) {
    document.getElementById("parlour-record-note").textContent = parlour_record.words[key] || key;
}

function parlour_record_copy() {
    const text = document.getElementById("parlour-record-text");
    text.focus();
    text.select();
    let copied = false;
    try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
    if (copied) return parlour_record_note("record_copied");
    if (!navigator.clipboard) return parlour_record_note("record_copy_failed");
    navigator.clipboard.writeText(text.value).then(
        () => parlour_record_note("record_copied"), () => parlour_record_note("record_copy_failed"));
}

function parlour_record_download() {
    const text = document.getElementById("parlour-record-text").value;
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = parlour_record.filename;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
}

(function wire_record_panel() {
    const panel = document.getElementById("parlour-record");
    const text = document.getElementById("parlour-record-text");
    // keys typed in the panel are the panel's: the game's SDL listeners on window never see them
    for (const kind of ["keydown", "keyup", "keypress"]) {
        panel.addEventListener(kind, (event) => {
            event.stopPropagation();
            if (kind === "keydown" && event.key === "Escape") parlour_record_finish({ cancelled: true });
        });
    }
    document.getElementById("parlour-record-copy").onclick = parlour_record_copy;
    document.getElementById("parlour-record-download").onclick = parlour_record_download;
    document.getElementById("parlour-record-close").onclick = () => parlour_record_finish({ cancelled: true });
    document.getElementById("parlour-record-cancel").onclick = () => parlour_record_finish({ cancelled: true });
    document.getElementById("parlour-record-import").onclick = () => parlour_record_finish({ text: text.value });
    document.getElementById("parlour-record-file").onchange = (event) => {
        const file = event.target.files && event.target.files[0];
        if (!file) return;
        file.text().then((content) => {
            text.value = content;
            parlour_record_finish({ text: content });
        }, () => parlour_record_note("record_file_failed"));
    };
})();
