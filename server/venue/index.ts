export { registerVenueRoutes, type VenueDeps } from './routes';
export { loadVenue } from './load';
export { demoVenue } from './demo-venue';
export { VenueFixtureSchema, type VenueFixture, type VenueFixtureInput } from './fixture-schema';
