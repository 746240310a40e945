import { z } from 'zod';
import { fromCents, MAX_CENTS } from '../money';

/** The largest amount the platform may send: its hundredths stay exact in a double (money.ts). */
export const MAX_PLATFORM_AMOUNT = fromCents(MAX_CENTS);

/**
 * An amount in a platform answer: a finite JSON number within ±MAX_PLATFORM_AMOUNT. A string
 * (`"1000"`), `1e308` or `1e15` is refused here, at the boundary, so that no conversion to
 * hundredths downstream meets Infinity or a number past exact integers. More than two decimals
 * is rounded later (guest-cache.ts), as before.
 */
export const PlatformAmountSchema = z
  .number({ error: 'amount must be a number' })
  .refine((n) => Number.isFinite(n) && Math.abs(n) <= MAX_PLATFORM_AMOUNT, {
    message: `amount must be a finite number within ±${MAX_PLATFORM_AMOUNT}`,
  });
