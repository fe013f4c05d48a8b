import { ChatLink } from '../../features/chat/components/ChatLink';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { useLiveEvents } from '../live/useLiveEvents';
import styles from './Navbar.module.css';

/** Chat and bell for signed-in people, and the tab's one live connection that keeps them current. */
export function NavActivity() {
  useLiveEvents(true);
  return (
    <div className={styles.activity}>
      <ChatLink />
      <NotificationBell />
    </div>
  );
}
