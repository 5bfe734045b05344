import type { Story, StoryDefault } from '@ladle/react';
import { Spinner } from './spinner.js';

export default {
  title: 'Feedback / Spinner',
} satisfies StoryDefault;

export const Sizes: Story = () => (
  <div className="gallery-row">
    <Spinner size="small" />
    <Spinner />
    <Spinner size="large" label="Loading the payment" />
  </div>
);
