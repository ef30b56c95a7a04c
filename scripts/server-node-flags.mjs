// The Node.js flags the server runs with (decision 067), in one place: `npm start` (package.json), the
// cluster's instances, the browser-test stacks, the benches and the measurement scripts that start
// dist/server/main.js, and the systemd unit in docs/deploy.md; src/server/config/server-node-flags.test.ts
// checks each passes them.
//
// --max-semi-space-size=32: V8's young-generation semi-spaces may grow to 32 MB (Node 20's default is 16).
// A request makes many short-lived objects (headers, rows, JSON); with a larger nursery the scavenger runs
// less often. Measured as the server's CPU per request in paired runs: decision 067.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
