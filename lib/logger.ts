/**
 * Logging that is safe to ship: error output is masked (ids, emails, card-like numbers and
 * secret-like keys; on the server also secrets written into text, see lib/log-secrets.ts), and
 * info, debug and log output is silent in production.
 */
import { maskWith, REDACTED, type MaskRules } from './mask-walk';

const SECRET_KEY = /password|token|secret|key|authorization|ssn|credit|cvv/i;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const CARD = /\b(?:\d[ .-]?){12,18}\d\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const LONG_ID = /\b(?=[0-9a-f]*\d)[0-9a-f]{16,}\b|\b\d{6,}\b/gi;

export const MASK = '[masked]';
export { REDACTED };

export function maskText(text: string): string {
  return text.replace(EMAIL, MASK).replace(UUID, MASK).replace(CARD, MASK).replace(LONG_ID, MASK);
}

const RULES: MaskRules = {
  text: maskText,
  secretKey: SECRET_KEY,
  number: (value) => (Number.isInteger(value) && String(value).length >= 6 ? MASK : value),
  repeated: () => '[circular]',
};

export function maskValue(value: unknown): unknown {
  return maskWith(RULES, value);
}

const production = process.env.NODE_ENV === 'production';

export const logger = {
  error: (...args: unknown[]) => console.error(...args.map((arg) => maskValue(arg))),
  warn: (...args: unknown[]) => console.warn(...args.map((arg) => maskValue(arg))),
  info: (...args: unknown[]) => (production ? undefined : console.info(...args)),
  debug: (...args: unknown[]) => (production ? undefined : console.debug(...args)),
  log: (...args: unknown[]) => (production ? undefined : console.log(...args)),
};

/** Silences info, debug and log output; masks error and warn output. Idempotent. */
export function installConsoleGuard(target: Console = console) {
  const marker = target as Console & { __guarded?: boolean };
  if (marker.__guarded) return;
  marker.__guarded = true;
  const noop = () => {};
  target.info = noop;
  target.debug = noop;
  target.log = noop;
  const error = target.error.bind(target);
  const warn = target.warn.bind(target);
  target.error = (...args: unknown[]) => error(...args.map((arg) => maskValue(arg)));
  target.warn = (...args: unknown[]) => warn(...args.map((arg) => maskValue(arg)));
}
