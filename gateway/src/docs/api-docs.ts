import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { referenceStyles, renderApiReference } from './render-api-reference';

/** The API reference page. */
export const apiDocsPath = '/api/docs';
/** The OpenAPI 3.1 document the reference page renders. */
export const openApiDocumentPath = '/api/docs/openapi.json';

interface RenderedDocs {
  json: string;
  html: string;
}

const styleHash = createHash('sha256').update(referenceStyles).digest('base64');
/** The page may use its own stylesheet and nothing else: no script, no outside origin. */
const referencePolicy = `default-src 'none'; style-src 'sha256-${styleHash}'; frame-ancestors 'none'`;

/**
 * Serves the API reference at /api/docs and the OpenAPI document at /api/docs/openapi.json, both
 * public. The document is generated from the endpoint values on the first request (the contracts'
 * schemas stay out of the gateway's start and its request path); answers true when it answered.
 */
export function createApiDocs(): (ctx: Context) => Promise<boolean> {
  let rendered: Promise<RenderedDocs> | undefined;
  const render = () =>
    (rendered ??= import('@repwise/contracts/openapi').then(
      ({ buildOpenApiDocument }) => {
        const document = buildOpenApiDocument();
        return { json: JSON.stringify(document), html: renderApiReference(document) };
      },
      (error: unknown) => {
        rendered = undefined;
        throw error;
      },
    ));

  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
    if (ctx.path === openApiDocumentPath) {
      const docs = await render();
      ctx.type = 'application/json';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = docs.json;
      return true;
    }
    if (ctx.path === apiDocsPath || ctx.path === `${apiDocsPath}/`) {
      const docs = await render();
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Content-Security-Policy', referencePolicy);
      ctx.body = docs.html;
      return true;
    }
    return false;
  };
}
