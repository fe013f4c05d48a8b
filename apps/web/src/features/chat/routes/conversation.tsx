// /chats/:id: one conversation.
export { default as Component } from '../pages/ConversationPage';
export { RouteError as ErrorBoundary } from '../../../components/ui/RouteError';
export { signedInOnly as loader } from '../../auth/guard';
