// Times a client sends (RFC 3339, format date-time) that the server stores and reads back.

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the years of RFC 3339, in UTC. */
const FIRST = Date.parse('0001-01-01T00:00:00Z');
const LAST = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Why a time a client sends (RFC 3339, as ajv's date-time accepts it) cannot be stored and read back
 * (D333), or undefined. RFC 3339 allows the year 0000, which PostgreSQL does not have (22008), and an
 * offset moves a time at either end past the years 0001-9999 (0001-01-01T00:30:00+01:00 is 1 BC;
 * 9999-12-31T23:59:59-23:59 is in the year 10000): stored, it would come back as a time the
 * contracts' format does not allow. An offset beyond ±15:59 is refused (PostgreSQL's limit; found by
 * review). A leap second (:60) and an offset of hours only are read as
 * PostgreSQL reads them; a fraction past microseconds that PostgreSQL rounds into the year 10000 is
 * outside too.
 */
export function storedTimeRefusal(value: string): string | undefined {
  // RFC 3339 allows offsets to ±23:59; PostgreSQL stores a displacement up to ±15:59 (22009).
  const offset = /([+-])(\d{2}):?(\d{2})?$/.exec(value);
  if (offset && Number(offset[2]) * 60 + Number(offset[3] ?? 0) > 15 * 60 + 59) return 'has an offset beyond ±15:59, which the server cannot store';
  let text = value.replace(/([+-]\d{2})$/, '$1:00');
  let leap = 0;
  const sixty = /^(.{16}):60/i.exec(text);
  if (sixty) {
    text = `${sixty[1]}:59${text.slice(19)}`;
    leap = 1000;
  }
  const t = Date.parse(text) + leap;
  if (Number.isNaN(t)) return 'is not a time the server can read';
  const roundsUp = t === LAST && /\.\d{7,}/.test(text);
  return t >= FIRST && t <= LAST && !roundsUp ? undefined : 'lies outside the years 0001-9999 in UTC';
}
