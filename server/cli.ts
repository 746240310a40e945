/**
 * The platform server from the command line:
 *   npm run server -- --port 8787 --db <file|:memory:> --fixture <file> --host 127.0.0.1 --user demo --password demo [--reset]
 * The first line of output is the base URL. docs/server.md describes every flag.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FixtureError } from './fixture/load';
import { DEFAULT_CREDENTIALS, DEFAULT_FIXTURE, startServer, type StartOptions } from './start-server';
import { optionsOrExit, stopOnSignals } from './cli-support';

export { startServer, type RunningServer, type StartOptions } from './start-server';

const USAGE = `Usage: npm run server -- [options]
  --port <n>         port to listen on; 0 takes a free one (default 8787)
  --host <addr>      address to bind (default 127.0.0.1)
  --db <file>        SQLite file, or :memory: (default :memory:)
  --fixture <file>   fixture loaded into an empty database (default server/fixtures/demo.json)
  --reset            delete the database file first and load the fixture again
  --user <name>      Basic auth user (default $PLATFORM_USER or demo)
  --password <pw>    Basic auth password (default $PLATFORM_PASSWORD or demo)
  --log-level <lvl>  silent | error | warn | info (default warn)`;

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info'] as const;

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port > 65_535) throw new Error(`--port must be 0..65535, got ${text}`);
  return port;
}

export function optionsFromArgs(argv: string[], env: NodeJS.ProcessEnv): StartOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      db: { type: 'string', default: ':memory:' },
      fixture: { type: 'string', default: DEFAULT_FIXTURE },
      reset: { type: 'boolean', default: false },
      user: { type: 'string' },
      password: { type: 'string' },
      'log-level': { type: 'string', default: 'warn' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const logLevel = LOG_LEVELS.find((level) => level === values['log-level']);
  if (!logLevel) throw new Error(`--log-level must be one of ${LOG_LEVELS.join(', ')}`);
  const user = values.user ?? env.PLATFORM_USER ?? DEFAULT_CREDENTIALS.user;
  const password = values.password ?? env.PLATFORM_PASSWORD ?? DEFAULT_CREDENTIALS.password;
  if (user === '' || user.includes(':')) throw new Error('--user must be non-empty and without ":"');
  return {
    port: parsePort(values.port),
    host: values.host,
    db: values.db,
    fixture: values.fixture,
    reset: values.reset,
    credentials: { user, password },
    logLevel,
  };
}

async function main(): Promise<void> {
  const options = optionsOrExit(() => optionsFromArgs(process.argv.slice(2), process.env), USAGE);
  if (!options) return;
  try {
    const server = await startServer(options);
    console.log(server.baseUrl);
    console.log(
      `platform server: user ${options.credentials?.user}, db ${options.db}` +
        (server.loadedFixture
          ? `, fixture ${options.fixture}`
          : ', existing data kept (use --reset to reload)'),
    );
    stopOnSignals(() => server.close());
  } catch (error) {
    const message =
      error instanceof FixtureError ? `bad fixture: ${error.message}` : (error as Error).message;
    console.error(`cannot start the platform server: ${message}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
