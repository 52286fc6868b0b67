import FindMyWay from 'find-my-way';
import * as v from 'valibot';
import {
  REVIEW_API_MAX_BODY_BYTES,
  ValidationMessage,
  type ReviewApiErrorBody,
  type ReviewApiErrorCode,
  type ReviewApiIssue,
  type ValidationMessageKey,
} from '../../shared/index.js';

/** The parts of an Express request/response the API uses (firebase-functions passes Express's). */
export interface ApiRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  rawBody?: Buffer;
  /** The TCP peer; on Google it is Google's front end, so only a fallback (client-key.ts). */
  socket?: { remoteAddress?: string };
  /** Parsed query string (Express's req.query). */
  query?: unknown;
}
export interface ApiResponse {
  status(code: number): ApiResponse;
  set(field: string, value: string): ApiResponse;
  json(body: unknown): void;
}

/** A refusal: its HTTP status and the error code the page translates (`{error, issues?}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ReviewApiErrorCode,
    readonly issues?: ReviewApiIssue[],
  ) {
    super(code);
  }
}

export interface ApiAnswer {
  status: number;
  /** null answers without a body (204). */
  body: unknown;
}

const METHODS = ['GET', 'POST'] as const;
type ApiMethod = (typeof METHODS)[number];

/** A route: `:name` in its path marks a parameter, whose shape the router checks first. */
export interface ApiRoute<Param extends string> {
  method: ApiMethod;
  path: string;
  handler: (request: ApiRequest, params: Partial<Record<Param, string>>) => Promise<ApiAnswer>;
}

/** The shape of a path parameter, and the refusal a value that fails it gets. */
export interface ParamShape {
  valid: (value: string) => boolean;
  refusal: { status: number; code: ReviewApiErrorCode };
}

export interface ApiRouterOptions<Param extends string> {
  routes: readonly ApiRoute<Param>[];
  params: Record<Param, ParamShape>;
  /** Runs before the handler of every route that matched (App Check); throws an ApiError to refuse. */
  guard?: (request: ApiRequest) => Promise<void>;
  logError?: (message: string, error: unknown) => void;
}

function header(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The parameter names of a route's path, in order (`/api/cases/:token/confirm` → ['token']). */
export function pathParams<Param extends string>(
  path: string,
  shapes: Record<Param, ParamShape>,
): Param[] {
  const hasShape = (name: string): name is Param => Object.hasOwn(shapes, name);
  return [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name = '']) => {
    if (!hasShape(name)) throw new Error(`Route parameter without a shape: ${name}`);
    return name;
  });
}

/**
 * Size first, then nothing else: a body over REVIEW_API_MAX_BODY_BYTES is refused (413) before
 * anything looks at it, whether or not the route takes one.
 */
export function checkBodySize(request: ApiRequest): void {
  const declared = Number(header(request, 'content-length') ?? 0);
  const actual = request.rawBody?.length ?? 0;
  if (declared > REVIEW_API_MAX_BODY_BYTES || actual > REVIEW_API_MAX_BODY_BYTES) {
    throw new ApiError(413, 'payload_too_large');
  }
}

/** A JSON object body (size and media type checked first), not yet checked against any schema. */
export function jsonBody(request: ApiRequest): object {
  checkBodySize(request);
  if (!/^application\/json\b/i.test(header(request, 'content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type');
  }
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new ApiError(400, 'invalid_json');
  }
  return body;
}

const validationKeys = new Set<string>(Object.values(ValidationMessage));
const isValidationKey = (message: string): message is ValidationMessageKey =>
  validationKeys.has(message);

/**
 * One issue per field, in schema order; the message is a validation key the page translates (a
 * missing key reports the object's generic message: `missing` names the field's own).
 */
export function toIssues(
  issues: readonly v.BaseIssue<unknown>[],
  missing: Partial<Record<string, ValidationMessageKey>>,
): ReviewApiIssue[] {
  const byPath = new Map<string, ReviewApiIssue>();
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    const message = isValidationKey(issue.message)
      ? issue.message
      : (missing[path] ?? ValidationMessage.requestInvalid);
    if (!byPath.has(path)) byPath.set(path, { path, message });
  }
  return [...byPath.values()];
}

/**
 * The request's JSON body as `schema` says it, or 400 `invalid_input` naming every field in error:
 * nothing of a body is used before it passed its schema.
 */
export function parseBody<Schema extends v.GenericSchema>(
  request: ApiRequest,
  schema: Schema,
  missing: Partial<Record<string, ValidationMessageKey>>,
): v.InferOutput<Schema> {
  const parsed = v.safeParse(schema, jsonBody(request));
  if (!parsed.success) throw new ApiError(400, 'invalid_input', toIssues(parsed.issues, missing));
  return parsed.output;
}

/**
 * Errors that mean "too many writers on this document right now": ABORTED / DEADLINE_EXCEEDED
 * from Firestore, or the Admin SDK giving up after its transaction attempts (a plain Error).
 */
export function isContention(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  if (code === 10 || code === 'aborted' || code === 4) return true;
  const message = 'message' in error ? error.message : undefined;
  return typeof message === 'string' && /maximum number of retries/i.test(message);
}

/** A path segment that is no valid percent-encoding names nothing: it is matched as '%'. */
function withBrokenEscapesAsPercent(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return '%25';
      }
    })
    .join('/');
}

/**
 * A JSON API's router (find-my-way: one radix tree per method, parameters decoded): the route
 * that matches the method and path, or 404 `not_found` (405 `method_not_allowed` with `Allow` when
 * only the method differs); each path parameter checked for its shape before any handler runs,
 * so a reserved or malformed id never reaches Firestore; then the guard and the handler. Every
 * answer is JSON and never cached; a refusal is `{error, issues?}`, contention that outlasted its
 * retries 503 `busy` (the page retries), anything else 500 `internal`, logged.
 */
export function createApiRouter<Param extends string>(options: ApiRouterOptions<Param>) {
  const router = FindMyWay({
    ignoreTrailingSlash: true,
    // `//` is an empty segment, not one slash: /api/products//events names no product (404),
    // not the product "events".
    ignoreDuplicateSlashes: false,
    // An id parameter is refused by its shape, with its route's own error, however long it is.
    maxParamLength: 8192,
  });
  interface Registered {
    route: ApiRoute<Param>;
    names: Param[];
  }
  // find-my-way's own handlers stand for the routes: it finds one, the map says which route it is.
  const byHandler = new Map<FindMyWay.Handler<FindMyWay.HTTPVersion.V1>, Registered>();
  for (const route of options.routes) {
    const handler = () => undefined;
    byHandler.set(handler, { route, names: pathParams(route.path, options.params) });
    router.on(route.method, route.path, handler);
  }
  const methods = METHODS.filter((method) => options.routes.some((r) => r.method === method));

  /** The route the method and path name, with its parameters as sent (still unchecked). */
  function find(method: string, path: string) {
    const known = methods.find((candidate) => candidate === method);
    const found = known ? router.find(known, path) : null;
    const registered = found ? byHandler.get(found.handler) : undefined;
    if (!found || !registered) return null;
    return { ...registered, values: found.params };
  }

  /**
   * The route's parameters, each checked for its shape in one place: a reserved or malformed id
   * is refused here, before any handler can hand it to Firestore.
   */
  function checkedParams({ names, values }: NonNullable<ReturnType<typeof find>>) {
    const params: Partial<Record<Param, string>> = {};
    for (const name of names) {
      const value = values[name] ?? '';
      const shape = options.params[name];
      if (!shape.valid(value)) throw new ApiError(shape.refusal.status, shape.refusal.code);
      params[name] = value;
    }
    return params;
  }

  function send(response: ApiResponse, status: number, body: unknown) {
    // Answers depend on time and counters: no CDN or browser may reuse one.
    response.set('Cache-Control', 'no-store').set('X-Content-Type-Options', 'nosniff');
    response.status(status).json(body);
  }

  function sendError(response: ApiResponse, error: ApiError) {
    const body: ReviewApiErrorBody = { error: error.code };
    if (error.issues) body.issues = error.issues;
    send(response, error.status, body);
  }

  return async function handle(request: ApiRequest, response: ApiResponse): Promise<void> {
    try {
      const path = withBrokenEscapesAsPercent(request.path);
      const matched = find(request.method, path);
      if (!matched) {
        const allowed = methods.filter((method) => router.find(method, path) !== null);
        if (allowed.length === 0) throw new ApiError(404, 'not_found');
        response.set('Allow', allowed.join(', '));
        throw new ApiError(405, 'method_not_allowed');
      }
      await options.guard?.(request);
      const answer = await matched.route.handler(request, checkedParams(matched));
      send(response, answer.status, answer.body);
    } catch (error) {
      if (error instanceof ApiError) {
        sendError(response, error);
        return;
      }
      if (isContention(error)) {
        sendError(response, new ApiError(503, 'busy'));
        return;
      }
      options.logError?.('reviewApi failed', error);
      sendError(response, new ApiError(500, 'internal'));
    }
  };
}
