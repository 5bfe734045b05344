import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { StatusIcon } from '../status-icon/status-icon.js';
import { Dialog } from './dialog.js';

export default {
  title: 'Feedback / Dialog',
} satisfies StoryDefault;

export const Confirmation: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete card
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        icon={<StatusIcon type="warning" decorative />}
        title="Delete credit card?"
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className="kessai-button" onClick={() => setOpen(false)}>
              Delete
            </button>
          </>
        }
      >
        <p>Visa ending in 1111 will be removed from your saved cards.</p>
      </Dialog>
    </>
  );
};
