// Security review (issue #9): response headers of the gateway and of the front ends' static
// servers — a Content-Security-Policy, no server banners, no HSTS outside production (the
// gateway's production headers are unit-tested in gateway/test) — and the app working under its
// policy in Chromium without a single violation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openContext, type AppUser } from '../src/app-user';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

let remoteEntries: string[];
let remoteOrigins: string[];

beforeAll(async () => {
  const manifest: Record<string, { entry: string }> = await (
    await fetch(`${system.appUrl}/remotes.json`)
  ).json();
  remoteEntries = Object.values(manifest).map(({ entry }) => entry);
  remoteOrigins = remoteEntries.map((entry) => new URL(entry).origin);
});

/** Headers no answer may carry: they name the server software. */
function expectNoBanners(response: Response) {
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(response.headers.get('server')).toBeNull();
}

/** The directives of a policy by name: `script-src` → its sources. */
function readPolicy(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the gateway', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/nowhere'],
    ['GET', '/nothing-here'],
  ])(
    'answers %s %s with a deny-all CSP, nosniff, no banners and (outside production) no HSTS',
    async (method, path) => {
      const response = await fetch(`${system.gatewayUrl}${path}`, { method });
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expectNoBanners(response);
    },
  );
});

describe('the static servers', () => {
  it.each([
    ['the landing page', '/'],
    ['a client-side route', '/app/dashboard'],
    ['the runtime manifest', '/remotes.json'],
    ['a missing asset', '/assets/missing-0000.js'],
  ])("serve the shell's %s with the app's CSP and no banners", async (_, path) => {
    const response = await fetch(`${system.appUrl}${path}`);
    const policy = readPolicy(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Remote entries and their chunks load from the remotes' own origins, and nowhere else.
    for (const directive of ['script-src', 'connect-src']) {
      expect(
        policy
          .get(directive)
          ?.filter((source) => source.startsWith('http'))
          .sort(),
      ).toEqual([...remoteOrigins].sort());
    }
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expectNoBanners(response);
  });

  it("passes the gateway's own headers through the shell's /api proxy", async () => {
    const response = await fetch(`${system.appUrl}/api/health`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expectNoBanners(response);
  });

  it('serve every remote with a same-origin CSP and no banners', async () => {
    for (const entry of remoteEntries) {
      for (const url of [entry, new URL('/', entry).href]) {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        const policy = readPolicy(response);
        expect(policy.get('default-src')).toEqual(["'self'"]);
        expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expectNoBanners(response);
      }
    }
  });
});

describe('the app under its policy', () => {
  let browser: Browser;
  let user: AppUser;
  beforeAll(async () => {
    [browser, user] = await Promise.all([launchBrowser(), createUser()]);
  });
  afterAll(() => browser.close());

  /**
   * Collects the page's CSP violations (the browser's own report event) as `directive → URL`.
   * Blocked eval is left out: the policy forbids it on purpose, and the one library that tries it,
   * zod (a `new Function('')` probe for its JIT), falls back to plain parsing when refused.
   */
  async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Reflect.set(window, '__cspViolations', seen);
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.blockedURI === 'eval') return;
        seen.push(`${event.effectiveDirective} → ${event.blockedURI} (${event.sourceFile})`);
      });
    });
    return () => page.evaluate(() => [...(Reflect.get(window, '__cspViolations') as string[])]);
  }

  it('loads every area and its remote with no CSP violation', async () => {
    const context = await openContext(browser, { user });
    const page = await context.newPage();
    const readViolations = await watchViolations(page);
    const areas: [string, RegExp][] = [
      ['/', /personal trainer/i],
      ['/app/dashboard', /Welcome back/],
      ['/app/workout', /Workout Plans/],
      ['/app/progress', /Progress Tracking/],
      ['/app/ai-coach', /AI Fitness Coach/],
      ['/onboarding/quiz', /Personal Training Assessment/],
    ];
    for (const [path, heading] of areas) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(await readViolations()).toEqual([]);
    await context.close();
  });

  it("lets the pose runtime compile WebAssembly and fetch from the remotes' origins", async () => {
    const context = await openContext(browser, { user });
    const page = await context.newPage();
    await page.goto('/app/dashboard');
    const outcome = await page.evaluate(async (origins) => {
      // The smallest valid module: the magic number and version.
      const wasm = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
      const compiled = await WebAssembly.compile(wasm).then(
        () => 'compiled',
        (error: unknown) => String(error),
      );
      const fetched = await Promise.all(
        origins.map((origin) =>
          fetch(`${origin}/remoteEntry.js`).then(
            (response) => response.status,
            (error: unknown) => String(error),
          ),
        ),
      );
      return { compiled, fetched };
    }, remoteOrigins);
    expect(outcome.compiled).toBe('compiled');
    expect(outcome.fetched).toEqual(remoteOrigins.map(() => 200));
    await context.close();
  });

  it("isolates the shell's and the remotes' pages, so the pose model may run WebAssembly threads", async () => {
    const context = await openContext(browser, { user });
    const page = await context.newPage();
    for (const url of ['/app/dashboard', ...remoteOrigins.map((origin) => `${origin}/`)]) {
      await page.goto(url);
      expect(await page.evaluate(() => globalThis.crossOriginIsolated), url).toBe(true);
    }
    // ORT imports its threaded loader from a blob: URL on the shell's page (its worker threads
    // must be same-origin): the policy allows that import. (A string, so that vitest leaves the
    // browser's own import() alone.)
    await page.goto('/app/dashboard');
    const imported = await page.evaluate(`(async () => {
      const source = new Blob(['export default 42;'], { type: 'text/javascript' });
      return (await import(URL.createObjectURL(source))).default;
    })()`);
    expect(imported).toBe(42);
    await context.close();
  });
});
