// Holding one of the gateway's own database reads, as a slow database or a node far from it would:
// PostgreSQL answers as always, only later. Tests of what a connection gets while its permissions
// settle after a removal (8.3; D312, D376).
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
  const gw = gateway as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const real = gw[name]!.bind(gw);
  let release!: () => void;
  const held = new Promise<void>((res) => (release = res));
  let holding = false;
  let armed = true;
  gw[name] = async (...args: unknown[]) => {
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
      delete gw[name];
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
