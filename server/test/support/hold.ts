// Holding one of the gateway's own database reads, or one query of the pool, as a slow database or a
// node far from it would: PostgreSQL answers as always, only later. Tests of what a connection gets
// while its permissions settle after a removal, or while a frame it gets is read (8.3; D312, D376).
import type { Pool } from '../../src/db/pool.ts';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { until } from './agents.ts';

export interface Held {
  /** Lets the held call go on; later calls are not held. */
  release(): void;
  /** Whether the call came and is being held. */
  holding(): boolean;
  /** Releases it and puts the gateway's own method back. */
  restore(): void;
}

/** Holds the first call of the gateway's `name` for which `when` holds, until released. */
export function holdGateway(gateway: Gateway, name: 'headVisibilityFor' | 'threadPlacesOf', when: (...args: unknown[]) => boolean): Held {
  return holdCall(gateway, name, when);
}

/**
 * Holds the first of the pool's queries whose SQL `when` accepts, until released: PostgreSQL answers
 * it as always, only later (the stats.live read, say).
 */
export function holdQuery(pool: Pool, when: (sql: string) => boolean): Held {
  return holdCall(pool, 'query', (sql) => typeof sql === 'string' && when(sql));
}

/** Holds the first call of `target[name]` (a method of its class) for which `when` holds; restore() puts the class's back. */
function holdCall(target: object, name: string, when: (...args: unknown[]) => boolean): Held {
  const o = target as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const real = o[name]!.bind(o);
  let release!: () => void;
  const held = new Promise<void>((res) => (release = res));
  let holding = false;
  let armed = true;
  o[name] = async (...args: unknown[]) => {
    if (armed && when(...args)) {
      armed = false;
      holding = true;
      await held;
    }
    return real(...args);
  };
  return {
    release: () => {
      armed = false;
      release();
    },
    holding: () => holding,
    restore: () => {
      armed = false;
      release();
      delete o[name];
    },
  };
}

/**
 * What a frame check got after its trigger: the twin waits (bounded) for the frame it must show; the
 * fix's side waits a fixed while for one that must not come.
 */
export async function settled<T>(twin: boolean, got: () => T[]): Promise<T[]> {
  if (twin) await until("the twin's frame", () => got().length > 0, 10_000).catch(() => {});
  else await new Promise((res) => setTimeout(res, 300));
  return got();
}
