#!/usr/bin/env python3
"""Checks `stringsdict xliff export` output with translate-toolkit (an independent XLIFF reader).

  xliff-check.py same FILE.xliff
      translate-toolkit's units (file, id, source, target, state, notes) equal the ones Python's own
      XML parser (xml.etree) finds in the file: nothing lost, added or changed in reading.
  xliff-check.py fill IN.xliff OUT.xliff
      translate-toolkit translates: each unit without a target gets one (its source), each unit with
      one gets " ~" appended; the store is saved by translate-toolkit as OUT.
  xliff-check.py targets A.xliff B.xliff
      every unit of B has the target A has (B: a new export after importing A).
Exit status 0 when the check holds, 1 with the differences on standard error.
"""
import sys
import xml.etree.ElementTree as ET

from translate.storage import xliff

NS = "{urn:oasis:names:tc:xliff:document:1.2}"


def toolkit_units(path):
    with open(path, "rb") as handle:
        store = xliff.xlifffile.parsefile(handle)
    units = {}
    for unit in store.units:
        if unit.isheader():
            continue
        file_name, _, unit_id = unit.getid().partition("\x04")
        target = unit.target
        target_element = unit.xmlelement.find(NS + "target")
        units[(file_name, unit_id)] = {
            "source": unit.source,
            "target": None if target_element is None else (target or ""),
            "state": None if target_element is None else target_element.get("state"),
            "note": unit.getnotes() or None,
        }
    return store, units


def etree_units(path):
    units = {}
    for file_element in ET.parse(path).getroot().iter(NS + "file"):
        for unit in file_element.iter(NS + "trans-unit"):
            target = unit.find(NS + "target")
            note = unit.find(NS + "note")
            units[(file_element.get("original"), unit.get("id"))] = {
                "source": unit.find(NS + "source").text or "",
                "target": None if target is None else (target.text or ""),
                "state": None if target is None else target.get("state"),
                "note": None if note is None else (note.text or None),
            }
    return units


def fail(problems):
    for problem in problems[:20]:
        print(problem, file=sys.stderr)
    if len(problems) > 20:
        print(f"... and {len(problems) - 20} more", file=sys.stderr)
    if problems:
        sys.exit(1)


def same(path):
    _, toolkit = toolkit_units(path)
    reference = etree_units(path)
    problems = []
    if len(toolkit) != len(reference):
        problems.append(f"{path}: translate-toolkit reads {len(toolkit)} units, xml.etree {len(reference)}")
    for key, expected in reference.items():
        got = toolkit.get(key)
        if got != expected:
            problems.append(f"{path}: unit {key!r}: translate-toolkit {got!r}, xml.etree {expected!r}")
    if not reference:
        problems.append(f"{path}: no units")
    fail(problems)
    print(f"{path}: {len(toolkit)} units, same in translate-toolkit and xml.etree")


def fill(source, destination):
    store, _ = toolkit_units(source)
    changed = 0
    for unit in store.units:
        if unit.isheader():
            continue
        unit.target = (unit.target + " ~") if unit.target else unit.source
        changed += 1
    with open(destination, "wb") as handle:
        store.serialize(handle)
    print(f"{destination}: translate-toolkit wrote {changed} targets")


def targets(expected_path, actual_path):
    _, expected = toolkit_units(expected_path)
    _, actual = toolkit_units(actual_path)
    problems = []
    for key, unit in actual.items():
        want = expected.get(key)
        if want is None:
            problems.append(f"{actual_path}: unit {key!r} is not in {expected_path}")
        elif unit["target"] != want["target"]:
            problems.append(f"{actual_path}: unit {key!r}: target {unit['target']!r}, {expected_path} has {want['target']!r}")
    fail(problems)
    print(f"{actual_path}: {len(actual)} targets as translate-toolkit wrote them")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "same" and len(sys.argv) == 3:
        same(sys.argv[2])
    elif command == "fill" and len(sys.argv) == 4:
        fill(sys.argv[2], sys.argv[3])
    elif command == "targets" and len(sys.argv) == 4:
        targets(sys.argv[2], sys.argv[3])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
