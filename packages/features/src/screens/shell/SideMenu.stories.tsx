import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Role } from '@petrobridge/domain';
import { menuForRole } from '../../kit/routes';
import { SideMenu } from './SideMenu';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'Features/Shell/Side menu',
  component: SideMenu,
  parameters: { layout: 'padded' },
  args: { role: 'broker' },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the rendered groups and items against the route manifest's menu for the role. */
const playFor = (role: Role | null) => {
  const play: Story['play'] = async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Trading Hub' });
    const rendered = [...nav.querySelectorAll('[data-menu-item]')].map(
      (el) => (el as HTMLElement).dataset.menuItem,
    );
    await expect(rendered).toEqual(menuForRole(role).flatMap((g) => g.items.map((i) => i.label)));
    await expect(rendered.length).toBeGreaterThan(0);
    const groupTitles = [...nav.querySelectorAll('h3')].map((h) => h.textContent);
    await expect(groupTitles).toEqual(
      menuForRole(role)
        .filter((g) => g.title)
        .map((g) => g.title),
    );
    await expect(within(nav).queryByText(/coming soon/i)).toBeNull();
  };
  return play;
};

export const Broker: Story = { args: { role: 'broker' }, play: playFor('broker') };
export const Seller: Story = { args: { role: 'seller' }, play: playFor('seller') };
export const Buyer: Story = { args: { role: 'buyer' }, play: playFor('buyer') };
export const Admin: Story = { args: { role: 'admin' }, play: playFor('admin') };
export const SuperAdmin: Story = { args: { role: 'super_admin' }, play: playFor('super_admin') };
/** A missing role is treated as buyer. */
export const MissingRole: Story = { args: { role: null }, play: playFor(null) };

/** At 360 px every label stays whole: none is wider than its line box allows without a break. */
export const Narrow: Story = {
  args: { role: 'seller' },
  // Assertions only: the mobile picture is the app shell's.
  parameters: { chromatic: shots.off },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Trading Hub' });
    for (const item of nav.querySelectorAll<HTMLElement>('[data-menu-item]')) {
      const style = getComputedStyle(item.querySelector('span:last-child') ?? item);
      await expect(style.overflowWrap).toBe('normal');
      await expect(style.wordBreak).toBe('normal');
    }
  },
};
