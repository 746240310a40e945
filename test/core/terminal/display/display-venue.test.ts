import { describe, expect, it } from 'vitest';
import type { DisplayScreen, DisplayView } from '../../../../common/contract/index';
import type { CompanyInfo } from '../../../../common/platform/schemas';
import { demoCoreForEachTest } from '../../../support/core-rig';

/**
 * The venue's name on the guest display (issue 26): read once, kept off the path of each change,
 * and following company info whenever the core stores it anew.
 */
const demo = demoCoreForEachTest('display-venue-');

function displayEvents(): DisplayView[] {
  const seen: DisplayView[] = [];
  demo.core.events.subscribe((name, payload) => {
    if (name === 'display') seen.push(payload as DisplayView);
  });
  return seen;
}

const GUEST: DisplayScreen = { kind: 'guest', firstName: 'Иван', accounts: [] };

describe("the guest display's venue", () => {
  it('is read once when a screen shows while it is unknown, and pushed when known', async () => {
    const seen = displayEvents();
    await demo.core.handlers['display.show'](GUEST);
    await expect.poll(() => seen.at(-1)?.venueName).toBe('Самовар');
    expect(seen.at(-1)?.screen).toEqual(GUEST);
    await demo.core.handlers['display.show']({ kind: 'idle' });
    expect(seen.at(-1)).toMatchObject({ venueName: 'Самовар', screen: { kind: 'idle' } });
  });

  it('follows company info stored anew, without waiting for the next screen', async () => {
    const { company } = await demo.core.handlers['company.info']({});
    const seen = displayEvents();
    demo.core.documents.putCompanyInfo({ ...company, org1NameShort: 'Чайхана' } as unknown as CompanyInfo);
    expect(seen).toEqual([expect.objectContaining({ venueName: 'Чайхана', screen: { kind: 'idle' } })]);
    await demo.core.handlers['display.show'](GUEST);
    expect(seen.at(-1)).toMatchObject({ venueName: 'Чайхана', screen: GUEST });
    expect((await demo.core.handlers['display.view']({})).venueName).toBe('Чайхана');

    // The same name stored again changes nothing the guest sees: no push.
    demo.core.documents.putCompanyInfo({ ...company, org1NameShort: 'Чайхана' } as unknown as CompanyInfo);
    expect(seen).toHaveLength(2);
  });
});
