# Production image: the built app on Node 24 (from the pinned `node` devDependency, like every npm script).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
# The data directory docker-compose.yml mounts (generated Web Push keys): owned by the app's user,
# which a new named volume takes over from the image.
RUN mkdir -p /data/dockflow && chown node:node /data/dockflow
EXPOSE 3000
USER node
# The V8 heap sized for the app, not for the machine (docs/performance.md, "Memory (issue 17)"):
# e2e/support.mjs starts every test and benchmark instance with these same flags.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=256", "backend/dist/main.js"]
