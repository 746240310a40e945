import { gtinCheckDigitValid, luhnValid } from '../../common/scanner/check-digit';
import { isCutSwipe, parseSwipe } from '../../common/scanner/magstripe';
import type { Track } from '../../common/scanner/magstripe';
import { maskKey } from '../../common/platform/token-key';
import { normalisePhone } from './phone';
import { DEFAULT_RULES } from '../../common/scanner/rules';
import type { ClassifyRules, CompiledPattern, TokenKind } from '../../common/scanner/rules';
import type { ScanOutcome, ScanSource } from '../../common/scanner/scan-outcome';
import { MAX_KEY_LENGTH } from '../../common/platform/schemas/token';

/** One finished scan: its text and, from HID POS scanners, the AIM symbology id (e.g. `]Q1`). */
export interface ScanInput {
  text: string;
  source: ScanSource;
  symbology?: string | undefined;
}

function extractKey(rule: CompiledPattern, text: string): string | undefined {
  const match = rule.regex.exec(text);
  if (match === null) return undefined;
  const key = typeof rule.key === 'number' ? match[rule.key] : match.groups?.[rule.key];
  return key === undefined || key === '' ? undefined : key;
}

function symbologyMatches(allowed: string[] | undefined, symbology: string | undefined): boolean {
  if (allowed === undefined) return true;
  if (symbology === undefined) return allowed.includes('none');
  return allowed.some((prefix) => prefix !== 'none' && symbology.startsWith(prefix));
}

/** `rule`: the name of the rule that matched (the readers' check shows it). */
function token(kind: TokenKind, key: string, source: ScanSource, rule: string): ScanOutcome {
  if (key.length > MAX_KEY_LENGTH) {
    return {
      kind: 'unrecognised',
      masked: maskKey(key),
      source,
      reason: `key longer than ${MAX_KEY_LENGTH} characters`,
    };
  }
  return { kind: 'token', token: { type: kind.type, entry: kind.entry, key }, source, rule };
}

/**
 * Stripe data: key rules are tried in order. For each rule, the tracks it reads are looked at in track order:
 * a track that failed to read makes the swipe a bad swipe (a misread track must not fall back to another
 * track's number); a track whose content matches gives the key; otherwise the next rule is tried.
 */
function classifySwipe(tracks: Track[], scan: ScanInput, rules: ClassifyRules): ScanOutcome {
  const badSwipe = (reason: string): ScanOutcome => ({
    kind: 'badSwipe',
    masked: maskKey(scan.text),
    source: scan.source,
    reason,
  });
  for (const rule of rules.stripe.keys) {
    const candidates = tracks
      .filter((t) => rule.track === 'any' || t.track === rule.track)
      .sort((a, b) => a.track - b.track);
    for (const track of candidates) {
      if (track.readError) return badSwipe(`track ${track.track} read error`);
      const key = extractKey(rule, track.content);
      if (key !== undefined) return token(rules.stripe.token, key, scan.source, rule.name);
    }
  }
  const failed = tracks.find((t) => t.readError);
  if (failed) return badSwipe(`track ${failed.track} read error`);
  return {
    kind: 'unrecognised',
    masked: maskKey(scan.text),
    source: scan.source,
    reason: 'stripe data matched no key rule',
  };
}

/** Turns a finished scan into a token, or into an unrecognised / bad-swipe event carrying only masked data. */
export function classifyScan(scan: ScanInput, rules: ClassifyRules = DEFAULT_RULES): ScanOutcome {
  const tracks = parseSwipe(scan.text);
  if (tracks !== undefined) return classifySwipe(tracks, scan, rules);
  // Only from keyboard-mode readers (no symbology): a bar code scanner's Code 128 may begin with ';'.
  if (scan.symbology === undefined && isCutSwipe(scan.text)) {
    return {
      kind: 'badSwipe',
      masked: maskKey(scan.text),
      source: scan.source,
      reason: 'swipe cut before its end sentinel',
    };
  }
  for (const rule of rules.scans) {
    if (!symbologyMatches(rule.symbologies, scan.symbology)) continue;
    const key = extractKey(rule, scan.text);
    if (key === undefined) continue;
    const checked =
      rule.check === 'gtin' ? gtinCheckDigitValid(key) : rule.check === 'luhn' ? luhnValid(key) : true;
    if (!checked) {
      const reason = `${rule.check} check digit mismatch (rule "${rule.name}")`;
      return { kind: 'unrecognised', masked: maskKey(scan.text), source: scan.source, reason };
    }
    return token(rule.token, key, scan.source, rule.name);
  }
  return { kind: 'unrecognised', masked: maskKey(scan.text), source: scan.source, reason: 'no rule matched' };
}

/** Keypad entry: a telephone number becomes phone/manual (digits with country code), a PIN pin/manual. */
export function classifyManual(text: string, rules: ClassifyRules = DEFAULT_RULES): ScanOutcome {
  const entry = text.trim();
  const phone = normalisePhone(entry, rules.manual.phone);
  if (phone !== undefined) return token({ type: 'phone', entry: 'manual' }, phone, 'manual', 'phone');
  const pin = extractKey(rules.manual.pin, entry);
  if (pin !== undefined) {
    return token({ type: 'pin', entry: 'manual' }, pin, 'manual', rules.manual.pin.name);
  }
  return {
    kind: 'unrecognised',
    masked: maskKey(entry),
    source: 'manual',
    reason: 'neither a telephone number nor a PIN',
  };
}
