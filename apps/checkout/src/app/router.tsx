import { lazy, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { NotFoundPage } from '../routes/not-found/not-found-page.tsx';
import { PaymentPage } from '../routes/payment/payment-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';

// The payment page is what shoppers open, so it is in the entry chunk; the other pages load on demand.
const LandingPage = lazy(() => import('../routes/landing/landing-page.tsx'));
const AccountPage = lazy(() => import('../routes/account/account-page.tsx'));
const FaqPage = lazy(() => import('../routes/faq/faq-page.tsx'));

/**
 * The routes of spec §2, all under the shared layout. Declarative routes: the data router's
 * loaders and actions are not used, and leaving them out keeps about 10 KB (brotli) off the first paint.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path=":secret/:paymentId" element={<PaymentPage />} />
        <Route path="*" element={<LandingPage />} />
      </Route>
    </Routes>
  );
}

/** Lets code outside React (the API client's 404 hook) navigate inside the app, without a reload. */
export interface AppNavigator {
  navigate(to: string, options?: { replace?: boolean }): void;
}

export function createAppNavigator(): AppNavigator & {
  attach(navigate: AppNavigator['navigate']): () => void;
} {
  let current: AppNavigator['navigate'] | undefined;
  return {
    navigate(to, options) {
      if (current) current(to, options);
      else window.location.assign(to);
    },
    attach(navigate) {
      current = navigate;
      return () => {
        if (current === navigate) current = undefined;
      };
    },
  };
}

/** Connects an AppNavigator to the router it is rendered in. */
export function NavigatorBridge({
  navigator,
}: {
  navigator: ReturnType<typeof createAppNavigator>;
}) {
  const navigate = useNavigate();
  useEffect(
    () => navigator.attach((to, options) => void navigate(to, options)),
    [navigator, navigate],
  );
  return null;
}
