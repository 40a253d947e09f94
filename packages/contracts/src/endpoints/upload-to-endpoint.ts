import { describeApiFailure } from '../errors/describe-api-failure';
import {
  ApiError,
  parseAnswerText,
  readErrorAnswer,
  type ApiClientOptions,
} from '../client/api-client';
import {
  fillCallPath,
  readCallAnswer,
  type AnswerReading,
  type CallAnswer,
  type EndpointCall,
} from './call-endpoint';
import type { AnyEndpoint } from './define-endpoint';

/** What an upload with progress sends: path params and query as `EndpointCall`, a multipart form. */
export interface EndpointUpload<
  Endpoint extends AnyEndpoint,
  Reading extends AnswerReading = undefined,
> extends Pick<EndpointCall<Endpoint, Reading>, 'params' | 'query' | 'readAs'> {
  form: FormData;
  /** The fraction of the body sent so far (0–1), as the browser reports it. */
  onProgress: (fraction: number) => void;
}

// Contracts compile without the DOM library; this is the slice of XMLHttpRequest an upload uses.
interface ProgressRequest {
  open: (method: string, url: string) => void;
  setRequestHeader: (name: string, value: string) => void;
  upload: { onprogress: ((event: ProgressEventSlice) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  send: (body: FormData) => void;
  readonly status: number;
  readonly responseText: string;
}
interface ProgressEventSlice {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}
type ProgressRequestClass = new () => ProgressRequest;

function isProgressRequestClass(value: unknown): value is ProgressRequestClass {
  return typeof value === 'function';
}

function sendWithProgress(
  method: string,
  url: string,
  token: string | null,
  upload: Pick<EndpointUpload<AnyEndpoint>, 'form' | 'onProgress'>,
): Promise<{ status: number; body: unknown }> {
  const RequestClass: unknown = Reflect.get(globalThis, 'XMLHttpRequest');
  if (!isProgressRequestClass(RequestClass)) throw new Error('XMLHttpRequest is not available');
  return new Promise((resolve, reject) => {
    const xhr = new RequestClass();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      resolve({ status: xhr.status, body: text ? parseAnswerText(text) : null });
    };
    xhr.onerror = () =>
      reject(new ApiError(describeApiFailure({ kind: 'network', reason: 'unknown' })));
    xhr.send(upload.form);
  });
}

/**
 * `callEndpoint` for a multipart upload that reports its progress (fetch cannot): an
 * XMLHttpRequest to the endpoint's method and path, with the client options' base and token (waited
 * for first: the session may be refreshing); the answer and errors are read as `callEndpoint` reads
 * them (`ApiError`, `UnexpectedAnswerError`). No timeout: a large upload on a slow line takes long.
 */
export async function uploadToEndpoint<
  Endpoint extends AnyEndpoint,
  Reading extends AnswerReading = undefined,
>(
  options: Pick<ApiClientOptions, 'baseUrl' | 'getAccessToken' | 'onSessionEnded'>,
  endpoint: Endpoint,
  upload: EndpointUpload<Endpoint, Reading>,
): Promise<CallAnswer<Endpoint, Reading>> {
  const url = `${options.baseUrl}${fillCallPath(endpoint, upload)}`;
  const token = await options.getAccessToken();
  const answer = await sendWithProgress(endpoint.method, url, token, upload);
  if (answer.status < 200 || answer.status >= 300) {
    throw readErrorAnswer(answer.status, answer.body, options.onSessionEnded);
  }
  return readCallAnswer(endpoint, answer.body, upload.readAs);
}
