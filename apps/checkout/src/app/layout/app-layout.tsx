import { Spinner } from '@kessai/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useOnlineStatus } from '../use-online-status.ts';
import './app-layout.css';

/** Header, skip link and main landmark shared by every route; pages load inside with a spinner. */
export function AppLayout() {
  const { t } = useLingui();
  const online = useOnlineStatus();
  return (
    <div className="checkout-layout">
      <a className="checkout-skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <header className="checkout-header">
        <p className="checkout-header__product">{t`Kessai Checkout`}</p>
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
    </div>
  );
}
