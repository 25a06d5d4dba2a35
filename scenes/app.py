"""The app: one window drawn at its real resolution around a 1280×720 logical frame, a scene stack,
input in logical pixels."""
from __future__ import annotations

import pygame

from parlour import browser
from parlour.settings import Settings
from parlour.storage import default_storage

from .kit.i18n import translate
from .kit.memory import AtRest
from .kit.notice import Notice
from .kit.sound import Sounds
from .kit.text_entry import TextEntry
from .kit.window import RESIZE_EVENTS, Window
from .router import PUSH
from .routes import parlour_router

NATIVE_FPS = 60
LONGEST_FRAME_S = 0.1
# At rest the native loop sleeps until an event, waking this often so timers (a notice's hold) still run.
REST_MS = 100
GIVE_BACK_EVERY_S = 10.0  # at rest, memory freed by the frames is handed back at most this often
POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
FINGER_TO_MOUSE = {
    pygame.FINGERDOWN: pygame.MOUSEBUTTONDOWN,
    pygame.FINGERUP: pygame.MOUSEBUTTONUP,
    pygame.FINGERMOTION: pygame.MOUSEMOTION,
}


class App:
    """Owns the window and the scene stack; main.py calls frame() once per frame."""

    def __init__(self, language=None, storage=None, window_size=None, router=None):
        pygame.init()
        pygame.display.set_caption("the parlour")
        self.window = Window(window_size)
        self.scenes = []
        self.storage = storage if storage is not None else default_storage()
        self.settings = Settings.load(self.storage)
        if language:
            self.settings.values["language"] = language
        self.sounds = Sounds(self.settings)
        self.running = True
        self.time = 0.0
        self.frames = 0
        self.notice = Notice()
        self.told_storage_lost = False
        self.text_entry = TextEntry()
        self.router = router if router is not None else parlour_router()
        self.held = []
        self.shown = None
        self.was_busy = False
        self.resting = False
        self.at_rest = AtRest(GIVE_BACK_EVERY_S)

    @property
    def screen(self):
        """The Canvas every scene draws on (logical 1280×720, real pixels underneath)."""
        return self.window.canvas

    @property
    def language(self) -> str:
        """The interface language (en or fr)."""
        return self.settings["language"]

    @language.setter
    def language(self, value) -> None:
        self.settings.set("language", value)

    def t(self, key, **values) -> str:
        """Interface text in the current language."""
        return translate(self.language, key, **values)

    @property
    def top(self):
        """The scene on top of the stack (the one that gets input)."""
        return self.scenes[-1]

    def push(self, scene) -> None:
        """Put scene on top."""
        self.scenes.append(scene)

    def pop(self):
        """Remove the top scene and return it."""
        self.at_rest.left_screen()
        return self.scenes.pop()

    def replace(self, scene) -> None:
        """Swap the top scene for scene."""
        self.at_rest.left_screen()
        self.scenes[-1] = scene

    def reset(self, scene) -> None:
        """Make scene the only scene."""
        self.at_rest.left_screen()
        self.scenes = [scene]

    def go(self, name, how=PUSH, **arguments):
        """Open the scene registered as name (scenes/routes.py): pushed, in place of the top or alone (how); the
        scene."""
        return self.router.go(self, name, how, **arguments)

    def handle(self, event) -> None:
        """Translate one pygame event to logical coordinates and give it to the top scene."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in RESIZE_EVENTS:
            self.window.resized()
            return
        self.window.note_pointer(event)
        if event.type in POINTER_EVENTS and getattr(event, "touch", False):
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.sounds.unlock()
        if event.type in FINGER_TO_MOUSE:
            pos = self.window.finger_pos(event)
            if FINGER_TO_MOUSE[event.type] == pygame.MOUSEMOTION:
                event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
            else:
                event = pygame.event.Event(FINGER_TO_MOUSE[event.type], pos=pos, button=1)
        elif event.type in POINTER_EVENTS:
            event = self.window.convert(event)
        if self.scenes:
            self.top.handle(event)

    def can_fullscreen(self) -> bool:
        """Whether F11 can work here (in the browser, only where the page may go fullscreen)."""
        return browser.can_fullscreen() if browser.in_browser() else True

    def toggle_fullscreen(self) -> None:
        """Fullscreen on or off (F11): the page's Fullscreen API in the browser, where SDL's cannot."""
        if browser.in_browser():
            browser.toggle_fullscreen()
            return
        self.window.toggle_fullscreen()

    def tick(self, clock) -> float:
        """Seconds since the last frame (at most LONGEST_FRAME_S). Natively the clock holds the loop to
        NATIVE_FPS; in the browser the page's animation frame paces it, so the clock only measures
        (clock.tick(60) would busy-wait there)."""
        milliseconds = clock.tick() if browser.in_browser() else clock.tick(NATIVE_FPS)
        return min(milliseconds / 1000, LONGEST_FRAME_S)

    def tell_if_storage_lost(self) -> None:
        """Tell the player once, plainly, when the browser will not keep their progress."""
        if self.storage.lost and not self.told_storage_lost:
            self.told_storage_lost = True
            self.notice.show(self.t(getattr(self.storage, "lost_message", "storage_lost")))

    def update(self, dt) -> None:
        """Advance the top scene by dt seconds."""
        self.time += dt
        self.notice.update(dt)
        if self.scenes:
            self.top.update(dt)

    def busy(self) -> bool:
        """Whether something on screen moves by itself (an animation, a fade, a thinking AI): see Scene.busy."""
        return self.notice.busy() or any(scene.busy() for scene in self.scenes[self.drawn_from():])

    def drawn_from(self) -> int:
        """The index of the highest opaque scene: it and the scenes above it are drawn."""
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                return i
        return 0

    def look(self) -> tuple:
        """What the picture depends on beyond the scenes' own state: the stack, the canvas (resized, another
        pixel ratio) and the settings (the language among them)."""
        return tuple(self.scenes), self.window.canvas, tuple(self.settings.values.items())

    def changed(self) -> bool:
        """Whether the stack, the canvas or the settings differ from those of the last picture shown."""
        shown = self.shown
        if shown is None:
            return True
        scenes, canvas, settings = self.look()
        return (canvas is not shown[1] or settings != shown[2] or len(scenes) != len(shown[0])
                or any(a is not b for a, b in zip(scenes, shown[0])))

    def redraw(self) -> None:
        """Draw the next frame even if nothing seems to have changed (a test that set a scene's state by hand)."""
        self.shown = None

    def draw(self) -> None:
        """Draw from the highest opaque scene upwards, so overlays show what is under them."""
        for scene in self.scenes[self.drawn_from():]:
            scene.draw(self.screen)
        self.notice.draw(self.screen)

    def frame(self, dt) -> None:
        """One frame: the page's size followed (in the browser), events, update; then draw and show only when
        something changed (an event, the stack, the canvas, the settings) or moves (busy now or a frame ago, so
        the last step of a motion is shown too); otherwise the screen keeps its last picture and the app rests."""
        self.window.follow_page()
        self.window.settle()
        events = self.held + pygame.event.get()
        self.held = []
        for event in events:
            self.handle(event)
        self.text_entry.sync(self.top if self.scenes else None)
        self.tell_if_storage_lost()
        self.update(dt)
        busy = self.busy()
        resting = not (events or busy or self.was_busy or self.changed())
        if resting and not self.resting:
            self.at_rest.rested(self.time)
        self.resting, self.was_busy = resting, busy
        if resting:
            return
        self.draw()
        pygame.display.flip()
        self.shown = self.look()
        self.frames += 1
        if self.frames == 1:
            browser.ready()

    def rest(self) -> None:
        """Natively, after a frame that drew nothing: sleep until an event comes (kept for the next frame) or
        REST_MS pass. In the browser the page's animation frame paces the loop, so nothing waits here."""
        if browser.in_browser() or not self.resting:
            return
        event = pygame.event.wait(REST_MS)
        if event.type != pygame.NOEVENT:
            self.held.append(event)
