# One voice for every command (issue 18): stringsdict: error: … or path:line:column: error: …,
# exit 2 for usage and I/O errors, never a success on nothing.
expect "--version" 0 "0.1.0" -- --version
expect "unknown subcommand exits 2" 2 "" -- no-such-command
stderr_has "usage errors speak in one voice" "^stringsdict: error: unexpected argument 'no-such-command'" -- no-such-command
stderr_has "usage errors point at --help" "^stringsdict: note: see 'stringsdict lint --help'" -- lint x --format xml
empty=$(mktemp -d)
mkdir -p "$empty/lproj/en.lproj" "$empty/none"
expect "lint on an empty folder exits 2" 2 "" -- lint "$empty/none"
stderr_has "lint on an empty folder says so" "^stringsdict: error: nothing to check in" -- lint "$empty/none"
expect "lint on .lproj folders without tables exits 2" 2 "" -- lint "$empty/lproj"
expect "lint --base without its folder exits 2" 2 "" -- lint Tests/StringsdictLintTests/Fixtures/clean --base zz
expect "bench --language with no such localization exits 2" 2 "" -- bench Resources --language zz --duration 0.01
expect "demo with a missing --resources exits 2" 2 "" -- demo --resources "$empty/missing"
stderr_has "demo with a missing --resources is one line" "^stringsdict: error: no such folder: .*(--resources)$" -- demo --resources "$empty/missing"
stderr_has "echoed input is clipped at 200 characters" "…') is out of range" -- printf %d "$(printf '9%.0s' {1..5000})"
rm -rf "$empty"
# narrow-value-type: a 32-bit plural count
expect "lint warns about a 32-bit plural value type" 0 "Tests/StringsdictLintTests/Fixtures/rules/narrow-value-type/en.lproj/Localizable.stringsdict:14:4: warning: plural variable 'files' of 'files' reads its count as 'd', a 32-bit integer: counts above 2147483647 wrap; use 'ld' [narrow-value-type]
0 errors, 1 warning in 1 file" -- lint Tests/StringsdictLintTests/Fixtures/rules/narrow-value-type
