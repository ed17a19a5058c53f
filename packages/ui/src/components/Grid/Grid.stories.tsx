import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { breakpoints } from '../../tokens/raw';
import { Grid } from './Grid';
import { shots } from '@petrobridge/story-kit';

const Tile = ({ children }: { children: string }) => (
  <Box padding="4" background="surface" border="standard" borderRadius="md">
    {children}
  </Box>
);
const tiles = [
  'Open listings',
  'Active deals',
  'Volume this month',
  'Commission',
  'Pending KYC',
  'Letters of credit',
];

const meta = {
  title: 'UI/Grid',
  component: Grid,
  // In dark: Default (the tiles; the grid itself has no colours).
  parameters: { chromatic: shots.responsive, layout: 'padded' },
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    children: tiles.map((t) => <Tile key={t}>{t}</Tile>),
  },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from tablet, three from desktop. */
export const Default: Story = {
  parameters: { chromatic: shots.dark },
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Open listings').parentElement!;
    const columns = getComputedStyle(grid).gridTemplateColumns;
    // The play runs at every width the story is photographed at: desktop and a 390 px phone.
    const width = window.innerWidth;
    const expected = width >= breakpoints.desktop ? 3 : width >= breakpoints.tablet ? 2 : 1;
    await expect(columns.split(' ')).toHaveLength(expected);
  },
};

/** Four fixed columns: a desktop layout, so no phone picture (its tiles cannot fit 390 px). */
export const FourColumns: Story = {
  args: { columns: 4 },
  parameters: { chromatic: { modes: { 'light mobile': { disable: true } } } },
};
export const WideGap: Story = { args: { gap: '8' } };
export const Empty: Story = { args: { children: null } };

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
};
