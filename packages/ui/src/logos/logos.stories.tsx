import { CARD_NETWORKS, PAY_METHODS } from '@kessai/domain';
import type { Story, StoryDefault } from '@ladle/react';
import { CardNetworkLogo } from './card-network-logo.js';
import { PayMethodLogo } from './pay-method-logo.js';

export default {
  title: 'Brand / Logos',
} satisfies StoryDefault;

export const CardNetworks: Story = () => (
  <div className="gallery-row">
    {CARD_NETWORKS.map((network) => (
      <CardNetworkLogo key={network} network={network} />
    ))}
  </div>
);

export const PayMethods: Story = () => (
  <div className="gallery-row">
    {PAY_METHODS.map((method) => (
      <PayMethodLogo key={method} method={method} />
    ))}
  </div>
);
