// Debian's Chromium as every browser run here starts it (the e2e suite, the
// README's screenshots, Lighthouse in the bench): headless on a machine with
// no GPU and a closed network, where background fetches would only be refused.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
