import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Avatar, avatarSizes, avatarTones } from './Avatar';
import { shots } from '@petrobridge/story-kit';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  parameters: { layout: 'padded' },
  args: { name: 'Adaeze Okafor', size: 'md', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    tone: { control: 'inline-radio', options: avatarTones },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Adaeze Okafor' });
    await expect(avatar).toHaveTextContent('AO');
  },
};

export const Sizes: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="3">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  parameters: { chromatic: shots.dark },
  render: (args) => (
    <Inline gap="3">
      {avatarTones.map((tone) => (
        <Avatar key={tone} {...args} tone={tone} />
      ))}
    </Inline>
  ),
};

export const SingleName: Story = {
  args: { name: 'Chidi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Chidi' })).toHaveTextContent('C');
  },
};

/** docs/product.md#roles: with no name the feature passes the e-mail's first letter, or the avatar falls back to U. */
export const FromEmail: Story = {
  args: { name: 'trader@bonnyenergy.ng', initials: 't' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveTextContent('T');
  },
};

export const EmptyName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'User' })).toHaveTextContent('U');
  },
};

export const WithName: Story = {
  render: (args) => (
    <Inline gap="2">
      <Avatar {...args} isDecorative />
      <Text elementType="span" weight="medium">
        {args.name}
      </Text>
    </Inline>
  ),
};

export const LongName: Story = {
  args: { name: 'Oluwaseun Babatunde Adeyemi-Williamson', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveTextContent('OA');
  },
};
