import type { z } from 'zod';
import { AuthError, BusinessError, ProtocolError, ServerError } from './errors';
import {
  AccountSchema,
  CompanyInfoSchema,
  CreateCustomerResponseSchema,
  CustomerToShowSchema,
  ErrorBodySchema,
  FilterCustomersResponseSchema,
  HoldResponseSchema,
  ObjectListSchema,
  OperationHistoryResponseSchema,
  HistoryToShowSchema,
  SearchToShowSchema,
  PlatformObjectSchema,
  ReverseResponseSchema,
  WorkloadResponseSchema,
  type Account,
  type BalanceRequest,
  type CompanyInfo,
  type CreateCustomerRequest,
  type CreateCustomerResponse,
  type CustomerInfoRequest,
  type CustomerToShow,
  type CustomerToken,
  type FilterCustomersRequest,
  type FilterCustomersResponse,
  type HoldRequest,
  type HoldResponse,
  type ListQuery,
  type ObjectQuery,
  type OperationHistoryRequest,
  type OperationHistoryResponse,
  type HistoryToShow,
  type SearchToShow,
  type PlatformObject,
  type ReverseRequest,
  type ReverseResponse,
  type WorkloadResponse,
} from '../../common/platform/schemas';
import { sendHttp, type HttpResponse } from './transport';

export interface PlatformClientOptions {
  /** Service address including its platform prefix, e.g. `http://127.0.0.1:8787/platform`. */
  baseUrl: string;
  user: string;
  password: string;
  /** Per-request time-out; the default is 10 s. */
  timeoutMs?: number;
  /** Name sent as `service` to companyInfo and workload. */
  serviceName?: string;
  maxResponseBytes?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Told of every answer that arrived, whatever its status: its HTTP `Date` header (the platform's clock). */
  onAnswer?: (answer: { date: string | undefined }) => void;
}

type Query = Record<string, string | number | boolean | undefined>;

const SESSION_COOKIE = 'JSESSIONID';

/** Typed client of the platform's online interface: every endpoint, plus reverse and ping. */
export class PlatformClient {
  readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly serviceName: string;
  private readonly maxResponseBytes: number;
  private sessionId: string | undefined;

  constructor(options: PlatformClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const base = new URL(this.baseUrl);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') {
      throw new Error(`platform address must be http or https, not ${base.protocol}`);
    }
    this.authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.serviceName = options.serviceName ?? 'loyalty-terminal';
    this.maxResponseBytes = options.maxResponseBytes ?? 32 * 1024 * 1024;
  }

  /**
   * Sends the token wrapped (`{customerToken}`), as the live service's clients do. An account
   * that fails validation is left out and noted (CustomerToShowSchema), not the whole guest.
   */
  customerInfo(token: CustomerToken, options?: CallOptions): Promise<CustomerToShow> {
    const body: CustomerInfoRequest = { customerToken: token };
    return this.post('/online/bonuses/customerInfo', body, CustomerToShowSchema, options);
  }

  createCustomer(body: CreateCustomerRequest, options?: CallOptions): Promise<CreateCustomerResponse> {
    return this.post('/online/bonuses/createCustomer', body, CreateCustomerResponseSchema, options);
  }

  filterCustomers(body: FilterCustomersRequest, options?: CallOptions): Promise<FilterCustomersResponse> {
    return this.post('/online/bonuses/filterCustomers', body, FilterCustomersResponseSchema, options);
  }

  balance(body: BalanceRequest, options?: CallOptions): Promise<Account> {
    return this.post('/online/bonuses/balance', body, AccountSchema, options);
  }

  debitHold(body: HoldRequest, options?: CallOptions): Promise<HoldResponse> {
    return this.post('/online/bonuses/debitHold', body, HoldResponseSchema, options);
  }

  creditHold(body: HoldRequest, options?: CallOptions): Promise<HoldResponse> {
    return this.post('/online/bonuses/creditHold', body, HoldResponseSchema, options);
  }

  reverse(body: ReverseRequest, options?: CallOptions): Promise<ReverseResponse> {
    return this.post('/online/bonuses/reverse', body, ReverseResponseSchema, options);
  }

  operationHistory(body: OperationHistoryRequest, options?: CallOptions): Promise<OperationHistoryResponse> {
    return this.post('/online/bonuses/operationHistory', body, OperationHistoryResponseSchema, options);
  }

  /** filterCustomers for the screen: a customer that fails validation is left out and counted. */
  searchToShow(body: FilterCustomersRequest, options?: CallOptions): Promise<SearchToShow> {
    return this.post('/online/bonuses/filterCustomers', body, SearchToShowSchema, options);
  }

  /** operationHistory for the screen: a row that fails validation is kept as unreadable. */
  historyToShow(body: OperationHistoryRequest, options?: CallOptions): Promise<HistoryToShow> {
    return this.post('/online/bonuses/operationHistory', body, HistoryToShowSchema, options);
  }

  get(query: ObjectQuery, options?: CallOptions): Promise<PlatformObject> {
    return this.fetchGet('/online/api/get', query, PlatformObjectSchema, options);
  }

  read(query: ObjectQuery, options?: CallOptions): Promise<PlatformObject> {
    return this.fetchGet('/online/api/read', query, PlatformObjectSchema, options);
  }

  list(query: ListQuery, options?: CallOptions): Promise<PlatformObject[]> {
    return this.fetchGet('/online/api/list', query, ObjectListSchema, options);
  }

  tree(query: ListQuery, options?: CallOptions): Promise<PlatformObject[]> {
    return this.fetchGet('/online/api/tree', query, ObjectListSchema, options);
  }

  companyInfo(options?: CallOptions): Promise<CompanyInfo> {
    return this.post('/online/api/companyInfo', { service: this.serviceName }, CompanyInfoSchema, options);
  }

  workload(time?: string | number, options?: CallOptions): Promise<WorkloadResponse> {
    const body = time === undefined ? { service: this.serviceName } : { service: this.serviceName, time };
    return this.post('/online/api/workload', body, WorkloadResponseSchema, options);
  }

  /** Resolves when the platform answers; any answer but a 2xx is a failure like any other call. */
  async ping(options?: CallOptions): Promise<void> {
    await this.exchange('GET', '/online/ping', undefined, undefined, options);
  }

  private async post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: CallOptions,
  ): Promise<z.infer<S>> {
    const response = await this.exchange('POST', path, undefined, JSON.stringify(body), options);
    return parseAnswer(response, schema);
  }

  private async fetchGet<S extends z.ZodType>(
    path: string,
    query: Query,
    schema: S,
    options?: CallOptions,
  ): Promise<z.infer<S>> {
    const response = await this.exchange('GET', path, query, undefined, options);
    return parseAnswer(response, schema);
  }

  private async exchange(
    method: 'GET' | 'POST',
    path: string,
    query: Query | undefined,
    body: string | undefined,
    options: CallOptions | undefined,
  ): Promise<HttpResponse> {
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { authorization: this.authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.sessionId) headers.cookie = `${SESSION_COOKIE}=${this.sessionId}`;

    const response = await sendHttp({
      method,
      url,
      headers,
      body,
      timeoutMs: options?.timeoutMs ?? this.timeoutMs,
      signal: options?.signal,
      maxResponseBytes: this.maxResponseBytes,
    });
    this.rememberSession(response.headers['set-cookie']);
    options?.onAnswer?.({ date: response.headers.date });
    if (response.status >= 200 && response.status < 300) return response;
    throw errorFromAnswer(response);
  }

  private rememberSession(setCookie: string[] | undefined): void {
    for (const cookie of setCookie ?? []) {
      const match = /^\s*JSESSIONID=([^;]*)/.exec(cookie);
      if (match?.[1]) this.sessionId = match[1];
    }
  }
}

function parseJson(response: HttpResponse): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(response.body) };
  } catch {
    return { ok: false };
  }
}

function describeBody(response: HttpResponse): string {
  const type = String(response.headers['content-type'] ?? 'no content type').split(';')[0];
  return `${type}, ${response.body.length} bytes`;
}

function parseAnswer<S extends z.ZodType>(response: HttpResponse, schema: S): z.infer<S> {
  const json = parseJson(response);
  // A success status whose body we cannot read: the platform processed the request.
  if (!json.ok) throw new ProtocolError(`not JSON (${describeBody(response)})`);
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProtocolError(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

function errorFromAnswer(response: HttpResponse): Error {
  const json = parseJson(response);
  const body = json.ok ? ErrorBodySchema.safeParse(json.value) : undefined;
  const errorBody = body?.success ? body.data : undefined;
  if (response.status === 401) return new AuthError(errorBody?.errorDescription ?? 'credentials refused');
  if (response.status === 400 && errorBody) {
    return new BusinessError(errorBody.errorCode, errorBody.errorDescription, response.status);
  }
  const detail = errorBody ? `${errorBody.errorCode}: ${errorBody.errorDescription}` : describeBody(response);
  return new ServerError(response.status, detail);
}
