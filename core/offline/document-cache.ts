import {
  COMPANY_SECRET_FIELDS,
  type CompanyInfo,
  type PlatformObject,
  type PublicCompanyInfo,
  type TableScheme,
} from '../../common/platform/schemas';
import type { Cached } from './cached';
import type { TerminalDb } from './db';
import { systemClock, type Clock } from './types';

const DOC_COMPANY = 'companyInfo';
const DOC_TABLES = 'tableScheme';
const DOC_CATALOGUE = 'catalogue';

/** The platform's answers that are one document each (company info, table scheme, catalogue), for offline answers. */
export class DocumentCache {
  private readonly clock: Clock;
  private readonly companyListeners = new Set<(info: PublicCompanyInfo) => void>();

  constructor(
    private readonly db: TerminalDb,
    options: { clock?: Clock } = {},
  ) {
    this.clock = options.clock ?? systemClock;
  }

  /** Stores company info without the terminal's login and password. */
  putCompanyInfo(info: CompanyInfo, now = this.clock()): void {
    const copy: Record<string, unknown> = { ...info };
    for (const field of COMPANY_SECRET_FIELDS) delete copy[field];
    this.putDocument(DOC_COMPANY, copy, now);
    for (const listener of this.companyListeners) listener(copy as PublicCompanyInfo);
  }

  /** Called with company info each time it is stored (what keeps a copy of a part of it listens). */
  onCompanyInfo(listener: (info: PublicCompanyInfo) => void): () => void {
    this.companyListeners.add(listener);
    return () => void this.companyListeners.delete(listener);
  }

  companyInfo(): Cached<PublicCompanyInfo> | undefined {
    return this.document(DOC_COMPANY);
  }

  putTableScheme(scheme: TableScheme, now = this.clock()): void {
    this.putDocument(DOC_TABLES, scheme, now);
  }

  tableScheme(): Cached<TableScheme> | undefined {
    return this.document(DOC_TABLES);
  }

  putCatalogue(tree: PlatformObject[], now = this.clock()): void {
    this.putDocument(DOC_CATALOGUE, tree, now);
  }

  catalogue(): Cached<PlatformObject[]> | undefined {
    return this.document(DOC_CATALOGUE);
  }

  private putDocument(name: string, value: unknown, now: number): void {
    this.db
      .prepare(
        `INSERT INTO documents (name, json, fetched_at) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at`,
      )
      .run(name, JSON.stringify(value), now);
  }

  private document<T>(name: string): Cached<T> | undefined {
    const row = this.db.prepare('SELECT json, fetched_at FROM documents WHERE name = ?').get(name) as
      { json: string; fetched_at: number } | undefined;
    return row && { value: JSON.parse(row.json) as T, fetchedAt: row.fetched_at };
  }
}
