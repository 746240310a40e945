import type { Guard, SettingsPatch } from '../../contract';

/** Whether a command's parsed input needs a manager's grant under its guard. */
export function grantNeeded(guard: Guard | undefined, input: unknown): boolean {
  if (guard === undefined) return false;
  switch (guard) {
    case 'manager':
      return true;
    case 'managerUnlessLanguage':
      return Object.entries(input as SettingsPatch).some(
        ([field, value]) => field !== 'language' && value !== undefined,
      );
  }
}
