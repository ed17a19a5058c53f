/** The caller's notifications: list, read one, read all. */
import { mockDb } from './db';
import { caller, http, json, noContent, problem } from './http';

export const notificationHandlers = [
  http.get('/api/notifications', () => {
    const user = caller();
    if (user instanceof Response) return user;
    return json(
      mockDb()
        .notifications.filter((n) => n.userId === user.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    );
  }),
  http.post('/api/notifications/read-all', () => {
    const user = caller();
    if (user instanceof Response) return user;
    for (const n of mockDb().notifications) if (n.userId === user.id) n.isRead = true;
    return noContent();
  }),
  http.post('/api/notifications/{id}/read', ({ params }) => {
    const user = caller();
    if (user instanceof Response) return user;
    const found = mockDb().notifications.find((n) => n.id === params.id && n.userId === user.id);
    if (!found) return problem(404, 'Notification not found');
    found.isRead = true;
    return noContent();
  }),
];
