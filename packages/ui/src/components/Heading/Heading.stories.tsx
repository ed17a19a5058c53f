import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './Heading';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  // In dark: Levels and Sizes (every level and size).
  parameters: { layout: 'padded' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: headingSizes },
  },
  args: { children: 'Bonny Light crude, 950,000 bbl' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Bonny Light');
  },
};

/** Each level with its default size. */
export const Levels: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          {`Level ${level}: ${String(args.children)}`}
        </Heading>
      ))}
    </div>
  ),
};

/** Each size on an h2: size is independent of the document level. */
export const Sizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <div>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} size={size}>
          {`Size ${size}`}
        </Heading>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Escravos Light crude oil, 2,000,000 barrels, CIF Rotterdam, laycan 12–18 September, letter of credit confirmed by a first-class European bank',
  },
};

export const Truncated: Story = {
  args: { ...LongText.args, truncate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveStyle({ textOverflow: 'ellipsis' });
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  args: LongText.args,
  globals: { viewport: { value: 'mobile' } },
};
