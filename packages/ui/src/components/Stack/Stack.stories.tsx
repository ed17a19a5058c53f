import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Stack, stackAlignments } from './Stack';
import { shots } from '@petrobridge/story-kit';

const Item = ({ children }: { children: string }) => (
  <Box padding="3" background="surface" border="standard" borderRadius="md">
    {children}
  </Box>
);

const meta = {
  title: 'UI/Stack',
  component: Stack,
  // In dark: Alignments (the layout has no colours of its own).
  parameters: { layout: 'padded' },
  argTypes: { align: { control: 'inline-radio', options: stackAlignments } },
  args: {
    children: [
      <Item key="1">Seller: Niger Delta Petroleum</Item>,
      <Item key="2">Product: Bonny Light crude</Item>,
      <Item key="3">Volume: 950,000 bbl</Item>,
    ],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TightGap: Story = { args: { gap: '1' } };
export const WideGap: Story = { args: { gap: '8' } };

/** Every alignment, one after another. */
export const Alignments: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Stack gap="6">
      {stackAlignments.map((align) => (
        <Stack key={align} {...args} align={align} gap="2">
          <Item>{`align="${align}"`}</Item>
          <Item>A longer item to show the alignment</Item>
        </Stack>
      ))}
    </Stack>
  ),
};

/** Gap 2 on phones, 6 from tablet. */
export const Responsive: Story = { args: { gap: { mobile: '2', tablet: '6' } } };

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...Responsive,
  globals: { viewport: { value: 'mobile' } },
};
