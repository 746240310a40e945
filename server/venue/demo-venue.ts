import type { VenueFixtureInput } from './fixture-schema';

/** Stub: the deterministic demo venue lands shortly. */
export function demoVenue(): VenueFixtureInput {
  return {};
}
