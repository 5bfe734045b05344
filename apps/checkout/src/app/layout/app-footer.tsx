import { Trans, useLingui } from '@lingui/react/macro';
import { config } from '../config.ts';
import { KessaiLogo } from './kessai-logo.tsx';

/** Links that leave the checkout open in a new tab, without giving the new page a handle on this one. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useLingui();
  return (
    <a className="checkout-footer__link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="kessai-visually-hidden"> {t`(opens in a new tab)`}</span>
    </a>
  );
}

export interface AppFooterProps {
  /** The clock; tests pass a fixed date. */
  now?: () => Date;
}

/** Terms, privacy and FAQ links, the Powered-by mark and the copyright; not printed with a receipt. */
export function AppFooter({ now = () => new Date() }: AppFooterProps) {
  const { t } = useLingui();
  const year = now().getFullYear();
  return (
    <footer className="checkout-footer checkout-print-hide">
      <div className="checkout-footer__inner">
        <nav aria-label={t`Terms and help`}>
          <ul className="checkout-footer__links">
            <li>
              <ExternalLink href={config.termsUrl}>{t`Terms of service`}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.privacyUrl}>{t`Privacy policy`}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.faqUrl}>{t`FAQ`}</ExternalLink>
            </li>
          </ul>
        </nav>
        <p className="checkout-footer__powered">
          <Trans>
            Powered by <KessaiLogo className="checkout-footer__logo" />
          </Trans>
        </p>
        <p className="checkout-footer__copyright">
          <small>© {year} Kessai</small>
        </p>
      </div>
    </footer>
  );
}
