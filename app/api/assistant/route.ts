import { hasLocale } from 'next-intl';
import { createHash } from 'node:crypto';
import { streamText } from 'ai';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { offlineAnswer, passagesFor, type Source } from '@/lib/assistant/answer';
import { HISTORY_SENT, MAX_MESSAGES, QUESTION_MAX } from '@/lib/assistant/conversation';
import { configuredModel, systemPrompt } from '@/lib/assistant/model';
import { ASSISTANT_LIMIT, SlidingWindowLimiter } from '@/lib/assistant/rate-limit';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { clientAddress } from '@/lib/client-address';
import { logger } from '@/lib/logger';
import { getDb, isConfigured } from '@/lib/db/connection';
import { takeRateLimit, type RateVerdict } from '@/lib/db/rate-limit';
import { otherMethods } from '@/lib/http';
import { readLimited } from '@/lib/forms/server';

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);

const fallbackLimiter = new SlidingWindowLimiter(ASSISTANT_LIMIT.limit, ASSISTANT_LIMIT.windowMs);

/** Counts the question in the database, shared by every instance; in memory if there is none. */
async function takeQuestion(client: string): Promise<RateVerdict> {
  if (!isConfigured()) return fallbackLimiter.take(client);
  try {
    return await takeRateLimit(await getDb(), `assistant:${client}`, ASSISTANT_LIMIT.limit, ASSISTANT_LIMIT.windowMs);
  } catch (error) {
    logger.error('assistant: rate limit store unavailable, counting in memory', error);
    return fallbackLimiter.take(client);
  }
}

/** The largest body read: a whole kept conversation (MAX_MESSAGES turns of 4,000 characters, up to 3 bytes each) and the question. */
const MAX_BODY_BYTES = 512 * 1024;

// History: a client sends its last HISTORY_SENT turns; up to a whole kept conversation is accepted
// (and cut to the last turns) so that a long conversation never turns every question into a 400.
const Body = z.object({
  question: z.string().trim().min(1).max(QUESTION_MAX),
  locale: z.string().max(10).optional(),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) }))
    .max(MAX_MESSAGES)
    .optional(),
});

/** A client is its IP address, hashed: the limiter never holds an address itself. */
function clientKey(request: NextRequest): string {
  return createHash('sha256').update(`assistant:${clientAddress(request.headers)}`).digest('hex').slice(0, 32);
}

const localize = (sources: readonly Source[], locale: Locale) => sources.map((source) => ({ title: source.title, href: localizedPath(locale, source.url) }));

/**
 * POST /api/assistant {question, locale, history}: retrieves passages from the site search and
 * answers from them, offline (JSON) or, with a model configured, as a text stream.
 */
export async function POST(request: NextRequest) {
  // JSON only: a text/plain POST is a "simple" cross-origin request with no preflight, so any site
  // could spend a visitor's questions (and the model's cost) without it.
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return NextResponse.json({ error: 'unsupported-media-type' }, { status: 415 });
  }
  const raw = await readLimited(request, MAX_BODY_BYTES).catch(() => '');
  if (raw === null) return NextResponse.json({ error: 'too-large' }, { status: 413 });
  let body: unknown = null;
  try {
    body = JSON.parse(raw);
  } catch {
    // Not JSON (or not UTF-8): answered as invalid below.
  }
  const parsed = Body.safeParse(body);
  if (!parsed.success) return NextResponse.json({ error: 'invalid' }, { status: 400 });
  // Counted only once it is a question: bad input gets its 4xx and writes nothing, not even a counter.
  const verdict = await takeQuestion(clientKey(request));
  if (!verdict.ok) return NextResponse.json({ error: 'rate-limited' }, { status: 429, headers: { 'Retry-After': String(verdict.retryAfter) } });
  const { question, history = [] } = parsed.data;
  const locale = hasLocale(locales, parsed.data.locale) ? parsed.data.locale : defaultLocale;
  const noStore = { 'Cache-Control': 'no-store' };

  const model = configuredModel();
  if (!model) {
    const answer = offlineAnswer(question, locale);
    return NextResponse.json({ mode: 'offline', answer: answer.answer, sources: localize(answer.sources, locale) }, { headers: noStore });
  }

  const passages = passagesFor(question, locale);
  const result = streamText({
    model,
    system: systemPrompt(passages.map((passage) => ({ ...passage, url: localizedPath(locale, passage.url) }))),
    messages: [...history.slice(-HISTORY_SENT), { role: 'user' as const, content: question }],
    maxOutputTokens: 500,
    temperature: 0.2,
    onError: ({ error }) => logger.error('assistant: model stream failed', error),
  });
  return result.toTextStreamResponse({
    headers: { ...noStore, 'x-assistant-mode': 'model', 'x-assistant-sources': encodeURIComponent(JSON.stringify(localize(passages.slice(0, 4), locale))) },
  });
}
