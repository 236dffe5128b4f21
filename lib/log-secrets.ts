import 'server-only';
import { maskWith, REDACTED, type MaskRules } from './mask-walk';

/** A secret written as text: `password=hunter2`, `token: abc`, `?access_token=…&`, `Authorization: Bearer …`. */
const SECRET_PAIR = /\b([\w-]*(?:password|passwd|token|secret|api[_-]?key|[_-]key|authorization|cookie|session|ssn|cvv|dsn|database[_-]?url|smtp[_-]?url)[\w-]*)(\s*[=:]\s*)("[^"]*"|'[^']*'|(?:(?:Bearer|Basic)\s+)?[^\s&,;"']+)/gi;
/** The password of a URL with credentials (`postgres://app:pw@db/app`, `smtp://user:pw@host`): a driver's error may quote it. */
const URL_PASSWORD = /\b([a-z][\w+.-]*:\/\/[^\s:@/]*:)[^\s@/]+@/gi;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** Keys the server also redacts, beyond the logger's own list: a logged request's cookie or session. */
const SERVER_SECRET_KEY = /passwd|cookie|session|dsn|database[_-]?url|smtp[_-]?url/i;
/** A JSON Web Token anywhere in a text. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/**
 * Masks the secrets a server log line can carry inside a text (a URL with a token, an upstream
 * error quoting a header), beyond the ids, emails and card numbers every log masks (lib/logger.ts).
 */
export function maskSecretsInText(text: string): string {
  return text.replace(URL_PASSWORD, `$1${REDACTED}@`).replace(SECRET_PAIR, `$1$2${REDACTED}`).replace(BEARER, `$1 ${REDACTED}`).replace(JWT, '[masked]');
}

/** What the walk through a logged value does on the server: secrets in text, cookie and session keys; a cycle is cut. */
const RULES: MaskRules = { text: maskSecretsInText, secretKey: SERVER_SECRET_KEY, repeated: () => '[circular]' };

/** The same, through whatever is logged: strings, errors, and the strings inside arrays and objects (whose cookie and session keys it redacts). */
export function maskSecretsIn(value: unknown): unknown {
  return maskWith(RULES, value);
}

/**
 * The server's console masks secrets in text on its error and warning output (instrumentation.ts).
 * Everything the site logs goes through it: the logger's already masked output and the
 * framework's own messages. The browser never loads this module.
 */
export function installSecretMasking(target: Console = console) {
  const marker = target as Console & { __secretsMasked?: boolean };
  if (marker.__secretsMasked) return;
  marker.__secretsMasked = true;
  const error = target.error.bind(target);
  const warn = target.warn.bind(target);
  target.error = (...args: unknown[]) => error(...args.map((arg) => maskSecretsIn(arg)));
  target.warn = (...args: unknown[]) => warn(...args.map((arg) => maskSecretsIn(arg)));
}
