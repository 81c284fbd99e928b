#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium; install it when it is missing (needs root and Debian's package mirror).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "e2e: /usr/bin/chromium is missing; installing Debian's chromium package with apt-get…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
echo "e2e: chromium installed: $(/usr/bin/chromium --version 2>/dev/null || echo unknown)"
