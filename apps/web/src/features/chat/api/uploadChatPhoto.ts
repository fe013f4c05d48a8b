import type { UploadedPhoto } from '@bazaar/shared';
import { uploadPhoto } from '../../posting/api/uploadPhoto';

/**
 * One photo for a message of this conversation, with its progress: the same upload as an ad's
 * photos, to the conversation's own address (its photos are private to the two people in it).
 */
export function uploadChatPhoto(
  conversationId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return uploadPhoto(file, onProgress, signal, `/api/conversations/${conversationId}/photos`);
}
