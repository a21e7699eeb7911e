// Human-readable log lines for development (product.md D13 "Human-readable logs in
// development, JSON in production"): pino's JSON line becomes
// "12:04:05 WARN  mail: could not deliver  to=a@b.example err=…". Production
// keeps the JSON lines a log collector reads. Pure.
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEFT_OUT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'module', 'v']);

const valueText = (v: unknown): string => {
  if (typeof v === 'string') return /\s/.test(v) ? JSON.stringify(v) : v;
  if (v && typeof v === 'object' && 'message' in v && typeof v.message === 'string') {
    const err = v as { type?: string; message: string; stack?: string };
    return JSON.stringify(`${err.type ?? 'Error'}: ${err.message}`);
  }
  return JSON.stringify(v);
};

/** One JSON log line as one readable line (an unreadable line is passed through as it came). */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '--:--:--';
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const module = typeof entry.module === 'string' ? `${entry.module}: ` : '';
  const rest = Object.entries(entry)
    .filter(([k]) => !LEFT_OUT.has(k))
    .map(([k, v]) => `${k}=${valueText(v)}`)
    .join(' ');
  const stack = (entry.err as { stack?: string } | undefined)?.stack;
  return `${time} ${level} ${module}${typeof entry.msg === 'string' ? entry.msg : ''}${rest ? `  ${rest}` : ''}\n${stack ? `${stack}\n` : ''}`;
}
