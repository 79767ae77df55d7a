#!/usr/bin/env bash
# AppImage of the one-folder bundle: build/packages/RealmsTable-<version>-<arch>.AppImage.
# appimagetool is neither on PyPI nor in Debian's packages, so this runs in the release workflow, which
# downloads it; pass its path in APPIMAGETOOL. Without it, only the AppDir is assembled (build/AppDir).
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}
VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
APPDIR=build/AppDir
rm -rf "$APPDIR" && mkdir -p "$APPDIR/usr/share/icons/hicolor/256x256/apps"
[ -f build/icons/realms-table-256.png ] || "$PY" packaging/make_icons.py build/icons
cp -a dist/realms-table "$APPDIR/realms-table"
ln -sf realms-table "$APPDIR/realms-table/realms-table-cli"
cp packaging/linux/realms-table.desktop "$APPDIR/realms-table.desktop"
cp build/icons/realms-table-256.png "$APPDIR/realms-table.png"
cp build/icons/realms-table-256.png "$APPDIR/usr/share/icons/hicolor/256x256/apps/realms-table.png"
cat > "$APPDIR/AppRun" <<'RUN'
#!/bin/sh
# Started as ...-cli (a symlink to the AppImage) it is the command-line tool, otherwise the window.
here=$(dirname "$(readlink -f "$0")")
case $(basename "${ARGV0:-$0}") in
  *cli*) exec "$here/realms-table/realms-table-cli" "$@" ;;
  *) exec "$here/realms-table/realms-table" "$@" ;;
esac
RUN
chmod +x "$APPDIR/AppRun"
if [ -z "${APPIMAGETOOL:-}" ]; then
  echo "AppDir ready in $APPDIR; set APPIMAGETOOL to make the AppImage"
  exit 0
fi
mkdir -p build/packages
OUT="build/packages/RealmsTable-$VERSION-$(uname -m).AppImage"
ARCH=$(uname -m) "$APPIMAGETOOL" --appimage-extract-and-run --no-appstream "$APPDIR" "$OUT"
echo "built $OUT"
