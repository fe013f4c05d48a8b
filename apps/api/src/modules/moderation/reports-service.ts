import { type ReportBody, type ReportFiled, type ReportReason } from '@bazaar/shared';
import { AD_GONE, ownAd } from '../../lib/ad-errors.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { networkPrefix } from '../../lib/network-prefix.ts';
import type { UserRow } from '../auth/index.ts';
import { isPublicStatus } from '../listings/index.ts';
import type { ReportFiling } from './report-filing.ts';
import type { ModerationSettings } from '../../lib/moderation-settings.ts';

const THANKS =
  'Thank you for telling us. Our team will look at it, and we will let you know what we decided.';
const MESSAGE_GONE = 'This message does not exist';

const alreadyReported = (what: 'ad' | 'message') =>
  new Conflict('already_reported', `You have already reported this ${what}. Our team will look at it soon.`);

/** People reporting ads and chat messages; enough different people hold an ad. */
export function reportsService(filing: ReportFiling, settings: ModerationSettings) {
  const body = (b: ReportBody) => ({ reason: b.reason as ReportReason, detail: b.detail ?? '' });

  return {
    /** `address`: the client's address (req.ip): one network counts once toward a hold. */
    async reportListing(
      user: UserRow,
      listingId: number,
      b: ReportBody,
      address: string,
    ): Promise<ReportFiled> {
      const listing = await filing.listing(listingId);
      if (!listing || !isPublicStatus(listing.status)) throw new NotFound(AD_GONE);
      if (listing.sellerId === user.id) throw ownAd();
      const { id } = await filing.file(
        { listingId, reporterId: user.id, network: networkPrefix(address), ...body(b) },
        listing.sellerId,
        settings.holdThreshold,
      );
      if (!id) throw alreadyReported('ad');
      return { id, message: THANKS };
    },

    /** Only a message one received: its sender is the person the report is about. */
    async reportMessage(
      user: UserRow,
      conversationId: number,
      messageId: number,
      b: ReportBody,
      address: string,
    ): Promise<ReportFiled> {
      const found = await filing.message(conversationId, messageId);
      if (!found || (found.buyerId !== user.id && found.sellerId !== user.id))
        throw new NotFound(MESSAGE_GONE);
      if (found.senderId === user.id) throw new Conflict('own_message', 'This is your own message');
      const { id } = await filing.file(
        {
          listingId: found.listingId,
          reporterId: user.id,
          messageId,
          subjectUserId: found.senderId,
          network: networkPrefix(address),
          ...body(b),
        },
        found.sellerId,
        settings.holdThreshold,
      );
      if (!id) throw alreadyReported('message');
      return { id, message: THANKS };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
