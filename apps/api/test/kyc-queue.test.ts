/**
 * The admins' KYC review queue (issue 16, the panel's Documents tab): every company's current documents
 * awaiting review in one paged read, oldest upload first, each with its company; a decision takes the
 * document out of it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoAccountByRole } from '@petrobridge/domain';
import { startServer, type Client, type TestServer } from './support/harness';

let server: TestServer;
let admin: Client;

interface Queued {
  id: string;
  status: string;
  uploadedAt: string;
  companyName: string;
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.as(demoAccountByRole.admin.email);
});
afterAll(() => server?.close());

test('the queue: awaiting documents of every company, oldest first, with the total', async () => {
  const res = await admin.get('/api/kyc-documents?limit=100');
  expect(res.status).toBe(200);
  const queue = res.body as Queued[];
  expect(queue.length).toBeGreaterThan(1);
  expect(Number(res.headers['x-total-count'])).toBe(queue.length);
  for (const d of queue) expect(['pending', 'under_review']).toContain(d.status);
  expect(new Set(queue.map((d) => d.companyName)).size).toBeGreaterThan(1);
  const times = queue.map((d) => d.uploadedAt);
  expect(times).toEqual([...times].sort());
  const page = await admin.get('/api/kyc-documents?limit=1&offset=1');
  expect((page.body as Queued[]).map((d) => d.id)).toEqual([queue[1]!.id]);
  expect(page.headers['x-total-count']).toBe(String(queue.length));
});

test('a decision takes the document out of the queue', async () => {
  const [first] = (await admin.get('/api/kyc-documents?limit=100')).body as Queued[];
  const before = Number((await admin.get('/api/kyc-documents?limit=1')).headers['x-total-count']);
  const review = await admin.put(`/api/kyc-documents/${first!.id}/review`, { status: 'approved' });
  expect(review.status).toBe(200);
  const after = await admin.get('/api/kyc-documents?limit=100');
  expect((after.body as Queued[]).map((d) => d.id)).not.toContain(first!.id);
  expect(Number(after.headers['x-total-count'])).toBe(before - 1);
});

test('brokers, sellers and buyers cannot read it', async () => {
  for (const role of ['broker', 'seller', 'buyer'] as const) {
    const res = await (await server.as(demoAccountByRole[role].email)).get('/api/kyc-documents');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only admins read the review queue');
  }
});
