import type { Story, StoryDefault } from '@ladle/react';
import { Popover } from './popover.js';

export default {
  title: 'Overlay / Popover',
} satisfies StoryDefault;

export const IconTrigger: Story = () => (
  <p>
    Security code{' '}
    <Popover trigger="?" triggerLabel="What is the security code?">
      The 3 digits on the back of your card (4 on the front for American Express).
    </Popover>
  </p>
);

export const TextTriggerAbove: Story = () => (
  <p className="gallery-row">
    <Popover trigger="About 3-D Secure" placement="top">
      Your card issuer may ask you to confirm the payment.
    </Popover>
  </p>
);
