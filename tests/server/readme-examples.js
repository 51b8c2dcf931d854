// @ts-check
// Reads the checked examples of server/README.md (see "Checked examples" there): the contract test runs them all
// against a server from code, and the `npm start` browser test runs some against the real start script.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const README = readFileSync(new URL('../../server/README.md', import.meta.url), 'utf8');

/** @typedef {{ info: string, text: string, line: number, start: number, end: number }} Block */

/** Fenced blocks in document order. @param {string} md @returns {Block[]} */
export function fencedBlocks(md) {
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
      for (i++; line[i] !== '"';) {
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
  for (const line of text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())) {
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
export function normalize(/** @type {unknown} */ value) {
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
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalize(v)]));
  return value;
}

/** @typedef {{ title: string, request: CurlRequest, expected: Block }} Example */

export const DOC_BASE = 'http://localhost:8080';

/** Pairs every `json`/`http` block with the `curl` block right before it; an unpaired one is an error. */
export function checkedExamples() {
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
      if (!last || !request)
        throw new Error(`README line ${block.line}: a ${kind} block must follow a sh block with one curl`);
      if (request.include !== (kind === 'http'))
        throw new Error(`README line ${block.line}: use curl -i with an http block, and only then`);
      if (!request.url.startsWith(DOC_BASE))
        throw new Error(`README line ${last.block.line}: the URL must start with $B`);
      examples.push({
        title: `line ${last.block.line}: ${request.method} ${request.url.slice(DOC_BASE.length)}`,
        request,
        expected: block,
      });
    }
    last = null;
  }
  if (vars.B !== DOC_BASE) throw new Error(`the README's B should be ${DOC_BASE}, is ${vars.B}`);
  return examples;
}

/** @param {string} text @param {string} at */
export function parseJson(text, at) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${at}: documented body is not JSON (${error})`);
  }
}

/**
 * What an example's answer block promises: the status line and headers (`http` blocks), and the body, normalized,
 * if one is given; `subset` for a `json subset` block.
 * @param {Block} expected
 */
export function documentedAnswer(expected) {
  const at = `README line ${expected.line}`;
  /** @type {string | null} */
  let statusLine = null;
  /** @type {[string, string][]} */
  const headers = [];
  let body = expected.text.trim();
  if (expected.info.split(/\s+/)[0] === 'http') {
    const [head, ...rest] = expected.text.split(/\n\s*\n/);
    const [first, ...headerLines] = head.trim().split('\n');
    statusLine = first.trim();
    for (const line of headerLines) {
      const [name, ...value] = line.split(':');
      headers.push([name.trim(), value.join(':').trim()]);
    }
    body = rest.join('\n\n').trim();
  }
  return {
    at,
    statusLine,
    headers,
    body: body ? normalize(parseJson(body, at)) : undefined,
    subset: expected.info.split(/\s+/)[1] === 'subset',
  };
}

/** Sends an example's request to a server at `base` instead of the README's `$B`. @param {Example} example @param {string} base */
export function sendExample(example, base) {
  const { request } = example;
  return fetch(base + request.url.slice(DOC_BASE.length), {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
}
