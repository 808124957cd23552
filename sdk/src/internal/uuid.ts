// UUIDv7 (RFC 9562, 5.7): 48 bits of Unix milliseconds, the version, 74 random bits.
// client_msg_id, client_interaction_id and Idempotency-Key are UUIDv7 (5.1, 5.2).

export type RandomFill = (bytes: Uint8Array) => Uint8Array;

const defaultFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

export function uuidv7(now: number = Date.now(), fill: RandomFill = defaultFill): string {
  const bytes = fill(new Uint8Array(16));
  let ms = Math.max(0, Math.floor(now));
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The millisecond timestamp of a UUIDv7. */
export function uuidv7Time(id: string): number {
  return Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}
