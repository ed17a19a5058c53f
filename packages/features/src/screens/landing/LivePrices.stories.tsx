import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fixedNow, priceSources } from './mocks/prices';
import { LivePrices } from './LivePrices';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'Features/Landing/Live prices',
  component: LivePrices,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LivePrices>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: HTMLElement, symbol: string) =>
  within(canvas).findByTestId(`price-${symbol}`);

export const Loading: Story = {
  args: { source: priceSources.loading },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByTestId('price-skeleton')).toHaveLength(3);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByText(/Demo prices with simulated updates/)).toBeVisible();
  },
};

export const Up: Story = {
  parameters: { chromatic: shots.dark },
  args: { source: priceSources.up },
  play: async ({ canvasElement }) => {
    const brent = await card(canvasElement, 'BRENT');
    await expect(brent).toHaveTextContent('Brent Crude');
    await expect(brent).toHaveTextContent('$84.00/barrel');
    await expect(brent).toHaveTextContent('+1.55 (+1.88%)');
    await expect(await card(canvasElement, 'WTI')).toHaveTextContent('$79.58/barrel');
    await expect(await card(canvasElement, 'NATGAS')).toHaveTextContent('$2.94/MMBtu');
    for (const el of canvasElement.querySelectorAll('[data-trend]'))
      await expect(el).toHaveAttribute('data-trend', 'up');
  },
};

export const Down: Story = {
  args: { source: priceSources.down },
  play: async ({ canvasElement }) => {
    const wti = await card(canvasElement, 'WTI');
    await expect(wti).toHaveTextContent('WTI Crude');
    await expect(wti).toHaveTextContent('$76.66/barrel');
    await expect(wti).toHaveTextContent('-1.46 (-1.87%)');
    for (const el of canvasElement.querySelectorAll('[data-trend]'))
      await expect(el).toHaveAttribute('data-trend', 'down');
  },
};

/** A change of exactly 0 is shown green, like a rise (docs/product.md#screens). */
export const Unchanged: Story = {
  args: { source: priceSources.flat },
  play: async ({ canvasElement }) => {
    const gas = await card(canvasElement, 'NATGAS');
    await expect(gas).toHaveTextContent('$2.89/MMBtu');
    await expect(gas).toHaveTextContent('+0.00 (+0.00%)');
    await expect(gas.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'up');
  },
};

/** The fixed fallback prices of docs/product.md#messages. */
export const ErrorFallback: Story = {
  name: 'Error',
  args: { source: priceSources.error },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement, 'BRENT')).toHaveTextContent('$82.45/barrel');
    await expect(await card(canvasElement, 'BRENT')).toHaveTextContent('+1.23 (+1.51%)');
    const wti = await card(canvasElement, 'WTI');
    await expect(wti).toHaveTextContent('$78.12/barrel');
    await expect(wti).toHaveTextContent('-0.87 (-1.10%)');
    await expect(wti.querySelector('[data-trend]')).toHaveAttribute('data-trend', 'down');
    const gas = await card(canvasElement, 'NATGAS');
    await expect(gas).toHaveTextContent('$2.89/MMBtu');
    await expect(gas).toHaveTextContent('+0.05 (+1.76%)');
  },
};

/** The real 1 s delay (docs/product.md#constants): skeletons first, then the cards. */
export const SimulatedDelay: Story = {
  args: { source: { random: () => 0.5, now: fixedNow } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('price-skeleton')).toHaveLength(3);
    await waitFor(() => expect(canvas.queryAllByTestId('price-skeleton')).toHaveLength(0), {
      timeout: 10_000, // a hang guard for the 1 s delay on a busy machine
    });
    await expect(canvas.getByTestId('price-BRENT')).toHaveTextContent('$82.45/barrel');
  },
};
