import { httpError, type HttpError } from './http';

export type UploadResult = { data: unknown } | { error: HttpError };

/**
 * POSTs a form to the API and reports how much of it has gone (0-100). XMLHttpRequest, not fetch:
 * fetch cannot tell how much of a request body was sent. Answers in httpBaseQuery's shape.
 */
export function uploadForm(url: string, body: FormData, onUploaded: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${url}`);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploaded(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) return resolve({ error: httpError(request.status, text, request.statusText) });
      try {
        resolve({ data: text === '' ? null : JSON.parse(text) });
      } catch {
        resolve({ error: { status: null, message: `${request.status}: the answer is not JSON` } });
      }
    });
    const unreachable = () => resolve({ error: { status: null, message: 'Network error: the server could not be reached' } });
    request.addEventListener('error', unreachable);
    request.addEventListener('abort', unreachable);
    request.send(body);
  });
}
