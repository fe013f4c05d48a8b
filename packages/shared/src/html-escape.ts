const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** (Server and web render alike.) Text or an attribute value inside HTML or XML: nothing in it can close a tag or a quote. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML[c]!);

/**
 * JSON inside <script type="application/ld+json">. JSON.stringify alone would let a title holding
 * "</script>" end the element; as \u003c escapes the text is the same JSON and stays inert.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
