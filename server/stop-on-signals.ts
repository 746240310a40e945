/** On SIGINT or SIGTERM: close once, then exit 0, or 1 when closing failed. For the command-line entries. */
export function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`failed to stop cleanly: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
