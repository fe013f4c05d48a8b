/**
 * The moderation queue as the trust checks see it: reports filed by Bazaar itself rather than by
 * a person. The moderation module's `automaticReports(db)` has this shape; app.ts passes it in.
 */
export interface AutomaticReport {
  /** The ad the report is about (for scam messages: the ad the conversation is about). */
  listingId: number;
  reason: 'scam_messages' | 'duplicate_photos';
  detail: string;
  /** For duplicate photos: the other ad that shows the same photo, shown side by side. */
  relatedListingId?: number;
  /** The person reported (the sender of the flagged messages). */
  subjectUserId?: number;
}

export interface AutomaticReports {
  file(report: AutomaticReport): Promise<unknown>;
}
