#!/usr/bin/env bash
# End-to-end checks of the built `stringsdict` binary: exact output and exit codes.
# Usage: .ci/cli-checks.sh PATH-TO-stringsdict   (CLI_CHECKS=writers .ci/cli-checks.sh … for one file)
set -euo pipefail
bin=${1:?usage: cli-checks.sh PATH-TO-stringsdict}
passed=0
failed=0
# Each run has its own stderr capture, so two runs at once (CI and a developer) do not read each other's
# (removed at the end: the check files set their own EXIT traps).
stderr_file=$(mktemp "${TMPDIR:-/tmp}/stringsdict-stderr.XXXXXX")

# expect NAME STATUS EXPECTED-STDOUT -- ARGS...
expect() {
    local name=$1 status=$2 expected=$3
    shift 4
    local out rc=0
    out=$(LANGUAGE="${TEST_LANGUAGE:-de}" "$bin" "$@" 2>"$stderr_file") || rc=$?
    if [[ $rc -ne $status ]]; then
        echo "FAIL $name: exit $rc, expected $status"; sed 's/^/  stderr: /' "$stderr_file"
        failed=$((failed + 1)); return
    fi
    if [[ -n $expected && $out != "$expected" ]]; then
        echo "FAIL $name: got"; printf '%s\n' "$out" | sed 's/^/  | /'
        echo "  expected"; printf '%s\n' "$expected" | sed 's/^/  | /'
        failed=$((failed + 1)); return
    fi
    echo "ok   $name"
    passed=$((passed + 1))
}

# stderr-has NAME PATTERN -- ARGS...: the command's standard error matches PATTERN.
stderr_has() {
    local name=$1 pattern=$2
    shift 3
    "$bin" "$@" >/dev/null 2>"$stderr_file" || true
    if grep -q -- "$pattern" "$stderr_file"; then
        echo "ok   $name"; passed=$((passed + 1))
    else
        echo "FAIL $name: stderr lacks '$pattern'"; sed 's/^/  stderr: /' "$stderr_file"
        failed=$((failed + 1))
    fi
}

# CLI_CHECKS=NAME runs only .ci/cli-checks.d/NAME.sh (a glob works too).
for check in .ci/cli-checks.d/${CLI_CHECKS:-*}.sh; do
    [[ -e $check ]] || continue
    # shellcheck source=/dev/null
    source "$check"
done

rm -f "$stderr_file"
echo
echo "cli: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
