import '@kessai/ui/styles.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { captureAccessToken } from './app/access-token.ts';
import { createAppCheckoutClient } from './app/checkout-client.ts';
import { startErrorReporting } from './app/error-reporting/index.ts';
import { i18n } from './app/i18n.ts';
import { bootstrapLocale } from './app/locale.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppQueryClient } from './app/query-client.ts';
import { AppRoutes, createAppNavigator, NavigatorBridge } from './app/router.tsx';

async function start(): Promise<void> {
  // Before the router reads the URL, so the token never reaches its history entries.
  captureAccessToken();
  try {
    await bootstrapLocale();
  } catch (error) {
    // A catalog that failed to download must not leave a blank page; the page still works.
    console.error('The language catalog could not be loaded', error);
  }

  const navigator = createAppNavigator();
  const client = createAppCheckoutClient({
    goToNotFound: () => navigator.navigate('/404', { replace: true }),
  });
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders i18n={i18n} queryClient={createAppQueryClient()} client={client}>
          <NavigatorBridge navigator={navigator} />
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
  // Production only; Sentry loads as a lazy chunk after the first paint.
  startErrorReporting();
}

void start();
