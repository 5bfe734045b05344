import { Spinner } from '@kessai/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useOnlineStatus } from '../use-online-status.ts';
import { AppFooter } from './app-footer.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import './app-layout.css';

/**
 * Header (with the language switcher), skip link, main landmark and footer shared by every route;
 * pages load inside with a spinner. Switching the language re-renders this tree in place.
 */
export function AppLayout() {
  const { t } = useLingui();
  const online = useOnlineStatus();
  return (
    <div className="checkout-layout">
      <a className="checkout-skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <header className="checkout-header">
        <div className="checkout-header__inner">
          <p className="checkout-header__product">{t`Kessai Checkout`}</p>
          <LanguageSwitcher />
        </div>
      </header>
      <div className="checkout-offline" role="status">
        {online ? null : (
          <p className="checkout-offline__message">
            <Trans>
              You are offline. Nothing you entered is lost: the page continues when the connection
              is back.
            </Trans>
          </p>
        )}
      </div>
      <main id="main" className="checkout-main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="checkout-page-loading">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
