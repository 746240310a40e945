import type { ErrorValue } from '../../../common/contract/index';

/**
 * Problems by field path (`limits.perHoldCents`), from the form's own checks and from the core's
 * refusal (whose `details.field` names the field; anything else is shown for the whole form).
 */
export class FieldErrors {
  byField = $state<Record<string, string>>({});
  form = $state<string | undefined>(undefined);

  readonly empty = $derived(Object.keys(this.byField).length === 0 && this.form === undefined);

  set(checks: Record<string, string | undefined>): void {
    const found: Record<string, string> = {};
    for (const [field, problem] of Object.entries(checks)) if (problem !== undefined) found[field] = problem;
    this.byField = found;
    this.form = undefined;
  }

  refusal(error: ErrorValue, text: string, fields: readonly string[]): void {
    const field = error.code === 'invalidInput' ? error.details.field : undefined;
    if (field !== undefined && fields.includes(field)) this.byField = { [field]: text };
    else this.form = text;
  }

  of(field: string): string | undefined {
    return this.byField[field];
  }
}
