import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CompanyInfoRequestSchema,
  ObjectQuerySchema,
  WorkloadRequestSchema,
} from '../../common/platform/schemas';
import { invalidRequest } from '../http/errors';
import { readGetBody } from '../http/get-body';
import { parseBody, parseQuery } from '../http/parse-body';
import { readCompanyDoc } from './company';
import { parseListRequest } from './list-request';
import { ObjectAccess } from './object-access';
import { CustomerObjects } from './customer-objects';
import { MODULES, VENUE_MODULES } from './modules';
import { ObjectStore, type ObjectSource } from './object-store';
import { tableSchemeAt } from './table-scheme';
import { createVenueTables } from './sql-schema';

export interface VenueDeps {
  db: Database.Database;
  classPrefix: string;
  now: () => Date;
}

/** The moment a workload request asks about: its time (ISO 8601 or epoch ms), or now. */
function workloadMoment(time: string | number | undefined, now: () => Date): Date {
  if (time === undefined) return now();
  const moment = new Date(time);
  if (Number.isNaN(moment.getTime())) throw invalidRequest('time: not a representable moment');
  return moment;
}

/**
 * Endpoints 8-13 at paths relative to the platform prefix the app mounts them under. Errors
 * are thrown as ApiError; the app renders them.
 */
export function registerVenueRoutes(app: FastifyInstance, deps: VenueDeps): void {
  // The tables exist even when routes are registered before any fixture is loaded.
  createVenueTables(deps.db);
  const store = new ObjectStore(deps.db);
  const sources = new Map<string, ObjectSource>([...VENUE_MODULES].map((module) => [module, store]));
  sources.set(MODULES.customers, new CustomerObjects(deps.db, deps.classPrefix, deps.now));
  const objects = new ObjectAccess(sources, deps.classPrefix);

  app.get('/online/api/get', async (request) => objects.get(parseQuery(ObjectQuerySchema, request.query)));
  app.get('/online/api/read', async (request) => objects.read(parseQuery(ObjectQuerySchema, request.query)));
  // The live service's clients send paging, filters and sort keys as a JSON body of the GET.
  const listRequest = async (request: FastifyRequest) =>
    parseListRequest(request.query, await readGetBody(request, request.routeOptions.bodyLimit));
  app.get('/online/api/list', async (request) => objects.list(await listRequest(request)));
  app.get('/online/api/tree', async (request) => objects.tree(await listRequest(request)));

  app.post('/online/api/companyInfo', async (request) => {
    parseBody(CompanyInfoRequestSchema, request.body);
    return readCompanyDoc(deps.db);
  });
  app.post('/online/api/workload', async (request) => {
    const { time } = parseBody(WorkloadRequestSchema, request.body);
    return { tableScheme: tableSchemeAt(deps.db, workloadMoment(time, deps.now)) };
  });
}
