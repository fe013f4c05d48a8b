/** Only same-site paths: ?next=//evil.example or ?next=https://… must not become an open redirect. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
