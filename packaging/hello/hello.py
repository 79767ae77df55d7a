"""The bare PySide6 hello window: the yardstick the app's bundle size and start-up time are compared with.

`--smoke` does what the app's --smoke does for one board: show the window, render it to an image,
save the PNG, print one `smoke:` line, exit 0. Offscreen (QT_QPA_PLATFORM=offscreen, as in
`realms-table-cli bench`) nobody could see the window, so it does that without being asked.
"""
import os
import sys
import tempfile

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main() -> int:
    smoke = "--smoke" in sys.argv or os.environ.get("QT_QPA_PLATFORM") == "offscreen"
    if smoke and sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Hello")
    window.setCentralWidget(QLabel("Hello, Middle-earth"))
    window.resize(800, 600)
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
