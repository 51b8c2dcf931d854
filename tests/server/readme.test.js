// @vitest-environment node
// @ts-check
// Keeps server/README.md true: every checked example (a `curl` block followed by a `json` or `http` block,
// see "Checked examples" there) is run against a live server and its answer compared with the document.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_HASH } from '../../server/boot-script.js';
import { buildContentSecurityPolicy } from '../../server/csp.js';
import { useServer } from './helpers.js';

const README = readFileSync(new URL('../../server/README.md', import.meta.url), 'utf8');
const server = useServer();

/** @typedef {{ info: string, text: string, line: number, start: number, end: number }} Block */

/** Fenced blocks in document order. @param {string} md @returns {Block[]} */
function fencedBlocks(md) {
  return [...md.matchAll(/^```([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm)].map((m) => ({
    info: m[1].trim(),
    text: m[2],
    line: md.slice(0, m.index).split('\n').length,
    start: /** @type {number} */ (m.index),
    end: /** @type {number} */ (m.index) + m[0].length,
  }));
}

/**
 * Splits one shell line into words the way sh would for the little the README uses: quotes, backslashes,
 * `$NAME` and `${NAME}`; anything else (pipes, command substitution) is refused so an example cannot pass
 * by being misread.
 * @param {string} line @param {Record<string, string>} vars
 */
function shellWords(line, vars) {
  /** @type {string[]} */
  const words = [];
  /** @type {string | undefined} */
  let word;
  let i = 0;
  const expand = () => {
    const m = /^\$(?:\{(\w+)\}|(\w+))/.exec(line.slice(i));
    if (!m) throw new Error(`unsupported $ in: ${line}`);
    const name = m[1] ?? m[2];
    if (!(name in vars)) throw new Error(`$${name} is not defined before: ${line}`);
    i += m[0].length;
    return vars[name];
  };
  while (i < line.length) {
    const c = line[i];
    if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      i++;
      continue;
    }
    if (c === '#' && word === undefined) break;
    word ??= '';
    if (c === "'") {
      const close = line.indexOf("'", i + 1);
      if (close < 0) throw new Error(`unclosed ' in: ${line}`);
      word += line.slice(i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      for (i++; line[i] !== '"'; ) {
        if (i >= line.length || line[i] === '`') throw new Error(`unsupported or unclosed " in: ${line}`);
        if (line[i] === '\\' && '"\\$`'.includes(line[i + 1])) {
          word += line[i + 1];
          i += 2;
        } else if (line[i] === '$') word += expand();
        else word += line[i++];
      }
      i++;
    } else if (c === '\\') {
      word += line[i + 1];
      i += 2;
    } else if (c === '$') word += expand();
    else if ('|;&<>()`'.includes(c)) throw new Error(`unsupported shell syntax ${c} in: ${line}`);
    else word += line[i++];
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** @typedef {{ method: string, url: string, headers: Record<string, string>, body?: string, include: boolean }} CurlRequest */

/** @param {string[]} words @returns {CurlRequest} */
function curlRequest(words) {
  /** @type {Record<string, string>} */
  const headers = {};
  let method, url, body;
  let include = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    if (w === '-s' || w === '--silent') continue;
    if (w === '-i' || w === '--include') include = true;
    else if (w === '-X' || w === '--request') method = words[++i];
    else if (w === '-H' || w === '--header') {
      const [name, ...value] = words[++i].split(':');
      headers[name.trim()] = value.join(':').trim();
    } else if (w === '-d' || w === '--data' || w === '--data-raw') body = words[++i];
    else if (w.startsWith('-')) throw new Error(`curl option ${w} is not understood by this test`);
    else if (url) throw new Error(`two URLs in: ${words.join(' ')}`);
    else url = w;
  }
  if (!url) throw new Error(`no URL in: ${words.join(' ')}`);
  // curl's own default for -d, which is what a reader pasting the example sends
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  return { method: method ?? (body === undefined ? 'GET' : 'POST'), url, headers, body, include };
}

const SHA256_OF = /^\$\(printf '%s' '([^']*)' \| sha256sum \| cut -d' ' -f1\)$/;

/**
 * Reads a `sh` block: assignments go into `vars`, an `echo "$X"  # value` must print that value, and at most
 * one `curl` is the example. Returns null for blocks that run something else (npm, node).
 * @param {string} text @param {Record<string, string>} vars
 */
function readShellBlock(text, vars) {
  /** @type {string[][]} */
  const curls = [];
  for (const line of text.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const assignment = /^(\w+)=(.*)$/.exec(line);
    if (assignment) {
      const hashed = SHA256_OF.exec(assignment[2]);
      vars[assignment[1]] = hashed
        ? createHash('sha256').update(hashed[1], 'utf8').digest('hex')
        : shellWords(assignment[2], vars).join(' ');
    } else if (line.startsWith('echo ')) {
      const [, shown, promised] = /^echo (.*?)(?:\s+#\s*(.*))?$/.exec(line) ?? [];
      const printed = shellWords(shown, vars).join(' ');
      if (promised !== undefined && printed !== promised) throw new Error(`README: ${line} prints ${printed}`);
    } else if (line.startsWith('curl ')) curls.push(shellWords(line, vars));
    else return null;
  }
  if (curls.length > 1) throw new Error(`one curl per checked example, found ${curls.length} in:\n${text}`);
  return curls.length ? curlRequest(curls[0]) : null;
}

/** Dates move with the day the server starts; nested JSON strings (the provider's `data`) are compared parsed. */
function normalize(/** @type {unknown} */ value) {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}:\d{2})?$/.test(value)) return '<date>';
    if (/^[[{]/.test(value)) {
      try {
        return normalize(JSON.parse(value));
      } catch {
        return value;
      }
    }
    return value;
  }
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]));
  return value;
}

/** @typedef {{ title: string, request: CurlRequest, expected: Block }} Example */

const DOC_BASE = 'http://localhost:8080';

/** Pairs every `json`/`http` block with the `curl` block right before it; an unpaired one is an error. */
function checkedExamples() {
  /** @type {Record<string, string>} variables carry over from block to block, as in one shell session */
  const vars = {};
  /** @type {Example[]} */
  const examples = [];
  /** @type {{ block: Block, request: CurlRequest | null } | null} */
  let last = null;
  for (const block of fencedBlocks(README)) {
    const kind = block.info.split(/\s+/)[0];
    if (block.info === 'sh') {
      last = { block, request: readShellBlock(block.text, vars) };
      continue;
    }
    if (kind === 'json' || kind === 'http') {
      const request = last && README.slice(last.block.end, block.start).trim() === '' ? last.request : null;
      if (!last || !request) throw new Error(`README line ${block.line}: a ${kind} block must follow a sh block with one curl`);
      if (request.include !== (kind === 'http')) throw new Error(`README line ${block.line}: use curl -i with an http block, and only then`);
      if (!request.url.startsWith(DOC_BASE)) throw new Error(`README line ${last.block.line}: the URL must start with $B`);
      examples.push({ title: `line ${last.block.line}: ${request.method} ${request.url.slice(DOC_BASE.length)}`, request, expected: block });
    }
    last = null;
  }
  if (vars.B !== DOC_BASE) throw new Error(`the README's B should be ${DOC_BASE}, is ${vars.B}`);
  return examples;
}

/** @param {string} text @param {string} at */
function parseJson(text, at) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${at}: documented body is not JSON (${error})`);
  }
}

describe('server/README.md', () => {
  const examples = checkedExamples();

  it('has checked examples for the deterministic answers', () => {
    const titles = examples.map((e) => e.title).join('\n');
    expect(examples.length).toBeGreaterThanOrEqual(22);
    for (const route of ['/wp-json/wp/v2/location', '/__reference/hostile', 'page=abc', 'newsletter?wpml_language=en&page=3', '/wp-json/wp/v2/nothing', '/api/membership/nothing',
      '/wp-json/wp/v2/master-class', '/wp-json/wp/v2/contact?per_page=100', '/wp-json/acf/v3/options/site-options',
      '/wp-json/acf/v3/options/banner-settings', 'article?wpml_language=ja', 'wpml_language=english', 'POST /__reference/reset']) {
      expect(titles).toContain(route);
    }
  });

  it.each(examples.map((e) => [e.title, e]))('answers as documented at %s', async (_, example) => {
    const { base } = server();
    const { request, expected } = /** @type {Example} */ (example);
    const at = `README line ${expected.line}`;
    const res = await fetch(base + request.url.slice(DOC_BASE.length), {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await res.text();
    let documentedBody = expected.text.trim();
    if (expected.info === 'http') {
      const [head, ...rest] = expected.text.split(/\n\s*\n/);
      const [statusLine, ...headerLines] = head.trim().split('\n');
      expect(`HTTP/1.1 ${res.status} ${res.statusText}`, at).toBe(statusLine.trim());
      for (const line of headerLines) {
        const [name, ...value] = line.split(':');
        expect(res.headers.get(name.trim()), `${at}: ${name}`).toBe(value.join(':').trim());
      }
      documentedBody = rest.join('\n\n').trim();
      if (!documentedBody) return;
    }
    const live = normalize(parseJson(text, `${at} live answer`));
    const documented = normalize(parseJson(documentedBody, at));
    if (expected.info.split(/\s+/)[1] === 'subset') expect(live, at).toMatchObject(/** @type {object} */ (documented));
    else expect(live, at).toEqual(documented);
  });

  it('shows the CSP the server sends, with the boot script and style hashes abridged', () => {
    const block = fencedBlocks(README).find((b) => b.info === 'text' && b.text.startsWith('default-src'));
    expect(block?.text.trim()).toBe(buildContentSecurityPolicy({ styleHashes: ["'sha256-…'"] }).replace(BOOT_SCRIPT_HASH, "'sha256-…'"));
  });
});
