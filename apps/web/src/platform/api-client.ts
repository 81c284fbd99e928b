import type { TApiError } from '@staffdesk/core/messages';

/** Where the API lives, for links the browser follows itself (downloads, exports). */
export const API_BASE = '/api/v1';

/** Codes the web itself gives to failures that never reached a JSON error body. */
export const CLIENT_ERROR_CODES = { network: 'network', badResponse: 'badResponse' } as const;

/** A failed API call: the HTTP status, the server's code (spec catalogue number or stable string) and its text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | string;
  readonly fields: Record<string, string> | undefined;
  /** seconds, from a Retry-After header (429, 503) */
  readonly retryAfter: number | undefined;
  /** the rest of the answer: what some errors add (how far away, from when) */
  readonly data: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: number | string;
    message: string;
    fields?: Record<string, string>;
    retryAfter?: number;
    data?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.retryAfter = init.retryAfter;
    this.data = init.data ?? {};
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

type TQuery = Record<string, string | number | boolean | null | undefined>;

export type TRequestOptions = {
  query?: TQuery;
  /** JSON, or FormData for a multipart upload (the browser sets its boundary) */
  body?: unknown;
  signal?: AbortSignal;
};

function buildUrl(path: string, query?: TQuery): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

function isErrorBody(v: unknown): v is TApiError {
  if (typeof v !== 'object' || v === null) return false;
  const code = (v as { code?: unknown }).code;
  return typeof code === 'number' || typeof code === 'string';
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (proxy error page, empty body): fall through to a generic error
  }
  const retryAfter = parseRetryAfter(res.headers.get('Retry-After'));
  if (isErrorBody(body)) {
    return new ApiError({
      status: res.status,
      code: body.code,
      message: typeof body.message === 'string' ? body.message : res.statusText,
      fields: body.fields,
      retryAfter,
      data: body as Record<string, unknown>,
    });
  }
  return new ApiError({
    status: res.status,
    code: CLIENT_ERROR_CODES.badResponse,
    message: res.statusText,
    retryAfter,
  });
}

/** One JSON call to the API. Same-origin cookie session; JSON in and out; failures throw ApiError. */
export async function apiRequest<T>(method: string, path: string, options: TRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), init);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: String(e) });
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string, options?: Omit<TRequestOptions, 'body'>) => apiRequest<T>('GET', path, options);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body: body ?? {} });
export const apiPut = <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, { body });
/** A multipart upload: text fields and files in one FormData (a form that rewrites a record sends it with PUT). */
export const apiPostForm = <T>(path: string, form: FormData, method: 'POST' | 'PUT' = 'POST') =>
  apiRequest<T>(method, path, { body: form });
export const apiPatch = <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, { body });
export const apiDelete = <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, { body });

/**
 * A multipart upload that reports its progress (a video of many MB): `onProgress` gets 0–1 as the bytes go. The
 * same answers and errors as apiRequest.
 */
export function apiUpload<T>(path: string, form: FormData, onProgress: (done: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: 'network' }));
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const res = new Response(xhr.responseText || null, { status: xhr.status, headers });
      if (!res.ok) return void toApiError(res).then(reject);
      resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
    };
    xhr.send(form);
  });
}
