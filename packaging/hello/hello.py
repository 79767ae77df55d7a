"""The bare PySide6 hello window: the yardstick the app's bundle size and start-up time are compared with.

`--first-paint` prints the time of the window's first paint as one JSON line and exits, as
`realms-table --first-paint` does (packaging/measure.py compares the two). `--smoke` does what the
app's --smoke does for one board: show the window, render it to an image,
save the PNG, print one `smoke:` line, exit 0. Offscreen (QT_QPA_PLATFORM=offscreen, as in
`realms-table-cli bench`) nobody could see the window, so it does that without being asked.
"""
import os
import sys
import tempfile

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main() -> int:
    first_paint = "--first-paint" in sys.argv
    smoke = "--smoke" in sys.argv or os.environ.get("QT_QPA_PLATFORM") == "offscreen"
    if (smoke or first_paint) and sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Hello")
    window.setCentralWidget(QLabel("Hello, Middle-earth"))
    window.resize(800, 600)
    if first_paint:   # as `realms-table --first-paint`: one JSON line at the first paint, then exit
        import json
        import time

        from PySide6.QtCore import QEvent, QObject, QTimer

        class First(QObject):
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:
                    obj.removeEventFilter(self)
                    print(json.dumps({"first_paint": time.time(), "board_painted": None,
                                      "first_paint_cpu_s": time.process_time()}), flush=True)
                    QTimer.singleShot(0, app.quit)
                return False

        probe = First(window)
        window.centralWidget().installEventFilter(probe)
        window.show()
        return app.exec()
    window.show()
    if not smoke:
        return app.exec()
    app.processEvents()
    image = window.grab().toImage()
    path = os.path.join(tempfile.mkdtemp(prefix="hello-smoke-"), "hello.png")
    if image.isNull() or not image.save(path):
        print("smoke: hello: FAILED", flush=True)
        return 1
    print(f"smoke: hello drawn ({image.width()}x{image.height()}) -> {path}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
