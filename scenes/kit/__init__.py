"""What every screen draws with: the canvas and its pen, drawing helpers and the theme, the window, buttons and
text fields, the scene base, notices and overlays, sound, clipboard, motion and dragging, words and card art.
The kit imports nothing else from scenes/ (only parlour/, game/, pygame and the standard library)."""
