/** Business constants of the page frame, spec §9. */
export const HELP_DESK_NUMBER = '14544';
export const ANTI_BRIBERY_NUMBER = '14400';
export const NOTIFICATION_BADGE_COUNT = 2;
export const POPUP_DEFAULT_TIME_MS = 3000;

/** Where the browser keeps the chosen language between visits. */
export const LANGUAGE_STORAGE_KEY = 'igrs.language';

/** The same choice as a cookie, so the server renders a page in it from the first byte. */
export const LANGUAGE_COOKIE = 'igrs_lang';
