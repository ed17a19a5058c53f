import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ApiError } from '@petrobridge/api-client';
import { Card, EmptyState, Heading, Skeleton, Stack, Text } from '@petrobridge/ui';
import { loadFailureText } from './errors';
import { Loadable, LoadFailedAlert, type QueryLike } from './screen-state';

interface Vessel {
  id: string;
  name: string;
}

/** A screen's card made with the kit: its skeleton, failure, not found, signed out, empty and list. */
function VesselsCard({ query }: { query: QueryLike<Vessel[]> }) {
  return (
    <Card title="Vessels" headingLevel={2} aria-busy={query.isLoading}>
      <Loadable
        query={query}
        loading={<Skeleton lines={3} />}
        failed={(retry) => (
          <LoadFailedAlert
            role="alert"
            title={loadFailureText('The vessels', 'title')}
            retry={retry}
          />
        )}
        notFound={
          <Stack gap="2">
            <Heading level={3}>Fleet not found</Heading>
            <Text tone="muted">It does not exist, or it is not one you may see.</Text>
          </Stack>
        }
        signedOut={<Text tone="muted">Signing in again…</Text>}
        empty={<EmptyState size="sm" title="No vessels yet" />}
      >
        {(vessels) => (
          <Stack as="ul" gap="1" aria-label="Vessels">
            {vessels.map((v) => (
              <li key={v.id}>
                <Text>{v.name}</Text>
              </li>
            ))}
          </Stack>
        )}
      </Loadable>
    </Card>
  );
}

const failure = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), message);

const meta = {
  title: 'Features/Kit/Screen State',
  component: VesselsCard,
  parameters: { layout: 'padded' },
  args: { query: { isLoading: false, data: [], mutate: fn() } },
} satisfies Meta<typeof VesselsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the screen's own skeleton, the card busy. */
export const Loading: Story = {
  args: { query: { isLoading: true, mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Vessels' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Loaded, nothing in it: the screen's own empty text. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No vessels yet' })).toBeVisible();
  },
};

/** Loaded: the data. */
export const Populated: Story = {
  args: {
    query: {
      isLoading: false,
      data: [
        { id: '1', name: 'MT Aurora' },
        { id: '2', name: 'MT Borealis' },
      ],
      mutate: fn(),
    },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Vessels' });
    await expect(list).toHaveTextContent('MT Aurora');
    await expect(list).toHaveTextContent('MT Borealis');
  },
};

/** A failure: announced, with Try again calling the query's mutate. */
export const Failed: Story = {
  args: { query: { isLoading: false, error: failure(500, 'Internal error'), mutate: fn() } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The vessels could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.query.mutate).toHaveBeenCalledOnce();
  },
};

/** A 404 or 403: not found, or not the caller's. */
export const NotFound: Story = {
  args: { query: { isLoading: false, error: failure(404, 'Not found'), mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fleet not found' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A 401: the data layer has shown the logged-out toast and signs in again; the screen waits. */
export const SignedOut: Story = {
  args: { query: { isLoading: false, error: failure(401, 'Unauthorized'), mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signing in again…')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
