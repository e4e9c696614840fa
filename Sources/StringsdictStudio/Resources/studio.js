// stringsdict studio: the page. Plain JavaScript, no build step. Every fact it shows comes from
// the server (states, CLDR categories, previews rendered by the engine, lint findings); the page
// only lays them out and sends edits back as one-entry catalogs.
'use strict';

const ROW = 28;
const token = new URLSearchParams(location.search).get('token') || '';
const $ = (id) => document.getElementById(id);
const state = {
  catalogs: [], catalog: null, grid: null, visible: [], selected: -1,
  detail: null, entry: null, dirty: 0, timer: null, haystack: null, saves: 0, inflight: null,
};
window.studioTimings = {};

function headers(extra) {
  const h = Object.assign({}, extra || {});
  if (token) h['X-Studio-Token'] = token;
  return h;
}
async function api(path, options) {
  const response = await fetch(path, Object.assign({ credentials: 'same-origin', cache: 'no-store' }, options || {}, { headers: headers(options && options.headers) }));
  const text = await response.text();
  if (!response.ok) throw new Error(text.trim() || response.statusText);
  return JSON.parse(text);
}
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') node.className = value;
    // Through the CSS object model: the page's Content-Security-Policy refuses style attributes.
    else if (name === 'style') node.style.cssText = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child.nodeType ? child : document.createTextNode(String(child)));
  }
  return node;
}
function status(text, isError) {
  const node = $('status');
  node.textContent = text;
  node.classList.toggle('error', !!isError);
}
function notice(text, isError) {
  const node = $('notice');
  node.hidden = !text;
  node.textContent = text || '';
  node.classList.toggle('error', !!isError);
}

// MARK: catalogs and grid

async function start() {
  state.catalogs = await api('/api/catalogs');
  const select = $('catalog');
  for (const catalog of state.catalogs) {
    select.append(el('option', { value: catalog.id }, catalog.title + (catalog.readOnly ? ' (read-only)' : '') + (catalog.error ? ' (does not parse)' : '')));
  }
  select.addEventListener('change', () => openCatalog(Number(select.value)));
  const first = state.catalogs.find((c) => !c.error) || state.catalogs[0];
  if (first) { select.value = first.id; await openCatalog(first.id); }
}

async function openCatalog(id) {
  const info = state.catalogs.find((c) => c.id === id);
  state.catalog = info;
  state.detail = null; state.entry = null; state.selected = -1;
  $('detail').replaceChildren(el('p', { class: 'hint' }, 'Select a key.'));
  if (info.error) {
    state.grid = null;
    notice(info.error.text, true);
    $('gridHead').replaceChildren(); $('gridSpacer').replaceChildren(); $('counts').replaceChildren();
    $('gridInfo').textContent = '';
    return;
  }
  notice(info.readOnly ? 'Read-only: ' + info.readOnly : '');
  state.grid = await api('/api/catalogs/' + id + '/grid');
  state.haystack = null;
  const language = $('language');
  language.replaceChildren(el('option', { value: '' }, 'all'));
  for (const code of state.grid.languages) language.append(el('option', { value: code }, code));
  applyFilters();
  if (!window.studioTimings.grid) window.studioTimings.grid = performance.now();
  if (!state.grid.lintReady) pollLint(id);
}

async function pollLint(id) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  if (!state.catalog || state.catalog.id !== id) return;
  const grid = await api('/api/catalogs/' + id + '/grid');
  if (!grid.lintReady) return pollLint(id);
  if (!state.catalog || state.catalog.id !== id) return;
  state.grid = grid;
  state.haystack = null;
  applyFilters(true);
  window.studioTimings.lint = performance.now();
}

function columns() {
  const chosen = $('language').value;
  const languages = state.grid.languages;
  if (!chosen) return languages.map((code, index) => index);
  const source = languages.indexOf(state.grid.sourceLanguage);
  const picked = languages.indexOf(chosen);
  return source >= 0 && source !== picked ? [source, picked] : [picked];
}

function matchesState(cells, column, wanted) {
  const letter = cells[column * 2], flags = Number(cells[column * 2 + 1]);
  switch (wanted) {
    case 'all': return true;
    case 'missing': return letter === 'M' || (flags & 4) !== 0;
    case 'error': return (flags & 1) !== 0;
    case 'warning': return (flags & 2) !== 0;
    default: return letter === wanted;
  }
}

function haystack() {
  if (!state.haystack) state.haystack = state.grid.rows.map((row) => [row[0], row[1], ...row.slice(3)].join('\u0001').toLowerCase());
  return state.haystack;
}

function applyFilters(keepScroll) {
  if (!state.grid) return;
  const wanted = $('state').value;
  const chosen = $('language').value;
  const languageIndex = chosen ? state.grid.languages.indexOf(chosen) : -1;
  const query = $('search').value.trim().toLowerCase();
  const texts = query ? haystack() : null;
  const rows = state.grid.rows;
  const visible = [];
  for (let index = 0; index < rows.length; index++) {
    const cells = rows[index][2];
    if (wanted !== 'all') {
      let ok = false;
      if (languageIndex >= 0) ok = matchesState(cells, languageIndex, wanted);
      else for (let column = 0; column < state.grid.languages.length && !ok; column++) ok = matchesState(cells, column, wanted);
      if (!ok) continue;
    }
    if (texts && !texts[index].includes(query)) continue;
    visible.push(index);
  }
  state.visible = visible;
  const shown = columns();
  const template = 'minmax(160px, 2fr) ' + shown.map(() => 'minmax(90px, 1fr)').join(' ');
  $('gridPane').style.setProperty('--cols', template);
  $('gridHead').replaceChildren(el('div', {}, 'key'), ...shown.map((column) => el('div', {}, state.grid.languages[column])));
  $('gridSpacer').style.height = (visible.length * ROW) + 'px';
  if (!keepScroll) $('grid').scrollTop = 0;
  renderCounts();
  renderRows(true);
  $('gridInfo').textContent = visible.length + ' of ' + rows.length + ' keys' + (state.grid.lintReady ? '' : ' · linting…');
}

// Only the rows in view (and a few around them) exist in the page. A row that stays in view
// keeps its element as the grid scrolls; rows leaving it lend theirs to rows coming in.
let rendered = { first: -1, last: -1 };
const placed = new Map();
const spare = [];
function renderRows(force) {
  if (!state.grid) return;
  const grid = $('grid');
  const first = Math.max(0, Math.floor(grid.scrollTop / ROW) - 5);
  const last = Math.min(state.visible.length, Math.ceil((grid.scrollTop + grid.clientHeight) / ROW) + 5);
  if (!force && first === rendered.first && last === rendered.last) return;
  rendered = { first, last };
  const shown = columns();
  const spacer = $('gridSpacer');
  for (const [position, node] of placed) {
    if (force || position < first || position >= last) { placed.delete(position); spare.push(node); }
  }
  for (let position = first; position < last; position++) {
    if (placed.has(position)) continue;
    const node = spare.pop() || el('div', {});
    fillRow(node, position, shown);
    if (node.parentNode !== spacer) spacer.append(node);
    placed.set(position, node);
  }
  while (spare.length) spare.pop().remove();
}

function fillRow(node, position, shown) {
  const index = state.visible[position];
  const row = state.grid.rows[index];
  const cells = row[2];
  while (node.childElementCount < shown.length + 1) node.append(document.createElement('div'));
  while (node.childElementCount > shown.length + 1) node.lastElementChild.remove();
  node.className = 'row' + (index === state.selected ? ' selected' : '');
  node.dataset.key = row[0];
  node.dataset.index = index;
  node.style.top = (position * ROW) + 'px';
  node.title = row[1] || '';
  const key = node.firstElementChild;
  key.className = 'key';
  key.textContent = row[0];
  let child = key.nextElementSibling;
  for (const column of shown) {
    const letter = cells[column * 2], flags = Number(cells[column * 2 + 1]);
    child.className = 'cell ' + letter + ((flags & 1) ? ' err' : '') + ((flags & 4) ? ' cat' : '');
    child.dataset.lang = state.grid.languages[column];
    child.title = describe(letter, flags);
    child.textContent = letter === 'M' ? 'missing' : row[3 + column];
    child = child.nextElementSibling;
  }
}

function describe(letter, flags) {
  const names = { T: 'translated', R: 'needs review', N: 'new', S: 'stale', M: 'missing', K: 'the key is the value', '-': 'not translated' };
  const parts = [names[letter] || letter];
  if (flags & 4) parts.push('a plural category the language needs is missing');
  if (flags & 1) parts.push('lint error'); else if (flags & 2) parts.push('lint warning');
  return parts.join(' · ');
}

function renderCounts() {
  const node = $('counts');
  const rows = state.grid.rows;
  const chosen = $('language').value;
  const chips = state.grid.languages.map((code, column) => {
    let done = 0, missing = 0, errors = 0;
    for (const row of rows) {
      const letter = row[2][column * 2], flags = Number(row[2][column * 2 + 1]);
      if (letter === 'T' || letter === 'K') done++;
      if (letter === 'M' || (flags & 4)) missing++;
      if (flags & 1) errors++;
    }
    return el('span', {
      class: 'count' + (chosen === code ? ' active' : ''), 'data-lang': code,
      onclick: () => { $('language').value = chosen === code ? '' : code; applyFilters(); },
    }, code + ' ' + done + '/' + rows.length, missing ? el('span', { class: 'm' }, ' · ' + missing + ' missing') : null, errors ? el('span', { class: 'e' }, ' · ' + errors + ' errors') : null);
  });
  node.replaceChildren(...chips);
}

// MARK: selection and keyboard

async function select(index) {
  if (!state.grid || index < 0) return;
  state.selected = index;
  renderRows(true);
  const key = state.grid.rows[index][0];
  try {
    const detail = await api('/api/catalogs/' + state.grid.id + '/entry?key=' + encodeURIComponent(key));
    showDetail(detail);
  } catch (error) { status(error.message, true); }
}

function move(step) {
  if (!state.visible.length) return;
  let position = state.visible.indexOf(state.selected);
  position = position < 0 ? (step > 0 ? 0 : state.visible.length - 1) : Math.min(state.visible.length - 1, Math.max(0, position + step));
  reveal(position);
  select(state.visible[position]);
}

function reveal(position) {
  const grid = $('grid');
  const top = position * ROW;
  if (top < grid.scrollTop) grid.scrollTop = top;
  else if (top + ROW > grid.scrollTop + grid.clientHeight) grid.scrollTop = top + ROW - grid.clientHeight;
}

function next(kind) {
  if (!state.grid || !state.visible.length) return;
  const chosen = $('language').value;
  const languageIndex = chosen ? state.grid.languages.indexOf(chosen) : -1;
  const start = state.visible.indexOf(state.selected);
  for (let step = 1; step <= state.visible.length; step++) {
    const position = (start + step) % state.visible.length;
    const cells = state.grid.rows[state.visible[position]][2];
    let hit = false;
    for (let column = 0; column < state.grid.languages.length && !hit; column++) {
      if (languageIndex >= 0 && column !== languageIndex) continue;
      hit = matchesState(cells, column, kind);
    }
    if (hit) { reveal(position); select(state.visible[position]); return; }
  }
  status('no ' + (kind === 'missing' ? 'missing value' : 'lint error') + ' in the keys shown');
}

document.addEventListener('keydown', (event) => {
  const typing = /^(TEXTAREA|INPUT|SELECT)$/.test(document.activeElement && document.activeElement.tagName);
  if ((event.ctrlKey || event.metaKey) && event.key === 's') { event.preventDefault(); save(); return; }
  if (event.altKey && (event.key === 'n' || event.key === 'e')) { event.preventDefault(); next(event.key === 'n' ? 'missing' : 'error'); return; }
  if (typing) return;
  if (event.key === 'ArrowDown' || event.key === 'j') { event.preventDefault(); move(1); }
  else if (event.key === 'ArrowUp' || event.key === 'k') { event.preventDefault(); move(-1); }
  else if (event.key === 'n') next('missing');
  else if (event.key === 'e') next('error');
  else if (event.key === '/') { event.preventDefault(); $('search').focus(); }
});

// MARK: detail

const ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

function showDetail(detail) {
  state.detail = detail;
  state.entry = detail.entry;
  renderDetail();
}

function badge(letter) {
  const names = { T: 'translated', R: 'needs review', N: 'new', S: 'stale', M: 'missing', K: 'key as value', '-': 'not translated' };
  return el('span', { class: 'badge ' + letter }, names[letter] || letter);
}

function renderDetail() {
  const detail = state.detail, entry = state.entry;
  const readOnly = !!detail.readOnly;
  const root = $('detail');
  const languages = detail.languages.slice().sort((a, b) => (a === detail.sourceLanguage ? -1 : b === detail.sourceLanguage ? 1 : a.localeCompare(b)));
  const chosen = $('language').value;
  if (chosen) languages.sort((a, b) => (a === chosen ? -1 : b === chosen ? 1 : 0));
  const cells = detail.row[2];
  const source = (entry.localizations || {})[detail.sourceLanguage];
  const sourceText = source ? textOf(source) : detail.key;
  const children = [
    el('h2', {}, detail.key),
    el('div', { class: 'meta' },
      'source (' + detail.sourceLanguage + '): ', el('q', {}, sourceText),
      entry.extractionState ? ' · extraction: ' + entry.extractionState : '',
      entry.shouldTranslate === false ? ' · not to be translated' : ''),
    el('div', { class: 'meta' }, 'comment: ', entry.comment ? el('em', {}, entry.comment) : '—'),
    el('ul', { class: 'findings', id: 'findings' }),
  ];
  for (const language of languages) {
    const column = detail.languages.indexOf(language);
    const letter = cells[column * 2];
    const localization = (entry.localizations || {})[language];
    const block = el('div', { class: 'lang' + (letter === 'M' ? ' missing' : ''), 'data-lang': language });
    const head = el('div', { class: 'head' }, el('span', { class: 'code' }, language), badge(letter),
      el('span', { class: 'meta' }, 'CLDR: ' + (detail.categories[language] || []).join(', ')));
    if (!readOnly && localization && hasState(localization, 'needs_review')) {
      head.append(el('button', { type: 'button', class: 'mark-reviewed', onclick: () => { setStates(localization, 'needs_review', 'translated'); commit(true); } }, 'Mark reviewed'));
    }
    if (!readOnly && localization && !localization.variations && !localization.substitutions) {
      head.append(el('button', { type: 'button', class: 'make-plural', onclick: () => { makePlural(localization, language); commit(true); } }, 'Vary by plural'));
    }
    block.append(head);
    if (!localization) {
      if (!readOnly && language !== detail.sourceLanguage) {
        block.append(el('button', { type: 'button', class: 'add-translation', onclick: () => { addLanguage(language); } }, 'Add ' + language + ' translation'));
      } else if (language === detail.sourceLanguage) {
        block.append(el('div', { class: 'meta' }, 'no value: the key is shown'));
      }
    } else {
      block.append(renderLocalization(localization, language, readOnly, []));
    }
    block.append(el('div', { class: 'samples', 'data-samples': language }));
    children.push(block);
  }
  if (!readOnly) {
    const missing = el('input', { id: 'newLanguage', placeholder: 'language code (pt-BR)', size: 16 });
    children.push(el('div', { class: 'lang' }, el('div', { class: 'head' }, 'Add a language: ', missing,
      el('button', { type: 'button', onclick: () => { const code = missing.value.trim(); if (code) addLanguage(code); } }, 'Add'))));
  }
  root.replaceChildren(...children);
  renderLive();
}

function textOf(localization) {
  if (localization.stringUnit) return localization.stringUnit.value;
  const plural = localization.variations && localization.variations.plural;
  if (plural) return (plural.other && plural.other.stringUnit && plural.other.stringUnit.value) || '';
  return '';
}

function renderLocalization(localization, language, readOnly, path) {
  const box = el('div', {});
  const variations = localization.variations || {};
  if (localization.stringUnit && !variations.plural && !variations.device) {
    box.append(unitEditor(localization, language, readOnly, path.length ? path.join(' › ') : 'value', null));
  }
  if (variations.plural) box.append(pluralEditor(variations.plural, language, readOnly, path.concat(['plural']), !path.length));
  if (variations.device) {
    for (const device of Object.keys(variations.device).sort()) {
      box.append(el('div', { class: 'group' }, el('div', { class: 'title' }, 'device: ' + device),
        renderLocalization(variations.device[device], language, readOnly, path.concat(['device', device]))));
    }
  }
  if (localization.substitutions) {
    for (const name of Object.keys(localization.substitutions).sort()) {
      const substitution = localization.substitutions[name];
      const plural = (substitution.variations || {}).plural || {};
      substitution.variations = substitution.variations || {};
      substitution.variations.plural = plural;
      box.append(el('div', { class: 'group' },
        el('div', { class: 'title' }, 'substitution %#@' + name + '@ · argument ' + (substitution.argNum || '?') + ' · %' + (substitution.formatSpecifier || 'lld')),
        pluralEditor(plural, language, readOnly, path.concat(['substitutions', name]), false)));
    }
  }
  return box;
}

function pluralEditor(plural, language, readOnly, path, topLevel) {
  const box = el('div', {});
  const needed = state.detail.categories[language] || ['other'];
  const categories = ORDER.filter((c) => needed.includes(c) || plural[c]);
  for (const category of categories) {
    const variant = plural[category];
    const label = category + (needed.includes(category) ? '' : ' (not used by ' + language + ')');
    if (variant) {
      box.append(unitEditor(variant, language, readOnly, label, topLevel ? category : null, category, !needed.includes(category)));
    } else {
      const row = el('div', { class: 'variant required-missing', 'data-category': category, 'data-lang': language },
        el('label', {}, category + ' — missing'),
        readOnly ? el('span', { class: 'meta' }, 'required by ' + language + "'s plural rules")
          : el('button', { type: 'button', class: 'add-category', onclick: () => { plural[category] = { stringUnit: { state: 'new', value: '' } }; commit(true, language, category); } }, 'Add ' + category));
      box.append(row);
    }
  }
  return box;
}

function unitEditor(holder, language, readOnly, label, previewCategory, category, extra) {
  const unit = holder.stringUnit || (holder.stringUnit = { state: 'new', value: '' });
  const area = el('textarea', { rows: 1, 'data-lang': language, 'data-category': category || null, readonly: readOnly, spellcheck: 'false' });
  area.value = unit.value;
  area.addEventListener('input', () => {
    unit.value = area.value;
    unit.state = 'translated';
    commit(false);
  });
  return el('div', { class: 'variant' + (extra ? ' extra' : ''), 'data-category': category || null, 'data-lang': language },
    el('label', {}, label, ' ', Object.assign(el('span', { class: 'meta unit-state' }, (unit.state || 'translated').replace('_', ' ')), { unit })),
    area,
    previewCategory ? el('div', { class: 'preview', 'data-category': previewCategory, 'data-lang': language }) : null);
}

function hasState(localization, wanted) {
  let found = false;
  walkUnits(localization, (unit) => { if (unit.state === wanted) found = true; });
  return found;
}
function setStates(localization, from, to) {
  walkUnits(localization, (unit) => { if (unit.state === from) unit.state = to; });
}
function walkUnits(localization, body) {
  if (localization.stringUnit) body(localization.stringUnit);
  const variations = localization.variations || {};
  for (const value of Object.values(variations.plural || {})) walkUnits(value, body);
  for (const value of Object.values(variations.device || {})) walkUnits(value, body);
  for (const substitution of Object.values(localization.substitutions || {})) {
    for (const value of Object.values((substitution.variations || {}).plural || {})) walkUnits(value, body);
  }
}
function makePlural(localization, language) {
  const value = localization.stringUnit ? localization.stringUnit.value : '';
  const plural = {};
  for (const category of state.detail.categories[language] || ['other']) plural[category] = { stringUnit: { state: 'new', value: category === 'other' ? value : '' } };
  delete localization.stringUnit;
  localization.variations = { plural };
}
function addLanguage(language) {
  const entry = state.entry;
  entry.localizations = entry.localizations || {};
  if (entry.localizations[language]) return;
  const source = entry.localizations[state.detail.sourceLanguage];
  const needed = state.detail.categories[language] || ['other', 'one'];
  if (source && source.variations && source.variations.plural) {
    const plural = {};
    for (const category of needed) plural[category] = { stringUnit: { state: 'new', value: '' } };
    entry.localizations[language] = { variations: { plural } };
  } else {
    entry.localizations[language] = { stringUnit: { state: 'new', value: '' } };
  }
  commit(true);
}

// MARK: live findings and previews

function renderLive() {
  const detail = state.detail;
  const list = $('findings');
  if (list) {
    list.replaceChildren(...detail.findings.map((finding) => el('li', { class: finding.severity }, finding.severity + ': ' + finding.message + ' [' + finding.rule + ']')));
  }
  for (const node of document.querySelectorAll('#detail .preview')) {
    const language = node.getAttribute('data-lang'), category = node.getAttribute('data-category');
    const preview = detail.previews[language];
    const samples = (preview && preview.byCategory[category]) || [];
    node.replaceChildren(...samples.map((sample) => sample.note
      ? el('span', { class: 'note' }, sample.note)
      : sample.error ? el('span', { class: 'fail' }, sample.n + ' → ' + sample.error)
      : el('span', {}, sample.text)));
  }
  for (const node of document.querySelectorAll('#detail [data-samples]')) {
    const preview = detail.previews[node.getAttribute('data-samples')];
    if (!preview || !preview.samples.length) { node.replaceChildren(); continue; }
    node.replaceChildren('engine preview: ', ...preview.samples.map((sample) => el('span', { class: sample.error ? 'fail' : '' },
      (sample.args.length ? '(' + sample.args.join(', ') + ') ' : '') + (sample.error ? '✗ ' + sample.error : sample.text) + '  ')));
  }
  for (const node of document.querySelectorAll('#detail .lang[data-lang] > .head .badge')) {
    const column = detail.languages.indexOf(node.closest('.lang').getAttribute('data-lang'));
    if (column >= 0) node.replaceWith(badge(detail.row[2][column * 2]));
  }
  for (const node of document.querySelectorAll('#detail .variant .unit-state')) {
    if (node.unit) node.textContent = (node.unit.state || 'translated').replace('_', ' ');
  }
  const index = state.grid.rows.findIndex((row) => row[0] === detail.key);
  if (index >= 0) {
    state.grid.rows[index] = detail.row;
    state.haystack = null;
    renderRows(true);
    renderCounts();
  }
}

// Sends the entry (as a one-entry catalog) after a pause in typing, or at once for a structural
// change (then the detail is drawn again). The answer brings findings, previews and the row.
function commit(structural, focusLanguage, focusCategory) {
  clearTimeout(state.timer);
  state.dirty++;
  $('save').classList.add('dirty');
  const send = async () => {
    const body = { sourceLanguage: state.detail.sourceLanguage, version: '1.0', strings: { [state.detail.key]: state.entry } };
    const saves = state.saves;
    try {
      const request = api('/api/catalogs/' + state.grid.id + '/entry', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      state.inflight = request.catch(() => null);
      const detail = await request;
      // A save since this edit was sent has drawn the page again: this answer is old news.
      if (saves !== state.saves) return;
      if (structural) {
        showDetail(detail);
        if (focusLanguage) {
          const area = document.querySelector('#detail textarea[data-lang="' + focusLanguage + '"][data-category="' + focusCategory + '"]');
          if (area) area.focus();
        }
      } else {
        state.detail = Object.assign({}, detail, { entry: state.entry });
        renderLive();
      }
      status('edited (not saved)');
    } catch (error) { status(error.message, true); }
  };
  if (structural) send(); else state.timer = setTimeout(send, 150);
}

async function save() {
  if (!state.grid || state.grid.readOnly) return;
  clearTimeout(state.timer);
  state.saves++;
  // An edit already on its way lands first.
  if (state.inflight) await state.inflight;
  if (state.detail) {
    // The last keystrokes first.
    const body = { sourceLanguage: state.detail.sourceLanguage, version: '1.0', strings: { [state.detail.key]: state.entry } };
    try { await api('/api/catalogs/' + state.grid.id + '/entry', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }); } catch (error) { status(error.message, true); return; }
  }
  try {
    const result = await api('/api/catalogs/' + state.grid.id + '/save', { method: 'POST' });
    if (result.conflicts.length) {
      status('not saved: conflicts with the file on disk', true);
      notice('The file changed on disk and these edits conflict with it; nothing was written:\n' + result.conflicts.map((c) => '• ' + c.text).join('\n'), true);
      $('notice').classList.add('conflicts');
      return;
    }
    $('save').classList.remove('dirty');
    state.dirty = 0;
    let text = 'saved' + (result.merged ? ' (merged with the changes on disk)' : '') + ' · ' + result.changedEntries + ' entr' + (result.changedEntries === 1 ? 'y' : 'ies') + ' changed';
    notice(result.markedForReview.length ? 'Saved as needs review (lint errors):\n' + result.markedForReview.map((m) => '• ' + m.key + ' [' + m.language + ']: ' + m.message).join('\n') : '');
    status(text);
    const key = state.detail && state.detail.key;
    state.grid = await api('/api/catalogs/' + state.grid.id + '/grid');
    state.haystack = null;
    applyFilters(true);
    if (key) {
      const index = state.grid.rows.findIndex((row) => row[0] === key);
      if (index >= 0) select(index);
    }
    if (!state.grid.lintReady) pollLint(state.grid.id);
  } catch (error) { status(error.message, true); }
}

// MARK: wiring

$('grid').addEventListener('scroll', () => {
  $('gridHead').scrollLeft = $('grid').scrollLeft;
  requestAnimationFrame(() => renderRows(false));
});
window.addEventListener('resize', () => renderRows(true));
$('grid').addEventListener('click', (event) => {
  const row = event.target.closest('.row');
  if (row) select(Number(row.getAttribute('data-index')));
});
let searchTimer = null;
$('search').addEventListener('input', () => { clearTimeout(searchTimer); searchTimer = setTimeout(() => applyFilters(), 120); });
$('state').addEventListener('change', () => applyFilters());
$('language').addEventListener('change', () => { applyFilters(); if (state.detail) renderDetail(); });
$('save').addEventListener('click', save);
start().catch((error) => { status(error.message, true); notice(error.message, true); });
