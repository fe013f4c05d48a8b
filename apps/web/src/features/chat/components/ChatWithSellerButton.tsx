import type { ListingDetail } from '@bazaar/shared';
import { useNavigate } from 'react-router';
import { ChatIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/Toast';
import { useTranslation } from '../../../i18n/useTranslation';
import { blockRefusal } from '../../blocks/refusal';
import { useOpenConversation } from '../api/useChatMutations';
import '../../../i18n/ad';

/** SPEC's Chat with seller: opens (or starts) this buyer's conversation about the ad. */
export function ChatWithSellerButton({ listing, className }: { listing: ListingDetail; className?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const open = useOpenConversation();
  return (
    <button
      type="button"
      className={`btn btn-outline ${className ?? ''}`}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(listing.id, {
          onSuccess: (c) => navigate(`/chats/${c.id}`),
          onError: (error) => toast.show(blockRefusal(error, t) ?? t('errors.generic'), 'error'),
        })
      }
    >
      <ChatIcon size={18} />
      {open.isPending ? t('listing.opening') : t('listing.chatWithSeller')}
    </button>
  );
}
