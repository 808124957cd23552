// Times a client sends (RFC 3339, format date-time) that the server stores and reads back.

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the years of RFC 3339, in UTC. */
const FIRST = Date.parse('0001-01-01T00:00:00Z');
const LAST = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Whether a valid RFC 3339 time falls outside the years 0001-9999 once in UTC (D333). RFC 3339 allows
 * the year 0000, which PostgreSQL does not have (22008), and an offset moves a time at either end past
 * them (0001-01-01T00:30:00+01:00 is 1 BC; 9999-12-31T23:59:59-23:59 is in the year 10000): stored, it
 * would come back as a time the contracts' format does not allow.
 */
export function outsideRfc3339Years(value: string): boolean {
  const t = Date.parse(value);
  return !(t >= FIRST && t <= LAST);
}
