import { retryImport } from '../../../lib/lazy';
import type { Lang } from '../../../i18n/lang';
import type { InfoStrings } from './types';

const LOADERS: Record<Lang, () => Promise<{ default: InfoStrings }>> = {
  en: () => import('./en'),
  hi: () => import('./hi'),
};

const cache = new Map<Lang, Promise<InfoStrings>>();

/** The pages' text in one language, fetched once; a failed fetch is forgotten so a retry refetches. */
export function infoStrings(lang: Lang): Promise<InfoStrings> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = retryImport(LOADERS[lang]).then((m) => m.default);
    pending.catch(() => cache.delete(lang));
    cache.set(lang, pending);
  }
  return pending;
}
