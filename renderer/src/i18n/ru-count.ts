/** A noun's three Russian forms after a number: 1 место, 2 места, 5 мест. */
export interface RuForms {
  one: string;
  few: string;
  many: string;
}

const rules = new Intl.PluralRules('ru');

/** A count as Russian says it: 1 цифра, 4 цифры, 5 цифр, 21 цифра (a fraction takes `few`). */
export function ruCount(n: number, forms: RuForms): string {
  const rule = rules.select(n);
  const form = rule === 'one' ? forms.one : rule === 'many' ? forms.many : forms.few;
  return `${n} ${form}`;
}
