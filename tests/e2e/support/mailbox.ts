// Reads the mail the e2e server sent (written by the SMTP sink of global-setup.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/smtp-sink.ts';
import { slow } from './slowdown.ts';

export function mailTo(address: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR ?? '';
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names
    .map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

/** Waits for the delivery worker (it polls every 2 s) to hand `count` matching messages to the sink. */
export async function waitForMail(address: string, count = 1, match: (m: ReceivedMail) => boolean = () => true): Promise<ReceivedMail[]> {
  const found = () => mailTo(address).filter(match);
  await expect.poll(() => found().length, { timeout: slow(20_000), intervals: [250, 500, 1000] }).toBeGreaterThanOrEqual(count);
  return found();
}

/** A unique address per test run, so reruns never see old mail. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
