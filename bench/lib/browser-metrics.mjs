// Loads one page of the app in a fresh Chromium context and measures what it cost: JavaScript over
// the wire (encoded, i.e. gzipped when the server compresses) and uncompressed, how many scripts
// came from which origin, every origin the page asked anything of, and first contentful paint.
import { seedStorage } from '@repwise/tooling/chromium';

/** @typedef {Awaited<ReturnType<typeof describeRequest>>} RequestFigures */
/** @typedef {Awaited<ReturnType<typeof measurePage>>} PageFigures */

/**
 * Resolves with the first-contentful-paint time (ms after navigation start), or null.
 * @param {number} timeoutMs
 * @returns {Promise<number | null>}
 */
function readFirstContentfulPaint(timeoutMs) {
  return new Promise((resolve) => {
    const find = (/** @type {PerformanceEntryList} */ entries) =>
      entries.find((entry) => entry.name === 'first-contentful-paint');
    const existing = find(performance.getEntriesByType('paint'));
    if (existing) return resolve(existing.startTime);
    const observer = new PerformanceObserver((list) => {
      const entry = find(list.getEntries());
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
  });
}

const isJavaScript = (/** @type {string | undefined} */ contentType) =>
  /javascript|ecmascript/i.test(contentType ?? '');

/** @param {import('playwright-core').Request} request */
async function describeRequest(request) {
  const url = new URL(request.url());
  const response = await request.response();
  const contentType = response?.headers()['content-type'] ?? '';
  const entry = {
    url: request.url(),
    origin: url.origin,
    status: response?.status() ?? 0,
    isJavaScript: isJavaScript(contentType) || request.resourceType() === 'script',
    encoding: response?.headers()['content-encoding'] ?? 'identity',
    wireBytes: 0,
    bodyBytes: 0,
  };
  if (!entry.isJavaScript || !response) return entry;
  const sizes = await request.sizes();
  entry.wireBytes = sizes.responseBodySize;
  entry.bodyBytes = (await response.body()).length;
  return entry;
}

/**
 * Opens `path` of `appUrl` in a fresh context with the HTTP cache disabled, signed in when
 * `session` is given, waits for `readySelector` and for the network to go quiet, and returns the
 * page's figures; `remoteOrigins` maps a remote's origin to its name.
 * @param {{
 *   browser: import('playwright-core').Browser,
 *   appUrl: string,
 *   path: string,
 *   session?: Parameters<typeof seedStorage>[0]['session'],
 *   readySelector: string,
 *   remoteOrigins: Map<string, string>,
 *   timeoutMs?: number,
 * }} options
 */
export async function measurePage({
  browser,
  appUrl,
  path,
  session = null,
  readySelector,
  remoteOrigins,
  timeoutMs = 30_000,
}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(seedStorage, { session });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    /** @type {Promise<RequestFigures>[]} */
    const described = [];
    /** @type {string[]} */
    const failed = [];
    /** @type {string[]} */
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    page.on('requestfinished', (request) => described.push(describeRequest(request)));
    page.on('requestfailed', (request) =>
      failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`),
    );

    const url = new URL(path, appUrl).href;
    const answer = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
    const readyMs = await page
      .waitForFunction(
        (selector) => {
          const element = document.querySelector(selector);
          return element && element.getClientRects().length > 0 ? performance.now() : null;
        },
        readySelector,
        { timeout: timeoutMs, polling: 'raf' },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => {
        const errors = [...pageErrors, ...failed].map((text) => `\n  ${text}`).join('');
        throw new Error(
          `${path}: "${readySelector}" did not appear within ${timeoutMs} ms${errors}`,
        );
      });
    // Whatever the route still fetches once it is shown (lazy chunks, API calls) counts too.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const firstContentfulPaintMs = await page.evaluate(readFirstContentfulPaint, 5_000);
    const requests = await Promise.all(described);

    const scripts = requests.filter((request) => request.isJavaScript && request.status === 200);
    const appOrigin = new URL(appUrl).origin;
    const foreign = requests.filter((request) => request.origin !== appOrigin);
    const remoteNamesRequested = [
      ...new Set(foreign.map((request) => remoteOrigins.get(request.origin) ?? request.origin)),
    ];
    return {
      path,
      jsWireBytes: sum(scripts.map((script) => script.wireBytes)),
      jsBodyBytes: sum(scripts.map((script) => script.bodyBytes)),
      jsRequests: scripts.length,
      remoteJsRequests: scripts.filter((script) => script.origin !== appOrigin).length,
      remoteRequests: foreign.length,
      remoteNamesRequested,
      firstContentfulPaintMs,
      readyMs,
      scripts,
      failed,
    };
  } finally {
    await context.close();
  }
}

const sum = (/** @type {number[]} */ values) => values.reduce((total, value) => total + value, 0);
