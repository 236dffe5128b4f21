import type { SupabaseClient } from '@supabase/supabase-js';
import type { GuardPorts } from '../auth/guard';

/**
 * The guard's two questions, asked of a Supabase client (the proxy's, the server pages', the
 * browser's): the session's verified claims (`getClaims`, checked against the project's JWKS,
 * never the unverified session object) and `has_role(user, 'admin')` with the caller's token.
 */
export function guardPorts(supabase: SupabaseClient): GuardPorts {
  return {
    getClaims: async () => {
      const { data, error } = await supabase.auth.getClaims();
      return { claims: data?.claims ?? null, error };
    },
    hasAdminRole: async (userId, signal) => {
      const { data, error } = await supabase.rpc('has_role', { _user_id: userId, _role: 'admin' }).abortSignal(signal);
      return { data, error };
    },
  };
}
