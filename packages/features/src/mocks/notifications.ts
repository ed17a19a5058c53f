import { delay, http, HttpResponse } from 'msw';
import type { Schema } from '@petrobridge/api-client';
import { makeNotification } from './db';
import { unauthorizedResponse } from './handlers';

export { makeNotification, unauthorizedResponse };
export type Notification = Schema<'Notification'>;

/** Four notifications of the broker, three of them unread, one of each type among the first three. */
export const sampleNotifications: Notification[] = [
  makeNotification({
    title: 'Deal PB-2024-000043 created',
    message: 'You are the broker of a new deal for 50,000 bbl of Brent.',
    type: 'success',
    createdAt: '2024-06-03T09:45:00.000Z',
  }),
  makeNotification({ createdAt: '2024-06-03T09:30:00.000Z' }),
  makeNotification({
    title: 'KYC documents awaiting review',
    message: 'Niger Delta Petroleum uploaded a tax certificate.',
    type: 'warning',
    relatedEntityType: 'company',
    createdAt: '2024-06-02T16:10:00.000Z',
  }),
  makeNotification({
    title: 'Trade locked',
    message: 'Deal PB-2024-000040 is locked and moving to LC confirmation.',
    type: 'success',
    isRead: true,
    createdAt: '2024-06-01T12:00:00.000Z',
  }),
];

/** GET /api/notifications variants, shared by the shell (badge) and the dashboards (activity). */
export const notificationsHandlers = {
  some: http.get('/api/notifications', () => HttpResponse.json(sampleNotifications)),
  allRead: http.get('/api/notifications', () =>
    HttpResponse.json(sampleNotifications.map((n) => ({ ...n, isRead: true }))),
  ),
  many: http.get('/api/notifications', () =>
    HttpResponse.json(
      Array.from({ length: 120 }, (_, i) =>
        makeNotification({ title: `Notification ${i + 1}`, isRead: i >= 105 }),
      ),
    ),
  ),
  empty: http.get('/api/notifications', () => HttpResponse.json([])),
  loading: http.get('/api/notifications', () => delay('infinite')),
  error: http.get('/api/notifications', () =>
    HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
  ),
  unauthorized: http.get('/api/notifications', unauthorizedResponse),
};
