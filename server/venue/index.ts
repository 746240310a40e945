export { registerVenueRoutes, type VenueDeps } from './routes';
export { loadVenue } from './load';
export { demoVenue } from './demo-venue';
export { VenueFixtureSchema } from './fixture-references';
export type { VenueFixture, VenueFixtureInput } from './fixture-schema';
