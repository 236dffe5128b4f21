import 'server-only';
import { REDACTED } from './logger';

/** A secret written as text: `password=hunter2`, `token: abc`, `?access_token=…&`, `Authorization: Bearer …`. */
const SECRET_PAIR = /\b([\w-]*(?:password|passwd|token|secret|api[_-]?key|authorization|cookie|session|ssn|cvv)[\w-]*)(\s*[=:]\s*)("[^"]*"|'[^']*'|(?:(?:Bearer|Basic)\s+)?[^\s&,;"']+)/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** A JSON Web Token anywhere in a text. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/**
 * Masks the secrets a server log line can carry inside a text (a URL with a token, an upstream
 * error quoting a header), beyond the ids, emails and card numbers every log masks. Added to the
 * logger at server start (instrumentation.ts).
 */
export function maskSecretsInText(text: string): string {
  return text.replace(SECRET_PAIR, `$1$2${REDACTED}`).replace(BEARER, `$1 ${REDACTED}`).replace(JWT, '[masked]');
}
