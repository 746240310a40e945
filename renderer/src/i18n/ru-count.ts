/** A noun's three Russian forms after a number: 1 место, 2 места, 5 мест. */
export interface RuForms {
  one: string;
  few: string;
  many: string;
}

/** Digits, as a PIN's length is said: 4 цифры, 5 цифр. */
export const RU_DIGITS: RuForms = { one: 'цифра', few: 'цифры', many: 'цифр' };

const rules = new Intl.PluralRules('ru');
/** Each number's rule, asked once: the map names 500 tables by their seats, a handful of numbers. */
const ruleOf = new Map<number, Intl.LDMLPluralRule>();
const RULES_KEPT = 1000;

function ruleFor(n: number): Intl.LDMLPluralRule {
  let rule = ruleOf.get(n);
  if (rule === undefined) {
    if (ruleOf.size >= RULES_KEPT) ruleOf.clear();
    rule = rules.select(n);
    ruleOf.set(n, rule);
  }
  return rule;
}

/** A count as Russian says it: 1 цифра, 4 цифры, 5 цифр, 21 цифра (a fraction takes `few`). */
export function ruCount(n: number, forms: RuForms): string {
  const rule = ruleFor(n);
  const form = rule === 'one' ? forms.one : rule === 'many' ? forms.many : forms.few;
  return `${n} ${form}`;
}
