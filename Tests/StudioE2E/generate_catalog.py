#!/usr/bin/env python3
"""Writes the benchmarks' generated String Catalog (Benchmarks/Sources/SharedTables, CatalogInput):
KEYS keys x 20 languages; 80% plain strings, 10% plural variations, 5% substitutions, 5% plain in
state needs_review. Usage: generate_catalog.py OUT.xcstrings [KEYS]"""
import json
import sys

LANGUAGES = ["en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "pl", "uk", "cs", "ar", "he", "pt-BR", "nl", "sv", "tr", "fi"]


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def generate(keys):
    strings = {}
    for index in range(keys):
        localizations = {}
        if index % 10 == 0:
            key = f"key.{index} %lld"
            for language in LANGUAGES:
                localizations[language] = {"variations": {"plural": {
                    "one": unit(f"%lld item {language} {index}"), "few": unit(f"%lld items (few) {language}"), "other": unit(f"%lld items {language} {index}")}}}
        elif index % 20 == 1:
            key = f"substitution.{index}"
            for language in LANGUAGES:
                localizations[language] = {"stringUnit": {"state": "translated", "value": f"%@ has %#@files@ ({language})"},
                                           "substitutions": {"files": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"one": unit("%arg file"), "other": unit("%arg files")}}}}}
        else:
            key = f"Message number {index}"
            for language in LANGUAGES:
                localizations[language] = unit(f"Text {index} in {language} – ünïcödé", "needs_review" if index % 20 == 5 else "translated")
        strings[key] = {"comment": f"Comment {index}", "extractionState": "manual", "localizations": localizations}
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


if __name__ == "__main__":
    out = sys.argv[1]
    keys = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    with open(out, "w", encoding="utf-8") as file:
        json.dump(generate(keys), file, ensure_ascii=False, indent=2, separators=(",", " : "))
