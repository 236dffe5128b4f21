/** The build's identity, fixed at build time by next.config.ts. */
export const buildInfo = {
  id: process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev',
  commit: process.env.NEXT_PUBLIC_BUILD_COMMIT ?? 'unknown',
  /** The id is the build's start time in milliseconds. */
  get time(): string {
    const ms = Number(this.id);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : 'unknown';
  },
};
