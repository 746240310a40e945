import { createHash } from 'node:crypto';
import type { ConsentTextView } from '../../../common/contract/index';
import type { ConsentStore, ConsentTextRow } from './consent-store';
import { defaultConsentText } from './default-text';

export function sha256Of(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function textView(row: ConsentTextRow): ConsentTextView {
  return {
    version: row.version,
    text: row.text,
    sha256: row.sha256,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
  };
}

/**
 * The venue's consent text in versions: the latest is what a new guest is shown. The first is the
 * default template with the venue's name, written when first asked for; a manager's text unlike
 * the latest becomes the next version. A version is never changed: a consent names its version
 * and hash, and keeps pointing at the text the guest read.
 */
export class ConsentTexts {
  constructor(
    private readonly store: ConsentStore,
    private readonly now: () => number,
    private readonly venueName: () => string | null,
  ) {}

  /**
   * The latest version. The default written before the venue's name was known (offline at the
   * first start) gives way to the template with the name, as a new version, once it is known.
   */
  current(): ConsentTextRow {
    const latest = this.store.latestText();
    const venue = this.venueName();
    const unnamed = latest?.created_by === 'default' && latest.text === defaultConsentText(null);
    if (latest && !(unnamed && venue !== null)) return latest;
    const text = defaultConsentText(venue);
    return this.store.addText(text, sha256Of(text), this.now(), 'default');
  }

  set(text: string, by: string): ConsentTextRow {
    const latest = this.current();
    if (latest.text === text) return latest;
    return this.store.addText(text, sha256Of(text), this.now(), by);
  }

  /** A version as stored; the default is written first when none is (a form shows version 1 before asking). */
  version(version: number): ConsentTextRow | undefined {
    this.current();
    return this.store.text(version);
  }
}
