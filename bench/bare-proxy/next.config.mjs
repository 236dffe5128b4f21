/** The bare comparison app: Next's defaults, nothing else. */
const config = {};
export default config;
