#!/usr/bin/env bash
# Installs the Debian packages Qt needs, only those that are missing.
#   debian-deps.sh offscreen   what the tests need (Qt drawing offscreen, a font)
#   debian-deps.sh window      that, plus what a real X11 window needs
#   debian-deps.sh window --print   only print the names, one a line (packaging/linux/build-deb.sh uses
#                                   them as the .deb's Depends)
# Does nothing on a machine without dpkg (macOS, other Linux): it prints what to look for instead.
set -euo pipefail
mode=${1:-offscreen}
pkgs=(libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 libx11-6 fonts-dejavu-core)
if [ "$mode" = window ]; then
  pkgs+=(libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
         libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0)
fi
if [ "${2:-}" = --print ]; then
  printf '%s\n' "${pkgs[@]}"
  exit 0
fi
command -v dpkg >/dev/null 2>&1 || exit 0
missing=()
for p in "${pkgs[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Qt needs these Debian packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages Qt needs: ${missing[*]}" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
