/** The build's id, short, for the query of files served to be cached for good (the icon sprite, the hero art). */
const build = process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev';
export const ASSET_VERSION = /^\d+$/.test(build) ? Number(build).toString(36) : build;
