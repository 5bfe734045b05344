import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardSummary, PaymentRecord } from './payments.js';
import type { CardNetwork, WireSavedCard } from './wire.js';

/** A member may keep at most this many cards (spec §9). */
export const MAX_SAVED_CARDS = 5;

/** Card tokens live this long, like the provider's. */
export const TOKEN_TTL_MS = 30 * 60 * 1000;

export const DEFAULT_SHOP_ID = 'tshop00000001';

const MAX_TOKENS = 100_000;
const MAX_SESSIONS = 100_000;
export const MAX_MEMBERS = 10_000;

export interface SavedCardRecord extends CardSummary {
  readonly seq: number;
}

export interface MemberRecord {
  readonly accessToken: string;
  cards: SavedCardRecord[];
  /** card_seq values are never reused, so a stale seq cannot hit another card. */
  nextSeq: number;
}

export interface CardTokenRecord {
  readonly token: string;
  readonly shopId: string;
  readonly card: CardSummary;
  readonly expiresAt: Date;
  used: boolean;
}

export interface FaultRule {
  readonly path: string;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  readonly delayMs: number;
  readonly abort: boolean;
  /** Answer 200 with a body that is not JSON. */
  readonly malformed: boolean;
  remaining: number;
}

/** A URL-safe random secret. */
export function randomId(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

/** Compares two strings without leaking through timing where the mismatch is. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** The masked number the provider shows: stars for every digit but the last four. */
export function maskedCardNumber(network: CardNetwork, last4: string): string {
  const length = network === 'AMEX' ? 15 : network === 'DINERS' ? 14 : 16;
  return `${'*'.repeat(length - 4)}${last4}`;
}

export function toWireCard(card: SavedCardRecord): WireSavedCard {
  return {
    card_no: maskedCardNumber(card.network, card.last4),
    card_exp: card.expiry,
    card_seq: card.seq,
  };
}

/** All sandbox state. Everything is in memory and lost on restart (or `POST /sandbox/reset`). */
export class SandboxStore {
  readonly payments = new Map<string, PaymentRecord>();
  readonly members = new Map<string, MemberRecord>();
  readonly tokens = new Map<string, CardTokenRecord>();
  /** Pending 3-D Secure challenges and wallet sessions: id → payment id. */
  readonly sessions = new Map<string, string>();
  readonly faults: FaultRule[] = [];
  /** Shop ids `Multipayment.init` accepts besides those of stored payments. */
  readonly shops = new Set<string>([DEFAULT_SHOP_ID]);
  /** Errors the app did not expect; tests assert it stays 0. */
  unexpectedErrors = 0;
  /** Seed secrets survive a reset, so printed URLs stay valid for the life of the process. */
  readonly seedSecrets = new Map<string, string>();

  constructor(readonly now: () => Date = () => new Date()) {}

  clear(): void {
    this.payments.clear();
    this.members.clear();
    this.tokens.clear();
    this.sessions.clear();
    this.faults.length = 0;
    this.shops.clear();
    this.shops.add(DEFAULT_SHOP_ID);
  }

  /** The payment with this id and secret, or undefined (no hint which one was wrong). */
  findPayment(id: string, secret: string): PaymentRecord | undefined {
    const payment = this.payments.get(id);
    // Compare even when the id is unknown, so both cases take about the same time.
    const matches = safeEqual(payment?.secret ?? '', secret);
    return payment !== undefined && matches ? payment : undefined;
  }

  member(accessToken: string | undefined): MemberRecord | undefined {
    if (accessToken === undefined || accessToken === '') return undefined;
    return this.members.get(accessToken);
  }

  ensureMember(accessToken: string): MemberRecord {
    let member = this.members.get(accessToken);
    if (member === undefined) {
      member = { accessToken, cards: [], nextSeq: 0 };
      this.members.set(accessToken, member);
    }
    return member;
  }

  saveCard(member: MemberRecord, card: CardSummary): SavedCardRecord | undefined {
    if (member.cards.length >= MAX_SAVED_CARDS) return undefined;
    const saved: SavedCardRecord = { ...card, seq: member.nextSeq };
    member.nextSeq += 1;
    member.cards.push(saved);
    return saved;
  }

  isKnownShop(shopId: string): boolean {
    if (this.shops.has(shopId)) return true;
    for (const payment of this.payments.values()) if (payment.gmoShopId === shopId) return true;
    return false;
  }

  /** Issues a single-use card token; drops expired ones so the map cannot grow without bound. */
  issueToken(shopId: string, card: CardSummary): CardTokenRecord {
    const now = this.now();
    for (const [key, record] of this.tokens) {
      if (record.expiresAt.getTime() <= now.getTime()) this.tokens.delete(key);
    }
    // A flood of token requests must not fill the memory: the oldest tokens go first.
    for (const key of this.tokens.keys()) {
      if (this.tokens.size < MAX_TOKENS) break;
      this.tokens.delete(key);
    }
    const record: CardTokenRecord = {
      token: randomId(32),
      shopId,
      card,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
      used: false,
    };
    this.tokens.set(record.token, record);
    return record;
  }

  /** A token that can still be used, or undefined when it is unknown, used or expired. */
  usableToken(token: string): CardTokenRecord | undefined {
    const record = this.tokens.get(token);
    if (record === undefined || record.used) return undefined;
    if (record.expiresAt.getTime() <= this.now().getTime()) return undefined;
    return record;
  }

  /** Remembers a 3-D Secure challenge or wallet session; the oldest are forgotten first. */
  addSession(id: string, paymentId: string): void {
    for (const key of this.sessions.keys()) {
      if (this.sessions.size < MAX_SESSIONS) break;
      this.sessions.delete(key);
    }
    this.sessions.set(id, paymentId);
  }

  /** Takes one matching fault rule for an API path, if any is armed. */
  takeFault(path: string): FaultRule | undefined {
    const index = this.faults.findIndex((rule) => rule.path === path && rule.remaining > 0);
    if (index < 0) return undefined;
    const rule = this.faults[index];
    if (rule === undefined) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.faults.splice(index, 1);
    return rule;
  }
}
