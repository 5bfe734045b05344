import { API_ERROR_TOAST_DURATION_MS } from '@kessai/domain';
import type { Story, StoryDefault } from '@ladle/react';
import { Toaster } from './toaster.js';
import { toast } from './toast-store.js';

export default {
  title: 'Feedback / Toast',
} satisfies StoryDefault;

export const Types: Story = () => (
  <>
    <Toaster />
    <div className="gallery-row">
      <button type="button" onClick={() => toast.info('Your session will expire soon.')}>
        Info
      </button>
      <button type="button" onClick={() => toast.success('The card has been saved.')}>
        Success
      </button>
      <button type="button" onClick={() => toast.warning('This card expires next month.')}>
        Warning
      </button>
      <button
        type="button"
        onClick={() =>
          toast.error('Response returned an error code', { duration: API_ERROR_TOAST_DURATION_MS })
        }
      >
        Error (10 s, API error)
      </button>
      <button
        type="button"
        onClick={() => toast.loading('Processing your payment…', { duration: 0 })}
      >
        Loading (stays)
      </button>
      <button type="button" onClick={() => toast.dismiss()}>
        Dismiss all
      </button>
    </div>
  </>
);

export const Durations: Story = () => (
  <>
    <Toaster />
    <div className="gallery-row">
      <button type="button" onClick={() => toast.info('Default: 3 s, no close button')}>
        3 s
      </button>
      <button
        type="button"
        onClick={() => toast.info('5 s: still no close button', { duration: 5000 })}
      >
        5 s
      </button>
      <button type="button" onClick={() => toast.info('8 s: close button', { duration: 8000 })}>
        8 s
      </button>
      <button type="button" onClick={() => toast.info('Stays until closed', { duration: 0 })}>
        0 (stays)
      </button>
    </div>
  </>
);

export const Stacked: Story = () => (
  <>
    <Toaster position="bottom" />
    <button
      type="button"
      onClick={() => {
        toast.success('First', { duration: 0 });
        toast.warning('Second', { duration: 0 });
        toast.error('Third', { duration: 0 });
      }}
    >
      Show three toasts at the bottom
    </button>
  </>
);
