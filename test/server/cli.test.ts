import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { demoFixture } from '../../server/fixture/build-demo';
import { basic, postJson, runCli, spawnServer, type ServerProcess } from '../support/listening-server';
import { BONUS, IVANOV_CARD } from '../support/server-app';

const dir = mkdtempSync(join(tmpdir(), 'platform-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const balance = async (baseUrl: string) =>
  (await postJson(baseUrl, 'bonuses/balance', { customerToken: IVANOV_CARD, accountType: BONUS })).body
    .accountBalance;

describe('the CLI', () => {
  it('prints the base URL first, binds 127.0.0.1 and takes credentials from the environment', async () => {
    server = await spawnServer([], { PLATFORM_USER: 'cashier', PLATFORM_PASSWORD: 's3cret:with colon' });
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/platform$/);
    const ping = (authorization: string) =>
      fetch(`${server!.baseUrl}/online/ping`, { headers: { authorization } }).then((r) => r.status);
    expect(await ping(basic('demo', 'demo'))).toBe(401);
    expect(await ping(basic('cashier', 's3cret:with colon'))).toBe(200);
  });

  it('200 concurrent debitHolds on one account over HTTP never overdraw, and the successes add up', async () => {
    server = await spawnServer();
    const before = await balance(server.baseUrl);
    const amount = 7;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        postJson(server!.baseUrl, 'bonuses/debitHold', {
          customerToken: IVANOV_CARD,
          accountType: BONUS,
          amount,
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 400 && a.body.errorCode === 'insufficientFunds')).toBe(true);
    expect(ok).toHaveLength(Math.floor(before.available / amount));
    expect(ok.every((a) => a.body.balance.available >= 0)).toBe(true);
    expect(new Set(ok.map((a) => a.body.bonusTransactionId)).size).toBe(ok.length);
    const after = await balance(server.baseUrl);
    expect(Math.round((before.available - after.available) * 100)).toBe(ok.length * amount * 100);
    expect(Math.round((after.debitHold - before.debitHold) * 100)).toBe(ok.length * amount * 100);
    expect(after.ledger).toBe(before.ledger);
  });

  it('keeps a database file across restarts, reloads it with --reset, and exits 0 on SIGTERM and SIGINT', async () => {
    const db = join(dir, 'platform.db');
    server = await spawnServer(['--db', db]);
    const fresh = await balance(server.baseUrl);
    await postJson(server.baseUrl, 'bonuses/debitHold', {
      customerToken: IVANOV_CARD,
      accountType: BONUS,
      amount: 10,
    });
    expect(await server.stop('SIGTERM'), server.stderr()).toBe(0);

    server = await spawnServer(['--db', db]);
    expect((await balance(server.baseUrl)).available).toBe(fresh.available - 10);
    expect(server.lines[0]).toMatch(/existing data kept/);
    expect(await server.stop('SIGINT'), server.stderr()).toBe(0);

    server = await spawnServer(['--db', db, '--reset']);
    expect(await balance(server.baseUrl)).toEqual(fresh);
    expect(await server.stop('SIGTERM'), server.stderr()).toBe(0);
  });

  it('refuses a bad fixture with the path of the bad field and exit code 1', async () => {
    const fixture = structuredClone(demoFixture());
    (fixture.guests.customers[3]!.accounts![0] as { available: unknown }).available = 'много';
    const file = join(dir, 'bad-fixture.json');
    writeFileSync(file, JSON.stringify(fixture));
    const result = await runCli(['--port', '0', '--fixture', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('guests.customers[3].accounts[0].available');
    expect(result.stdout).toBe('');
  });

  it('refuses unknown flags and a bad port with exit code 2', async () => {
    expect((await runCli(['--colour'])).code).toBe(2);
    expect((await runCli(['--port', '70000'])).code).toBe(2);
  });

  it('answers bytes that are not HTTP with a JSON 400, and keeps serving', async () => {
    server = await spawnServer();
    const { port } = new URL(server.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('\u0000\u0001 NOT HTTP \r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('"errorCode":"invalidRequest"');
    expect((await postJson(server.baseUrl, 'bonuses/customerInfo', IVANOV_CARD)).status).toBe(200);
  });
});
