// phones and tablets: a notice asking a phone held upright to be turned (device.css shows it by a media query,
// so it comes and goes with the turn itself, over the loading screen as over the game), and a fullscreen button
// drawn by the page for touch screens, where no F11 reaches the game: set in the bar beside the game's 16:9
// frame, shown only where the page may go fullscreen and is not already
const PARLOUR_FRAME = { width: 1280, height: 720 };
const PARLOUR_TOUCH = "(pointer: coarse)";
const PARLOUR_BUTTON_PX = 44;
const PARLOUR_BUTTON_LEAST_PX = 40;
const PARLOUR_BUTTON_MARGIN_PX = 8;

// the drawing: a phone upright, the table small across its screen; it turns a quarter and the table fills it
const PARLOUR_TURN_PICTURE = `
<svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
  <g class="parlour-turn-arrow" fill="none" stroke="#f3ead7" stroke-opacity="0.8" stroke-width="2.4"
     stroke-linecap="round" stroke-linejoin="round">
    <path d="M69.4 6.8 A54 54 0 0 1 110.7 41.5"/><polyline points="114.1,36.1 112.1,45.3 104.7,39.5"/>
    <path d="M50.6 113.2 A54 54 0 0 1 9.3 78.5"/><polyline points="5.9,83.9 7.9,74.7 15.3,80.5"/>
  </g>
  <g class="parlour-turn-phone">
    <rect x="35" y="13" width="50" height="94" rx="9" fill="#12301f" stroke="#d8b25a" stroke-width="3"/>
    <rect x="40" y="22" width="40" height="76" rx="2.5" fill="#0d2417"/>
    <line x1="55" y1="17.6" x2="65" y2="17.6" stroke="#d8b25a" stroke-width="1.6" stroke-linecap="round"/>
    <g class="parlour-turn-table">
      <rect x="42" y="49.9" width="36" height="20.2" rx="1.2" fill="#2c644c" stroke="#d8b25a" stroke-width="0.6"/>
      <g stroke="#c9b892" stroke-width="0.3">
        <rect x="49.2" y="56" width="6" height="8.4" rx="0.8" fill="#faf5e8"/>
        <rect x="57" y="56" width="6" height="8.4" rx="0.8" fill="#faf5e8"/>
        <rect x="64.8" y="56" width="6" height="8.4" rx="0.8" fill="#faf5e8"/>
      </g>
      <circle cx="52.2" cy="60.2" r="1.5" fill="#b8322f"/>
      <circle cx="60" cy="60.2" r="1.5" fill="#2d62b5"/>
      <circle cx="67.8" cy="60.2" r="1.5" fill="#2f8a4e"/>
    </g>
  </g>
</svg>`;

const PARLOUR_FULLSCREEN_PICTURE = `
<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2.2"
     stroke-linecap="round" stroke-linejoin="round">
  <path d="M4 9.5V4h5.5M14.5 4H20v5.5M20 14.5V20h-5.5M9.5 20H4v-5.5"/>
</svg>`;

// the game's 16:9 frame in a page width × height: the canvas fills the page (or is that frame itself), and the
// game letterboxes its frame inside it, centred
function parlour_frame_in(width, height) {
    const frame_width = Math.min(width, height * PARLOUR_FRAME.width / PARLOUR_FRAME.height);
    const frame_height = frame_width * PARLOUR_FRAME.height / PARLOUR_FRAME.width;
    return { left: (width - frame_width) / 2, top: (height - frame_height) / 2, width: frame_width, height: frame_height };
}

// where the fullscreen button goes in a page width × height: in the bar beside the frame (phones in landscape are
// wider than 16:9), level with the game's top row of buttons; else in the bar above it (tablets), at its right
// end; else (a page of 16:9 or very near) in the frame's top-left corner, where the parlour's screens put no
// control. Answers { left, top, size, where: "side" | "top" | "corner" } in CSS pixels.
function parlour_fullscreen_spot(width, height) {
    const frame = parlour_frame_in(width, height);
    const scale = frame.width / PARLOUR_FRAME.width;
    const margin = PARLOUR_BUTTON_MARGIN_PX;
    const fits = (room) => Math.min(PARLOUR_BUTTON_PX, Math.floor(room - 2 * margin));
    const inset = Math.max(margin, Math.round(12 * scale));  // the game's own buttons stand 12 px in from its edges
    if (fits(frame.left) >= PARLOUR_BUTTON_LEAST_PX) {
        const size = fits(frame.left);
        const gap = Math.min((frame.left - size) / 2, 18);
        return { left: Math.round(frame.left + frame.width + gap), top: Math.round(frame.top + inset), size, where: "side" };
    }
    if (fits(frame.top) >= PARLOUR_BUTTON_LEAST_PX) {
        const size = fits(frame.top);
        const gap = Math.min((frame.top - size) / 2, 18);
        return { left: Math.round(frame.left + frame.width - inset - size), top: Math.round(frame.top - gap - size),
                 size, where: "top" };
    }
    return { left: Math.round(frame.left + margin), top: Math.round(frame.top + margin), size: PARLOUR_BUTTON_LEAST_PX,
             where: "corner" };
}

function parlour_is_fullscreen() {
    return Boolean(document.fullscreenElement || document.webkitFullscreenElement
                   || matchMedia("(display-mode: fullscreen)").matches);
}

function parlour_turn_shown() {
    const notice = document.getElementById("parlour-turn");
    return Boolean(notice) && getComputedStyle(notice).display !== "none";
}

// show, hide and place the fullscreen button for the page as it is now
function parlour_device_update() {
    const button = document.getElementById("parlour-fullscreen");
    if (!button) return;
    const wanted = matchMedia(PARLOUR_TOUCH).matches && parlour_can_fullscreen() && !parlour_is_fullscreen()
                   && !parlour_turn_shown();
    button.hidden = !wanted;
    if (!wanted) return;
    const spot = parlour_fullscreen_spot(window.innerWidth, window.innerHeight);
    Object.assign(button.style, { left: spot.left + "px", top: spot.top + "px", width: spot.size + "px",
                                  height: spot.size + "px" });
    button.dataset.where = spot.where;
}

(function parlour_device() {
    const notice = document.createElement("div");
    notice.id = "parlour-turn";
    notice.setAttribute("role", "status");
    notice.innerHTML = `<div class="parlour-turn-suits" aria-hidden="true">&#9824; &#9829; &#9830; &#9827;</div>
        ${PARLOUR_TURN_PICTURE}
        <h2 id="parlour-turn-title"></h2>
        <div class="parlour-turn-rule" aria-hidden="true"></div>
        <p id="parlour-turn-text"></p>`;
    notice.querySelector("#parlour-turn-title").textContent = parlour_word("page_turn_title");
    notice.querySelector("#parlour-turn-text").textContent = parlour_word("page_turn_text");

    const button = document.createElement("button");
    button.id = "parlour-fullscreen";
    button.type = "button";
    button.tabIndex = -1;  // a control for fingers: keyboards have F11
    button.hidden = true;
    button.title = parlour_word("page_fullscreen");
    button.setAttribute("aria-label", parlour_word("page_fullscreen"));
    button.innerHTML = PARLOUR_FULLSCREEN_PICTURE;
    // the button's own click carries the tap's user activation, which requestFullscreen needs; the game keeps
    // the keys (a mousedown that focused the button would take them)
    button.addEventListener("mousedown", (event) => event.preventDefault());
    button.addEventListener("click", (event) => {
        event.preventDefault();
        parlour_fullscreen();
        if (parlour_state === "ready") parlour_focus_game();
    });
    document.body.append(button, notice);

    // once fullscreen on a phone (a screen whose short side is under 640 px, as the notice's), the screen stays
    // in landscape until fullscreen ends, where the browser allows it (Chrome on Android; elsewhere the lock is
    // refused and nothing changes). A tablet may be held either way: never locked.
    const entered = () => {
        const phone = matchMedia(PARLOUR_TOUCH).matches && Math.min(screen.width, screen.height) < 640;
        if (document.fullscreenElement && phone && screen.orientation && screen.orientation.lock) {
            screen.orientation.lock("landscape").catch(() => {});
        }
        parlour_device_update();
    };
    document.addEventListener("fullscreenchange", entered);
    document.addEventListener("webkitfullscreenchange", parlour_device_update);
    window.addEventListener("resize", parlour_device_update);
    window.addEventListener("orientationchange", parlour_device_update);
    if (window.visualViewport) visualViewport.addEventListener("resize", parlour_device_update);
    for (const query of [PARLOUR_TOUCH, "(orientation: portrait)", "(display-mode: fullscreen)"]) {
        const watched = matchMedia(query);
        if (watched.addEventListener) watched.addEventListener("change", parlour_device_update);
    }
    parlour_device_update();
})();
