import type { Story, StoryDefault } from '@ladle/react';
import { StatusIcon } from './status-icon.js';

export default {
  title: 'Feedback / Status icon',
} satisfies StoryDefault;

export const Types: Story = () => (
  <div className="gallery-row">
    <StatusIcon type="error" />
    <StatusIcon type="success" />
    <StatusIcon type="warning" />
  </div>
);

export const WithText: Story = () => (
  <p className="gallery-row">
    <StatusIcon type="success" decorative />
    Your booking is confirmed
  </p>
);
