import { http, type HttpHandler, HttpResponse } from 'msw';

export type Params = Record<string, string>;

interface ResolverInput {
  request: Request;
  /** Query string and body fields together; a body field wins over a query field of the same name. */
  params: Params;
  /** Files of a multipart body, by field name. */
  files: Map<string, File>;
  pathParams: Record<string, string>;
}

export type Resolver = (input: ResolverInput) => Response | Promise<Response>;

const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';

/**
 * One demo endpoint. The pattern starts with `*` so it matches on any origin: the demo server's,
 * jsdom's in integration tests, or an apiBase the operator set (CONTRACTS §1).
 */
export function route(method: 'get' | 'post', path: string, resolve: Resolver): HttpHandler {
  return http[method](`*${path}`, async ({ request, params }) => {
    const bodyProblem = getBodyProblem(request);
    if (bodyProblem) return replyError(bodyProblem);
    const { fields, files } = await readBody(request);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const pathParams = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
    return resolve({ request, params: { ...query, ...fields }, files, pathParams });
  });
}

/** SPEC §7: posts are form-encoded, uploads multipart. Anything else is a client bug worth naming. */
function getBodyProblem(request: Request): string | null {
  if (request.method !== 'POST') return null;
  const type = request.headers.get('content-type') ?? '';
  if (type === '' || type.includes(FORM_TYPE) || type.includes(MULTIPART_TYPE)) return null;
  const { pathname } = new URL(request.url);
  return `POST ${pathname} sent a "${type}" body; the server reads ${FORM_TYPE} (or ${MULTIPART_TYPE} for uploads), SPEC §7.`;
}

async function readBody(request: Request): Promise<{ fields: Params; files: Map<string, File> }> {
  const fields: Params = {};
  const files = new Map<string, File>();
  if (request.method === 'GET' || request.method === 'HEAD') return { fields, files };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes(MULTIPART_TYPE)) {
    const form = await request.formData();
    for (const [key, value] of form) {
      if (typeof value === 'string') fields[key] = value;
      else files.set(key, value);
    }
    return { fields, files };
  }
  for (const [key, value] of new URLSearchParams(await request.text())) fields[key] = value;
  return { fields, files };
}

/** SPEC §7: product_id and productId mirror each other. */
export function getProductId(params: Params): string {
  return params.product_id || params.productId || '';
}

/** An absolute URL on the origin the request came to (the demo server in a browser). */
export function toAbsoluteUrl(request: Request, path: string): string {
  return new URL(path, request.url).href;
}

// Reply shapes (SPEC §7): {code, message, data}. HTTP status stays 200; the code carries the result.

export function replyOk(data: unknown, message = 'success'): Response {
  return HttpResponse.json({ code: 0, message, data });
}

export function replyError(message: string, code: number = 1): Response {
  return HttpResponse.json({ code, message, data: null });
}

/** The older variant, complaint score, upload and repay calls succeed with the string '00'. */
export function replyLegacyOk(data: unknown, message = 'success'): Response {
  return HttpResponse.json({ code: '00', message, data });
}

export function replyLegacyError(message: string, code: string | number = '01'): Response {
  return HttpResponse.json({ code, message, data: null });
}

/** The newer loan calls also carry a success flag (SPEC §7). */
export function replySuccess(data: unknown): Response {
  return HttpResponse.json({ success: true, code: 0, message: 'success', data });
}

export function replyFailure(message: string): Response {
  return HttpResponse.json({ success: false, code: 1, message, data: null });
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}
