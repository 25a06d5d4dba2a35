// playing online: the parlour's Python cannot open a socket inside the page, so the page's own WebSocket carries
// its texts (parlour/online/page.py asks for them once a frame). The server's address is a build setting
// (`make web SERVER=wss://…`); a directly hosted page may also be given a room to join in its address (?room=).
const PARLOUR_SERVER = /* online server: tools/build_web.py */ "";
const parlour_online = { socket: null, inbox: [] };

function parlour_online_server() {
    return PARLOUR_SERVER;
}

// the link a room's host gives friends: the game's page set at build time (`make web ROOM_PAGE=https://…`, its
// itch.io page: inside itch.io's embed the page's own address is the bare iframe's), else the page's own address
const PARLOUR_ROOM_PAGE = /* room page: tools/build_web.py */ "";

function parlour_online_room_link(code) {
    const page = PARLOUR_ROOM_PAGE || `${location.origin}${location.pathname}`;
    return `${page}?room=${encodeURIComponent(code)}`;
}

function parlour_online_room() {
    try {
        return new URLSearchParams(location.search).get("room") || "";
    } catch (refused) {
        return "";
    }
}

function parlour_online_open(url) {
    parlour_online_close();
    let socket;
    try {
        socket = new WebSocket(url);
    } catch (refused) {
        parlour_online.inbox.push({ kind: "closed", code: 0, reason: String(refused) });
        return false;
    }
    parlour_online.socket = socket;
    socket.onopen = () => parlour_online.inbox.push({ kind: "opened" });
    socket.onmessage = (message) => {
        if (typeof message.data === "string") parlour_online.inbox.push({ kind: "text", text: message.data });
    };
    socket.onclose = (closing) => {
        if (parlour_online.socket === socket) parlour_online.socket = null;
        parlour_online.inbox.push({ kind: "closed", code: closing.code, reason: closing.reason });
    };
    return true;
}

function parlour_online_send(text) {
    const socket = parlour_online.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(text);
    return true;
}

// what arrived since the last call, oldest first, as JSON: [{kind: opened|text|closed, …}]
function parlour_online_take() {
    return JSON.stringify(parlour_online.inbox.splice(0));
}

function parlour_online_close() {
    const socket = parlour_online.socket;
    parlour_online.socket = null;
    if (socket) {
        socket.onclose = null;
        socket.close(1000);
    }
    return true;
}
