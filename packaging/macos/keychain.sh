#!/usr/bin/env bash
# Release workflow, macOS, only when signing secrets exist: put the Developer ID certificate into a
# temporary keychain so that PyInstaller (codesign_identity, from MACOS_SIGN_IDENTITY) and build-dmg.sh
# can sign with it.   Needs MACOS_CERT_P12_BASE64 and MACOS_CERT_PASSWORD.
set -euo pipefail
kc="$RUNNER_TEMP/signing.keychain-db"
pw=$(uuidgen)
echo "$MACOS_CERT_P12_BASE64" | base64 --decode > "$RUNNER_TEMP/cert.p12"
security create-keychain -p "$pw" "$kc"
security set-keychain-settings -lut 21600 "$kc"
security unlock-keychain -p "$pw" "$kc"
security import "$RUNNER_TEMP/cert.p12" -P "$MACOS_CERT_PASSWORD" -A -t cert -f pkcs12 -k "$kc"
security set-key-partition-list -S apple-tool:,apple: -k "$pw" "$kc" >/dev/null
# shellcheck disable=SC2046  # one keychain path per word
security list-keychains -d user -s "$kc" $(security list-keychains -d user | tr -d '"')
rm -f "$RUNNER_TEMP/cert.p12"
