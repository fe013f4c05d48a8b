import { useEffect } from 'react';
import { useLang } from '../i18n/lang';

// Kept here, not in the i18n files, so the first page load does not carry them.
const SITE = {
  en: {
    name: 'Bazaar',
    title: 'Bazaar — buy and sell used cars, bikes, mobiles and homes in India',
    description:
      "Bazaar is India's marketplace for used goods: buy and sell second-hand cars, motorcycles, scooters, mobile phones and homes near you.",
  },
  hi: {
    name: 'बाज़ार',
    title: 'बाज़ार — भारत में पुरानी कारें, बाइक, मोबाइल और घर ख़रीदें और बेचें',
    description:
      'बाज़ार भारत में पुराने सामान का बाज़ार है: अपने आस-पास पुरानी कारें, मोटरसाइकिलें, स्कूटर, मोबाइल फ़ोन और घर ख़रीदें और बेचें।',
  },
};

function setMeta(selector: string, content: string) {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

function apply(title: string, description: string) {
  document.title = title;
  setMeta('meta[name="description"]', description);
  // The server puts these in for link previews; keep them in step when the app moves on.
  setMeta('meta[property="og:title"]', title);
  setMeta('meta[property="og:description"]', description);
}

/**
 * The page's title and description, for the tab, bookmarks and crawlers that run JavaScript.
 * Leaving the page puts the site's own back, so a page without this hook never shows a stale title.
 */
export function useDocumentMeta(title: string | undefined, description?: string) {
  const site = SITE[useLang()];
  const { name, title: siteTitle, description: siteDescription } = site;
  useEffect(() => {
    apply(title ? `${title} | ${name}` : siteTitle, description ?? siteDescription);
    return () => apply(siteTitle, siteDescription);
  }, [title, description, name, siteTitle, siteDescription]);
}
