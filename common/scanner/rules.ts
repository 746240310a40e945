import { z } from 'zod';
import { CustomerTokenSchema } from '../platform/schemas/token';
import { DEFAULT_PHONE } from './phone-defaults';

/**
 * Site-configurable classification rules: which scans become which token and which part is the key.
 * `parseRules(config)` validates a JSON config (a missing section takes the default below) and compiles
 * the regular expressions; a bad rule fails with a message naming it.
 */

const PatternShape = {
  name: z.string().min(1),
  /** A JavaScript regular expression source, matched against the whole scan (or track content). */
  pattern: z.string().min(1),
  flags: z
    .string()
    .regex(/^[imsu]*$/, 'flags may only use i, m, s and u')
    .default(''),
  /** Which part becomes the key: a capture group number (0 = the whole match) or a named group. */
  key: z.union([z.number().int().min(0), z.string().min(1)]).default(0),
};

interface PatternFields {
  name: string;
  pattern: string;
  flags: string;
  key: number | string;
}

/** Checks that the pattern compiles and that the key group exists, naming the rule in the message. */
function checkPattern(rule: PatternFields, ctx: z.RefinementCtx, patternField = 'pattern'): void {
  let regex: RegExp;
  try {
    regex = new RegExp(rule.pattern, rule.flags);
  } catch (error) {
    const message = `rule "${rule.name}": invalid regular expression: ${(error as Error).message}`;
    ctx.addIssue({ code: 'custom', path: [patternField], message });
    return;
  }
  const probe = new RegExp(`(?:${regex.source})|`, rule.flags).exec('');
  const groupCount = (probe?.length ?? 1) - 1;
  const groupNames = Object.keys(probe?.groups ?? {});
  const exists = typeof rule.key === 'number' ? rule.key <= groupCount : groupNames.includes(rule.key);
  if (!exists) {
    const names = groupNames.length > 0 ? ` (${groupNames.join(', ')})` : '';
    ctx.addIssue({
      code: 'custom',
      path: ['key'],
      message: `rule "${rule.name}": key group ${JSON.stringify(rule.key)} does not exist in /${rule.pattern}/, which has ${groupCount} capture group(s)${names}`,
    });
  }
}

const TokenKindSchema = z.object({
  type: CustomerTokenSchema.shape.type,
  entry: CustomerTokenSchema.shape.entry,
});

const StripeKeyRuleSchema = z
  .object({
    ...PatternShape,
    /** The track the key is read from; `any` tries tracks 1, 2, 3 in order. Matched against the track content. */
    track: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('any')]),
  })
  .superRefine((rule, ctx) => checkPattern(rule, ctx));

const ScanRuleSchema = z
  .object({
    ...PatternShape,
    token: TokenKindSchema,
    /** A check the key must pass. A scan that matches the pattern but fails the check is rejected, not passed on. */
    check: z.enum(['gtin', 'luhn']).optional(),
    /**
     * AIM symbology id prefixes the rule applies to (`]E` EAN/UPC, `]C` Code 128, `]Q` QR); `none` matches scans
     * that carry no symbology (keyboard-mode readers). Omitted: any scan.
     */
    symbologies: z.array(z.string().min(1)).optional(),
  })
  .superRefine((rule, ctx) => checkPattern(rule, ctx));

const PinRuleSchema = z
  .object({ ...PatternShape, name: PatternShape.name.default('pin') })
  .superRefine((rule, ctx) => checkPattern(rule, ctx));

const PhoneRulesSchema = z
  .object({
    countryCode: z
      .string()
      .regex(/^\d{1,3}$/, 'countryCode must be 1 to 3 digits')
      .default(DEFAULT_PHONE.countryCode),
    /** The national trunk prefix dialled instead of the country code (`8` in Russia); empty for none. */
    trunkPrefix: z
      .string()
      .regex(/^\d?$/, 'trunkPrefix must be one digit or empty')
      .default(DEFAULT_PHONE.trunkPrefix),
    nationalLength: z.number().int().min(4).max(14).default(DEFAULT_PHONE.nationalLength),
    /** A bare national number (no country code, no trunk prefix) must match this to count as a phone. */
    nationalPattern: z.string().default(DEFAULT_PHONE.nationalPattern),
  })
  .superRefine((phone, ctx) =>
    checkPattern(
      { name: 'phone', pattern: phone.nationalPattern, flags: '', key: 0 },
      ctx,
      'nationalPattern',
    ),
  );

const StripeRulesSchema = z.object({
  token: TokenKindSchema.default({ type: 'card', entry: 'trackCode' }),
  /** Tried in order; the first rule whose track is present decides (see classify.ts). */
  keys: z.array(StripeKeyRuleSchema).min(1),
});

const cardBarcode = { type: 'card', entry: 'barCode' } as const;
const guestQr = { type: 'qrGuest', entry: 'qrCode' } as const;

const TRACK1_NUMBER = { name: 'track1-number', track: 1, pattern: '^B([^^]+)\\^', key: 1 } as const;
const TRACK_CONTENT = { name: 'track-content', track: 'any', pattern: '^.+$' } as const;

/**
 * The vendor documents a card key as the whole track 2 content (`66666600000011=2012`, separator and
 * what follows included); a stripe holding only a number gives that number.
 */
const DEFAULT_STRIPE: z.input<typeof StripeRulesSchema> = {
  token: { type: 'card', entry: 'trackCode' },
  keys: [{ name: 'track2-content', track: 2, pattern: '^.+$' }, TRACK1_NUMBER, TRACK_CONTENT],
};

/**
 * The rule a restaurant can choose when its platform registered cards by the number before `=` alone:
 * `{"scanner": {"stripe": NUMBER_ONLY_STRIPE}}` in the settings.
 */
export const NUMBER_ONLY_STRIPE: z.input<typeof StripeRulesSchema> = {
  token: { type: 'card', entry: 'trackCode' },
  keys: [{ name: 'track2-number', track: 2, pattern: '^([^=]+)', key: 1 }, TRACK1_NUMBER, TRACK_CONTENT],
};

const DEFAULT_SCANS: z.input<typeof ScanRuleSchema>[] = [
  { name: 'ean-13', pattern: '^\\d{13}$', check: 'gtin', symbologies: [']E', 'none'], token: cardBarcode },
  { name: 'upc-a', pattern: '^\\d{12}$', check: 'gtin', symbologies: [']E', 'none'], token: cardBarcode },
  { name: 'ean-8', pattern: '^\\d{8}$', check: 'gtin', symbologies: [']E', 'none'], token: cardBarcode },
  { name: 'code-128', pattern: '^[\\x20-\\x7e]+$', symbologies: [']C'], token: cardBarcode },
  { name: 'digits', pattern: '^\\d{4,32}$', symbologies: ['none', ']I', ']A', ']F'], token: cardBarcode },
  { name: 'guest-qr', pattern: '^(?=.*\\S)[^\\x00-\\x1f\\x7f]+$', symbologies: [']Q'], token: guestQr },
  // From a keyboard-mode reader: any other printable text, except a broken stripe (starts with a sentinel).
  {
    name: 'guest-qr-keyboard',
    pattern: '^(?![%;+])(?=.*\\S)[^\\x00-\\x1f\\x7f]+$',
    symbologies: ['none'],
    token: guestQr,
  },
];

export const RulesConfigSchema = z.object({
  stripe: StripeRulesSchema.prefault(DEFAULT_STRIPE),
  /** Tried in order for everything that is not stripe data; the first matching rule decides. */
  scans: z.array(ScanRuleSchema).prefault(DEFAULT_SCANS),
  manual: z
    .object({
      pin: PinRuleSchema.prefault({ pattern: '^\\d{4,6}$' }),
      phone: PhoneRulesSchema.prefault({}),
    })
    .prefault({}),
});

export type RulesConfig = z.input<typeof RulesConfigSchema>;
export type TokenKind = z.output<typeof TokenKindSchema>;

export const DEFAULT_RULES_CONFIG: RulesConfig = { stripe: DEFAULT_STRIPE, scans: DEFAULT_SCANS };

export interface CompiledPattern {
  name: string;
  regex: RegExp;
  key: number | string;
}

export interface ClassifyRules {
  stripe: { token: TokenKind; keys: (CompiledPattern & { track: 1 | 2 | 3 | 'any' })[] };
  scans: (CompiledPattern & {
    token: TokenKind;
    check: 'gtin' | 'luhn' | undefined;
    symbologies: string[] | undefined;
  })[];
  manual: {
    pin: CompiledPattern;
    phone: { countryCode: string; trunkPrefix: string; nationalLength: number; nationalPattern: RegExp };
  };
}

export class RulesConfigError extends Error {
  override readonly name = 'RulesConfigError';
}

function compile<T extends PatternFields>(rule: T): Omit<T, 'pattern' | 'flags'> & CompiledPattern {
  const { pattern, flags, ...rest } = rule;
  return { ...rest, regex: new RegExp(pattern, flags) };
}

/** Validates and compiles a rules config; throws {@link RulesConfigError} listing every bad rule. */
export function parseRules(config: unknown = {}): ClassifyRules {
  const parsed = RulesConfigSchema.safeParse(config);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`,
    );
    throw new RulesConfigError(`invalid scanner rules:\n${lines.join('\n')}`);
  }
  const { stripe, scans, manual } = parsed.data;
  return {
    stripe: { token: stripe.token, keys: stripe.keys.map(compile) },
    scans: scans.map((rule) => ({ ...compile(rule), check: rule.check, symbologies: rule.symbologies })),
    manual: {
      pin: compile(manual.pin),
      phone: { ...manual.phone, nationalPattern: new RegExp(manual.phone.nationalPattern) },
    },
  };
}

export const DEFAULT_RULES: ClassifyRules = parseRules();
