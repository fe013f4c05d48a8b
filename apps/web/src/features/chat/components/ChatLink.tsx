import { Link } from 'react-router';
import { ChatIcon } from '../../../components/ui/icons';
import { IconBadge, iconButtonClass } from '../../../components/ui/IconBadge';
import { useTranslation } from '../../../i18n/useTranslation';
import { useUnreadMessages } from '../api/useUnreadMessages';

/** The navbar's chat icon: opens the inbox; the badge counts unread messages. */
export function ChatLink() {
  const { t } = useTranslation();
  const count = useUnreadMessages(true).data?.count ?? 0;
  const label = count ? `${t('nav.chats')} (${t('nav.unread', { count })})` : t('nav.chats');
  return (
    <Link to="/chats" className={iconButtonClass} title={t('nav.chats')} data-testid="chat-link">
      <IconBadge icon={<ChatIcon size={24} />} count={count} name={label} />
    </Link>
  );
}
