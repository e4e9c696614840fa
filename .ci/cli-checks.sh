#!/usr/bin/env bash
# End-to-end checks of the built `stringsdict` binary: exact output and exit codes.
# Usage: .ci/cli-checks.sh PATH-TO-stringsdict
set -euo pipefail
bin=${1:?usage: cli-checks.sh PATH-TO-stringsdict}
passed=0
failed=0

# expect NAME STATUS EXPECTED-STDOUT -- ARGS...
expect() {
    local name=$1 status=$2 expected=$3
    shift 4
    local out rc=0
    out=$(LANGUAGE="${TEST_LANGUAGE:-de}" "$bin" "$@" 2>/tmp/stringsdict-stderr) || rc=$?
    if [[ $rc -ne $status ]]; then
        echo "FAIL $name: exit $rc, expected $status"; sed 's/^/  stderr: /' /tmp/stringsdict-stderr
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
    "$bin" "$@" >/dev/null 2>/tmp/stringsdict-stderr || true
    if grep -q -- "$pattern" /tmp/stringsdict-stderr; then
        echo "ok   $name"; passed=$((passed + 1))
    else
        echo "FAIL $name: stderr lacks '$pattern'"; sed 's/^/  stderr: /' /tmp/stringsdict-stderr
        failed=$((failed + 1))
    fi
}

for check in .ci/cli-checks.d/*.sh; do
    [[ -e $check ]] || continue
    # shellcheck source=/dev/null
    source "$check"
done

echo
echo "cli: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
