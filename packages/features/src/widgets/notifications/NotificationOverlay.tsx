import { useRef, useState, useSyncExternalStore } from 'react';
import { Dialog, DialogTrigger, media, Modal, Popover } from '@petrobridge/ui';
import { useTakeOver, type TriggerHandoff } from '../../kit/lazy-trigger';
import { Bell, NotificationList, type BellProps } from './NotificationCentre';

const wide = () => window.matchMedia(media.tablet).matches;
const subscribeWide = (listener: () => void) => {
  const query = window.matchMedia(media.tablet);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/**
 * The notification centre once its code is loaded (see NotificationCentre): the bell opens a
 * popover from tablet width up and a full-screen dialog on a phone.
 */
export function NotificationOverlay({ unread, handoff }: BellProps & { handoff: TriggerHandoff }) {
  const isWide = useSyncExternalStore(subscribeWide, wide, () => true);
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useTakeOver(handoff, ref, setOpen);

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Bell unread={unread} ref={ref} />
      {isWide ? (
        <Popover title="Notifications" placement="bottom end" size="md">
          <NotificationList />
        </Popover>
      ) : (
        <Modal size="lg">
          <Dialog title="Notifications">
            <NotificationList />
          </Dialog>
        </Modal>
      )}
    </DialogTrigger>
  );
}
