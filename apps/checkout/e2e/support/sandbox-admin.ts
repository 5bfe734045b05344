import type { APIRequestContext } from '@playwright/test';

/** A payment created through the sandbox's admin API for one test. */
export interface CreatedPayment {
  id: string;
  secret: string;
  /** `/{secret}/{paymentId}` on the checkout's origin. */
  path: string;
}

export interface MemberCard {
  number?: string;
  card_no?: string;
  card_network?: string;
  /** YYMM */
  card_exp: string;
}

let sequence = 0;

/** A name unique in this run, for payment ids and member tokens. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid.toString(36)}-${sequence}`;
}

/** The sandbox's admin API (apps/sandbox README, "Admin API"). */
export class SandboxAdmin {
  constructor(private readonly request: APIRequestContext) {}

  /** Creates a payment; any field of the get-payment answer in wire names, plus sandbox options. */
  async createPayment(fields: Record<string, unknown> = {}): Promise<CreatedPayment> {
    const response = await this.request.post('/sandbox/payments', {
      data: { id: uniqueName('e2e'), ...fields },
    });
    if (response.status() !== 201) {
      throw new Error(`POST /sandbox/payments: ${response.status()} ${await response.text()}`);
    }
    const body = (await response.json()) as { payment_id: string; secret: string };
    return {
      id: body.payment_id,
      secret: body.secret,
      path: `/${body.secret}/${body.payment_id}`,
    };
  }

  /** Creates a member with saved cards; returns its access token. */
  async createMember(cards: MemberCard[] = []): Promise<string> {
    const token = uniqueName('member');
    const response = await this.request.post('/sandbox/members', {
      data: { access_token: token, cards },
    });
    if (response.status() !== 201) {
      throw new Error(`POST /sandbox/members: ${response.status()} ${await response.text()}`);
    }
    return token;
  }

  async transition(paymentId: string, status: string): Promise<void> {
    const response = await this.request.post(`/sandbox/payments/${paymentId}/transition`, {
      data: { status },
    });
    if (!response.ok()) throw new Error(`transition to ${status}: ${response.status()}`);
  }

  /** Arms a fault for the next call(s) of an API path. */
  async fault(rule: {
    path: string;
    status?: number;
    error_code?: string;
    delay_ms?: number;
    count?: number;
    abort?: boolean;
    malformed?: boolean;
  }): Promise<void> {
    const response = await this.request.post('/sandbox/faults', { data: rule });
    if (response.status() !== 201) throw new Error(`POST /sandbox/faults: ${response.status()}`);
  }

  async clearFaults(): Promise<void> {
    await this.request.delete('/sandbox/faults');
  }

  /** The payment's full state, with the sandbox's counters (e.g. `sandbox.charges`). */
  async state(paymentId: string): Promise<{
    payment: { status: string; available_cards?: unknown[] };
    sandbox: { charges: number; attempt_in_progress: boolean };
  }> {
    const response = await this.request.get(`/sandbox/payments/${paymentId}`);
    if (!response.ok()) throw new Error(`GET /sandbox/payments/${paymentId}: ${response.status()}`);
    return (await response.json()) as never;
  }

  async cards(accessToken: string): Promise<unknown[]> {
    const response = await this.request.post('/api/v2/list-cards', {
      data: { access_token: accessToken },
    });
    const body = (await response.json()) as { cards?: unknown[] };
    return body.cards ?? [];
  }
}
