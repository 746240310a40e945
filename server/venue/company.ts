import type Database from 'better-sqlite3';
import { ApiError } from '../http/errors';
import type { Doc } from './documents';
import type { VenueFixture } from './fixture-schema';
import { companyClassName, LANGUAGE_CLASS_NAME } from './modules';

const COMPANY_KEY = 'company';

/**
 * The companyInfo document. `_Level` is the nesting depth of an object in the answer (0 for the
 * company, 1 for the objects it embeds), as the live service numbers it.
 */
export function buildCompanyDoc(
  venue: VenueFixture,
  classPrefix: string,
  measureUnit: (id: number) => Doc,
): Doc {
  const {
    productBaseMeasureUnitId,
    semiproductBaseMeasureUnitId,
    modBaseMeasureUnitId,
    dishBaseMeasureUnitId,
    language,
    ...settings
  } = venue.company;
  const unit = (id: number): Doc => ({ ...measureUnit(id), _Level: 1 });
  return {
    ...settings,
    productBaseMeasureUnit: unit(productBaseMeasureUnitId),
    semiproductBaseMeasureUnit: unit(semiproductBaseMeasureUnitId),
    modBaseMeasureUnit: unit(modBaseMeasureUnitId),
    dishBaseMeasureUnit: unit(dishBaseMeasureUnitId),
    language: { ...language, className: LANGUAGE_CLASS_NAME, _Level: 1 },
    className: companyClassName(classPrefix),
    _Level: 0,
  };
}

export function storeCompanyDoc(db: Database.Database, doc: Doc): void {
  db.prepare('INSERT INTO venue_settings (key, doc) VALUES (?, ?)').run(COMPANY_KEY, JSON.stringify(doc));
}

export function readCompanyDoc(db: Database.Database): Doc {
  const row = db
    .prepare<[string], { doc: string }>('SELECT doc FROM venue_settings WHERE key = ?')
    .get(COMPANY_KEY);
  // The fixture schema requires a company, so this only happens when no fixture was loaded.
  if (!row) throw new ApiError(500, 'internalError', 'no venue fixture is loaded');
  return JSON.parse(row.doc) as Doc;
}
