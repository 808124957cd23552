// Whether a process of this machine still runs (signal 0: nothing is sent). EPERM means it runs
// under another user.
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
