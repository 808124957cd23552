// Write throughput of bench:cluster: POST /api/v1/threads/{id}/messages with DPoP
// proofs from N keep-alive clients (support/dpop-client.ts, as the http variant of
// bench:commit), closed loop (support/measure.ts runCell). In layout two, writer w
// posts to node a when w is even and to node b when it is odd; otherwise every
// writer posts to node a. Writer w writes to thread w % threads as author w % 2 in
// every layout (support/fixture.ts), so that the row locks are spread alike.
import { BenchClient } from '../support/dpop-client.ts';
import { authorOf, threadOf, type Fixture } from '../support/fixture.ts';
import { runCell, type CellOptions, type CellSlice } from '../support/measure.ts';
import type { Layout, Nodes, Slot } from './nodes.ts';

export class ClusterWriters {
  /** Per slot, the client of writer w at index w (sparse: node b has the odd writers only). */
  private readonly clients: Record<Slot, BenchClient[]> = { a: [], b: [] };

  constructor(
    private readonly nodes: Nodes,
    private readonly fixture: Fixture,
  ) {}

  private slotOf(layout: Layout, w: number): Slot {
    return layout === 'two' && w % 2 === 1 ? 'b' : 'a';
  }

  /** The keep-alive connections to a node that was started anew are gone. */
  forget(slot: Slot): void {
    for (const c of this.clients[slot]) c?.disconnect();
  }

  /** One device (key, token, connection) per writer on the node it posts to, registered there. */
  private async register(layout: Layout, writers: number): Promise<void> {
    const missing = Array.from({ length: writers }, (_, w) => w).filter((w) => !this.clients[this.slotOf(layout, w)][w]);
    for (let i = 0; i < missing.length; i += 16) {
      await Promise.all(
        missing.slice(i, i + 16).map(async (w) => {
          const slot = this.slotOf(layout, w);
          this.clients[slot][w] = await BenchClient.register(this.nodes.url(slot), authorOf(this.fixture, w).handle);
        }),
      );
    }
  }

  get nonceRetries(): number {
    return [...this.clients.a, ...this.clients.b].reduce((n, c) => n + (c?.nonceRetries ?? 0), 0);
  }

  async run(layout: Layout, cell: CellOptions): Promise<CellSlice> {
    await this.register(layout, cell.writers);
    return runCell(async (w) => {
      await this.clients[this.slotOf(layout, w)][w]!.postMessage(threadOf(this.fixture, w).id, `bench message ${w}`);
      return 1; // one message.created event per created message
    }, cell);
  }
}
