/** Key names that would carry a way to reach someone outside Bazaar. */
const PRIVATE_KEY = /phone|mobile|email|e_mail|whatsapp|contact/i;

/**
 * Every key, at any depth, of a JSON answer whose name speaks of a phone number or an e-mail and
 * whose value is more than a yes or no (badges such as `phoneVerified` say whether, never what),
 * with its path, so a failing test says where it leaked.
 */
export function privateKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => privateKeysIn(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(PRIVATE_KEY.test(key) && typeof v !== 'boolean' ? [`${path}.${key}`] : []),
    ...privateKeysIn(v, `${path}.${key}`),
  ]);
}
