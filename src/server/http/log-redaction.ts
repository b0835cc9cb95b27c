import { PREVIEW_PARAM } from '../../contracts/preview-values.ts';

/**
 * Query parameters that carry a secret: newsletter, invitation, reset and confirmation links
 * (`token`) and preview links. Whoever reads the logs must not be able to use them.
 */
const SECRET_PARAMETERS = new Set(['token', PREVIEW_PARAM]);

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The URL with the value of every secret parameter replaced, however its name is spelled
 * (`%70review` is read as `preview` by the query parser, so it is redacted too).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** How a request appears in every log line: its URL without secrets, and who sent it. */
export function requestLogSerializer(request: { method: string; url: string; hostname: string; ip: string }) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}
