import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { deniedLocation } from '../auth/guard';
import { localePrefixOf } from '../i18n/locale-prefix';
import { adminDecision } from '../supabase/server';

/** Administrator pages are personal tools: never indexed, never cached. */
export const adminMetadata = (title: string): Metadata => ({ title, robots: { index: false, follow: false } });

/** The server-side role check of an admin page; a visitor without the role is sent home. */
export async function requireAdmin(): Promise<string> {
  const decision = await adminDecision();
  if (decision.allow) return decision.userId;
  const locale = await rootLocale();
  redirect(deniedLocation(localePrefixOf(locale)));
}
