// Small helpers for looking at untrusted JSON: recorded frames are data, never
// trusted to have the shape their types promise.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

export function has(obj: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The JSON pointer of every null inside value, in document order. */
export function nullPaths(value: unknown, at = ''): string[] {
  if (value === null) return [at || '/'];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullPaths(v, `${at}/${i}`));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => nullPaths(v, `${at}/${escapePointerSegment(k)}`));
  return [];
}

/** The value at a JSON pointer, or undefined when the path does not exist. */
export function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return value;
  let cur: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) cur = cur[Number(segment)];
    else if (isObject(cur)) cur = cur[segment];
    else return undefined;
  }
  return cur;
}
