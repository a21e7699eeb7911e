import { describe, expect, it } from 'vitest';
import { readableLogLine } from './log-lines.ts';

describe('readableLogLine (development logs, product.md D13)', () => {
  it('reads a pino line as time, level, module, message and the rest as key=value', () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.UTC(2031, 4, 5, 12, 4, 5),
      pid: 7,
      hostname: 'vm',
      module: 'mail',
      to: 'a@b.example',
      attempt: 2,
      msg: 'could not deliver',
    });
    expect(readableLogLine(line)).toBe('12:04:05 WARN  mail: could not deliver  to=a@b.example attempt=2\n');
  });

  it('names an error by its message and follows with its stack; passes through what is not JSON', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'job failed',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(readableLogLine(line)).toBe('00:00:00 ERROR job failed  err="Error: boom"\nError: boom\n    at x\n');
    expect(readableLogLine('not json')).toBe('not json\n');
  });
});
