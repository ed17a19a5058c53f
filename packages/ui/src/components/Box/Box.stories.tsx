import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Box',
  component: Box,
  parameters: { layout: 'padded' },
  args: {
    padding: '4',
    background: 'surface',
    border: 'standard',
    borderRadius: 'md',
    children: 'Cargo of 950,000 bbl Bonny Light, FOB Bonny terminal',
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Background, text colour and border by role: they follow the theme. */
export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="3">
      {(['surface', 'surfaceSunken', 'brand', 'success', 'warning', 'danger', 'info'] as const).map(
        (background) => (
          <Box
            {...args}
            key={background}
            background={background}
            color={background === 'surface' || background === 'surfaceSunken' ? 'text' : background}
          >
            {background}
          </Box>
        ),
      )}
    </Box>
  ),
};

/** Padding grows with the viewport: `padding={{ mobile: '2', tablet: '6' }}`. */
export const ResponsivePadding: Story = {
  args: { padding: { mobile: '2', tablet: '6' }, children: 'Padding 2 on phones, 6 from tablet' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Padding 2 on phones, 6 from tablet');
    // The browser test runs at a desktop width, so the tablet value applies.
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    padding: 'none',
    background: 'transparent',
    border: 'none',
    children: (
      <>
        <li>Bonny Light</li>
        <li>Forcados</li>
        <li>Qua Iboe</li>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveStyle({ listStyleType: 'none' });
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  ...ResponsivePadding,
  globals: { viewport: { value: 'mobile' } },
  play: undefined,
};
