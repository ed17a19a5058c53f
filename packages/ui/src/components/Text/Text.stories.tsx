import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textSizes, textTones, textWeights } from './Text';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Text',
  component: Text,
  // In dark: Sizes, Tones and Weights.
  parameters: { layout: 'padded' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  args: { children: 'The seller confirmed the cargo inspection at Bonny terminal.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`${size}: ${String(args.children)}`}</Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`${tone}: ${String(args.children)}`}</Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <div>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>{`${weight}: ${String(args.children)}`}</Text>
      ))}
    </div>
  ),
};

export const TabularFigures: Story = {
  render: (args) => (
    <div>
      {['$1,111,111.11', '$9,999,999.99', '$4,050,000.00'].map((v) => (
        <Text key={v} {...args} tabular>
          {v}
        </Text>
      ))}
    </div>
  ),
};

const longText =
  'Niger Delta Petroleum Resources Limited offers 2,000,000 barrels of Escravos Light crude, CIF Rotterdam, with a confirmed irrevocable documentary letter of credit and independent inspection at the load port.';

export const LongText: Story = { args: { children: longText } };

export const Truncated: Story = {
  args: { children: longText, truncate: true },
  play: async ({ canvas }) => {
    const text = canvas.getByText(longText);
    await expect(text).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const Inline: Story = {
  render: (args) => (
    <Text {...args}>
      Volume{' '}
      <Text elementType="span" weight="semibold" tabular>
        950,000 bbl
      </Text>{' '}
      at{' '}
      <Text elementType="span" tone="success" weight="semibold">
        $82.40
      </Text>{' '}
      per barrel.
    </Text>
  ),
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  args: { children: longText },
  globals: { viewport: { value: 'mobile' } },
};
