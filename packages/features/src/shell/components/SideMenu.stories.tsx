import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Role } from '../../session';
import { menuForRole } from '../model/menu';
import { SideMenu } from './SideMenu';
import { shots } from '../../../../../.storybook/modes';

const meta = {
  title: 'Features/Shell/Side menu',
  component: SideMenu,
  parameters: { layout: 'padded' },
  args: { role: 'broker', isAvailable: (path: string): boolean => path === '/' },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the rendered groups and items against the §2 table for the role. */
const playFor = (role: Role | null) => {
  const play: Story['play'] = async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Trading Hub' });
    const rendered = [...nav.querySelectorAll('[data-menu-item]')].map(
      (el) => (el as HTMLElement).dataset.menuItem,
    );
    await expect(rendered).toEqual(menuForRole(role).flatMap((g) => g.items.map((i) => i.label)));
    const groupTitles = [...nav.querySelectorAll('h3')].map((h) => h.textContent);
    await expect(groupTitles).toEqual(
      menuForRole(role)
        .filter((g) => g.title)
        .map((g) => g.title),
    );
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

/** Every screen available: no 'Coming soon' marks, Dashboard active on `/`. */
export const AllAvailable: Story = {
  parameters: { chromatic: shots.dark },
  args: { isAvailable: () => true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Coming soon')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Commission' })).toHaveAttribute(
      'href',
      '/commission',
    );
  },
};
