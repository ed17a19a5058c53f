/**
 * What the plays of an owner's listing screen (/rfqs, /my-offers) do again and again: find the cards,
 * wait for the create button (enabled once the trader's companies have loaded) and open its dialog.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

const page = within(document.body);

/** Picks `option` in the select labelled `label` inside `scope`. */
export async function selectOption(scope: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('button', { name: label }));
  await userEvent.click(await page.findByRole('option', { name: option }));
}

/** Types a date (MMDDYYYY) into the first date field's segments inside `scope`. */
export async function typeDate(scope: HTMLElement, mmddyyyy: string) {
  await userEvent.click(within(scope).getAllByRole('spinbutton', { name: /month/ })[0]!);
  await userEvent.keyboard(mmddyyyy);
}

export function ownListingScreen({ list, create }: { list: string; create: string }) {
  const cards = async () =>
    within(await page.findByRole('list', { name: list })).getAllByRole('listitem');
  const createButton = async () => {
    const button = await page.findByRole('button', { name: create });
    await waitFor(() => expect(button).toBeEnabled());
    return button;
  };
  /** Opens the create dialog once the list behind it (in the picture) has loaded. */
  const openCreate = async () => {
    await cards();
    await userEvent.click(await createButton());
    const d = await page.findByRole('dialog', { name: create });
    await waitFor(() => expect(d).toBeVisible());
    return d;
  };
  return { page, cards, createButton, openCreate };
}
