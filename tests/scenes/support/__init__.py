"""Helpers the scene tests share that are not tests themselves: Quinto's card and row positions, a fake browser
page (sys.platform emscripten, pygbag's window with localStorage) and a fake page for typed text."""
