import type { SavedCard } from '@kessai/api-client';
import { formatStoredCardExpiry, isStoredCardExpired } from '@kessai/domain';
import { CardCvcField, CardNetworkLogo } from '@kessai/ui';
import { useLingui } from '@lingui/react/macro';
import { Field } from 'formik';
import type { CardNetwork } from '@kessai/domain';
import { lastFour, savedCardNetwork } from '../saved-cards/saved-card.ts';

function CvcHint({ network }: { network: CardNetwork }) {
  const { t } = useLingui();
  if (network === 'AMEX') return t`The 4-digit code on the front of your card.`;
  if (network === 'CARD_NETWORK_UNSPECIFIED') return t`The 3- or 4-digit code on your card.`;
  return t`The 3-digit code on the back of your card.`;
}

export interface CardChoiceProps {
  /** True when at least one saved card can be used (not expired). */
  canUseSaved: boolean;
}

/** "Registered card" or "New card", shown to members with saved cards. */
export function CardChoice({ canUseSaved }: CardChoiceProps) {
  const { t } = useLingui();
  return (
    <fieldset className="checkout-payment-form__group checkout-card-choice">
      <legend className="checkout-payment-form__legend">{t`Card`}</legend>
      <div className="checkout-card-choice__options">
        <label className="checkout-choice">
          <Field
            type="radio"
            name="cardChoice"
            value="saved"
            disabled={!canUseSaved}
            aria-describedby={canUseSaved ? undefined : 'checkout-saved-cards-expired'}
            className="checkout-choice__input"
          />
          <span className="checkout-choice__text">{t`Registered card`}</span>
        </label>
        <label className="checkout-choice">
          <Field type="radio" name="cardChoice" value="new" className="checkout-choice__input" />
          <span className="checkout-choice__text">{t`New card`}</span>
        </label>
      </div>
      {!canUseSaved && (
        <p id="checkout-saved-cards-expired" className="checkout-payment-form__hint">
          {t`Your registered cards have expired. Please use a new card.`}
        </p>
      )}
    </fieldset>
  );
}

export interface SavedCardListProps {
  cards: readonly SavedCard[];
  /** The chosen card, for the security code's length. */
  selected: SavedCard | undefined;
  now?: Date;
}

/**
 * The member's saved cards (masked number, expiry MM/YY; expired cards marked and not selectable)
 * and the security code of the chosen one, which proceed-member sends as `card_cvv`.
 */
export function SavedCardList({ cards, selected, now }: SavedCardListProps) {
  const { t } = useLingui();
  return (
    <>
      <fieldset className="checkout-payment-form__group checkout-saved-cards">
        <legend className="checkout-payment-form__legend">{t`Registered cards`}</legend>
        <ul className="checkout-saved-cards__list">
          {cards.map((card) => {
            const expired = isStoredCardExpired(card.cardExp, now);
            const expiry = formatStoredCardExpiry(card.cardExp);
            const ending = lastFour(card.cardNo);
            const network = savedCardNetwork(card);
            return (
              <li key={card.cardSeq}>
                <label
                  className={`checkout-choice checkout-saved-card${expired ? ' checkout-saved-card--expired' : ''}`}
                >
                  <Field
                    type="radio"
                    name="cardSeq"
                    value={String(card.cardSeq)}
                    disabled={expired}
                    className="checkout-choice__input"
                  />
                  <CardNetworkLogo network={network} decorative className="checkout-choice__logo" />
                  <span className="checkout-saved-card__number" aria-hidden="true">
                    {card.cardNo}
                  </span>
                  <span className="kessai-visually-hidden">{t`Card ending in ${ending}`}</span>
                  <span className="checkout-saved-card__expiry">{t`Expires ${expiry}`}</span>
                  {expired && <span className="checkout-saved-card__expired">{t`Expired`}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {selected && (
        <CardCvcField
          key={selected.cardSeq}
          name="savedCardCvc"
          description={<CvcHint network={savedCardNetwork(selected)} />}
          className="checkout-saved-card-cvc"
        />
      )}
    </>
  );
}
