import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { breakpoints } from '../../tokens/raw';
import { Inline, inlineAlignments, inlineJustifications } from './Inline';
import { shots } from '@petrobridge/story-kit';

const Item = ({ children }: { children: string }) => (
  <Box padding="2" background="surface" border="standard" borderRadius="md">
    {children}
  </Box>
);
const products = ['Bonny Light', 'Forcados', 'Qua Iboe', 'Brass River', 'Escravos', 'Agbami'];

const meta = {
  title: 'UI/Inline',
  component: Inline,
  // In dark: Justified (the layout has no colours of its own).
  parameters: { chromatic: shots.responsive, layout: 'padded' },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
  },
  args: { children: products.map((p) => <Item key={p}>{p}</Item>) },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Justified: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="4">
      {inlineJustifications.map((justify) => (
        <Inline key={justify} {...args} justify={justify}>
          <Item>{`justify="${justify}"`}</Item>
          <Item>Second</Item>
        </Inline>
      ))}
    </Box>
  ),
};

/**
 * One row that scrolls sideways when it does not fit (a phone): a scrolling region takes focus
 * and has a name, so keyboard users can scroll it too.
 */
export const NoWrap: Story = {
  args: {
    wrap: false,
    children: [...products, ...products].map((p, i) => <Item key={i}>{p}</Item>),
    style: { overflow: 'auto' },
    tabIndex: 0,
    role: 'region',
    'aria-label': 'Products',
  },
};

/** Stacks below the tablet breakpoint: a row at desktop width, a column on a 390 px phone. */
export const CollapseBelowTablet: Story = {
  args: { collapseBelow: 'tablet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bonny Light').parentElement).toHaveStyle({
      flexDirection: window.innerWidth >= breakpoints.tablet ? 'row' : 'column',
    });
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'mobile' } },
};
