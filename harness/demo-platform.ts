import { startServer, type RunningServer } from '../server/cli';

/** The platform server inside the test process: a free port, in memory, user and password `demo`. */
export function startDemoPlatform(options: { fixture?: string } = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    db: ':memory:',
    credentials: { user: 'demo', password: 'demo' },
    logLevel: 'silent',
    ...options,
  });
}
