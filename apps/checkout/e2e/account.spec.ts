import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { uniqueName } from './support/sandbox-admin.ts';

// Card management on /account (spec §1, decisions.md "Members"), against the sandbox's members.

const VISA = { number: '4111111111111111', card_exp: '3012' };
const MASTERCARD = { number: '5555555555554444', card_exp: '2911' };
const EXPIRED = { card_no: '************0000', card_network: 'JCB', card_exp: '2001' };

async function openAccount(page: Page, accessToken?: string): Promise<void> {
  const token = accessToken === undefined ? '' : `&access_token=${accessToken}`;
  await page.goto(`/account?lang=en${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
  // The token leaves the address bar.
  expect(new URL(page.url()).searchParams.has('access_token')).toBe(false);
}

test.describe('the account page', () => {
  test('lists the cards of the access token: number, expiry, expired mark and count', async ({
    page,
    sandbox,
  }) => {
    const member = await sandbox.createMember([VISA, EXPIRED]);
    await openAccount(page, member);
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('Cards saved: 2 / 5')).toBeVisible();
    const visa = rows.filter({ hasText: '1111' });
    await expect(visa).toContainText('Expires 12/30');
    await expect(visa).not.toContainText('Expired');
    const expired = rows.filter({ hasText: '0000' });
    await expect(expired).toContainText('Expires 01/20');
    await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete card ending in 1111' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('deletes a card after the confirmation; Cancel keeps it', async ({ page, sandbox }) => {
    const member = await sandbox.createMember([VISA, MASTERCARD]);
    await openAccount(page, member);
    const deleteVisa = page.getByRole('button', { name: 'Delete card ending in 1111' });

    await deleteVisa.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete credit card?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The card ending in 1111 (expires 12/30)');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteVisa).toBeFocused();
    expect(await sandbox.cards(member)).toHaveLength(2);

    await deleteVisa.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The credit card information has been deleted.' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(deleteVisa).toHaveCount(0);
    await expect(page.getByText('Cards saved: 1 / 5')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Delete card ending in 4444' })).toBeVisible();
    expect(await sandbox.cards(member)).toHaveLength(1);
    await expectNoAxeViolations(page);

    // The deletion holds after a reload (the token stays in the tab's sessionStorage).
    await page.reload();
    await expect(page.getByText('Cards saved: 1 / 5')).toBeVisible();
    await expect(page.getByText(/1111/)).toHaveCount(0);
  });

  test('deletes the last card with the keyboard alone and shows the empty state', async ({
    page,
    sandbox,
  }) => {
    const member = await sandbox.createMember([VISA]);
    await openAccount(page, member);
    const deleteVisa = page.getByRole('button', { name: 'Delete card ending in 1111' });
    await expect(deleteVisa).toBeVisible();
    for (let i = 0; i < 40; i += 1) {
      if (await deleteVisa.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(deleteVisa).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete credit card?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('The credit card information has been deleted.')).toBeVisible();
    await expect(page.getByText('There are no registered credit cards.')).toBeFocused();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
    expect(await sandbox.cards(member)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a member without cards sees the empty state', async ({ page, sandbox }) => {
    const member = await sandbox.createMember([]);
    await openAccount(page, member);
    await expect(page.getByText('There are no registered credit cards.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a failed delete keeps the card and shows the error toast', async ({ page, sandbox }) => {
    const member = await sandbox.createMember([VISA]);
    await openAccount(page, member);
    await sandbox.fault({ path: '/api/v2/delete-card', status: 500, error_code: 'SERVER_ERROR' });
    await page.getByRole('button', { name: 'Delete card ending in 1111' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Injected by the sandbox' }),
    ).toBeVisible();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page.getByText('Cards saved: 1 / 5')).toBeVisible();
    await expect(page.getByText('The credit card information has been deleted.')).toHaveCount(0);
    expect(await sandbox.cards(member)).toHaveLength(1);
  });

  test('without an access token: saved cards are available from the member page', async ({
    page,
  }) => {
    await openAccount(page);
    await expect(
      page.getByText(
        "Saved cards are available when you open this page from the shop's member page.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown access token (401) says the link is no longer valid', async ({ page }) => {
    await openAccount(page, uniqueName('unknown'));
    await expect(page.getByText(/This link to your saved cards is no longer valid/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('in Japanese', async ({ page, sandbox }) => {
    const member = await sandbox.createMember([VISA]);
    await page.goto(`/account?lang=ja&access_token=${member}`);
    await page.getByRole('button', { name: '下4桁が1111のカードを削除' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'クレジットカードを削除しますか？' });
    await dialog.getByRole('button', { name: '削除' }).click();
    await expect(page.getByText('クレジットカード情報を削除しました。')).toBeVisible();
    await expect(page.getByText('登録済みのクレジットカードはありません。')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
