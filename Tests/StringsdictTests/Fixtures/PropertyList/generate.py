#!/usr/bin/env python3
"""Creates the PropertyList test fixtures (run once from this folder; the output is committed).

- corpus-stringsdict.tsv: for every .stringsdict of ../corpus, its content as read by Python's
  plistlib, as canonical JSON (sorted keys, compact, UTF-8): an independent reference.
- corpus-strings.tsv: the same for every .strings file, read by the small old-style parser below
  (written from the .strings rules, independent of the Swift reader).
- binary/*.bplist: plistlib FMT_BINARY conversions of XML fixtures (some corpus .stringsdict
  files and AllTypes.plist), each next to the XML it came from (binary-sources.tsv).
- AllTypes.plist: every value type, big integers, non-BMP strings, dates, data (XML, by plistlib).
- strings/: one .strings text in every supported encoding, and as XML and binary plists.
"""
import datetime
import json
import os
import plistlib

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "corpus")


def canonical(value):
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def corpus_files(extension):
    found = []
    for root, _, files in os.walk(CORPUS):
        for name in files:
            if name.endswith(extension):
                found.append(os.path.relpath(os.path.join(root, name), CORPUS))
    return sorted(found)


def parse_strings(data):
    """A deliberately plain old-style .strings parser: the reference for the Swift reader."""
    if data.startswith(b"\xef\xbb\xbf"):
        text = data[3:].decode("utf-8")
    elif data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        text = data.decode("utf-16")
    else:
        text = data.decode("utf-8")
    result, i, n = {}, 0, len(text)
    word = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-")
    escapes = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}

    def skip(i):
        while i < n:
            if text[i] in " \t\r\n\v\f":
                i += 1
            elif text.startswith("/*", i):
                i = text.index("*/", i + 2) + 2
            elif text.startswith("//", i):
                while i < n and text[i] not in "\r\n":
                    i += 1
            else:
                break
        return i

    def token(i):
        if text[i] in "\"'":
            quote, i, out = text[i], i + 1, []
            while text[i] != quote:
                if text[i] == "\\":
                    c = text[i + 1]
                    if c in escapes:
                        out.append(escapes[c]); i += 2
                    elif c in "01234567":
                        j = i + 1
                        while j < i + 4 and text[j] in "01234567":
                            j += 1
                        out.append(chr(int(text[i + 1:j], 8))); i = j
                    elif c == "U":
                        j = i + 2
                        while j < i + 6 and text[j] in "0123456789abcdefABCDEF":
                            j += 1
                        out.append(chr(int(text[i + 2:j], 16))); i = j
                    else:
                        out.append(c); i += 2
                else:
                    out.append(text[i]); i += 1
            joined = "".join(out).encode("utf-16", "surrogatepass").decode("utf-16")
            return joined, i + 1
        j = i
        while j < n and text[j] in word:
            j += 1
        assert j > i, "bad token at %d" % i
        return text[i:j], j

    i = skip(0)
    while i < n:
        key, i = token(i)
        i = skip(i)
        if text[i] == ";":
            result[key] = key
        else:
            assert text[i] == "=", "expected = at %d" % i
            value, i = token(skip(i + 1))
            i = skip(i)
            assert text[i] == ";", "expected ; at %d" % i
            result[key] = value
        i = skip(i + 1)
    return result


def main():
    with open(os.path.join(HERE, "corpus-stringsdict.tsv"), "w", encoding="utf-8") as out:
        for path in corpus_files(".stringsdict"):
            with open(os.path.join(CORPUS, path), "rb") as f:
                out.write(path + "\t" + canonical(plistlib.load(f)) + "\n")
    with open(os.path.join(HERE, "corpus-strings.tsv"), "w", encoding="utf-8") as out:
        for path in corpus_files(".strings"):
            with open(os.path.join(CORPUS, path), "rb") as f:
                out.write(path + "\t" + canonical(parse_strings(f.read())) + "\n")

    utc = datetime.timezone.utc
    all_types = {
        "string": "plain",
        "empty string": "",
        "non-BMP and accents": "😀 Grüße, 日本語 & <tags> \"quotes\"",
        "multi-line": "line 1\nline 2\n  indented\ttab",
        "integers": [0, 1, -1, 255, 256, 65535, 65536, 2**31, 2**32, -2**31, 2**63 - 1, -2**63, 2**63, 2**64 - 1],
        "reals": [0.0, 1.5, -2.25, 1e300, 3.141592653589793],
        "true": True,
        "false": False,
        "dates": [datetime.datetime(2001, 1, 1, tzinfo=utc), datetime.datetime(2024, 2, 29, 13, 45, 7, tzinfo=utc),
                  datetime.datetime(1969, 7, 20, 20, 17, 40, tzinfo=utc)],
        "data": [b"", b"\x00\x01\x02\xff", bytes(range(256))],
        "nested": {"array": [[], {}, [1, [2, [3]]]], "dict": {"a": {"b": {"c": "deep"}}}},
        "long array": ["item %d" % i for i in range(40)],
        "shared": ["same", "same", "same"],
    }
    with open(os.path.join(HERE, "AllTypes.plist"), "wb") as f:
        plistlib.dump(all_types, f, fmt=plistlib.FMT_XML, sort_keys=False)

    os.makedirs(os.path.join(HERE, "binary"), exist_ok=True)
    sources = [
        "AllTypes.plist",
        "../corpus/duckduckgo-ios/DuckDuckGo/en.lproj/Localizable.stringsdict",
        "../corpus/duckduckgo-ios/DuckDuckGo/ru.lproj/Localizable.stringsdict",
        "../corpus/duckduckgo-ios/DuckDuckGo/pl.lproj/Localizable.stringsdict",
        "../corpus/duckduckgo-ios/DuckDuckGo/de.lproj/Localizable.stringsdict",
        "../corpus/swiftgen-fixtures/LocPluralAdvanced.stringsdict",
        "../corpus/swiftgen-fixtures/LocPluralNested.stringsdict",
    ]
    with open(os.path.join(HERE, "binary-sources.tsv"), "w", encoding="utf-8") as manifest:
        for source in sources:
            name = source.replace("../corpus/", "").replace("/", "_").rsplit(".", 1)[0] + ".bplist"
            name = name.replace("duckduckgo-ios_DuckDuckGo_", "ddg_")
            with open(os.path.join(HERE, source), "rb") as f:
                value = plistlib.load(f)
            with open(os.path.join(HERE, "binary", name), "wb") as f:
                plistlib.dump(value, f, fmt=plistlib.FMT_BINARY, sort_keys=False)
            manifest.write("binary/" + name + "\t" + source + "\n")

    os.makedirs(os.path.join(HERE, "strings"), exist_ok=True)
    text = ('/* Greeting */\n"hello" = "Grüß dich 😀";\n"multi" = "line 1\nline 2";\n'
            'bare_word = value.with/slashes:and-dashes;\n"escaped" = "tab\\t quote\\" \\U00e9";\n')
    variants = {
        "utf8.strings": text.encode("utf-8"),
        "utf8-bom.strings": b"\xef\xbb\xbf" + text.encode("utf-8"),
        "utf16le-bom.strings": b"\xff\xfe" + text.encode("utf-16-le"),
        "utf16be-bom.strings": b"\xfe\xff" + text.encode("utf-16-be"),
        "utf16le-nobom.strings": text.encode("utf-16-le"),
        "utf16be-nobom.strings": text.encode("utf-16-be"),
    }
    for name, data in variants.items():
        with open(os.path.join(HERE, "strings", name), "wb") as f:
            f.write(data)
    strings_dict = parse_strings(text.encode("utf-8"))
    with open(os.path.join(HERE, "strings", "xml-plist.strings"), "wb") as f:
        plistlib.dump(strings_dict, f, fmt=plistlib.FMT_XML, sort_keys=False)
    with open(os.path.join(HERE, "strings", "binary-plist.strings"), "wb") as f:
        plistlib.dump(strings_dict, f, fmt=plistlib.FMT_BINARY, sort_keys=False)
    with open(os.path.join(HERE, "strings", "expected.json"), "w", encoding="utf-8") as f:
        f.write(canonical(strings_dict) + "\n")


if __name__ == "__main__":
    main()
