// The periodic checks of every connection (heartbeat_check, ack_persist, stats_frames, the outbound
// deadline) run from one interval per period for the whole gateway, not a Timeout each: an idle
// connection then holds a set entry per check instead of a timer object, its closure and context
// (bench:gateway, heap per idle identified connection; issue 22). A check's first run comes within
// one period of its start, not exactly one period after it.
import type { Logger } from '../logging.ts';

/** A check as an object with a method: no closure per registration (Outbound). */
export interface Tickable {
  tick(): void;
}

type Task = (() => void) | Tickable;

interface Group {
  timer: NodeJS.Timeout;
  tasks: Set<Task>;
}

export class Ticker {
  private readonly groups = new Map<number, Group>();

  constructor(private readonly log: Logger) {}

  /** Runs `task` (or `task.tick()`) every `ms` until cancel(ms, task). */
  add(ms: number, task: Task): void {
    let g = this.groups.get(ms);
    if (!g) {
      const tasks = new Set<Task>();
      const timer = setInterval(() => this.run(tasks), ms);
      timer.unref();
      g = { timer, tasks };
      this.groups.set(ms, g);
    }
    g.tasks.add(task);
  }

  cancel(ms: number, task: Task): void {
    const g = this.groups.get(ms);
    if (!g || !g.tasks.delete(task) || g.tasks.size) return;
    clearInterval(g.timer);
    this.groups.delete(ms);
  }

  /** Checks that exist now (tests, the close invariants). */
  get size(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.tasks.size;
    return n;
  }

  stop(): void {
    for (const g of this.groups.values()) clearInterval(g.timer);
    this.groups.clear();
  }

  private run(tasks: Set<Task>): void {
    for (const task of tasks) {
      try {
        if (typeof task === 'function') task();
        else task.tick();
      } catch (err) {
        this.log.error({ err }, 'a periodic gateway check failed');
      }
    }
  }
}
