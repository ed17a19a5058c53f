/**
 * The mock API's requests in flight, so that a play function acts on the screen its data made rather
 * than on whatever had loaded when it started. `apiSettled()` is a condition, not a clock: it waits
 * until every /api request the story made has been answered (those the mock layer never answers, a
 * loading state's `slow`, excepted) and nothing new has started for a moment, the time the client
 * takes to render the answers. A play function that clicks while its screen still loads races it,
 * and its picture depends on which came first (the screenshot runner lists such stories).
 */
interface Events {
  on(
    event: 'request:start' | 'request:end',
    listener: (args: { request: Request; requestId: string }) => void,
  ): void;
}

const pending = new Map<string, string>();
/** The page's side of the same requests: from `fetch` until the response's body has arrived. */
const inPage = new Map<number, string>();
const tracked = new WeakSet<object>();
let nextFetch = 0;

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href).href;

/**
 * The mock worker's `request:end` fires when it hands its answer to the service worker, before the
 * page has received it (tens of milliseconds later on a busy machine, sometimes more than 200): by
 * MSW's events alone a play function could act before its data arrived. So the page's `fetch` of
 * `/api` counts too, until the response's body is in (read from a clone; the caller reads its own).
 */
function trackPageFetches(): void {
  if (typeof window === 'undefined' || tracked.has(window)) return;
  tracked.add(window);
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (!new URL(url).pathname.startsWith('/api/')) return original(input, init);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const id = (nextFetch += 1);
    inPage.set(id, `${method} ${url}`);
    try {
      const response = await original(input, init);
      await response
        .clone()
        .arrayBuffer()
        .catch(() => undefined);
      return response;
    } finally {
      inPage.delete(id);
    }
  };
}

/** Follows the mock worker's requests and the page's (called once by the preview's loader). */
export function trackRequests(worker: { events: Events }): void {
  trackPageFetches();
  if (tracked.has(worker)) return;
  tracked.add(worker);
  worker.events.on('request:start', ({ request, requestId }) => {
    if (new URL(request.url).pathname.startsWith('/api/'))
      pending.set(requestId, `${request.method.toUpperCase()} ${request.url}`);
  });
  worker.events.on('request:end', ({ requestId }) => {
    pending.delete(requestId);
  });
}

/** Those of `keys` that will be answered: less those `neverAnswer` holds on purpose. */
function answerable(keys: Iterable<string>): string[] {
  const never = [...((globalThis as { __pbNeverAnswered?: string[] }).__pbNeverAnswered ?? [])];
  return [...keys].filter((key) => {
    const i = never.indexOf(key);
    if (i < 0) return true;
    never.splice(i, 1);
    return false;
  });
}

/** The requests still to be answered (by the mock) or received (by the page). */
function open(): string[] {
  return [...answerable(pending.values()), ...answerable(inPage.values())];
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the API must stay quiet: an answer's parsing and rendering, and the requests it leads to. */
const quietMs = 50;
/** A hang guard, not a speed limit: a request the mock layer has not answered in 10 s is stuck. */
const hangGuardMs = 10_000;

/** Resolves once the story's API requests have been answered and rendered (see above). */
export async function apiSettled(): Promise<void> {
  const started = Date.now();
  for (;;) {
    while (open().length > 0) {
      if (Date.now() - started > hangGuardMs)
        throw new Error(`API requests still unanswered after 10 s: ${open().join(', ')}`);
      await tick(20);
    }
    await tick(quietMs);
    if (open().length === 0) return;
  }
}
