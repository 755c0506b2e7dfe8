// A request's headers as the studio server reads them: one value per header, and the media type
// of a body. A body is JSON only when its media type is exactly application/json (a charset
// parameter of utf-8 allowed).
import type { IncomingMessage } from 'node:http';

/** A request header's first value. */
export const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The media type without parameters, lower case ('' when none). */
const mediaType = (contentType: string | undefined): string => (contentType ?? '').split(';')[0].trim().toLowerCase();

/** Exactly application/json, with no parameter but charset=utf-8: `application/jsonfoo` or a UTF-16 body is not JSON here. */
export function isJsonType(contentType: string | undefined): boolean {
  if (mediaType(contentType) !== 'application/json') return false;
  return (contentType ?? '')
    .split(';')
    .slice(1)
    .map((parameter) =>
      parameter
        .trim()
        .toLowerCase()
        .replace(/\s*=\s*/, '='),
    )
    .filter(Boolean)
    .every((parameter) => parameter === 'charset=utf-8' || parameter === 'charset="utf-8"');
}

/** Exactly application/x-www-form-urlencoded (parameters allowed). */
export const isFormType = (contentType: string | undefined): boolean => mediaType(contentType) === 'application/x-www-form-urlencoded';
