import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';

export interface LoyaltyDeps {
  db: Database.Database;
  classPrefix: string;
  now: () => Date;
}

/** The bonus endpoints under /online/bonuses. */
export function registerLoyaltyRoutes(app: FastifyInstance, deps: LoyaltyDeps): void {
  void app;
  void deps;
}
