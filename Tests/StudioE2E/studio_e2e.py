#!/usr/bin/env python3
"""End-to-end tests of stringsdict-studio in a real browser (Chromium through Selenium).

Usage: studio_e2e.py STUDIO_BINARY [SCREENSHOT_FOLDER]

Copies the fixtures to a temporary folder, starts the studio on them and checks:
  (a) filter to Polish keys missing a value or a plural category, add the missing `many` of
      '%lld files', see the engine's preview render '5 plików', save, compare the file byte for
      byte with Expected/Files-added-many.xcstrings (written by hand in Xcode's form);
  (b) an edit on disk (another entry) while the page edits: the save merges both, byte for byte
      Expected/Files-merged.xcstrings; then a value that does not compile is saved only as
      needs_review with its lint error shown; then a conflicting edit is shown and the file is not
      overwritten;
  (c) requests without the token, with a wrong one, from another Origin or for another Host are
      refused (403), and no answer carries a CORS header;
  (c2) a catalog not in Xcode's form keeps every byte but the edited entry's;
  (d) a catalog that does not parse shows its error at file:line:column; device variants are
      laid out; a narrow window stacks the detail under the grid;
  (e) a 5,000-key x 20-language catalog (the benchmarks' shape): time to grid, and the time to
      draw rows while scrolling.
Screenshots of the grid and the detail go to SCREENSHOT_FOLDER (default: Documentation/).
"""
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FAILURES = []


def check(condition, message):
    print(("  ok   " if condition else "  FAIL ") + message, flush=True)
    if not condition:
        FAILURES.append(message)


def start_studio(binary, paths):
    process = subprocess.Popen([binary, *paths, "--no-open"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        match = re.search(r"(http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]+))", line)
        if match:
            return process, match.group(1), int(match.group(2)), match.group(3)
    process.kill()
    raise SystemExit("the studio did not print its URL")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,820", "--disable-gpu"]:
        options.add_argument(argument)
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(30)
    return driver


def wait(driver, condition, timeout=15, what="condition"):
    try:
        return WebDriverWait(driver, timeout, ignored_exceptions=(StaleElementReferenceException, NoSuchElementException)).until(lambda d: condition(d))
    except Exception:
        raise AssertionError("timed out waiting for " + what)


def rows(driver):
    return [row.get_attribute("data-key") for row in driver.find_elements(By.CSS_SELECTOR, "#grid .row")]


def click_row(driver, key):
    wait(driver, lambda d: key in rows(d), what="row " + key)
    # Rows are drawn again when lint results arrive: find the row afresh on each try.
    for attempt in range(5):
        try:
            for row in driver.find_elements(By.CSS_SELECTOR, "#grid .row"):
                if row.get_attribute("data-key") == key:
                    row.find_element(By.CSS_SELECTOR, ".key").click()
                    break
            break
        except Exception:
            time.sleep(0.2)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#detail h2") and d.find_element(By.CSS_SELECTOR, "#detail h2").text == key, what="detail of " + key)


def save(driver, expect="saved"):
    driver.find_element(By.ID, "save").click()
    wait(driver, lambda d: d.find_element(By.ID, "status").text.startswith(expect), what="status " + expect)


def read(path):
    with open(path, "rb") as file:
        return file.read()


def replace_on_disk(path, old, new):
    data = read(path)
    assert data.count(old.encode()) == 1, old
    with open(path, "wb") as file:
        file.write(data.replace(old.encode(), new.encode()))


def request(port, path, headers, method="GET"):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    for name, value in headers.items():
        connection.putheader(name, value)
    connection.endheaders()
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status, {name.lower(): value for name, value in response.getheaders()}


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    shots = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "Documentation")
    os.makedirs(shots, exist_ok=True)
    work = tempfile.mkdtemp(prefix="studio-e2e-")
    for name in ["Files.xcstrings", "Broken.xcstrings", "Compact.xcstrings", "Devices.xcstrings"]:
        shutil.copy(os.path.join(HERE, "Fixtures", name), work)
    files = os.path.join(work, "Files.xcstrings")
    started = time.time()
    compact = os.path.join(work, "Compact.xcstrings")
    process, url, port, token = start_studio(binary, [files, os.path.join(work, "Broken.xcstrings"), compact, os.path.join(work, "Devices.xcstrings")])
    driver = browser()
    try:
        print("(a) add Polish many, preview, save byte for byte")
        driver.get(url)
        wait(driver, lambda d: len(rows(d)) == 5, what="the grid")
        wait(driver, lambda d: "linting" not in d.find_element(By.ID, "gridInfo").text, what="lint results")
        Select(driver.find_element(By.ID, "language")).select_by_value("pl")
        Select(driver.find_element(By.ID, "state")).select_by_value("missing")
        wait(driver, lambda d: rows(d) == ["%lld files", "Rename"], what="the rows missing Polish")
        check(rows(driver) == ["%lld files", "Rename"], "filter 'missing' in pl shows '%lld files' (no many) and 'Rename' (no value)")
        driver.find_element(By.ID, "grid").click()
        ActionChains(driver).send_keys("n").perform()
        wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#detail h2").text == "%lld files", what="n to select the first missing")
        ActionChains(driver).send_keys("n").perform()
        wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#detail h2").text == "Rename", what="n to select the next missing")
        check(True, "keyboard: n goes to the next key with a missing value or category")
        click_row(driver, "%lld files")
        missing = driver.find_element(By.CSS_SELECTOR, '#detail .variant.required-missing[data-lang="pl"][data-category="many"]')
        check("many" in missing.text, "the detail highlights Polish 'many' as required and missing")
        findings = driver.find_element(By.ID, "findings").text
        check("missing-plural-category" in findings, "the lint finding for the missing category is shown")
        missing.find_element(By.CSS_SELECTOR, "button.add-category").click()
        area = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#detail textarea[data-lang="pl"][data-category="many"]'), what="the many field")[0]
        area.send_keys("%lld plików")
        preview = '#detail .preview[data-lang="pl"][data-category="many"]'
        wait(driver, lambda d: "5 plików" in d.find_element(By.CSS_SELECTOR, preview).text, what="preview 5 plików")
        check("5 plików" in driver.find_element(By.CSS_SELECTOR, preview).text, "the preview renders '5 plików'")
        wait(driver, lambda d: "missing-plural-category" not in d.find_element(By.ID, "findings").text, what="the finding to go")
        check(True, "the lint finding is gone as typed")
        driver.save_screenshot(os.path.join(shots, "studio-detail.png"))
        save(driver)
        expected = read(os.path.join(HERE, "Expected", "Files-added-many.xcstrings"))
        check(read(files) == expected, "the file on disk equals Expected/Files-added-many.xcstrings byte for byte")

        print("(b) merge with an edit on disk; a value that does not compile; a conflict")
        replace_on_disk(files, '"value" : "Anuluj"', '"value" : "Anuluj teraz"')
        Select(driver.find_element(By.ID, "state")).select_by_value("all")
        click_row(driver, "Delete")
        driver.find_element(By.CSS_SELECTOR, '#detail .lang[data-lang="pl"] button.mark-reviewed').click()
        wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, '#detail .lang[data-lang="pl"] button.mark-reviewed')
             and d.find_element(By.CSS_SELECTOR, '#detail .lang[data-lang="pl"] .badge').text == "translated", what="marked reviewed")
        check(True, "Mark reviewed turns a needs-review value into a translated one")
        area = driver.find_element(By.CSS_SELECTOR, '#detail .lang[data-lang="pl"] textarea')
        area.send_keys(Keys.END, " plik")
        save(driver)
        check("merged" in driver.find_element(By.ID, "status").text, "the save says it merged with the file on disk")
        expected = read(os.path.join(HERE, "Expected", "Files-merged.xcstrings"))
        check(read(files) == expected, "the file holds both edits: equals Expected/Files-merged.xcstrings byte for byte")

        click_row(driver, "Rename")
        driver.find_element(By.CSS_SELECTOR, '#detail .lang[data-lang="pl"] button.add-translation').click()
        area = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#detail .lang[data-lang="pl"] textarea'), what="the pl field")[0]
        area.send_keys("Zmień %1$@ %1$lld")
        wait(driver, lambda d: "slot-type-conflict" in d.find_element(By.ID, "findings").text, what="the lint error")
        check(True, "the lint error of a value that does not compile is shown as typed")
        save(driver)
        saved = json.loads(read(files))
        unit = saved["strings"]["Rename"]["localizations"]["pl"]["stringUnit"]
        check(unit == {"state": "needs_review", "value": "Zmień %1$@ %1$lld"}, "the value that does not compile is saved as needs_review")
        check("slot-type-conflict" in driver.find_element(By.ID, "notice").text or "argument" in driver.find_element(By.ID, "notice").text,
              "the page says why it was saved as needs_review")

        replace_on_disk(files, '"value" : "Zapisz"', '"value" : "Zapisz na dysku"')
        before = read(files)
        click_row(driver, "Save")
        area = driver.find_element(By.CSS_SELECTOR, '#detail .lang[data-lang="pl"] textarea')
        area.send_keys(Keys.END, " teraz")
        save(driver, expect="not saved")
        notice = driver.find_element(By.ID, "notice").text
        check("Save" in notice and "conflict" in notice, "the conflict is shown: " + notice.replace("\n", " ")[:120])
        check(read(files) == before, "the file on disk was not overwritten")

        print("(c) token, Origin, Host")
        good = {"Host": f"127.0.0.1:{port}"}
        status, headers = request(port, "/", good)
        check(status == 403, f"no token: {status}")
        status, _ = request(port, "/api/catalogs", good)
        check(status == 403, f"API without token: {status}")
        status, _ = request(port, "/?token=" + "0" * len(token), good)
        check(status == 403, f"wrong token: {status}")
        status, _ = request(port, "/api/catalogs/0/save", {**good, "X-Studio-Token": "f" * len(token)}, method="POST")
        check(status == 403, f"save with a wrong token: {status}")
        status, _ = request(port, f"/api/catalogs?token={token}", {**good, "Origin": "http://evil.example"})
        check(status == 403, f"another Origin: {status}")
        status, _ = request(port, f"/api/catalogs/0/save?token={token}", {**good, "Origin": f"http://localhost.evil.example:{port}"}, method="POST")
        check(status == 403, f"another Origin on a save: {status}")
        status, _ = request(port, f"/api/catalogs?token={token}", {"Host": f"rebound.example:{port}"})
        check(status == 403, f"another Host (DNS rebinding): {status}")
        status, headers = request(port, f"/api/catalogs?token={token}", {**good, "Origin": f"http://127.0.0.1:{port}"})
        check(status == 200, f"the token, this Host and Origin: {status}")
        check(not any(name.startswith("access-control-") for name in headers), "no CORS header")

        print("(c2) a file not in Xcode's form: only the edited entry changes")
        edit = {"sourceLanguage": "en", "version": "1.0", "strings": {"b": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "B, edited"}}}}}}
        body = json.dumps(edit).encode()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("POST", "/api/catalogs/2/entry", body=body, headers={**good, "X-Studio-Token": token, "Content-Type": "application/json"})
        answer = connection.getresponse(); answer.read()
        connection.request("POST", "/api/catalogs/2/save", headers={**good, "X-Studio-Token": token})
        saved = connection.getresponse(); result = json.loads(saved.read())
        connection.close()
        check(answer.status == 200 and result.get("written") is True, f"edit and save through the API: {answer.status}, {result}")
        check(read(compact) == read(os.path.join(HERE, "Expected", "Compact-edited.xcstrings")),
              "the edited entry is in Xcode's form, every other byte as written: equals Expected/Compact-edited.xcstrings")

        print("(d) a catalog that does not parse")
        Select(driver.find_element(By.ID, "catalog")).select_by_visible_text("Broken.xcstrings (does not parse)")
        wait(driver, lambda d: d.find_element(By.ID, "notice").is_displayed(), what="the error")
        text = driver.find_element(By.ID, "notice").text
        check(re.search(r"Broken\.xcstrings:12:7: error: ", text) is not None, "the error is shown at its position: " + text)

        print("(d2) device variants; a narrow window")
        Select(driver.find_element(By.ID, "catalog")).select_by_visible_text("Devices.xcstrings")
        click_row(driver, "Tap %lld items")
        detail = driver.find_element(By.ID, "detail").text
        check("device: mac" in detail and "device: other" in detail, "device variants are laid out, each with its own plural")
        check(len(driver.find_elements(By.CSS_SELECTOR, '#detail .lang[data-lang="en"] textarea')) == 3, "three fields: mac, other/one, other/other")
        driver.set_window_size(560, 900)
        time.sleep(0.3)
        grid_box = driver.find_element(By.ID, "gridPane").rect
        detail_box = driver.find_element(By.ID, "detail").rect
        check(detail_box["y"] >= grid_box["y"] + grid_box["height"] - 1 and detail_box["width"] > 500,
              "a narrow window stacks the detail under the grid, full width")
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)

    print("(e) 5,000 keys x 20 languages")
    big = os.path.join(work, "Big.xcstrings")
    subprocess.run([sys.executable, os.path.join(HERE, "generate_catalog.py"), big, "5000"], check=True)
    launch = time.time()
    process, url, port, token = start_studio(binary, [big])
    print(f"  studio listening {time.time() - launch:.1f} s after launch ({os.path.getsize(big) // 1000000} MB catalog)")
    driver = browser()
    try:
        # At once, as a browser the studio opens would: the grid may still be in the making.
        driver.get(url)
        wait(driver, lambda d: d.execute_script("return window.studioTimings.grid"), timeout=30, what="the grid")
        grid_ms = driver.execute_script("return window.studioTimings.grid")
        shown = len(driver.find_elements(By.CSS_SELECTOR, "#grid .row"))
        print(f"  time to grid: {grid_ms:.0f} ms from navigation start; {shown} rows in the page of 5000")
        check(shown < 200, "only the visible rows are drawn")
        driver.execute_script("document.getElementById('grid').scrollTop = 28 * 2000; renderRows(false);")
        driver.save_screenshot(os.path.join(shots, "studio-grid.png"))
        # Each step: move, draw, and force the layout the browser would do before painting.
        measure = """
            const grid = document.getElementById('grid'); const times = [];
            for (let i = 1; i <= 40; i++) { const t = performance.now(); grid.scrollTop = arguments[0] * i;
              renderRows(false); void document.getElementById('gridSpacer').offsetHeight; grid.firstElementChild.getBoundingClientRect(); times.push(performance.now() - t); }
            grid.scrollTop = 0; return times;"""
        for label, step in [("wheel steps of 120 px", 120), ("jumps of 3,000 px", 3000)]:
            steps = sorted(driver.execute_script(measure, step))
            print(f"  drawing rows while scrolling, {label}: median {steps[len(steps) // 2]:.1f} ms, worst {steps[-1]:.1f} ms (40 steps)")
        check(grid_ms < 3000, "the grid opens well under 3 s here (the goal is 1 s; see the number above)")
        driver.execute_script("document.getElementById('search').value = 'substitution.21'; applyFilters();")
        click_row(driver, "substitution.21")
        check("substitution %#@files@" in driver.find_element(By.ID, "detail").text, "a substitution is laid out with its plural")
        driver.execute_script("document.getElementById('search').value = 'number 4242'; applyFilters();")
        check(rows(driver) == ["Message number 4242"], "search over 5000 keys finds one")
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)
    shutil.rmtree(work, ignore_errors=True)
    for failure in FAILURES:
        print("  FAILED: " + failure)
    print(f"studio e2e: {'FAILED: ' + str(len(FAILURES)) if FAILURES else 'all passed'} in {time.time() - started:.1f} s")
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
