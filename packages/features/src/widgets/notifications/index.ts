/** The notification centre: the header's bell, its popover (a page on a phone), mark read. */
export { NotificationCentre, NotificationList, relatedHref } from './NotificationCentre';
