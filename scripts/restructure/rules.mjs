// biome-ignore-all lint/suspicious/noAssignInExpressions: one `if ((m = path.match(…)))` per rule reads as a table
// Where every source file of the storefront, the partner console and the API goes (issue 24, decision 0029).
// The rules work on folder PATTERNS, not file lists: a file added later to an existing folder maps by itself.
// A tracked file under a mapped root that no rule maps and the keep-list does not name stops the run.

/** The roots the restructure owns: every tracked file under one must be mapped or kept. */
export const MAPPED_ROOTS = ["apps/web/src/", "apps/api/src/"];

/** Next's file conventions: these stay in app/ (routes only); everything else in app/ moves out. */
const ROUTE_FILE =
  /^(page|layout|route|loading|error|not-found|global-not-found|global-error|template|default|opengraph-image|icon|apple-icon|manifest|robots|sitemap)\.(tsx|ts|js|jsx)$/;

/**
 * Files that stay where they are (root-level entry points and shared infrastructure of one app), as patterns on
 * the repository path.
 */
export const KEEP = [
  /^apps\/web\/src\/(proxy|env)(\.test)?\.ts$/,
  /^apps\/web\/src\/(features|console|platform|ui)\//, // already restructured (a re-run)
  /^apps\/api\/src\/(app|server|env)(\.test)?\.ts$/,
  /^apps\/api\/src\/(lib|plugins|quality|testing)\//,
  /^apps\/api\/src\/(storefront|customer|console|platform)\//, // already restructured (a re-run)
];

/**
 * Storefront lib/<x> folders that are web-server infrastructure both the storefront and the console use (the API
 * transport, security headers, caches, the client address, the tenant): they go to src/platform/<x>, which both
 * trees may import. Everything else in lib/ is a storefront feature.
 */
const WEB_PLATFORM = new Set(["security", "cache-handler", "page-cache", "client-address", "announcements"]);

/**
 * Single files both trees use, by pattern on the path inside apps/web/src (first match wins): what the console
 * shows from the storefront goes to ui/, what it computes goes to platform/.
 */
const WEB_SHARED_FILES = [
  [/^lib\/site\/(phone(\.test)?\.ts)$/, "ui/format/$1"],
  [/^components\/content\/(rich-text(\.test)?\.tsx|rich-text\.module\.css)$/, "ui/rich-text/$1"],
  [/^lib\/site\/(site-origin(\.test)?\.ts)$/, "platform/site-origin/$1"],
  [/^lib\/api\/(tenant(\.test)?\.ts)$/, "platform/api/$1"],
];

/** Storefront components and lib folders whose feature has another name. */
const WEB_FEATURE_ALIAS = { "customer-boards": "customer-boards", ui: null /* see WEB_UI */ };

/** Route segments under app/[site]/(site) whose non-route files belong to a feature of another name. */
const SITE_SEGMENT_FEATURE = {
  exhibitions: "catalogue",
  products: "catalogue",
  brandings: "catalogue",
  mypage: "account",
  login: "account",
  "sign-up": "account",
  reviews: "reviews",
  boards: "customer-boards",
};

/** API module → audience (storefront: anonymous visitors' reads; customer: signed-in or guest customers' own
 * data; console: partner staff; platform: health, docs, tenants, short links and what every audience needs). */
const API_AUDIENCE = {
  "after-notices": "storefront",
  banners: "storefront",
  "before-afters": "storefront",
  boards: "storefront",
  brandings: "storefront",
  events: "storefront",
  exhibitions: "storefront",
  faqs: "storefront",
  introduce: "storefront",
  keywords: "storefront",
  notices: "storefront",
  pages: "storefront",
  "partner-reviews": "storefront",
  popups: "storefront",
  products: "storefront",
  search: "storefront",
  terms: "storefront",
  schedules: "storefront",
  inquiries: "customer",
  carts: "customer",
  certification: "customer",
  "customer-boards": "customer",
  customers: "customer",
  "customers-core": "customer",
  "guest-auth": "customer",
  "recent-products": "customer",
  reservations: "customer",
  "review-links": "customer",
  sessions: "customer",
  docs: "platform",
  health: "platform",
  media: "platform",
  "partner-groups": "platform",
  partners: "platform",
  "short-urls": "platform",
  "site-config": "platform",
  sites: "platform",
};

/** Loose files in apps/api/src/modules: each goes into its audience folder. */
const API_LOOSE = {
  "accounts-config.ts": "customer/accounts-config.ts",
  "catalogue-routes.ts": "storefront/catalogue-routes.ts",
  "catalogue-routes.test.ts": "storefront/catalogue-routes.test.ts",
  "content-routes.ts": "storefront/content-routes.ts",
  "cscenter-routes.ts": "storefront/cscenter-routes.ts",
  "public-lists-cache.test.ts": "storefront/public-lists-cache.test.ts",
  "console-routes.ts": "console/routes.ts",
  "console-routes.test.ts": "console/routes.test.ts",
};

/** A route folder path without dynamic segments ([id], [...rest]), route groups ((site)) and private markers (_). */
function plainSegments(segments) {
  return segments
    .filter((segment) => !/^\[.*\]$/.test(segment) && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^_/, ""));
}

function fileName(name) {
  return name === "_actions.ts" ? "actions.ts" : name;
}

/**
 * The new repository path of `path`, or null when no rule maps it. Pure: the same tree maps the same way.
 * @param {string} path repository path with forward slashes
 * @returns {string | null}
 */
export function mapPath(path) {
  let m;
  // ---- web ----
  const web = "apps/web/src/";
  if (path.startsWith(web)) {
    const rest = path.slice(web.length);
    const parts = rest.split("/");
    const name = parts.at(-1);
    for (const [pattern, replacement] of WEB_SHARED_FILES) {
      if (pattern.test(rest)) return web + rest.replace(pattern, replacement);
    }
    if ((m = rest.match(/^lib\/console\/(.+)$/))) return `${web}console/lib/${m[1]}`;
    if ((m = rest.match(/^lib\/([^/]+)\/(.+)$/))) {
      const tree = WEB_PLATFORM.has(m[1]) ? "platform" : "features";
      return `${web}${tree}/${m[1]}/${m[2]}`;
    }
    if ((m = rest.match(/^styles\/(.+)$/))) return `${web}ui/styles/${m[1]}`;
    // The storefront's own UI primitives (the console does not use them).
    if ((m = rest.match(/^components\/ui\/(.+)$/))) return `${web}features/shell/components/ui/${m[1]}`;
    if ((m = rest.match(/^components\/shell\/(.+)$/))) return `${web}features/shell/components/${m[1]}`;
    if ((m = rest.match(/^components\/([^/]+)\/(.+)$/))) {
      const feature = WEB_FEATURE_ALIAS[m[1]] ?? m[1];
      return `${web}features/${feature}/components/${m[2]}`;
    }
    if ((m = rest.match(/^components\/([^/]+)$/))) return `${web}features/shell/components/${m[1]}`;
    if (parts[0] === "app") {
      if (ROUTE_FILE.test(name)) return path; // routes stay
      const dirs = parts.slice(1, -1);
      if (dirs[0] === "console") {
        let inner = dirs.slice(1);
        if (inner[0] === "clinics" && inner[1] === "[partnerId]") {
          inner = inner.slice(2);
          if (inner.length === 0 || inner[0].startsWith("_")) inner = ["clinic", ...inner];
        }
        const folder = plainSegments(inner);
        return `${web}console/${[...folder, fileName(name)].join("/")}`;
      }
      if (dirs[0] === "[site]" && dirs[1] === "(site)" && dirs.length >= 3) {
        const feature = SITE_SEGMENT_FEATURE[dirs[2]] ?? dirs[2];
        const folder = plainSegments(dirs.slice(3));
        return `${web}features/${feature}/${[...folder, fileName(name)].join("/")}`;
      }
      if (dirs[0] === "[site]") {
        const folder = plainSegments(dirs.slice(1));
        return `${web}features/site/${[...folder, fileName(name)].join("/")}`;
      }
      return null;
    }
    return null;
  }
  // ---- api ----
  const api = "apps/api/src/";
  if (path.startsWith(api)) {
    const rest = path.slice(api.length);
    if ((m = rest.match(/^modules\/([^/]+)$/))) return API_LOOSE[m[1]] ? `${api}${API_LOOSE[m[1]]}` : null;
    if ((m = rest.match(/^modules\/console-([^/]+)\/(.+)$/))) return `${api}console/${m[1]}/${m[2]}`;
    if ((m = rest.match(/^modules\/([^/]+)\/(.+)$/))) {
      const audience = API_AUDIENCE[m[1]];
      return audience ? `${api}${audience}/${m[1]}/${m[2]}` : null;
    }
    return null;
  }
  return null;
}

/** Path aliases (tsconfig `paths`, Vitest `resolve.alias`): prefix → repository folder. */
export const ALIASES = [
  { prefix: "@/", folder: "apps/web/src/", from: "apps/web/" },
  { prefix: "@api/", folder: "apps/api/src/", from: "apps/api/" },
];
/** For imports that reach another workspace's files (tests → seed data, scripts/lib), from any workspace. */
export const REPO_ALIAS = { prefix: "@repo/", folder: "" };

/**
 * The "feature" a file belongs to: imports inside one feature stay relative, imports across features use the alias.
 * @param {string} path
 */
export function featureOf(path) {
  let m;
  if ((m = path.match(/^apps\/web\/src\/(features|console|platform|ui)\/([^/]+)\//)))
    return `${m[1]}/${m[2]}`;
  if ((m = path.match(/^apps\/api\/src\/(storefront|customer|console|platform)\/([^/]+)\//)))
    return `${m[1]}/${m[2]}`;
  if ((m = path.match(/^(apps\/[^/]+|packages\/[^/]+|tests\/[^/]+|bench|scripts)\//))) return m[1];
  return "";
}

/**
 * Files plain Node runs (or that plain Node's files import): no TypeScript path alias can work there, their
 * imports stay relative.
 * @param {string} path
 */
export function isPlainNode(path) {
  return /\.(mjs|cjs|js)$/.test(path) || /(^|\/)(next|vitest|playwright)\.config\.ts$/.test(path);
}

/**
 * Folder mentions in prose (docs, comments, Dockerfiles) that no single moved file or folder gives: old → new,
 * as written (repository paths or paths inside the app).
 */
export const MENTIONS = [
  ["apps/web/src/lib/console", "apps/web/src/console/lib"],
  ["imports src/lib (security headers", "imports src/platform (security headers"],
  ["apps/api/src/modules", "apps/api/src/{storefront,customer,console,platform}"],
  ["src/modules", "src/{storefront,customer,console,platform}"],
];
