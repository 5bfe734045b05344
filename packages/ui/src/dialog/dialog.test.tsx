import type { I18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { Dialog } from './dialog.js';

let en: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});

function DeleteCard({ onDelete }: { onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete card
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete credit card?"
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              type="button"
              onClick={() => {
                onDelete();
                setOpen(false);
              }}
            >
              Delete
            </button>
          </>
        }
      >
        <p>Visa ending in 1111 will be removed.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a named, described modal that focuses its first control and traps Tab', async () => {
    const user = userEvent.setup();
    let deleted = 0;
    renderWithI18n(<DeleteCard onDelete={() => (deleted += 1)} />, en);
    await user.click(screen.getByRole('button', { name: 'Delete card' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete credit card?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Visa ending in 1111 will be removed.');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleted).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete card' })).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.documentElement).not.toHaveClass('kessai-scroll-locked');
  });
});
