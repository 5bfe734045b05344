import type { Story, StoryDefault } from '@ladle/react';
import { ErrorDialog } from './error-dialog.js';
import { setErrorMessage } from './error-message-store.js';

export default {
  title: 'Feedback / Error dialog',
} satisfies StoryDefault;

export const Default: Story = () => (
  <>
    <ErrorDialog />
    <button
      type="button"
      onClick={() =>
        setErrorMessage(
          'Sorry, there was an error that occurred during the purchase process. Error code: E1234',
        )
      }
    >
      Show error
    </button>
  </>
);

export const LongMessage: Story = () => (
  <>
    <ErrorDialog faqUrl="https://example.com/faq" />
    <button
      type="button"
      onClick={() =>
        setErrorMessage(
          'There was an issue that occurred during the processing of your payment.\nPlease verify your booking details and the expiry date of your card. If the problem persists, use Contact Us.',
        )
      }
    >
      Show long error
    </button>
  </>
);
