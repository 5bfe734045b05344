import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import {
  CARDS,
  FUTURE_EXPIRY,
  chooseMethod,
  countProceedRequests,
  fillNewCard,
  openPayment,
  payButton,
} from './support/shopper.ts';

test.describe('paying by card', () => {
  test('a new card pays and the booking is confirmed', async ({ page, sandbox }) => {
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path);
    await expect(payButton(page)).toHaveText('Pay 15,500 JPY');
    await expectNoAxeViolations(page);

    await fillNewCard(page, { number: CARDS.visa });
    await payButton(page).click();

    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payment history' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await sandbox.state(payment.id)).sandbox.charges).toBe(1);
  });

  test('a declined card shows the payment error and can be tried again', async ({
    page,
    sandbox,
  }) => {
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path);
    await fillNewCard(page, { number: CARDS.declined });
    await payButton(page).click();

    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(
      page.getByText('There was an issue that occurred during the processing of your payment.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Try again' }).click();
    await fillNewCard(page, { number: CARDS.mastercard });
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  });

  test('3-D Secure: approving at the issuer confirms the booking', async ({ page, sandbox }) => {
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path);
    await fillNewCard(page, { number: CARDS.threeDSecure });
    await payButton(page).click();

    await page.waitForURL(/\/sandbox\/3ds\//);
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL((url) => url.pathname === payment.path);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  });

  test('3-D Secure: denying at the issuer shows the payment error', async ({ page, sandbox }) => {
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path);
    await fillNewCard(page, { number: CARDS.threeDSecure });
    await payButton(page).click();

    await page.waitForURL(/\/sandbox\/3ds\//);
    await page.getByRole('button', { name: 'Deny' }).click();

    await page.waitForURL((url) => url.pathname === payment.path);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a saved card pays with its security code', async ({ page, sandbox }) => {
    const member = await sandbox.createMember([{ number: CARDS.visa, card_exp: '3012' }]);
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path, { accessToken: member });

    // The token leaves the address bar at once (decisions.md "Members").
    expect(new URL(page.url()).searchParams.has('access_token')).toBe(false);
    await expect(page.getByRole('radio', { name: 'Registered card' })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByLabel('Security code').fill('123');
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  });

  test('a new card can be saved for next time', async ({ page, sandbox }) => {
    const member = await sandbox.createMember([]);
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path, { accessToken: member });

    await fillNewCard(page, { number: CARDS.mastercard });
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
    await payButton(page).click();

    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    expect(await sandbox.cards(member)).toHaveLength(1);
  });

  test('with 5 saved cards, saving another is disabled with an explanation', async ({
    page,
    sandbox,
  }) => {
    const member = await sandbox.createMember(
      [
        '4111111111111111',
        '5555555555554444',
        '3530111333300000',
        '4242424242424242',
        '6200000000000005',
      ].map((number) => ({ number, card_exp: '3012' })),
    );
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path, { accessToken: member });
    await page.getByRole('radio', { name: 'New card' }).check();

    const save = page.getByRole('checkbox', { name: 'Save this card for next time' });
    await expect(save).toBeDisabled();
    await expect(page.getByText(/You have already saved 5 cards, the maximum/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the whole payment can be made with the keyboard alone', async ({ page, sandbox }) => {
    const payment = await sandbox.createPayment({ pay_methods: ['CARD'] });
    await openPayment(page, payment.path);
    const number = page.getByLabel('Card number');
    for (let presses = 0; presses < 40; presses += 1) {
      if (await number.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(number).toBeFocused();
    await page.keyboard.type(CARDS.visa);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Expiry date')).toBeFocused();
    await page.keyboard.type(FUTURE_EXPIRY.replace('/', ''));
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Security code')).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Cardholder name')).toBeFocused();
    await page.keyboard.type('TARO YAMADA');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  });

  test('a double click on Pay sends one proceed request', async ({ page, sandbox }) => {
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path);
    const proceeds = countProceedRequests(page);
    await fillNewCard(page, { number: CARDS.visa });
    await payButton(page).dblclick();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    expect(proceeds.count).toBe(1);
    expect((await sandbox.state(payment.id)).sandbox.charges).toBe(1);
  });

  test('a proceed call lost on the network is not sent again; the page re-reads the payment', async ({
    page,
    sandbox,
  }) => {
    const payment = await sandbox.createPayment();
    await openPayment(page, payment.path);
    await chooseMethod(page, 'Credit card');
    await fillNewCard(page, { number: CARDS.visa });

    const proceeds = countProceedRequests(page);
    let aborted = false;
    await page.route('**/api/v2/proceed-card', async (route) => {
      if (aborted) return route.continue();
      aborted = true;
      await route.abort('connectionreset');
    });
    const reread = page.waitForRequest((request) => request.url().endsWith('/api/v2/get-payment'));
    await payButton(page).click();
    await reread;

    // Nothing was charged, so the payment is still payable: the form is back, nothing re-sent.
    await expect(payButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByLabel('Cardholder name')).toHaveValue('TARO YAMADA');
    expect(proceeds.count).toBe(1);
    expect((await sandbox.state(payment.id)).sandbox.charges).toBe(0);
  });
});
