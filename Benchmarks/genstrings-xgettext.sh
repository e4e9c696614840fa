#!/usr/bin/env bash
# `stringsdict genstrings` against GNU xgettext (Debian's gettext), the C-family extraction peer,
# on the same generated Objective-C, whole commands, interleaved: each round runs both, in
# alternating order, and the ratio is xgettext's time over ours (issue 35's goal: >= 4x on a 15 MB
# file). Two shapes of source, 15 MB each:
#   dense  - three lines a group, two NSLocalizedString calls with unique keys and comments, a
#            two-specifier format (renumbered %1$@ … by genstrings), an NSLog literal;
#   screens - view controllers as ExtractBenchmarks generates them: comments, `#if 0`, CFSTR,
#            NSLocalizedStringFromTable, few calls per kilobyte, one key repeated in every screen.
# xgettext gets `--keyword=NSLocalizedString:1` (as the issue names it); ours runs genstrings'
# defaults, which also read the …FromTable, …WithDefaultValue and CFCopyLocalizedString families.
#
# Usage: Benchmarks/genstrings-xgettext.sh [BIN] [ROUNDS] [MEGABYTES]
#        (BIN defaults to .build/release/stringsdict; ROUNDS to 5; MEGABYTES to 15)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$root/.build/release/stringsdict}"
rounds="${2:-5}"
megabytes="${3:-15}"
[ -x "$bin" ] || { echo "build it first: swift build -c release --product stringsdict" >&2; exit 2; }
if ! command -v xgettext >/dev/null 2>&1; then
    echo "installing Debian's gettext (xgettext)" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >&2 && apt-get install -y -q gettext >&2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$megabytes" <<'PY'
import sys
work, size = sys.argv[1], int(float(sys.argv[2]) * 1_000_000)
def write(name, head, group):
    parts, total, i = [head], len(head), 0
    while total < size:
        text = group(i); parts.append(text); total += len(text.encode()); i += 1
    with open(f"{work}/{name}.m", "w") as f: f.write("".join(parts))
write("dense", "#import <UIKit/UIKit.h>\n", lambda i: (
    f'    label{i % 7}.text = NSLocalizedString(@"screen.{i}.title", @"Title shown on screen {i}");\n'
    f'    [button setTitle:NSLocalizedString(@"Save %@ of %lu files ({i})", @"Save button {i}") forState:UIControlStateNormal];\n'
    f'    NSLog(@"debug {i}"); x += {i};\n'))
write("screens", "#import <Foundation/Foundation.h>\n", lambda i: f'''/// Shows item {i} and what can be done with it.
@implementation ItemViewController{i}
- (void)viewDidLoad {{
    [super viewDidLoad];
    // The title is localized; the identifier is not.
    self.title = NSLocalizedString(@"item.{i}.title", @"Title of the item screen {i}");
    self.identifier = @"com.example.item.{i}";
    NSString *format = NSLocalizedStringFromTable(@"%@ of %lu items", @"Items", @"Counter {i}");
    self.label.text = [NSString stringWithFormat:format, self.name, (unsigned long)self.items.count];
#if 0
    self.debug = NSLocalizedString(@"debug.{i}", @"never");
#endif
    /* Core Foundation callers use CFSTR keys. */
    CFStringRef s = CFCopyLocalizedString(CFSTR("cf.{i}"), "A CF string \\"quoted\\"");
    for (NSInteger i = 0; i < 10; i++) {{ [self.values addObject:@(i * {i})]; }}
}}
@end


''')
PY

seconds() { local start end; start=$(date +%s%N); "$@" >/dev/null 2>&1; end=$(date +%s%N); echo $(( (end - start) / 1000 )); }
for shape in dense screens; do
    file="$work/$shape.m"
    mkdir -p "$work/out-$shape"
    ratios=()
    ours_all=()
    peer_all=()
    for round in $(seq 1 "$rounds"); do
        if (( round % 2 )); then
            ours=$(seconds "$bin" genstrings -q -o "$work/out-$shape" "$file")
            peer=$(seconds xgettext --keyword=NSLocalizedString:1 --from-code=UTF-8 -o "$work/out-$shape/x.pot" "$file")
        else
            peer=$(seconds xgettext --keyword=NSLocalizedString:1 --from-code=UTF-8 -o "$work/out-$shape/x.pot" "$file")
            ours=$(seconds "$bin" genstrings -q -o "$work/out-$shape" "$file")
        fi
        ours_all+=("$ours"); peer_all+=("$peer")
    done
    keys=$(grep -c '^"' <(iconv -f UTF-16 -t UTF-8 "$work/out-$shape/Localizable.strings") || true)
    msgids=$(grep -c '^msgid "..*"' "$work/out-$shape/x.pot" || true)
    python3 - "$shape" "$(wc -c < "$file")" "$keys" "$msgids" "${ours_all[*]}" "${peer_all[*]}" <<'PY'
import sys, statistics
shape, size, keys, msgids = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
ours = [int(x) / 1e6 for x in sys.argv[5].split()]
peer = [int(x) / 1e6 for x in sys.argv[6].split()]
ratios = [p / o for o, p in zip(ours, peer)]
mb = size / 1e6
print(f"{shape}: {mb:.1f} MB, genstrings {statistics.median(ours):.2f} s ({mb / statistics.median(ours):.0f} MB/s, "
      f"{keys} keys in Localizable.strings), xgettext {statistics.median(peer):.2f} s ({msgids} msgids); "
      f"xgettext/ours median {statistics.median(ratios):.2f}x (rounds {min(ratios):.2f}-{max(ratios):.2f}x; goal >= 4)")
PY
done
