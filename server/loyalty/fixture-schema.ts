import { z } from 'zod';

// Placeholder: the loyalty part of the server defines this section.
export const GuestsFixtureSchema = z.looseObject({});
export type GuestsFixture = z.infer<typeof GuestsFixtureSchema>;
