/** What the command-line entries (server/cli.ts, core/cli/core.ts) share. */

/**
 * The parsed options, or undefined when the entry has nothing more to do: `--help` printed the
 * usage; bad flags print the problem and the usage and exit 2.
 */
export function optionsOrExit<T>(parse: () => T | 'help', usage: string): T | undefined {
  let options: T | 'help';
  try {
    options = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(usage);
    return undefined;
  }
  return options;
}

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
