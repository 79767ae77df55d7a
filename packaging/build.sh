#!/usr/bin/env bash
# Builds the one-folder bundle with PyInstaller (and, with --hello, the bare PySide6 yardstick bundle).
#   bash packaging/build.sh [--hello]
# Uses $PYTHON (default: .venv/bin/python, or .venv/Scripts/python.exe on Windows) and installs the
# pinned build tools from packaging/requirements.txt into it. Output: dist/realms-table/ or
# dist/Realms Table.app; dist/hello-window/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PYTHON:-}" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=.venv/Scripts/python.exe; fi
fi
"$PYTHON" -m pip install -q -r packaging/requirements.txt
if [ "$(uname -s)" = Linux ] && ! command -v objdump >/dev/null 2>&1; then
  # PyInstaller reads shared-library dependencies with ldd/objdump and strips with strip (binutils).
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends binutils >/dev/null
  else
    echo "PyInstaller needs binutils (objdump, strip): install it first" >&2; exit 1
  fi
fi
# the language catalogs (assets/translations/*.qm) from their .ts sources, as `make translations` does
"$PYTHON" -c 'import sys, glob; from PySide6.scripts.pyside_tool import lrelease
sys.argv = ["pyside6-lrelease", "-silent", *sorted(glob.glob("assets/translations/realms_table_*.ts"))]
sys.exit(lrelease())'
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/realms-table.spec
if [ "${1:-}" = --hello ]; then
  "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/hello packaging/hello/hello.spec
fi
