// How many times longer than on CI's two cores a journey may wait (playwright.config.ts sets E2E_SLOWDOWN once,
// from the machine, for every worker): a slower machine takes longer instead of failing.
export const SLOWDOWN = Number(process.env.E2E_SLOWDOWN ?? 1);

/** A wait of `ms` on CI's machines, stretched on a slower one. */
export const slow = (ms: number): number => ms * SLOWDOWN;
