#!/usr/bin/env bash
# macOS, after packaging/build.sh made "dist/Realms Table.app" (PyInstaller signs it: ad hoc by default,
# with the Developer ID in MACOS_SIGN_IDENTITY when set). Makes
#   build/packages/RealmsTable-<version>-macos-<arch>.dmg   the app and a link to /Applications
# and, only when MACOS_SIGN_IDENTITY and APPLE_ID / APPLE_TEAM_ID / APPLE_APP_PASSWORD are set, signs the
# .dmg, notarises it with notarytool and staples the ticket.
set -euo pipefail
cd "$(dirname "$0")/../.."
APP="dist/Realms Table.app"
PY=${PYTHON:-.venv/bin/python}
VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
DMG="build/packages/RealmsTable-$VERSION-macos-$(uname -m).dmg"
mkdir -p build/packages
codesign --verify --deep --strict --verbose=1 "$APP"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$APP" "$stage/"
ln -s /Applications "$stage/Applications"
rm -f "$DMG"
hdiutil create -volname "Realms Table" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$DMG"

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
  if [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
    xcrun notarytool submit "$DMG" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
      --password "$APPLE_APP_PASSWORD" --wait
    xcrun stapler staple "$DMG"
  fi
fi
echo "built $DMG"
