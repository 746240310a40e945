import { z } from 'zod';

// Placeholder: the venue part of the server defines this section.
export const VenueFixtureSchema = z.looseObject({});
export type VenueFixture = z.infer<typeof VenueFixtureSchema>;
export type VenueFixtureInput = z.input<typeof VenueFixtureSchema>;
