export type Table = { [key: string]: string | Table };

/** Fills every key the table lacks, or leaves empty, from the fallback table (English). */
export function withFallback(table: Table, fallback: Table): Table {
  const out: Table = {};
  for (const [key, base] of Object.entries(fallback)) {
    const own = table[key];
    if (typeof base === 'string') out[key] = typeof own === 'string' && own.trim() !== '' ? own : base;
    else out[key] = withFallback(own && typeof own === 'object' ? own : {}, base);
  }
  return out;
}

/** Flattens a nested table to dotted keys, for checks and tests. */
export function flatten(table: Table, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

/** The part of a table under the given keys (a key names a string or a whole group); a key it lacks throws. */
export function pick(table: Table, keys: readonly string[]): Table {
  const out: Table = {};
  for (const key of keys) {
    const path = key.split('.');
    let from: string | Table | undefined = table;
    let into = out;
    path.forEach((part, i) => {
      from = typeof from === 'object' ? from[part] : undefined;
      if (from === undefined) throw new Error(`pick: no ${key} in the table`);
      if (i === path.length - 1) into[part] = from;
      else into = (into[part] ??= {}) as Table;
    });
  }
  return out;
}
