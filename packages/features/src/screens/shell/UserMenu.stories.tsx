import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu, type UserMenuProps } from './UserMenu';
import { shots } from '@petrobridge/story-kit';

/** The menu's code, held back until a story's play lets it arrive. Set afresh before each story. */
let arrival: { promise: Promise<void>; arrive: () => void };

/** The user menu with its code held back: a new loader per mount, so no earlier load is reused. */
function HeldBackUserMenu(props: UserMenuProps) {
  const [load] = useState(() => () => arrival.promise.then(() => import('./UserMenuPopup')));
  return <UserMenu {...props} load={load} />;
}

const meta = {
  title: 'Features/Shell/User menu',
  component: HeldBackUserMenu,
  args: { name: 'Amara Okafor', role: 'Senior Broker', initials: 'AO' },
  // Interactions of the header's menu; the App shell stories photograph it, closed and open.
  parameters: { chromatic: shots.off },
  beforeEach: () => {
    let arrive = () => {};
    const promise = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    arrival = { promise, arrive };
  },
} satisfies Meta<typeof HeldBackUserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Pressed while its code is still on the way: the menu opens once it is there, focus on its button. */
export const PressedWhileItsCodeLoads: Story = {
  play: async ({ canvas }) => {
    const standIn = canvas.getByRole('button', { name: /account menu/ });
    await userEvent.click(standIn);
    await expect(page.queryByRole('menu')).toBeNull();
    arrival.arrive();
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /account menu/ });
    await expect(trigger).not.toBe(standIn);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * The code arrives in the middle of a click: the button goes down on the stand-in and comes up on
 * the loaded menu's button. The menu opens, as it would have on the loaded button.
 */
export const PressedAsItsCodeArrives: Story = {
  play: async ({ canvas }) => {
    const standIn = canvas.getByRole('button', { name: /account menu/ });
    await userEvent.hover(standIn); // the hover asks for the code
    await userEvent.pointer({ keys: '[MouseLeft>]', target: standIn });
    arrival.arrive();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /account menu/ })).not.toBe(standIn),
    );
    const trigger = canvas.getByRole('button', { name: /account menu/ });
    await userEvent.pointer({ keys: '[/MouseLeft]', target: trigger });
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Hovered only: the code arrives and the button takes over, closed; a click then opens it. */
export const HoveredThenClicked: Story = {
  play: async ({ canvas }) => {
    const standIn = canvas.getByRole('button', { name: /account menu/ });
    await userEvent.hover(standIn);
    arrival.arrive();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /account menu/ })).not.toBe(standIn),
    );
    await expect(page.queryByRole('menu')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /account menu/ }));
    await waitFor(() => expect(page.getByRole('menu')).toBeVisible());
  },
};
