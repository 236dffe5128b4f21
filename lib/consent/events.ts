/** DOM events of the consent flow (window). */
export const OPEN_COOKIE_BANNER_EVENT = 'tessellon:open-cookie-banner';
export const CONSENT_CHANGED_EVENT = 'tessellon:consent-changed';
