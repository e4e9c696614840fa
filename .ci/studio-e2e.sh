#!/usr/bin/env bash
# End-to-end tests of stringsdict-studio in a real browser: Debian's chromium and
# chromium-driver, Python selenium from PyPI (in a virtual environment: Debian's python refuses
# system pip). Builds nothing: give the studio binary.
#   bash .ci/studio-e2e.sh "$(swift build --show-bin-path)/stringsdict-studio" [SCREENSHOT_FOLDER]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:?give the path of the stringsdict-studio binary}
[ -x "$binary" ] || { echo "studio-e2e: $binary is not an executable (build it: swift build --product stringsdict-studio)"; exit 2; }

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q chromium chromium-driver
fi
python=python3
if ! python3 -c 'import selenium' 2>/dev/null; then
    [ -x .build-e2e-venv/bin/python3 ] || python3 -m venv .build-e2e-venv
    .build-e2e-venv/bin/python3 -c 'import selenium' 2>/dev/null || .build-e2e-venv/bin/pip install --quiet selenium
    python=.build-e2e-venv/bin/python3
fi
exec "$python" Tests/StudioE2E/studio_e2e.py "$binary" "${2:-Documentation}"
