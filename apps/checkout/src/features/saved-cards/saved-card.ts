import type { SavedCard } from '@kessai/api-client';
import {
  CARD_NETWORKS,
  cardNumberLengths,
  detectCardNetwork,
  type CardNetwork,
} from '@kessai/domain';

/** The last four characters of a masked number, for "ending in 1111". */
export function lastFour(cardNo: string): string {
  return cardNo.replace(/[\s-]/g, '').slice(-4);
}

/**
 * The network of a saved card, for its security-code length. The service masks all but the last
 * four digits, so the network is read from the prefix when one is shown, else from the masked
 * length when only one network has it (15 digits: Amex; 14: Diners), else it stays unknown.
 */
export function savedCardNetwork(card: Pick<SavedCard, 'cardNo'>): CardNetwork {
  const detected = detectCardNetwork(card.cardNo.replace(/\*.*$/, ''));
  if (detected !== 'CARD_NETWORK_UNSPECIFIED') return detected;
  const length = card.cardNo.replace(/[\s-]/g, '').length;
  const matches = CARD_NETWORKS.filter((network) => cardNumberLengths(network).includes(length));
  return matches.length === 1 && matches[0] !== undefined ? matches[0] : 'CARD_NETWORK_UNSPECIFIED';
}
