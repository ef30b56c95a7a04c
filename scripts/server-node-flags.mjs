// The Node.js flags the server runs with (decision 067), in one place: `npm start` (package.json), the
// cluster's instances, the browser-test stacks, the benches and the measurement scripts that start
// dist/server/main.js, and the systemd unit in docs/deploy.md; src/server/config/server-node-flags.test.ts
// checks each passes them.
//
// --max-semi-space-size=32: V8's young-generation semi-spaces may grow to 32 MB (Node 20's default is 16).
// A request makes many short-lived objects (headers, rows, JSON); with a larger nursery the scavenger runs
// less often. Measured as the server's CPU per request in paired runs: decision 067.
//
// --no-allocation-site-pretenuring: V8 must not start allocating a site's objects straight in the old
// generation because most of them once survived a scavenge. A request's objects do survive one when it
// lands while they wait on the database; once the sites of Node's and hono's request objects are
// pretenured, each request is born old, and the young objects it points to survive every scavenge until
// a full GC — which makes more sites look long-lived. Without it the page's scavenges keep ~1 MB instead
// of ~1.4 MB, and a JSON 404's 12 kB instead of 4 MB; measured in decision 074.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];
