#!/usr/bin/env bash
# The tests need two Debian packages: chromium (the e2e journeys and the PDF comparison drive it) and
# poppler-utils (pdftoppm renders PDFs to PNG). Install whichever is missing (needs root and Debian's mirror).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "tests: installing Debian's ${missing[*]} with apt-get…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "tests: chromium $(/usr/bin/chromium --version 2>/dev/null || echo missing), $(pdftoppm -v 2>&1 | head -1)"
