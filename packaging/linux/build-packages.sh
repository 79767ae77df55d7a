#!/usr/bin/env bash
# From the one-folder bundle in dist/realms-table (packaging/build.sh), makes
#   build/packages/realms-table-<version>-linux-<arch>.tar.gz   unpack anywhere, run ./realms-table
#   build/packages/realms-table_<version>_<debarch>.deb         /opt/realms-table, /usr/bin/realms-table(-cli),
#                                                               menu entry, icons, saves' MIME type
# and prints the glibc the bundle needs. Needs dpkg-deb (Debian/Ubuntu) for the .deb; skips it elsewhere.
set -euo pipefail
cd "$(dirname "$0")/../.."
BUNDLE=dist/realms-table
PY=${PYTHON:-.venv/bin/python}
[ -x "$BUNDLE/realms-table" ] || { echo "no bundle at $BUNDLE: run packaging/build.sh first" >&2; exit 1; }
VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
OUT=build/packages
STAGE=build/stage
ICONS=build/icons
rm -rf "$STAGE" && mkdir -p "$OUT" "$STAGE"
[ -f "$ICONS/realms-table-256.png" ] || "$PY" packaging/make_icons.py "$ICONS"
# One executable serves both commands; started through this link it is the command-line tool.
ln -sf realms-table "$BUNDLE/realms-table-cli"

# The glibc the bundle needs: the newest GLIBC_x.y symbol version any of its ELF files asks for.
GLIBC=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name realms-table \) -exec objdump -T {} + 2>/dev/null \
  | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
echo "$GLIBC" > "$OUT/glibc-needed.txt"
echo "the bundle needs glibc >= $GLIBC"

# .tar.gz: the bundle, the menu entry and the icon, in one folder named after the version.
TDIR="$STAGE/realms-table-$VERSION"
mkdir -p "$TDIR"
cp -a "$BUNDLE/." "$TDIR/"
cp packaging/linux/realms-table.desktop "$TDIR/"
cp "$ICONS/realms-table-256.png" "$TDIR/realms-table.png"
tar -C "$STAGE" -czf "$OUT/realms-table-$VERSION-linux-$ARCH.tar.gz" "realms-table-$VERSION"
rm -rf "$TDIR"
echo "built $OUT/realms-table-$VERSION-linux-$ARCH.tar.gz"

command -v dpkg-deb >/dev/null 2>&1 || { echo "no dpkg-deb here: .deb skipped"; exit 0; }
DEBARCH=$(dpkg --print-architecture)
ROOT="$STAGE/deb"
mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/bin" "$ROOT/usr/share/applications" "$ROOT/usr/share/mime/packages"
cp -a "$BUNDLE" "$ROOT/opt/realms-table"
ln -s /opt/realms-table/realms-table "$ROOT/usr/bin/realms-table"
ln -s /opt/realms-table/realms-table-cli "$ROOT/usr/bin/realms-table-cli"
install -m 644 packaging/linux/realms-table.desktop "$ROOT/usr/share/applications/realms-table.desktop"
install -m 644 packaging/linux/realms-table-mime.xml "$ROOT/usr/share/mime/packages/realms-table.xml"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 644 "$ICONS/realms-table-$size.png" "$ROOT/usr/share/icons/hicolor/${size}x${size}/apps/realms-table.png"
done
install -D -m 644 assets/icons/realms-table.svg "$ROOT/usr/share/icons/hicolor/scalable/apps/realms-table.svg"
# Depends: the Debian packages Qt needs for a window (one list, shared with the Makefile), glib under
# either of its names (Debian 13 and Ubuntu 24.04 renamed it), and the glibc measured above.
DEPENDS="libc6 (>= $GLIBC)"
while read -r pkg; do
  case $pkg in
    libglib2.0-0) DEPENDS="$DEPENDS, libglib2.0-0t64 | libglib2.0-0" ;;
    fonts-dejavu-core) DEPENDS="$DEPENDS, fonts-dejavu-core | fonts-dejavu-mono | fonts-liberation | fonts-freefont-ttf" ;;
    *) DEPENDS="$DEPENDS, $pkg" ;;
  esac
done < <(bash packaging/linux/debian-deps.sh window --print)
cat > "$ROOT/DEBIAN/control" <<CONTROL
Package: realms-table
Version: $VERSION
Architecture: $DEBARCH
Maintainer: Realms Table <realms-table@users.noreply.invalid>
Installed-Size: $(du -sk --exclude=DEBIAN "$ROOT" | cut -f1)
Depends: $DEPENDS
Section: games
Priority: optional
Homepage: https://example.invalid/realms-table
Description: Middle-earth board games on one PC
 Five Middle-earth tabletop games: practise solo against a computer opponent,
 or play hot-seat with friends on one screen. A rules engine validates every
 move and a rules panel explains every dice result.
 .
 Saved games and settings live in the player's home folder
 (~/.local/share/realms-table, ~/.config/Realms Table); removing the package
 never touches them.
CONTROL
# The menu, icon-cache and MIME databases are refreshed by dpkg triggers of desktop-file-utils,
# hicolor-icon-theme and shared-mime-info; no maintainer scripts are needed.
DEB="$OUT/realms-table_${VERSION}_${DEBARCH}.deb"
dpkg-deb --root-owner-group -Zxz -z6 --build "$ROOT" "$DEB" >/dev/null
rm -rf "$ROOT"
echo "built $DEB ($(du -h "$DEB" | cut -f1))"
