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
