/**
 * Waits until `find` answers something other than undefined, polling every 20 ms, and answers
 * it; throws after `timeoutMs`.
 */
export async function eventually<T>(
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 3_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until `check` holds, polling every 20 ms; throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  await eventually(async () => ((await check()) ? true : undefined), timeoutMs);
}
