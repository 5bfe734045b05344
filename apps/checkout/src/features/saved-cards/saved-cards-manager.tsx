import { ResponseError, type SavedCard } from '@kessai/api-client';
import { deleteCardMutationOptions, savedCardsQueryOptions } from '@kessai/api-client/query';
import { formatStoredCardExpiry, isStoredCardExpired, MAX_REGISTERED_CARDS } from '@kessai/domain';
import { Dialog, Spinner, toast } from '@kessai/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCheckoutClient } from '../../app/api-context.tsx';
import { lastFour } from './saved-card.ts';
import './saved-cards.css';

export interface SavedCardsManagerProps {
  accessToken: string;
  /** "Now" for the expired mark; the current time when left out. */
  now?: Date;
}

/**
 * The member's saved cards (spec §1, decisions.md "Members"): masked number, expiry MM/YY, expired
 * cards marked, the count "n / 5", and deleting a card after a confirmation. The API client shows
 * the error toast of a failed call; a failed delete keeps the card.
 */
export function SavedCardsManager({ accessToken, now }: SavedCardsManagerProps) {
  const { t } = useLingui();
  const client = useCheckoutClient();
  const queryClient = useQueryClient();
  const cardsQuery = savedCardsQueryOptions(client, { accessToken });
  const cards = useQuery(cardsQuery);
  const deletion = useMutation(deleteCardMutationOptions(client));
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);
  const [focusSummary, setFocusSummary] = useState(false);
  // From the confirmation until the list is read again: the dialog's buttons do nothing.
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // After a delete the card's button is gone: focus goes to the updated count (or the empty
  // state), after the dialog has returned focus to where it was.
  useEffect(() => {
    if (!focusSummary || toDelete !== null) return;
    summaryRef.current?.focus();
    setFocusSummary(false);
  }, [focusSummary, toDelete]);

  if (cards.isPending) return <Spinner />;
  if (cards.isError) {
    if (cards.error instanceof ResponseError && cards.error.status === 401) {
      return (
        <p role="alert">
          <Trans>
            This link to your saved cards is no longer valid. Please open this page again from the
            shop's member page.
          </Trans>
        </p>
      );
    }
    return (
      <div>
        <p role="alert">
          <Trans>Your saved cards could not be loaded.</Trans>
        </p>
        <button type="button" className="kessai-button" onClick={() => void cards.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  const closeDialog = () => {
    if (!busy) setToDelete(null);
  };

  const confirmDelete = async () => {
    if (toDelete === null || busy) return;
    setBusy(true);
    try {
      await deletion.mutateAsync({ accessToken, cardSeq: toDelete.cardSeq });
    } catch {
      // The API client has shown the error toast; the card stays in the list.
      setBusy(false);
      setToDelete(null);
      return;
    }
    // Read the list again first, so the dialog closes onto the updated list.
    await queryClient.invalidateQueries({ queryKey: cardsQuery.queryKey });
    toast.success(t`The credit card information has been deleted.`);
    setBusy(false);
    setFocusSummary(true);
    setToDelete(null);
  };

  const count = cards.data.length;
  const max = MAX_REGISTERED_CARDS;
  const pendingEnding = toDelete ? lastFour(toDelete.cardNo) : '';
  const pendingExpiry = toDelete ? formatStoredCardExpiry(toDelete.cardExp) : '';

  return (
    <>
      <p ref={summaryRef} tabIndex={-1} className="checkout-account-cards__summary">
        {count === 0 ? (
          <Trans>There are no registered credit cards.</Trans>
        ) : (
          <Trans>
            Cards saved: {count} / {max}
          </Trans>
        )}
      </p>
      {count > 0 && (
        <ul className="checkout-account-cards">
          {cards.data.map((card) => (
            <SavedCardRow
              key={card.cardSeq}
              card={card}
              now={now}
              onDelete={() => setToDelete(card)}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={toDelete !== null}
        onClose={closeDialog}
        role="alertdialog"
        title={t`Delete credit card?`}
        actions={
          <>
            <button
              type="button"
              className="kessai-button checkout-account-cards__secondary"
              onClick={closeDialog}
              disabled={busy}
            >
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="kessai-button"
              onClick={() => void confirmDelete()}
              aria-disabled={busy || undefined}
            >
              {busy ? t`Deleting…` : t`Delete`}
            </button>
          </>
        }
      >
        <p>
          <Trans>
            The card ending in {pendingEnding} (expires {pendingExpiry}) will be removed from your
            saved cards.
          </Trans>
        </p>
      </Dialog>
    </>
  );
}

function SavedCardRow({
  card,
  now,
  onDelete,
}: {
  card: SavedCard;
  now: Date | undefined;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const expiry = formatStoredCardExpiry(card.cardExp);
  const expired = isStoredCardExpired(card.cardExp, now);
  const ending = lastFour(card.cardNo);
  return (
    <li className="checkout-account-cards__card">
      <span className="checkout-account-cards__number" aria-hidden="true">
        {card.cardNo}
      </span>
      <span className="kessai-visually-hidden">{t`Card ending in ${ending}`}</span>
      <span>{t`Expires ${expiry}`}</span>
      {expired && <span className="checkout-account-cards__expired">{t`Expired`}</span>}
      <button
        type="button"
        className="kessai-button checkout-account-cards__secondary checkout-account-cards__delete"
        aria-label={t`Delete card ending in ${ending}`}
        onClick={onDelete}
      >
        <Trans>Delete</Trans>
      </button>
    </li>
  );
}
