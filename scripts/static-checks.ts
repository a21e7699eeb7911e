// `npm run check`: the static checks of `npm test` (lint, format, types), with
// the route types generated once and the three checkers run side by side: each
// is one process on one core, so on two cores they take about as long as the
// slowest alone. Each one's output is printed whole when it ends; exits non-zero
// if any failed.
import { spawn, spawnSync } from 'node:child_process';

const CHECKS: Record<string, string[]> = {
  lint: ['eslint', '--max-warnings=0', '.'],
  format: ['prettier', '--check', '.'],
  types: ['tsc', '--noEmit'],
};

function run(name: string, args: string[]): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`── ${name}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

// Both ESLint's type-aware rules and tsc read the route types: make them first, once.
const typegen = spawnSync('npx', ['react-router', 'typegen'], { stdio: 'inherit' });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

const results = await Promise.all(Object.entries(CHECKS).map(([name, args]) => run(name, args)));
process.exit(results.every(Boolean) ? 0 : 1);
