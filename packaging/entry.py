"""Entry point of the frozen application (PyInstaller runs this file as __main__).

One executable serves both commands: started as `realms-table-cli` (a symlink the .deb and the
.tar.gz put next to it), it is the console tool; otherwise it is the window.
"""
import os
import sys

if __name__ == "__main__":
    name = os.path.basename(sys.argv[0]).lower()
    if name.startswith("realms-table-cli"):
        from desktop.cli import main
    else:
        from desktop.app import main
    sys.exit(main())
