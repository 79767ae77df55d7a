#!/usr/bin/env bash
# CI's packaging check, run by .ci/run after `make test` (which made .venv): build the one-folder bundle,
# the .tar.gz and the .deb; install the .deb with dpkg as a player would; start the installed
# `realms-table --smoke` offscreen; try the command-line tool; uninstall; and fail on a non-zero exit,
# on Qt's "could not load the Qt platform plugin", on a missing module or library, or when the bundle
# outgrows SIZE_LIMIT_MIB. Works on a fresh Debian/Ubuntu machine as root (installs what it needs).
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive
# Measured 124 MiB on 2026-11-30 (Debian 12, PySide6-Essentials 6.11.3); ~17 % headroom.
SIZE_LIMIT_MIB=${SIZE_LIMIT_MIB:-145}
BAD='could not load the qt platform plugin|no module named|modulenotfounderror|importerror|failed to execute script|cannot open shared object|traceback \(most recent call last\)'
start=$SECONDS
passed=0 failed=0
ok() { echo "packaging: ok: $*"; passed=$((passed + 1)); }
ko() { echo "packaging: FAILED: $*"; failed=$((failed + 1)); }

[ -x .venv/bin/python ] || make .venv/.installed
if [ "$(id -u)" -ne 0 ]; then echo "packaging: needs root (dpkg -i)" >&2; exit 1; fi
command -v dpkg-deb >/dev/null 2>&1 || { echo "packaging: needs dpkg-deb (Debian or Ubuntu)" >&2; exit 1; }

echo "packaging: building the one-folder bundle"
rm -rf dist/realms-table build/pyinstaller build/packages
bash packaging/build.sh
echo "packaging: building the .tar.gz and the .deb"
bash packaging/linux/build-packages.sh
DEB=$(ls build/packages/realms-table_*.deb)
TGZ=$(ls build/packages/realms-table-*-linux-*.tar.gz)

# 1. size
size_mib=$(( $(find dist/realms-table -type f -printf '%s\n' | awk '{s += $1} END {print s}') / 1048576 ))
if [ "$size_mib" -le "$SIZE_LIMIT_MIB" ]; then ok "bundle is $size_mib MiB (limit $SIZE_LIMIT_MIB MiB)"
else ko "bundle is $size_mib MiB, over the limit of $SIZE_LIMIT_MIB MiB (see packaging/qt_trim.py)"; fi

# A fresh player: an empty home, no display, the real user folders (no REALMS_TABLE_HOME).
player=$(mktemp -d)
trap 'rm -rf "$player"' EXIT
as_player() { env -u DISPLAY -u WAYLAND_DISPLAY -u REALMS_TABLE_HOME -u XDG_DATA_HOME -u XDG_CONFIG_HOME \
  -u XDG_STATE_HOME HOME="$player" QT_QPA_PLATFORM=offscreen timeout 300 "$@"; }
run_check() {  # run_check NAME COMMAND...: exit 0 and no bad message in its output
  local name=$1 out rc=0
  shift
  out=$(as_player "$@" 2>&1) || rc=$?
  printf '%s\n' "$out" | sed 's/^/    /'
  if [ "$rc" -ne 0 ]; then ko "$name: exit $rc"
  elif printf '%s\n' "$out" | grep -Eiq "$BAD"; then ko "$name: $(printf '%s\n' "$out" | grep -Ei "$BAD" | head -1)"
  else ok "$name"; fi
}

# 2. the .tar.gz, unpacked anywhere
tdir=$(mktemp -d)
tar -C "$tdir" -xzf "$TGZ"
run_check "tar.gz: ./realms-table --smoke" "$tdir"/realms-table-*/realms-table --smoke
rm -rf "$tdir"

# 3. the .deb, installed with dpkg (the Debian packages it depends on first, as apt would)
bash packaging/linux/debian-deps.sh window
if dpkg -i "$DEB" >/dev/null; then ok "dpkg -i $(basename "$DEB")"; else ko "dpkg -i $(basename "$DEB")"; fi
run_check "installed: realms-table --smoke" realms-table --smoke
run_check "installed: realms-table-cli simulate" realms-table-cli simulate --game heroes --games 2
desktop=/usr/share/applications/realms-table.desktop
if [ -f "$desktop" ] && grep -q '^Exec=realms-table' "$desktop" \
   && [ -f /usr/share/icons/hicolor/256x256/apps/realms-table.png ]; then ok "menu entry and icon installed"
else ko "menu entry or icon missing"; fi

# 4. uninstall: the program goes, the player's saves stay
save="$player/.local/share/realms-table/saved-game.json"
mkdir -p "$(dirname "$save")" && echo '{"kept": true}' > "$save"
dpkg -r realms-table >/dev/null
if [ ! -e /opt/realms-table ] && [ ! -e /usr/bin/realms-table ] && [ -f "$save" ]; then
  ok "dpkg -r removed the program and kept the player's data folder"
else ko "dpkg -r: program left behind or player's data touched"; fi

echo "packaging: took $((SECONDS - start)) s"
echo "packaging: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
