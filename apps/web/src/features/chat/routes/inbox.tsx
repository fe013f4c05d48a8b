// /chats: the signed-in person's conversations.
export { default as Component } from '../pages/InboxPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
export { signedInOnly as loader } from '../../auth/guard';
