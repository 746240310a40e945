/** guest.create's input (issue 43): the guest's profile, their tokens and PIN, and their consent. */
import { z } from 'zod';
import { birthdayProblem, localDate, MAX_AGE_YEARS, type BirthdayProblem } from '../guest/birthday';
import { ConsentGivenSchema } from './consent';
import { TokenInputSchema } from './shapes';

/** The longest name the contract takes. */
export const GUEST_NAME_MAX = 100;

/** The values of the platform's `sex` (the interface shows `male`; `female` is the live service's other). */
export const SEXES = ['male', 'female'] as const;
export const SexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof SexSchema>;

/**
 * A guest's own PIN for paying without the card: 4 to 7 digits. A key of eight characters or
 * more shows its last four wherever a token is shown masked; a PIN must show none.
 */
export const GUEST_PIN = /^\d{4,7}$/;

const BIRTHDAY_WORDS: Record<BirthdayProblem, string> = {
  notADate: 'no such day in the calendar',
  future: 'a day still to come',
  tooOld: `more than ${MAX_AGE_YEARS} years ago`,
};

const Name = z.string().trim().min(1).max(GUEST_NAME_MAX);

/** A birthday: a calendar date (`1985-03-14`), not in the future, at most 120 years ago (the till's today). */
export const BirthdaySchema = z.string().superRefine((text, ctx) => {
  const problem = birthdayProblem(text, localDate(Date.now()));
  if (problem) ctx.addIssue({ code: 'custom', message: BIRTHDAY_WORDS[problem] });
});

export const NewGuestInputSchema = z
  .strictObject({
    lastName: Name,
    firstName: Name,
    /** The patronymic (the platform's `middleName`). */
    middleName: z.string().trim().max(GUEST_NAME_MAX).optional(),
    dateOfBirth: BirthdaySchema.optional(),
    sex: SexSchema.optional(),
    /** As typed: the core reads it by its phone rules, as a typed phone on the guest screen is read. */
    phone: z.string().trim().min(1).max(32).optional(),
    email: z.string().trim().max(254).pipe(z.email('an e-mail address')).optional(),
    /** The guest's card, QR or phone token, by reference or typed. */
    tokens: z.array(TokenInputSchema).max(20).default([]),
    /** Typed by the guest: sent to the platform as a PIN token; never logged, never returned. */
    pin: z.string().regex(GUEST_PIN, '4 to 7 digits').optional(),
    /** Required: without personal-data consent the core refuses the create (`consentRequired`). */
    consent: ConsentGivenSchema.optional(),
  })
  .refine((guest) => guest.tokens.length > 0 || guest.phone !== undefined || guest.pin !== undefined, {
    path: ['tokens'],
    error: 'a card, a QR, a phone or a PIN: the guest must be found again',
  });
export type NewGuestInput = z.input<typeof NewGuestInputSchema>;
