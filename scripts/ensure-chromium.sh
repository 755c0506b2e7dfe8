#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium to drive (tests/e2e/harness.ts uses
# CHROMIUM_PATH, else /usr/bin/chromium). Installs it with apt-get only when running as root.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then
    exit 0
  fi
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', but no executable is there." >&2
  echo "Point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi

default_path=/usr/bin/chromium
if [ -x "$default_path" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $default_path; installing it with apt-get (needed by the browser tests)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  if [ -x "$default_path" ]; then
    exit 0
  fi
  echo "apt-get installed 'chromium', but $default_path is still missing." >&2
fi

cat >&2 <<EOF
The browser tests need Chromium at $default_path, and it is not there.
Install it:      sudo apt-get install -y chromium
or point to one: CHROMIUM_PATH=/path/to/chromium npm test
EOF
exit 1
