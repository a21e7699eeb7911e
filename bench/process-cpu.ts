// CPU seconds spent by processes of this machine (Linux /proc), so a bench can
// say where the time of a run went: the servers, PostgreSQL, the load generator.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux Mesa runs on

/** User + system CPU seconds of one process so far; 0 when it is gone or /proc is absent. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of every running process named `command` (e.g. postgres), or null where ps cannot tell. */
export function commandCpuSeconds(command: string): number | null {
  try {
    const pids = execFileSync('ps', ['-C', command, '-o', 'pid='], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
    return pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
  } catch {
    return null;
  }
}
