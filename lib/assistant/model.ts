import 'server-only';
import { createOpenAI } from '@ai-sdk/openai';
import { createGateway, type LanguageModel } from 'ai';
import type { Passage } from './answer';

type Env = Record<string, string | undefined>;

/**
 * The model the assistant streams from, if one is configured: the Vercel AI Gateway when
 * AI_GATEWAY_API_KEY is set, else any OpenAI-compatible API with OPENAI_API_KEY (and
 * OPENAI_BASE_URL for a server other than OpenAI's). ASSISTANT_MODEL names the model.
 * Without either key the assistant answers offline from the site's sentences.
 */
export function configuredModel(env: Env = process.env): LanguageModel | null {
  if (env.AI_GATEWAY_API_KEY) return createGateway({ apiKey: env.AI_GATEWAY_API_KEY })(env.ASSISTANT_MODEL || 'openai/gpt-4o-mini');
  if (env.OPENAI_API_KEY) {
    const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined });
    return openai.chat(env.ASSISTANT_MODEL || 'gpt-4o-mini');
  }
  return null;
}

/** The system prompt: answer from these passages only, cite them, say so when they do not tell. */
export function systemPrompt(passages: readonly Passage[]): string {
  const sources = passages.map((passage, index) => `[${index + 1}] ${passage.title} (${passage.url})\n${passage.text}`).join('\n\n');
  return [
    "You are the assistant on Tessellon Research's website. Answer the visitor's question using only the passages below, which come from the site's pages.",
    'If the passages do not contain the answer, say that you do not know and suggest the search page (/search) or the contact page (/contact). Never invent facts, figures, names or links.',
    'Answer in the language of the question, in at most four sentences. Cite the pages you used as Markdown links with their paths, for example [Orion-9](/products/quantum). Do not use HTML.',
    '',
    'Passages:',
    sources,
  ].join('\n');
}
