// The connections of this process, with the indexes that 6.1 (one connection
// per device) and 15.1 (one connection per consumer) need.
import type { GatewayConnection } from './connection.ts';

export class Registry {
  readonly all = new Set<GatewayConnection>();
  private readonly byDevice = new Map<string, GatewayConnection>();
  private readonly byConsumer = new Map<string, GatewayConnection>();
  private readonly bySession = new Map<string, GatewayConnection>();

  add(c: GatewayConnection): void {
    this.all.add(c);
  }

  /** Registers an identified connection for delivery and returns the one it replaces on this node, if any. */
  bind(c: GatewayConnection, keys: { sessionId: string; deviceId?: string; consumer?: string }): GatewayConnection[] {
    const replaced: GatewayConnection[] = [];
    this.bySession.set(keys.sessionId, c);
    if (keys.deviceId) {
      const old = this.byDevice.get(keys.deviceId);
      if (old && old !== c) replaced.push(old);
      this.byDevice.set(keys.deviceId, c);
    }
    if (keys.consumer) {
      const old = this.byConsumer.get(keys.consumer);
      if (old && old !== c) replaced.push(old);
      this.byConsumer.set(keys.consumer, c);
    }
    return replaced;
  }

  remove(c: GatewayConnection): void {
    this.all.delete(c);
    for (const map of [this.byDevice, this.byConsumer, this.bySession]) {
      for (const [k, v] of map) if (v === c) map.delete(k);
    }
  }

  device(deviceId: string): GatewayConnection | undefined {
    return this.byDevice.get(deviceId);
  }

  consumer(key: string): GatewayConnection | undefined {
    return this.byConsumer.get(key);
  }

  session(sessionId: string): GatewayConnection | undefined {
    return this.bySession.get(sessionId);
  }
}
