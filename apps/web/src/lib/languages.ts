// The interface languages. They sit in lib/, below i18n/, because formatting (dates, numbers,
// city names) takes a language too; i18n/lang.ts hands them on with the hooks that read them.
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

export const toLang = (value: string | undefined): Lang => (value?.startsWith('hi') ? 'hi' : 'en');
