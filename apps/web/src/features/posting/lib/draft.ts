import type { PostValues } from './form';

// A half-filled form survives a reload, a trip to the sign-in page and a failed post: it is kept
// in localStorage per category (or per ad being edited), photos as their upload ids and previews.

const PREFIX = 'bazaar.draft.';

export const draftKey = (category: string, editId?: number) =>
  editId === undefined ? `${PREFIX}${category}` : `${PREFIX}edit.${editId}`;

export function loadDraft(key: string): PostValues | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as PostValues;
    return typeof parsed === 'object' && parsed && Array.isArray(parsed.photos) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: PostValues): void {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Private mode or a full store: the form still works, it just will not survive a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
