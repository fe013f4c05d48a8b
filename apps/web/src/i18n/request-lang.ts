import { toLang, type Lang } from './lang';

/** The language choice, in a cookie so the server renders the first screen in it too. */
export const LANG_COOKIE = 'bazaar_lang';

/** A cookie's value from a Cookie header (or document.cookie). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language a request asks for: the visitor's own choice (the cookie), else the browser's first
 * language, as navigator.language gives it in the page.
 */
export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const chosen = cookieValue(cookie, LANG_COOKIE);
  if (chosen) return toLang(chosen);
  return toLang(acceptLanguage?.split(',')[0]?.trim());
}
