import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import { siteConfig } from '../config';

/**
 * The Supabase project this deployment signs in with, from public env vars (inlined at build
 * time). Null when none is configured: /auth then says so and every guarded path denies.
 */
export type SupabaseConfig = { url: string; key: string };

export function supabaseConfig(): SupabaseConfig | null {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  // An empty publishable key (a copied .env.example) counts as unset, so the legacy anon key is read.
  const key = (process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY?.trim() || process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY)?.trim();
  if (!url || !key) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { url: url.replace(/\/$/, ''), key };
}

/** The custom session storage key (spec 3 and 7): the cookie (and its chunks) that hold the session. */
export const SESSION_STORAGE_KEY = `${siteConfig.shortName}-auth-token`;

export const cookieOptions = {
  name: SESSION_STORAGE_KEY,
  path: '/',
  sameSite: 'lax',
  secure: process.env.NODE_ENV === 'production' && !process.env.NEXT_PUBLIC_SUPABASE_URL?.startsWith('http://'),
} as const;

/**
 * Server-side clients never open a realtime socket, but supabase-js builds its realtime client
 * eagerly and throws on Node.js 20 (no global WebSocket). This constructor is handed over only
 * there and refuses to connect if ever used.
 */
function noServerWebSocket(): never {
  throw new Error('Realtime is not used on the server');
}

export const serverRealtimeOptions: { transport?: WebSocketLikeConstructor } =
  typeof globalThis.WebSocket === 'undefined' ? { transport: noServerWebSocket as unknown as WebSocketLikeConstructor } : {};
