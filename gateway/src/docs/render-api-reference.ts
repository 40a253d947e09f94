import type { OpenApiDocument } from '@repwise/contracts/openapi';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

const schemaAnchor = (id: string) => `schema-${id.replace(/[^A-Za-z0-9_.-]/g, '-')}`;

/** A JSON Schema as indented text, each `$ref` a link to its component further down. */
function renderSchema(schema: unknown): string {
  const text = escapeHtml(JSON.stringify(schema, null, 2));
  return `<pre>${text.replace(
    /&quot;#\/components\/schemas\/([^&]+)&quot;/g,
    (_, id: string) => `<a href="#${schemaAnchor(id)}">${id}</a>`,
  )}</pre>`;
}

function readRef(content: unknown): unknown {
  if (!isObject(content)) return undefined;
  const json = content['application/json'] ?? content['multipart/form-data'] ?? content['image/*'];
  return isObject(json) ? json.schema : undefined;
}

function renderParameters(parameters: unknown): string {
  if (!Array.isArray(parameters) || parameters.length === 0) return '';
  const rows = parameters
    .filter(isObject)
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(String(parameter.name))}</code></td><td>${escapeHtml(
          String(parameter.in),
        )}${parameter.required ? ', required' : ''}</td><td><code>${escapeHtml(
          JSON.stringify(parameter.schema),
        )}</code></td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>parameter</th><th>in</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderOperation(method: string, path: string, operation: JsonObject): string {
  const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
  const responses = isObject(operation.responses) ? operation.responses : {};
  const answers = Object.entries(responses)
    .filter(([status]) => status !== 'default')
    .map(([status, response]) => {
      const schema = isObject(response) ? readRef(response.content) : undefined;
      return `<h4>${escapeHtml(status)}</h4>${schema ? renderSchema(schema) : '<p>No body.</p>'}`;
    })
    .join('');
  return `<details id="${escapeHtml(String(operation.operationId))}">
<summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="access">${escapeHtml(String(operation['x-access']))}</span> ${escapeHtml(String(operation.summary))}</summary>
${renderParameters(operation.parameters)}
${requestBody ? `<h4>body</h4>${renderSchema(readRef(requestBody.content))}` : ''}
${answers}
<p>Errors: <a href="#${schemaAnchor('ErrorBody')}">ErrorBody</a>.</p>
</details>`;
}

/** The reference page's stylesheet (its hash is the page's only allowed style source). */
export const referenceStyles = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1b1f24}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f4f6f8;padding:.75rem;overflow:auto}
details{border-bottom:1px solid #d8dee4;padding:.4rem 0}summary{cursor:pointer}
.method{display:inline-block;min-width:4.5rem;font-weight:700}.get{color:#0b6e4f}.post{color:#0550ae}
.put,.patch{color:#8a4600}.delete{color:#b3261e}.access{color:#57606a;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #d8dee4;padding:.2rem .5rem;text-align:left}`;

/**
 * The API reference as one self-contained HTML page (no script, no outside origin): each area's
 * endpoints with their parameters, body and answers, then the shared schemas.
 */
export function renderApiReference(document: OpenApiDocument): string {
  const operationsByTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = Array.isArray(operation.tags) ? String(operation.tags[0]) : 'other';
      const list = operationsByTag.get(tag) ?? [];
      list.push(renderOperation(method, path, operation));
      operationsByTag.set(tag, list);
    }
  }
  const sections = document.tags
    .map(
      ({ name, description }) =>
        `<section id="${escapeHtml(name)}"><h2>${escapeHtml(name)}</h2><p>${escapeHtml(description)}</p>${(operationsByTag.get(name) ?? []).join('\n')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([id, schema]) =>
        `<details id="${schemaAnchor(id)}"><summary><code>${escapeHtml(id)}</code></summary>${renderSchema(schema)}</details>`,
    )
    .join('\n');
  const contents = document.tags
    .map(({ name }) => `<a href="#${escapeHtml(name)}">${escapeHtml(name)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title><style>${referenceStyles}</style></head>
<body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>OpenAPI 3.1 document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a></p>
<nav>${contents} · <a href="#schemas">schemas</a></nav>
${sections}
<section id="schemas"><h2>schemas</h2>${schemas}</section>
</body></html>
`;
}
