/** The operators' address (CONTACT_EMAIL), which the server writes into the page's head. */
export function contactEmail(): string | null {
  const value = document.head.querySelector<HTMLMetaElement>('meta[name="bazaar-contact"]')?.content;
  return value?.includes('@') ? value : null;
}
