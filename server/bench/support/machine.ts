// What a results file says about the machine and database a benchmark ran on.
import os from 'node:os';
import type { BenchDatabase } from './database.ts';

const round = (n: number, digits: number) => Number(n.toFixed(digits));

export function describeMachine(db: Pick<BenchDatabase, 'serverVersion' | 'source' | 'settings'>) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    memory_gb: round(os.totalmem() / 2 ** 30, 1),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    postgres: db.serverVersion,
    database: db.source,
    postgres_settings: db.settings,
  };
}
