/** How long the e2e steps wait for a condition: generous, because the machine running the tests is shared. */
export const WAIT = { timeout: 15_000, interval: 100 } as const;
