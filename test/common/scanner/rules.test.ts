import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  DEFAULT_RULES_CONFIG,
  RulesConfigError,
  parseRules,
} from '../../../common/scanner/rules';

const rule = (extra: object) => ({
  name: 'site',
  pattern: '^x$',
  token: { type: 'card', entry: 'barCode' },
  ...extra,
});
const messageOf = (config: unknown): string => {
  try {
    parseRules(config);
  } catch (error) {
    expect(error).toBeInstanceOf(RulesConfigError);
    return (error as Error).message;
  }
  throw new Error('expected parseRules to fail');
};

describe('scanner rules config', () => {
  it('fills every missing section with the defaults', () => {
    expect(parseRules({})).toEqual(DEFAULT_RULES);
    expect(parseRules(DEFAULT_RULES_CONFIG)).toEqual(DEFAULT_RULES);
    const custom = parseRules({ manual: { phone: { countryCode: '375' } } });
    expect(custom.manual.phone).toMatchObject({ countryCode: '375', trunkPrefix: '8', nationalLength: 10 });
    expect(custom.scans).toEqual(DEFAULT_RULES.scans);
  });

  it('names the rule with an invalid regular expression', () => {
    expect(messageOf({ scans: [rule({ name: 'broken', pattern: '([0-9]+' })] })).toMatch(
      /scans\.0\.pattern: rule "broken": invalid regular expression: .*/,
    );
  });

  it('names the rule whose key group does not exist, numbered or named', () => {
    expect(messageOf({ scans: [rule({ name: 'two', pattern: '^(\\d+)$', key: 2 })] })).toContain(
      'scans.0.key: rule "two": key group 2 does not exist in /^(\\d+)$/, which has 1 capture group(s)',
    );
    expect(
      messageOf({ stripe: { keys: [{ name: 'pan', track: 2, pattern: '^(?<pan>\\d+)', key: 'number' }] } }),
    ).toContain(
      'stripe.keys.0.key: rule "pan": key group "number" does not exist in /^(?<pan>\\d+)/, which has 1 capture group(s) (pan)',
    );
  });

  it('lists every problem at once: bad flags, bad token kinds, bad phone settings', () => {
    const message = messageOf({
      scans: [rule({ flags: 'g' }), rule({ token: { type: 'loyalty', entry: 'barCode' } })],
      manual: { phone: { countryCode: '+7', nationalPattern: '(' } },
    });
    expect(message).toContain('scans.0.flags: flags may only use i, m, s and u');
    expect(message).toContain('scans.1.token.type');
    expect(message).toContain('manual.phone.countryCode: countryCode must be 1 to 3 digits');
    expect(message).toContain('manual.phone.nationalPattern: rule "phone": invalid regular expression');
  });

  it('rejects an empty stripe key list', () => {
    expect(messageOf({ stripe: { keys: [] } })).toContain('stripe.keys');
  });
});
