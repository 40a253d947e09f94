# One multi-stage image recipe for every RepWise container (see docker-compose.yml).
#
#   Node services (gateway, services/*, worker):
#     docker build --target node-service --build-arg WORKSPACE=@repwise/auth-service .
#   Front ends (shell, mf-*), static files behind nginx:
#     docker build --target web --build-arg APP_DIR=mf-pose .
#     docker build --target web --build-arg APP_DIR=shell --build-arg NGINX_CONF=shell.conf .
#
# Stages are ordered so that the legacy (non-BuildKit) builder, which builds every
# stage up to the target, does not build the front ends for a Node service image.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS base
# Same npm as the root package.json's packageManager field, so `npm ci` reads the
# lockfile exactly as it was written.
ARG NPM_VERSION=11.19.1
# onnxruntime-node's install script downloads CUDA files unless told to skip;
# test tools must not download browsers into an image.
ENV ONNXRUNTIME_NODE_INSTALL=skip \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    TURBO_TELEMETRY_DISABLED=1 \
    TURBO_NO_UPDATE_NOTIFIER=1
RUN npm install -g "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /app

# ---------------------------------------------------------------------------
# Only the lockfile and every workspace's package.json, so the `npm ci` layers
# below are rebuilt when dependencies change, not on every source edit.
FROM base AS manifests
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete \
 && find . -mindepth 1 -type d -empty -delete

# ---------------------------------------------------------------------------
# Runtime dependencies of all workspaces (services run TypeScript through tsx,
# which each service declares as a dependency).
FROM base AS prod-deps
COPY --from=manifests /app/ ./
RUN npm ci --omit=dev && npm cache clean --force

# ---------------------------------------------------------------------------
FROM base AS node-service
COPY --from=prod-deps /app/ ./
# Back-end sources only; front-end changes do not invalidate these images.
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages ./packages
COPY gateway ./gateway
COPY services ./services
COPY deploy/node/start-workspace.sh /usr/local/bin/start-workspace.sh
# The workspace is chosen last, so all service images share the layers above.
ARG WORKSPACE
RUN test -n "${WORKSPACE}" && test -e "node_modules/${WORKSPACE}/package.json" \
 || (echo "build arg WORKSPACE must name a workspace, e.g. @repwise/auth-service" >&2; exit 1)
# A container's loopback is its own: the server must listen on every interface to be reached by
# name from the gateway and the other containers (npm start keeps the 127.0.0.1 default).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    WORKSPACE=${WORKSPACE}
# Files stay root-owned (read-only to the app); tsx caches compiled output in /tmp.
USER node
# Runs the workspace's start script (`tsx src/server.ts`) like `npm run start -w`,
# but exec'd, so SIGTERM from `docker stop` reaches the server (see the script).
CMD ["sh", "/usr/local/bin/start-workspace.sh"]

# ---------------------------------------------------------------------------
# All dependencies (build tools are devDependencies).
FROM base AS deps
COPY --from=manifests /app/ ./
RUN npm ci && npm cache clean --force

# ---------------------------------------------------------------------------
FROM deps AS web-build
ARG APP_DIR
# Public URLs baked into front-end builds (Vite `base`, the shell's remotes.json).
# Build args are plain environment variables for RUN; turbo's strict env mode
# would hide them from the build task, hence --env-mode=loose below.
ARG PUBLIC_URL
ARG SHELL_URL
ARG MF_ONBOARDING_URL
ARG MF_WORKOUTS_URL
ARG MF_POSE_URL
ARG MF_PROGRESS_URL
ARG MF_COACH_URL
ENV NODE_ENV=production
COPY . .
RUN test -n "${APP_DIR}" || (echo "build arg APP_DIR is required, e.g. mf-pose" >&2; exit 1)
RUN npx turbo run build --filter="./${APP_DIR}" --env-mode=loose --ui=stream \
 && test -f "${APP_DIR}/dist/index.html"
RUN node scripts/nginx-csp.mjs > /app/csp.conf.template

# ---------------------------------------------------------------------------
FROM ${NGINX_IMAGE} AS web
ARG APP_DIR
ARG NGINX_CONF=remote.conf
COPY deploy/nginx/static-files.conf /etc/nginx/repwise/static-files.conf
COPY deploy/nginx/${NGINX_CONF} /etc/nginx/conf.d/default.conf
# The Content-Security-Policy: template from the build, remote origins filled in at start.
COPY --from=web-build /app/csp.conf.template /etc/nginx/repwise/csp.conf.template
COPY deploy/nginx/40-repwise-csp.sh /docker-entrypoint.d/40-repwise-csp.sh
RUN chmod 755 /docker-entrypoint.d/40-repwise-csp.sh
COPY --from=web-build /app/${APP_DIR}/dist/ /usr/share/nginx/html/
EXPOSE 80
