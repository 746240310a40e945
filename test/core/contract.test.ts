import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES, EVENT_NAMES } from '../../common/contract/index';
import { REPO_ROOT } from '../support/processes';

/** Every module the file imports, followed through relative imports; bare specifiers collected. */
function importGraph(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm)) {
      if (match[2]) continue; // type-only: erased from the bundle
      const specifier = match[3]!;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('contract', () => {
  it('holds exactly the commands and events of the issue', () => {
    expect([...COMMAND_NAMES].sort()).toEqual(
      [
        'customer.lookup',
        'customer.search',
        'customer.create',
        'account.balance',
        'account.history',
        'hold.debit',
        'hold.credit',
        'hold.reverse',
        'outbox.list',
        'outbox.resolve',
        'tables.workload',
        'company.info',
        'catalogue.tree',
        'scan.submit',
        'status',
        'settings.get',
        'settings.set',
        'notices.list',
        'notices.acknowledge',
        // issue 15: the manager role
        'staff.status',
        'staff.createFirstManager',
        'staff.addManager',
        'staff.addCashier',
        'staff.removeCashier',
        'cashier.signIn',
        'cashier.signOut',
        'grant.request',
        'grant.release',
        'journal.list',
        'journal.csv',
        'hold.allowBlocked',
        'app.quit',
        'app.stay',
        'readers.check',
        // issue 15: holds only a person can settle
        'outbox.candidates',
        'outbox.attribute',
        // issue 23: the bill drives the amounts
        'bill.settle',
        'accountTypes.list',
      ].sort(),
    );
    expect(EVENT_NAMES).toEqual(expect.arrayContaining(['scan', 'status', 'outbox', 'notices']));
  });

  it('can be bundled for the renderer: at run time it needs zod and nothing else', () => {
    const { files, packages } = importGraph(path.join(REPO_ROOT, 'common', 'contract', 'index.ts'));
    expect([...packages]).toEqual(['zod']);
    for (const file of files) expect(path.relative(REPO_ROOT, file)).not.toMatch(/^(core|electron|server)\//);
  });
});
