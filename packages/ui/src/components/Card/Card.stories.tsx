import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '../Button';
import { Grid } from '../Grid';
import { Inline } from '../Inline';
import { Skeleton } from '../Skeleton';
import { StatusBadge } from '../StatusBadge';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { Card, cardPaddings, cardVariants } from './Card';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Card',
  component: Card,
  parameters: { layout: 'padded' },
  args: {
    title: 'Bonny Light Crude — 950,000 bbl',
    description: 'Offer from Niger Delta Petroleum · FOB Bonny',
    children: (
      <Text size="sm">
        API gravity 35.4°, sulphur 0.14 %. Loading window 12–18 March. Price $82.45 per barrel.
      </Text>
    ),
    footer: (
      <Inline gap="2" justify="between" width="full">
        <StatusBadge tone="success" label="active" size="sm" />
        <Text size="sm" tone="muted" elementType="span">
          Updated 2 hours ago
        </Text>
      </Inline>
    ),
    variant: 'outlined',
    padding: 'md',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  render: (args) => (
    <div style={{ maxWidth: '60%' }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 3 }} gap="4">
      {cardVariants.map((variant) => (
        <Card key={variant} {...args} variant={variant} title={`${variant} card`} />
      ))}
    </Grid>
  ),
};

export const Paddings: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 3 }} gap="4">
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`Padding ${padding}`} />
      ))}
    </Grid>
  ),
};

export const WithActions: Story = {
  args: {
    actions: <Button variant="ghost" size="sm" icon={MoreHorizontal} aria-label="Offer actions" />,
  },
};

export const BodyOnly: Story = {
  args: { title: undefined, description: undefined, footer: undefined },
};

/** The whole card is a link; its actions stay separately pressable. */
export const Interactive: Story = {
  args: {
    onPress: fn(),
    href: '/marketplace/offers/187',
    actions: (
      <Button variant="secondary" size="sm" onPress={fn()}>
        Save
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const link = canvas.getByRole('link', { name: 'Bonny Light Crude — 950,000 bbl' });
    // A click anywhere on the card lands on the link (its ::after covers the card).
    const { left, top, width, height } = canvas.getByText(/API gravity/).getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(hit as HTMLElement);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: the title link is the one tab stop of the card, before its actions.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    // The action button does not trigger the card.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: {
    title: undefined,
    description: undefined,
    footer: undefined,
    children: (
      <div aria-busy="true">
        <VisuallyHidden>Loading offer</VisuallyHidden>
        <Skeleton width="60%" />
        <Skeleton lines={2} />
      </div>
    ),
  },
};

export const LongText: Story = {
  args: {
    title:
      'Bonny Light Crude Oil cargo for delivery to Rotterdam with certificate of origin, quality and quantity inspections',
    description:
      'Offer from Niger Delta Petroleum Development and Marketing Company Limited · CIF Rotterdam · Loading window 12–18 March 2024',
  },
};

export const NarrowViewport: Story = {
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <Card {...args} />,
};
