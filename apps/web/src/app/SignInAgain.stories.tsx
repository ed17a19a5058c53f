import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PASSWORD } from '@petrobridge/domain';
import { Button, Dialog, Modal, Text, TextField } from '@petrobridge/ui';
import { useMarkAllNotificationsRead } from '@petrobridge/features/data/api';
import {
  asRole,
  dropStaleAnnouncements,
  mockHandlers,
  setMockRole,
  usersByRole,
  withToasts,
  apiSettled,
} from '@petrobridge/features/mocks';
import { SignInAgainSlot } from './SignInAgainSlot';

/** A screen with a dialog open and something typed in it; its save is a write to the API. */
function ScreenWithDialog() {
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useMarkAllNotificationsRead({ onSuccess: () => setSaved(true) });
  return (
    <Modal isOpen isDismissable={false}>
      <Dialog title="Edit note">
        <TextField label="Note" value={note} onChange={setNote} />
        <Button onPress={() => void save.trigger(undefined)}>Save</Button>
        {saved ? <Text role="status">Saved</Text> : null}
      </Dialog>
    </Modal>
  );
}

const meta = {
  title: 'App/Sign in again',
  component: SignInAgainSlot,
  decorators: [withToasts],
  ...asRole('broker'),
  // The mock server keeps a session like the real one: it ends, and a sign-in renews it.
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers } },
  render: () => (
    <>
      <ScreenWithDialog />
      <SignInAgainSlot />
    </>
  ),
} satisfies Meta<typeof SignInAgainSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/**
 * §8 in place: the save fails with 401, the toast shows, then 'Sign in again' opens over the open
 * dialog; after signing in, the typed note is still there and the same save succeeds. No navigation.
 */
export const DialogSurvivesSignIn: Story = {
  play: async () => {
    await apiSettled();
    const editor = within(await page.findByRole('dialog', { name: 'Edit note' }));
    await userEvent.type(editor.getByRole('textbox', { name: 'Note' }), 'Ship in March');
    setMockRole('signed-out'); // the server forgets the session (an idle time-out)
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    const toast = await page.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Unauthorized: You are logged out. Logging in again...');

    const again = within(await page.findByRole('dialog', { name: 'Sign in again' }));
    // The sign-in form loads the configuration (GET /api/config) when it opens.
    await apiSettled();
    await userEvent.type(again.getByRole('textbox', { name: 'Email' }), usersByRole.broker.email);
    await userEvent.type(again.getByLabelText(/^Password\*?$/), DEMO_PASSWORD);
    await userEvent.click(again.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Sign in again' })).toBeNull());
    // The sign-in's own requests answered before the note is saved again.
    await apiSettled();

    const still = within(page.getByRole('dialog', { name: 'Edit note' }));
    await expect(still.getByRole('textbox', { name: 'Note' })).toHaveValue('Ship in March');
    await userEvent.click(still.getByRole('button', { name: 'Save' }));
    await expect(await still.findByRole('status')).toHaveTextContent('Saved');
    dropStaleAnnouncements(); // the sign-in dialog's pending button has gone with the dialog
  },
};
