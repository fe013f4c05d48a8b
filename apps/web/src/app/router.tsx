import { INFO_PAGES } from '@bazaar/shared';
import { BrowserRouter, Route, Routes } from './routing';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazy';
import { RequireSignIn, RequireSignInForAds } from './RequireSignIn';

// Every page is its own chunk; the layout (navbar, footer) is in the entry so it paints at once.
const HomePage = lazyPage(() => import('../features/listings/pages/HomePage'));
const ListingsPage = lazyPage(() => import('../features/listings/pages/ListingsPage'));
const ListingDetailPage = lazyPage(() => import('../features/listings/pages/ListingDetailPage'));
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'));
const SignupPage = lazyPage(() => import('../features/auth/pages/SignupPage'));
const ConfirmSignupPage = lazyPage(() => import('../features/auth/pages/ConfirmSignupPage'));
const ForgotPage = lazyPage(() => import('../features/auth/pages/ForgotPage'));
const ResetPage = lazyPage(() => import('../features/auth/pages/ResetPage'));
const ChooseCategoryPage = lazyPage(() => import('../features/posting/pages/ChooseCategoryPage'));
const PostAdPage = lazyPage(() => import('../features/posting/pages/PostAdPage'));
const EditAdPage = lazyPage(() => import('../features/posting/pages/EditAdPage'));
const MyAdsPage = lazyPage(() => import('../features/posting/pages/MyAdsPage'));
const FavouritesPage = lazyPage(() => import('../features/favourites/pages/FavouritesPage'));
const InboxPage = lazyPage(() => import('../features/chat/pages/InboxPage'));
const ConversationPage = lazyPage(() => import('../features/chat/pages/ConversationPage'));
const NotificationsPage = lazyPage(() => import('../features/notifications/pages/NotificationsPage'));
const SettingsPage = lazyPage(() => import('../features/settings/pages/SettingsPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const InfoPage = lazyPage(() => import('../features/info/pages/InfoPage'));
const SavedSearchesPage = lazyPage(() => import('../features/alerts/pages/SavedSearchesPage'));
const UnsubscribePage = lazyPage(() => import('../features/alerts/pages/UnsubscribePage'));
const RenewPage = lazyPage(() => import('../features/renewal/pages/RenewPage'));
// The console's gate too: it asks who is signed in before it fetches the console itself.
const StaffOnly = lazyPage(() => import('./StaffOnly'));

/** The routes of SPEC §2; the original product's short post routes stay as aliases. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="product" element={<ListingsPage />} />
        <Route path="products/:category" element={<ListingsPage />} />
        <Route
          path="products/:category/:id"
          element={
            <RequireSignInForAds>
              <ListingDetailPage />
            </RequireSignInForAds>
          }
        />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="signup/confirm" element={<ConfirmSignupPage />} />
        <Route path="forgot" element={<ForgotPage />} />
        <Route path="reset" element={<ResetPage />} />
        <Route path="adddata" element={<ChooseCategoryPage />} />
        <Route path="post/:category" element={<PostAdPage />} />
        <Route path="carpage" element={<PostAdPage category="cars" />} />
        <Route path="bikes" element={<PostAdPage category="motorcycles" />} />
        <Route path="mobile" element={<PostAdPage category="mobile-phones" />} />
        <Route
          path="my-ads"
          element={
            <RequireSignIn>
              <MyAdsPage />
            </RequireSignIn>
          }
        />
        <Route
          path="favourites"
          element={
            <RequireSignIn>
              <FavouritesPage />
            </RequireSignIn>
          }
        />
        <Route
          path="my-ads/:id/edit"
          element={
            <RequireSignIn>
              <EditAdPage />
            </RequireSignIn>
          }
        />
        <Route
          path="chats"
          element={
            <RequireSignIn>
              <InboxPage />
            </RequireSignIn>
          }
        />
        <Route
          path="chats/:id"
          element={
            <RequireSignIn>
              <ConversationPage />
            </RequireSignIn>
          }
        />
        <Route
          path="notifications"
          element={
            <RequireSignIn>
              <NotificationsPage />
            </RequireSignIn>
          }
        />
        <Route
          path="account/settings"
          element={
            <RequireSignIn>
              <SettingsPage />
            </RequireSignIn>
          }
        />
        <Route
          path="saved-searches"
          element={
            <RequireSignIn>
              <SavedSearchesPage />
            </RequireSignIn>
          }
        />
        <Route path="alerts/unsubscribe" element={<UnsubscribePage />} />
        <Route path="renew" element={<RenewPage />} />
        {INFO_PAGES.map((page) => (
          <Route key={page} path={page} element={<InfoPage page={page} />} />
        ))}
        <Route path="admin/*" element={<StaffOnly />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
