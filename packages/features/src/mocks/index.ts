export { usersByRole } from './users';
export { navigationSpy, withNavigationSpy, resetNavigationSpy } from './navigation';
export {
  makeNotification,
  sampleNotifications,
  notificationsHandlers,
  unauthorizedResponse,
  type Notification,
} from './notifications';
export { withToasts, resetToasts, withUnauthorizedQueries, withSessionUser } from './decorators';
