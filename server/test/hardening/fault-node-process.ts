// Starts hardening/fault-node.ts (a node as npm start runs it, lifecycle.ts's shutdown installed) in a
// child process, and asks whether it still serves: for the tests of faults from outside that must
// not stop a node (an uncaught error there is exit 1, D404).
import { spawnTs, type Child } from '../support/child.ts';

export interface FaultNode {
  child: Child;
  port: number;
}

/** A node on `databaseUrl` (migrated) with `env` (BOTHY_* settings) and `twins` (merged into ctx.twins). */
export async function startFaultNode(databaseUrl: string, env: Record<string, string> = {}, twins?: object): Promise<FaultNode> {
  const child = spawnTs('test/hardening/fault-node.ts', [], { DATABASE_URL: databaseUrl, BOTHY_SERVER_PORT: '0', ...env, BOTHY_TEST_TWINS: twins ? JSON.stringify(twins) : undefined });
  try {
    const m = await child.waitFor(/ready http:\/\/[^:]+:(\d+)/);
    return { child, port: Number(m[1]) };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

/** Whether the node's process runs and answers GET /healthz. */
export async function serving(node: FaultNode): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${node.port}/healthz`);
    return res.ok && node.child.proc.exitCode === null;
  } catch {
    return false;
  }
}

/** Ends the node at once (SIGKILL) and waits for its exit. */
export async function killFaultNode(node: FaultNode | undefined): Promise<void> {
  if (!node) return;
  node.child.kill('SIGKILL');
  await node.child.exited;
}
